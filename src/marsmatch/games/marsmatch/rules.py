"""MarsMatch options (every open point the rulings leave to the table), with their defaults."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from ...errors import RulesError
from ...words import error
from ..options import RulesBase, option

#: which Heavenly Hands a table plays with (R2): both (the seed), one of them, or neither
HEAVENLY_HANDS = ("starlink+ufo", "starlink", "ufo", "none")

#: what the trick goal counts (R4.4), in round.h's order: the winner's tricks in a row (the
#: rulings), the winner's tricks in all, or the tricks played at the table
TRICK_GOALS = ("streak", "total", "table")


#: the most decks (and players) a table has (R1.1: one deck per player)
MAX_DECKS = 12
#: bounds of the counts of tricks and turns: more than a round of 12 decks can hold
MAX_TRICKS = 1000
#: a score's bounds: far past any table's, and a match's sums stay exact everywhere
#: (64-bit integers in the core and the database, doubles in the browser)
MIN_POINTS, MAX_POINTS = -1_000_000, 1_000_000


def scale(count: int, actual: int, reference: int) -> int:
    """``count`` stated for a table of ``reference``, at a table of ``actual``: in proportion,
    rounded to the nearest whole number (halves up), never below 1 unless it is 0; a
    ``reference`` of 0 means the count does not scale."""
    if not reference or not count:
        return count
    return max(1, (2 * count * actual + reference) // (2 * reference))


@dataclass(frozen=True, repr=False)
class Rules(RulesBase):
    """Rules of a MarsMatch table; defaults are the rulings' (docs/rules-marsmatch.md)."""

    GAME: ClassVar[str] = "marsmatch"

    heavenly_both: str = option(
        "best", "a hand that is both Starlink and UFO scores once as Starlink (best) or both "
        "(sum) (R2.4)", choices=("best", "sum"))
    heaven_snatch: str = option(
        "best_type", "when the banker has no Heavenly Hand: only the strongest type present "
        "wins (best_type) or every holder wins (all) (R2.6)", choices=("best_type", "all"))
    heavenly_hands: str = option(
        "starlink+ufo", "which Heavenly Hands win at the deal: both (the seed), only the "
        "Starlink, only the UFO, or none (R2)", choices=HEAVENLY_HANDS)
    starlink_threes: int = option(
        6, "natural 3s that make a Starlink (R2.1)", minimum=1,
        maximum=MAX_DECKS * 4)
    ufo_big_jokers: int = option(
        2, "Big Jokers in a UFO (R2.2)", minimum=0, maximum=MAX_DECKS)
    ufo_little_jokers: int = option(
        2, "Little Jokers in a UFO (R2.2)", minimum=0, maximum=MAX_DECKS)
    heavenly_count: str = option(
        "exactly", "a Starlink or UFO holds exactly these numbers of cards (R2.1, R2.2) or at "
        "least them (at_least)", choices=("exactly", "at_least"))
    heavenly_scale: int = option(
        0, "0: the Starlink and UFO counts hold at every table; D: they are the counts of a "
        "table of D decks and scale in proportion to the number of decks, rounded "
        "(R1.1, R2.1, R2.2)", minimum=0, maximum=MAX_DECKS)
    streak_to_win: int = option(
        3, "tricks won in a row that win the real match; 0 disables it (R4.4)", minimum=0,
        maximum=MAX_TRICKS)
    streak_scale: int = option(
        0, "0: streak_to_win holds at every table; P: it is the streak of a table of P "
        "players, and a table of N players needs streak_to_win x P / N tricks, rounded, at "
        "least 1 (R4.4)", minimum=0, maximum=MAX_DECKS)
    trick_goal: str = option(
        "streak", "what the trick goal counts: one player's tricks won in a row (streak, the "
        "rulings), one player's tricks won in all (total), or the tricks played at the table, "
        "whose last one's winner wins (table); the goal is streak_to_win, scaled by "
        "streak_scale (R4.4)", choices=TRICK_GOALS)
    opening_leader: str = option(
        "banker", "who leads the first trick of the real match: the banker (the rulings) or "
        "a seat drawn at random from the round's seed (drawn); if that seat left at the "
        "deal, the next remaining seat clockwise (R4.1)", choices=("banker", "drawn"))
    ground_turns: int = option(
        2, "own turns within which emptying the hand is a Ground Hand/Snatch (R4.5)",
        minimum=0, maximum=MAX_TRICKS)
    banker: str = option(
        "draw", "next round's banker: drawn at random, rotated clockwise, or last round's "
        "highest scorer (R5.2)", choices=("draw", "rotate", "winner"))
    score_banker_starlink: int = option(
        10000, "banker's Starlink (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_banker_ufo: int = option(
        1000, "banker's UFO (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_nonbanker_starlink: int = option(
        7000, "non-banker Starlink when the banker won (R5.1)", minimum=MIN_POINTS,
        maximum=MAX_POINTS)
    score_nonbanker_ufo: int = option(
        700, "non-banker UFO when the banker won (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_snatch_starlink: int = option(
        9000, "Heaven Snatch with a Starlink (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_snatch_ufo: int = option(
        900, "Heaven Snatch with a UFO (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_ground_hand: int = option(
        500, "Ground Hand (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_ground_snatch: int = option(
        300, "Ground Snatch (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_human_hand: int = option(
        100, "Human Hand (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)
    score_total_loser: int = option(
        0, "Total Loser (R5.1)", minimum=MIN_POINTS, maximum=MAX_POINTS)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.ufo_big_jokers + self.ufo_little_jokers == 0:
            raise error(RulesError, "err-ufo-jokers")

    def at_table(self, players: int) -> Rules:
        """These rules with the scaled numbers worked out for a table of ``players``
        (``heavenly_scale`` and ``streak_scale`` then 0): a round plays the same under
        either, so the rules lab can share simulations between variants."""
        if not self.heavenly_scale and not self.streak_scale:
            return self
        ref = self.heavenly_scale
        return dataclasses.replace(
            self, starlink_threes=scale(self.starlink_threes, players, ref),
            ufo_big_jokers=scale(self.ufo_big_jokers, players, ref),
            ufo_little_jokers=scale(self.ufo_little_jokers, players, ref),
            streak_to_win=self.streak_goal(players), heavenly_scale=0, streak_scale=0)

    def streak_goal(self, players: int) -> int:
        """Tricks that win the real match at a table of ``players`` (R4.4), in a row or in
        total as ``trick_goal`` says: 0 when the rule is off."""
        if not self.streak_to_win or not self.streak_scale:
            return self.streak_to_win
        return max(1, (2 * self.streak_to_win * self.streak_scale + players) // (2 * players))
