"""The arbiter's questions: what can these cards be read as, and may they answer that play?

Backs ``marsmatch judge`` and ``marsmatch count`` (rulings section 6). Each question asks
``core`` (a ``Core``: the compiled one by default, or the reference) and puts its answer in
words.
"""

from __future__ import annotations

from typing import Any

from ...cards import check_copies, parse_cards
from ...errors import AmbiguousPlay
from ...words import msg, text
from . import _core
from .combos import (
    KIND_NAMES,
    Play,
    ReadingSpec,
    explain_msg,
    play_msg,
    reading_for,
    readings,
    refusal,
    refused,
    to_counts,
)
from .core import Core


def _counts(text: str, players: int) -> tuple[int, ...]:
    cards = parse_cards(text)
    check_copies(cards, players, suited=False)
    return tuple(to_counts(cards))


def _shown(text: str) -> str:
    """The cards as the player wrote them (never re-sorted)."""
    return " ".join(text.split()) or "nothing"


def table_play(text: str, players: int, spec: str | None = None, core: Core = _core) -> Play:
    """The play on the table, read at its strongest reading (R3.11) or as ``spec`` says."""
    counts = _counts(text, players)
    named = ReadingSpec.parse(spec) if spec else None
    found = readings(counts, named, core)
    shown = _shown(text)
    if not found:
        raise refused(counts, f"the cards on the table ({shown})", named.kind if named else None,
                      core)
    where = f"the cards on the table ({shown})"
    return Play(counts, reading_for(counts, found, None, where, core)[0])


def judge(play_text: str, against: str | None = None, players: int = 4,
          play_as: str | None = None, against_as: str | None = None,
          core: Core = _core) -> dict[str, Any]:
    """Every reading of the play and, against a top play, whether and why it may answer:
    the reading the engine would play (``State.resolve``'s ``reading_for``), explained."""
    counts = _counts(play_text, players)
    named = ReadingSpec.parse(play_as) if play_as else None
    found = readings(counts, named, core)
    shown = _shown(play_text)
    out: dict[str, Any] = {"readings": [rd.to_json() for rd in found], "beats": None,
                           "reading": None, "reason": "", "rule": None}
    top = None
    if against is not None:
        top = table_play(against, players, against_as, core)
        check_copies(parse_cards(play_text) + parse_cards(against), players, suited=False)
    if not found:  # what stops each kind the cards come close to (the declared one first)
        rule, why, items = refusal(counts, shown, named.kind if named else None, core)
        out.update(reason=text(why, codes=True),  # the cards as the player wrote them
                   reason_msg=why, rule=rule,
                   beats=None if top is None else False,
                   refusals=[{"kind": i["kind"], "code": i["code"], "rule": i["rule"],
                              "reason": text(i["why"]), "reason_msg": i["why"]}
                             for i in items])
        return out
    if top is None:
        try:
            best, _lead = reading_for(counts, found, None, shown, core)
        except AmbiguousPlay as exc:
            out.update(reason=exc.sentence, rule="R3.11")
            return out
        out.update(reading=best.to_json(),
                   reason=f"{shown} leads as {Play(counts, best).describe()}", rule="R3.11",
                   reason_msg=msg("term-leads-as", cards={"codes": shown.split()},
                                  play=play_msg(Play(counts, best))))
        return out
    best, legal = reading_for(counts, found, top, shown, core)
    _ok, why, rule = explain_msg(Play(counts, best), top, core.verdict(Play(counts, best), top))
    out.update(beats=legal, reading=best.to_json() if legal else None, reason=text(why),
               reason_msg=why, rule=rule)
    return out


def count(hand_text: str, against: str | None = None, players: int = 4,
          against_as: str | None = None, core: Core = _core) -> dict[str, int]:
    """Exact number of distinct legal plays (R3.13) and of play types; a pass is not counted."""
    counts = _counts(hand_text, players)
    top = table_play(against, players, against_as, core) if against is not None else None
    plays, types = core.count_plays(counts, top)
    return {"plays": plays, "play_types": types}


__all__ = ["KIND_NAMES", "count", "judge", "table_play"]
