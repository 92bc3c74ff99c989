"""A MarsMatch view (``State.view``) as a type: the shared core and MarsMatch's fields."""

from __future__ import annotations

from typing import Literal

from ..views import ViewCore, ViewModel


class ReadingView(ViewModel):
    kind: str
    length: int
    rank: str
    attachment: str


class TopView(ViewModel):
    """The play to beat."""

    seat: int
    cards: list[str]
    reading: ReadingView
    describe: str


class StreakView(ViewModel):
    seat: int  # who holds the streak of tricks won (-1: nobody)
    count: int


class MarsMatchOutcome(ViewModel):
    """How one seat ended the round (R2, R4.5, R5.1)."""

    seat: int
    category: str
    hand: str | None = None  # the Heavenly Hand, when one decided it
    points: int


class MarsMatchView(ViewCore):
    game: Literal["marsmatch"]
    results: list[MarsMatchOutcome]
    opening_leader: int
    active: list[int]  # seats playing the real match
    top: TopView | None
    passes: int
    streak: StreakView
    revealed: dict[str, list[str]]  # hands revealed at the deal, by seat
