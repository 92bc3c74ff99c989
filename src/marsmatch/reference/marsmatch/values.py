"""The values the reference answers in: its own plain ``Reading`` and ``Played`` (``hand``),
or the engine's ``Reading`` and ``Play`` once a face binds them (``bind``: ``State`` does, so
that a round on the reference core answers as one on the compiled core). The rules never
look inside either: they work on plain tuples, and this module turns them into values at
the surface."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from .hand import Played, Rd, Reading, Top

_types: dict[str, Any] = {}
_events: dict[Any, Any] = {}  # the reference's event class -> the engine's
_pass: list[Any] = []  # the protocol's pass, once bound


def bind(reading_type: Any, play_type: Any, kind_type: Any) -> None:
    """Hand over the value types (``combos`` does this once per core)."""
    _types.update(Reading=reading_type, Play=play_type, Kind=kind_type)


def reading(rd: Rd) -> Any:
    """A plain reading as a value: the engine's ``Reading`` when bound, else the
    reference's own."""
    kind, length, top, attach = rd
    if "Reading" not in _types:
        return Reading(kind, length, top, attach)
    return _types["Reading"](_types["Kind"](kind), length, top, attach)


def play(counts: Sequence[int], rd: Rd) -> Any:
    """A play as a value: the engine's ``Play`` when bound, else the reference's own."""
    if "Play" not in _types:
        return Played(tuple(counts), reading(rd))
    return _types["Play"](tuple(counts), reading(rd))


def bind_events(events: dict[type, Any], pass_value: Any) -> None:
    """Hand over the engine's event types (by the reference's event class) and its pass
    (``round.bind_round`` does this once per core)."""
    _events.update(events)
    _pass[:] = [pass_value]


def is_pass(action: Any) -> bool:
    """Whether an action is a pass: None, or the protocol's pass once bound."""
    return action is None or bool(_pass) and action is _pass[0]


def event(e: Any) -> Any:
    """A reference event as a value: the engine's event when bound, else its own (a play
    inside it as ``play`` gives it)."""
    return _event_value(_events.get(type(e)), _types.get("Play"), e)


@lru_cache(maxsize=1 << 16)
def _event_value(engine: Any, _play_type: Any, e: Any) -> Any:
    """Made once per event and binding: a view reads every event of the log each time."""
    fields = e._asdict()
    if "play" in fields:
        fields["play"] = play(*fields["play"])
    return engine(**fields) if engine is not None else type(e)(**fields)


def plain_play(p: Any) -> Played:
    """The reference's own ``Played`` of a play (the engine's, or any (counts, reading))."""
    return Played(tuple(int(c) for c in p[0]), plain(p[1]))


def plain(rd: Any) -> Rd:
    """The reference's own ``Reading`` of a reading (the engine's, or any 4 numbers)."""
    kind, length, top, attach = rd
    return Reading(int(kind), int(length), int(top), int(attach))


def top_of(top_play: Any) -> Top | None:
    """The play to answer as the rules read it: its reading and Lone Boat attachment rank."""
    from .kinds import boat_attachment_rank

    if top_play is None:
        return None
    counts, rd = top_play
    return Top(plain(rd), boat_attachment_rank(counts))
