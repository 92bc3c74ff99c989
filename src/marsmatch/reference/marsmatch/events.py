"""What happens in a reference round, as its own plain values (R2, R4): a seat passes or
plays, wins a trick, wins at the deal or wins the round. ``values.event`` turns one into
the engine's event once a face binds those (``round.bind_round``)."""

from __future__ import annotations

from typing import NamedTuple

from .hand import Played


class Passed(NamedTuple):
    """R4.2: the seat passed on the top play."""

    seat: int


class PlayMade(NamedTuple):
    """R4.2: the seat played ``play`` (the engine calls this event ``Played``)."""

    seat: int
    play: Played


class TrickWon(NamedTuple):
    """R4.2, R4.4: everyone else passed; ``streak``: the winner's tricks in a row."""

    seat: int
    streak: int


class HeavenlyWin(NamedTuple):
    """R2.3-R2.6: the seat leaves at the deal with a Heavenly Hand."""

    seat: int
    category: str
    hand: str
    points: int


class RoundWon(NamedTuple):
    """R4.3-R4.5: the real match is won; ``how``: emptied, streak or tricks."""

    seat: int
    category: str
    points: int
    how: str


#: the engine's name for each event (``bind_round`` hands over the types under these)
NAMES = {Passed: "Passed", PlayMade: "Played", TrickWon: "TrickWon",
         HeavenlyWin: "HeavenlyWin", RoundWon: "RoundWon"}
