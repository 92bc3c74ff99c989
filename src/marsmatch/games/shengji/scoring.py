"""Scoring a deal (G6): bottom-capture multiplier, the level table, next banker, A.

Pure functions of numbers, so the tables can be tested edge by edge. The tables are
compiled (``csrc/scoring.c``: the compiled deal scores itself with them); these are their
Python faces and values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import _core
from .rules import Rules
from .trump import LEVELS
from .units import Unit


def kitty_multiplier(units: Sequence[Unit], mode: str = "seed") -> int:
    """G6.1: the multiplier from the units of the last trick's winning play.

    ``seed`` (first match): a Titanic of length L 2*3^L; a triple 6; a tractor of
    length L 2*2^L; a pair 4; otherwise 2.  ``times``: 2 x the largest unit's size;
    ``power``: 2 ** the largest unit's size.
    """
    return int(_core.kitty_multiplier(units, mode))


@dataclass(frozen=True, slots=True)
class LevelOutcome:
    """Who advances how far after a deal (G6.2), and whether the banker side keeps the bank."""

    banker_side_keeps: bool
    banker_side_advance: int
    attackers_advance: int


def level_outcome(points: int, decks: int, step: int) -> LevelOutcome:
    """G6.2: the level table for the attackers' final score ``points``.

    1 deck (step s, 40 by default): 0 -> banker side +2; < s -> +1; < 2s -> no change
    and the bank passes; < 2.5s (80..95) -> attackers +1; >= 2.5s -> +2 and one more
    per further s.  2+ decks (step s): 0 -> +3; < s -> +2; < 2s -> +1; >= 2s ->
    attackers +1 and one more per further s.  A score at or below 0 counts as 0.
    """
    return LevelOutcome(*_core.level_outcome(points, decks, step))


def next_banker(banker: int, banker_side_keeps: bool) -> int:
    """G6.3: the banker's partner if the banker side keeps the bank, else the next seat."""
    return int(_core.next_banker(banker, banker_side_keeps))


def winning_team(banker: int, advance: Sequence[int], next_banker: int) -> int:
    """The team that won a scored deal: the side that advanced (the banker's side first),
    or else the side the bank passes to (G6.2, G6.3). ``advance`` is by team."""
    banker_team = banker % 2
    if advance[banker_team] > 0:
        return banker_team
    if advance[1 - banker_team] > 0:
        return 1 - banker_team
    return next_banker % 2


@dataclass(frozen=True, slots=True)
class LevelChange:
    team: int
    before: str
    after: str
    advance: int
    wins_game: bool

    def to_dict(self) -> dict[str, object]:
        return {"team": self.team, "seats": [self.team, self.team + 2], "from": self.before,
                "to": self.after, "advance": self.advance, "wins_game": self.wins_game}


def advance_team(level: str, steps: int, *, banker_side_keeps: bool, is_banker_side: bool,
                 must_defend_a: bool) -> LevelChange:
    """G6.4: move one team's level; report whether it wins the game.

    With ``must_defend_a`` an advance stops at A and a team already at A wins by
    keeping the bank as banker side at level A.  Without it, any advance that
    passes A wins.
    """
    before, after, advance, wins = _core.advance_team(
        LEVELS.index(level), steps, banker_side_keeps, is_banker_side, must_defend_a)
    return LevelChange(0, LEVELS[before], LEVELS[after], advance, wins)


def score_deal(rules: Rules, *, banker: int, level_by_team: Sequence[str],
               points: int) -> tuple[LevelOutcome, list[LevelChange], int, int | None]:
    """Apply G6.2-G6.4 to a deal: the outcome, both teams' changes, next banker, game winner."""
    outcome, changes, nxt, winner = _core.score_deal(
        rules, banker, [LEVELS.index(level) for level in level_by_team], points)
    return (LevelOutcome(*outcome),
            [LevelChange(team, LEVELS[b], LEVELS[a], adv, wins)
             for team, (b, a, adv, wins) in enumerate(changes)], nxt, winner)
