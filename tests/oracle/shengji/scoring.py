"""Oracle (tests only): Scoring a deal (G6): bottom-capture multiplier, the level table, next banker, A.

Pure functions of numbers, so the tables can be tested edge by edge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from marsmatch.games.shengji.rules import Rules

from .trump import LEVELS
from .units import Unit


def kitty_multiplier(units: Sequence[Unit], mode: str = "seed") -> int:
    """G6.1: the multiplier from the units of the last trick's winning play.

    ``seed`` (first match): a Titanic of length L 2*3^L; a triple 6; a tractor of
    length L 2*2^L; a pair 4; otherwise 2.  ``times``: 2 x the largest unit's size;
    ``power``: 2 ** the largest unit's size.
    """
    if mode == "times":
        return 2 * max((u.size for u in units), default=1)
    if mode == "power":
        return 2 ** max((u.size for u in units), default=1)
    titanics = [u.length for u in units if u.is_tractor and u.width >= 3]
    if titanics:
        return 2 * 3 ** max(titanics)
    if any(u.width >= 3 for u in units):
        return 6
    tractors = [u.length for u in units if u.is_tractor]
    if tractors:
        return 2 * 2 ** max(tractors)
    if any(u.width == 2 for u in units):
        return 4
    return 2


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
    p = max(points, 0)
    if decks == 1:
        if p == 0:
            return LevelOutcome(True, 2, 0)
        if p < step:
            return LevelOutcome(True, 1, 0)
        if p < 2 * step:
            return LevelOutcome(False, 0, 0)
        two_and_half = (5 * step) // 2
        if p < two_and_half:
            return LevelOutcome(False, 0, 1)
        return LevelOutcome(False, 0, 2 + (p - two_and_half) // step)
    if p == 0:
        return LevelOutcome(True, 3, 0)
    if p < step:
        return LevelOutcome(True, 2, 0)
    if p < 2 * step:
        return LevelOutcome(True, 1, 0)
    return LevelOutcome(False, 0, 1 + (p - 2 * step) // step)


def next_banker(banker: int, banker_side_keeps: bool) -> int:
    """G6.3: the banker's partner if the banker side keeps the bank, else the next seat."""
    return (banker + 2) % 4 if banker_side_keeps else (banker + 1) % 4


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
    i = LEVELS.index(level)
    top = len(LEVELS) - 1
    if must_defend_a:
        wins = level == "A" and is_banker_side and banker_side_keeps
        after = LEVELS[min(i + steps, top)]
    else:
        wins = steps > 0 and i + steps > top
        after = LEVELS[min(i + steps, top)]
    return LevelChange(0, level, after, LEVELS.index(after) - i, wins)


def score_deal(rules: Rules, *, banker: int, level_by_team: Sequence[str],
               points: int) -> tuple[LevelOutcome, list[LevelChange], int, int | None]:
    """Apply G6.2-G6.4 to a deal: the outcome, both teams' changes, next banker, game winner."""
    outcome = level_outcome(points, rules.decks, rules.step)
    banker_team = banker % 2
    changes = []
    winner = None
    for team in (0, 1):
        is_banker_side = team == banker_team
        steps = outcome.banker_side_advance if is_banker_side else outcome.attackers_advance
        ch = advance_team(level_by_team[team], steps, banker_side_keeps=outcome.banker_side_keeps,
                          is_banker_side=is_banker_side, must_defend_a=rules.must_defend_a)
        ch = LevelChange(team, ch.before, ch.after, ch.advance, ch.wins_game)
        if ch.wins_game:
            winner = team
        changes.append(ch)
    return outcome, changes, next_banker(banker, outcome.banker_side_keeps), winner
