"""MarsMatch options (every open point the rulings leave to the table), with their defaults."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..options import RulesBase, option


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
    streak_to_win: int = option(
        3, "tricks won in a row that win the real match; 0 disables it (R4.4)", minimum=0)
    ground_turns: int = option(
        2, "own turns within which emptying the hand is a Ground Hand/Snatch (R4.5)",
        minimum=0)
    banker: str = option(
        "draw", "next round's banker: drawn at random, rotated clockwise, or last round's "
        "highest scorer (R5.2)", choices=("draw", "rotate", "winner"))
    score_banker_starlink: int = option(10000, "banker's Starlink (R5.1)")
    score_banker_ufo: int = option(1000, "banker's UFO (R5.1)")
    score_nonbanker_starlink: int = option(7000, "non-banker Starlink when the banker won (R5.1)")
    score_nonbanker_ufo: int = option(700, "non-banker UFO when the banker won (R5.1)")
    score_snatch_starlink: int = option(9000, "Heaven Snatch with a Starlink (R5.1)")
    score_snatch_ufo: int = option(900, "Heaven Snatch with a UFO (R5.1)")
    score_ground_hand: int = option(500, "Ground Hand (R5.1)")
    score_ground_snatch: int = option(300, "Ground Snatch (R5.1)")
    score_human_hand: int = option(100, "Human Hand (R5.1)")
    score_total_loser: int = option(0, "Total Loser (R5.1)")
