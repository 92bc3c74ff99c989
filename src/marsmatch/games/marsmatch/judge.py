"""The arbiter's questions: what can these cards be read as, and may they answer that play?

Backs ``marsmatch judge`` and ``marsmatch count`` (rulings section 6).
"""

from __future__ import annotations

from typing import Any

from ...cards import check_copies, parse_cards
from ...errors import AmbiguousPlay, IllegalAction
from .combos import (
    KIND_NAMES,
    Play,
    ReadingSpec,
    counts_to_cards,
    explain,
    reading_for,
    readings,
    to_counts,
)
from .moves import count_plays


def _counts(text: str, players: int) -> tuple[int, ...]:
    cards = parse_cards(text)
    check_copies(cards, players, suited=False)
    return tuple(to_counts(cards))


def table_play(text: str, players: int, spec: str | None = None) -> Play:
    """The play on the table, read at its strongest reading (R3.11) or as ``spec`` says."""
    counts = _counts(text, players)
    found = readings(counts, ReadingSpec.parse(spec) if spec else None)
    shown = " ".join(counts_to_cards(counts)) or "nothing"
    if not found:
        named = f" as {spec}" if spec else ""
        raise IllegalAction("R3.11", f"the cards on the table ({shown}) are not a combination{named}")
    return Play(counts, reading_for(counts, found, None, f"the cards on the table ({shown})")[0])


def judge(play_text: str, against: str | None = None, players: int = 4,
          play_as: str | None = None, against_as: str | None = None) -> dict[str, Any]:
    """Every reading of the play and, against a top play, whether and why it may answer:
    the reading the engine would play (``State.resolve``'s ``reading_for``), explained."""
    counts = _counts(play_text, players)
    found = readings(counts, ReadingSpec.parse(play_as) if play_as else None)
    shown = " ".join(counts_to_cards(counts)) or "nothing"
    out: dict[str, Any] = {"readings": [rd.to_json() for rd in found], "beats": None,
                           "reading": None, "reason": "", "rule": None}
    top = None
    if against is not None:
        top = table_play(against, players, against_as)
        check_copies(parse_cards(play_text) + parse_cards(against), players, suited=False)
    if not found:
        named = f" as {play_as}" if play_as and top is not None else ""
        out.update(reason=f"{shown} is not a combination{named}", rule="R3.11",
                   beats=None if top is None else False)
        return out
    if top is None:
        try:
            best, _lead = reading_for(counts, found, None, shown)
        except AmbiguousPlay as exc:
            out.update(reason=exc.sentence, rule="R3.11")
            return out
        out.update(reading=best.to_json(),
                   reason=f"{shown} leads as {Play(counts, best).describe()}", rule="R3.11")
        return out
    best, legal = reading_for(counts, found, top, shown)
    _ok, reason, rule = explain(Play(counts, best), top)
    out.update(beats=legal, reading=best.to_json() if legal else None, reason=reason, rule=rule)
    return out


def count(hand_text: str, against: str | None = None, players: int = 4,
          against_as: str | None = None) -> dict[str, int]:
    """Exact number of distinct legal plays (R3.13) and of play types; a pass is not counted."""
    counts = _counts(hand_text, players)
    top = table_play(against, players, against_as) if against is not None else None
    plays, types = count_plays(counts, top)
    return {"plays": plays, "play_types": types}


__all__ = ["KIND_NAMES", "count", "judge", "table_play"]
