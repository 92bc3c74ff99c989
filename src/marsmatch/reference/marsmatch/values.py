"""The engine's value types, handed over once by ``combos`` (``bind``), as they are to the
compiled core: readings and plays come back as the engine's own ``Reading`` and ``Play``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .hand import Rd, Top

_types: dict[str, Any] = {}


def bind(reading_type: Any, play_type: Any, kind_type: Any) -> None:
    """Hand over the value types (``combos`` does this once per core)."""
    _types.update(Reading=reading_type, Play=play_type, Kind=kind_type)


def reading(rd: Rd) -> Any:
    """The engine's ``Reading`` of a plain reading."""
    kind, length, top, attach = rd
    return _types["Reading"](_types["Kind"](kind), length, top, attach)


def play(counts: Sequence[int], rd: Rd) -> Any:
    return _types["Play"](tuple(counts), reading(rd))


def plain(rd: Any) -> Rd:
    """A plain reading of a ``Reading`` (or any 4-item sequence)."""
    kind, length, top, attach = rd
    return (int(kind), int(length), int(top), int(attach))


def top_of(top_play: Any) -> Top | None:
    """The play to answer as the rules read it: its reading and Lone Boat attachment rank."""
    from .kinds import boat_attachment_rank

    if top_play is None:
        return None
    counts, rd = top_play
    return Top(plain(rd), boat_attachment_rank(counts))
