"""A Shengji view (``State.view``) as a type: the shared core and Shengji's fields."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..views import ViewCore, ViewModel


class SeatCards(ViewModel):
    seat: int
    cards: list[str]


class FailedThrowView(ViewModel):
    seat: int
    forced: list[str]
    beaten_by: int


class TrickView(ViewModel):
    leader: int
    lead_units: list[str]
    failed_throw: FailedThrowView | None
    plays: list[SeatCards]
    winner: int
    points: int


class LevelChangeView(ViewModel):
    team: int
    seats: list[int]
    from_: str = Field(alias="from")
    to: str
    advance: int
    wins_game: bool


class ShengjiOutcome(ViewModel):
    """How the deal was scored (G6)."""

    attackers_points: int
    trick_points: int
    kitty: list[str]
    kitty_points: int
    kitty_multiplier: int | None
    kitty_bonus: int
    penalties: int
    level_changes: list[LevelChangeView]
    next_banker: int
    game_winner: int | None


class SeatResult(ViewModel):
    seat: int
    side: str
    banker: bool
    level_before: str
    level_after: str
    advance: int
    points: int
    wins_game: bool


class RedealResult(ViewModel):
    seat: int
    redeal: bool


class LiveDeal(ViewModel):
    """A live deal's progress (``deal_style = "live"``): the cards out of ``total``."""

    cards_out: int
    total: int


class ShengjiView(ViewCore):
    game: Literal["shengji"]
    results: list[SeatResult | RedealResult]
    level: str
    levels: list[str]  # by team (seats 0+2, 1+3)
    trump: str | None
    trump_fixed: bool
    declaration: SeatCards | None
    shown: list[list[str]]  # per seat, the declaration cards shown and still held
    kitty_size: int
    dealing: LiveDeal | None = None  # a live deal; None when the deal was whole at once
    declarable: list[list[str]] | None = None  # during a live deal: the seat's declarations
    kitty: list[str] | None  # the banker's, once known; everyone's when scored
    leader: int | None
    current_trick: list[SeatCards]
    lead_units: list[str] | None
    failed_throw: FailedThrowView | None
    tricks: list[TrickView]
    attackers_points: int
    outcome: ShengjiOutcome | None = None
