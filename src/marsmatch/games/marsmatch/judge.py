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
    Reading,
    ReadingSpec,
    beats,
    counts_to_cards,
    explain,
    readings,
    strongest,
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
    return Play(counts, strongest(counts, found, f"the cards on the table ({shown})"))


def judge(play_text: str, against: str | None = None, players: int = 4,
          play_as: str | None = None, against_as: str | None = None) -> dict[str, Any]:
    """Every reading of the play and, against a top play, whether and why it may answer."""
    counts = _counts(play_text, players)
    found = readings(counts, ReadingSpec.parse(play_as) if play_as else None)
    shown = " ".join(counts_to_cards(counts)) or "nothing"
    out: dict[str, Any] = {"readings": [rd.to_json() for rd in found], "beats": None,
                           "reading": None, "reason": "", "rule": None}
    if against is None:
        if not found:
            out.update(reason=f"{shown} is not a combination", rule="R3.11")
            return out
        try:
            best = strongest(counts, found, shown)
        except AmbiguousPlay as exc:
            out.update(reason=exc.sentence, rule="R3.11")
            return out
        out.update(reading=best.to_json(),
                   reason=f"{shown} leads as {Play(counts, best).describe()}", rule="R3.11")
        return out
    top = table_play(against, players, against_as)
    check_copies(parse_cards(play_text) + parse_cards(against), players, suited=False)
    if not found:
        named = f" as {play_as}" if play_as else ""
        out.update(beats=False, reason=f"{shown} is not a combination{named}", rule="R3.11")
        return out
    legal = [rd for rd in found if beats(Play(counts, rd), top)]
    if legal:
        best = strongest(counts, legal, shown)
        _ok, reason, rule = explain(Play(counts, best), top)
        out.update(beats=True, reading=best.to_json(), reason=reason, rule=rule)
        return out
    _ok, reason, rule = explain(Play(counts, _closest(found, top.reading)), top)
    out.update(beats=False, reason=reason, rule=rule)
    return out


def _closest(found: list[Reading], top: Reading) -> Reading:
    """The reading whose failure best explains why the play cannot answer ``top``."""
    for rd in found:
        if (rd.kind, rd.length, rd.attach) == (top.kind, top.length, top.attach):
            return rd
    for rd in found:
        if rd.kind == top.kind:
            return rd
    return found[0]


def count(hand_text: str, against: str | None = None, players: int = 4,
          against_as: str | None = None) -> dict[str, int]:
    """Exact number of distinct legal plays (R3.13) and of play types; a pass is not counted."""
    counts = _counts(hand_text, players)
    top = table_play(against, players, against_as) if against is not None else None
    plays, types = count_plays(counts, top)
    return {"plays": plays, "play_types": types}


__all__ = ["KIND_NAMES", "count", "judge", "table_play"]
