"""Scoring a deal (G6): the bottom-capture multiplier, the level table, the next banker and
the end of the game. Levels are numbers 0..12 for 2..A."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple


class Multiplier(NamedTuple):
    """The bottom's multiplier, ``factor * base ** exponent``, and whether a Titanic
    decided it (the seed's 2*3^L)."""

    factor: int
    base: int
    exponent: int
    titanic: bool = False

    @property
    def value(self) -> int:
        return self.factor * self.base ** self.exponent


def kitty_multiplier(units: Sequence[Any], mode: str = "seed") -> Multiplier:
    """G6.1, G6.1a: the multiplier from the units of the last trick's winning play, as it
    was matched against the lead (its units, not its loose cards). ``seed``, the first
    match: a Titanic of length L, 2*3^L; a triple, 6; a tractor of length L, 2*2^L; a pair,
    4; otherwise 2. ``times``: 2 x the largest unit's size; ``power``: 2 ** that size."""
    largest = max((u.size for u in units), default=1)
    if mode == "times":
        return Multiplier(2 * largest, 1, 0)
    if mode == "power":
        return Multiplier(1, 2, largest)
    titanics = [u.length for u in units if u.is_tractor and u.width >= 3]
    if titanics:
        return Multiplier(2, 3, max(titanics), titanic=True)
    if any(u.width >= 3 for u in units):
        return Multiplier(6, 1, 0)
    tractors = [u.length for u in units if u.is_tractor]
    if tractors:
        return Multiplier(2, 2, max(tractors))
    if any(u.width == 2 for u in units):
        return Multiplier(4, 1, 0)
    return Multiplier(2, 1, 0)


def level_outcome(points: int, decks: int, step: int) -> tuple[bool, int, int]:
    """G6.2: (the banker side keeps the bank, its advance, the attackers' advance) for the
    attackers' final score; a score at or below 0 counts as 0. 1 deck (step s): 0 -> banker
    side +2; < s -> +1; < 2s -> no change and the bank passes; < 2.5s -> attackers +1;
    else +2 and one more per further s. 2+ decks: 0 -> +3; < s -> +2; < 2s -> +1; else
    attackers +1 and one more per further s."""
    p = max(points, 0)
    if decks == 1:
        if p == 0:
            return True, 2, 0
        if p < step:
            return True, 1, 0
        if p < 2 * step:
            return False, 0, 0
        two_and_half = (5 * step) // 2
        if p < two_and_half:
            return False, 0, 1
        return False, 0, 2 + (p - two_and_half) // step
    if p == 0:
        return True, 3, 0
    if p < step:
        return True, 2, 0
    if p < 2 * step:
        return True, 1, 0
    return False, 0, 1 + (p - 2 * step) // step


def advance_team(level: int, steps: int, keeps: bool, is_banker_side: bool,
                 must_defend_a: bool) -> tuple[int, int, int, bool]:
    """G6.4: (level before, after, advance, wins the game). A team cannot skip A: an advance
    stops at A, and with ``must_defend_a`` a team at A wins by keeping the bank as banker
    side; without it, any advance that passes A wins."""
    top = 12
    after = min(level + steps, top)
    wins = (level == top and is_banker_side and keeps) if must_defend_a else (
        steps > 0 and level + steps > top)
    return level, after, after - level, wins


def next_banker(banker: int, keeps: bool) -> int:
    """G6.3: the banker's partner if the banker side keeps the bank, else the next seat."""
    return (banker + 2) % 4 if keeps else (banker + 1) % 4


class DealScore(NamedTuple):
    outcome: tuple[bool, int, int]
    changes: list[tuple[int, int, int, bool]]
    next_banker: int
    winner: int | None


def score_deal(rules: Any, banker: int, levels: Sequence[int], points: int) -> DealScore:
    """G6.2-G6.4 for a deal: the level table's outcome, both teams' changes, the next
    banker and the game's winner (None)."""
    outcome = level_outcome(points, rules.decks, rules.step)
    keeps, banker_advance, attackers_advance = outcome
    changes, winner = [], None
    for team in (0, 1):
        side = team == banker % 2
        ch = advance_team(levels[team], banker_advance if side else attackers_advance, keeps,
                          side, rules.must_defend_a)
        if ch[3]:
            winner = team
        changes.append(ch)
    return DealScore(outcome, changes, next_banker(banker, keeps), winner)
