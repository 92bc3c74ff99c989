"""What a seat (or a spectator) sees of a round: the view every game shares, as a type.

``State.view(seat)`` returns plain JSON; these pydantic models declare it (each game adds
its own fields in ``<game>/views.py``, ``Game.View``). The tests validate every view of
random rounds against them, and the browser's TypeScript types are generated from them
(``scripts/view_types.py`` writes ``web/src/lib/views.ts``).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class ViewModel(BaseModel):
    """A part of a view: exactly these keys (a new key is a change to the type)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class ViewCore(ViewModel):
    """The keys every game's view has."""

    game: str
    seat: int | None  # whose view (None: a spectator)
    players: list[str]
    phase: str
    finished: bool
    to_act: list[int]
    banker: int | None
    counts: list[int]  # cards held per seat
    results: list[Any]  # per seat, once decided (each game says how)
    commitment: str | None  # SHA-256 of the seed, published before the deal
    rules: dict[str, Any]  # the options that differ from the defaults
    can_pass: bool
    actions: list[str]  # the kinds of action open to this seat: play, pass, declare, bury
    hand: list[str] | None = None  # the seat's own cards (absent for a spectator)
    seed: str | None = None  # revealed once the round is finished
