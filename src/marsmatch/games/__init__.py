"""The games: each a module implementing the protocol in ``base``."""

from __future__ import annotations

from types import ModuleType

from ..errors import RecordError

GAME_NAMES = ("marsmatch", "shengji")


def game_module(name: str) -> ModuleType:
    """The game package for a record's ``game`` field."""
    if name == "marsmatch":
        from . import marsmatch

        return marsmatch
    if name == "shengji":
        from . import shengji

        return shengji
    raise RecordError(f"{name!r} is not a game; games are {', '.join(GAME_NAMES)}")
