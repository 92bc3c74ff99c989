"""The options one MarsMatch table plays by, worked out for its size.

Some options scale with the table (the trick goal, R4.4 ``streak_scale``; the Heavenly
Hands' definition, R2 ``heavenly_scale``). :func:`table_rules` works them out once, so the
compiled round and the reference read plain numbers and names, field by field
(``round.h``'s ``mm_rules``).
"""

from __future__ import annotations

from typing import NamedTuple

from .heavenly import definition
from .rules import Rules


class TableRules(NamedTuple):
    """A table's rules as its round reads them, by name."""

    heavenly_sum: bool  # R2.4: a hand both Starlink and UFO scores both (heavenly_both)
    snatch_all: bool  # R2.6: every holder snatches (heaven_snatch = all)
    streak_to_win: int  # R4.4: the trick goal at this table; 0: off
    ground_turns: int  # R4.5
    threes: int  # R2.1: natural 3s in a Starlink at this table
    big: int  # R2.2: Big Jokers in a UFO at this table
    little: int  # R2.2: Little Jokers in a UFO at this table
    at_least: bool  # heavenly_count: exactly these numbers, or at least them
    starlink: bool  # heavenly_hands: whether there is a Starlink
    ufo: bool  # heavenly_hands: whether there is a UFO
    trick_goal: str  # R4.4: what the trick goal counts (rules.TRICK_GOALS)
    leader_drawn: bool  # R4.1: the opening leader is sought from a drawn seat
    score_banker_starlink: int  # R5.1, the score table
    score_banker_ufo: int
    score_nonbanker_starlink: int
    score_nonbanker_ufo: int
    score_snatch_starlink: int
    score_snatch_ufo: int
    score_ground_hand: int
    score_ground_snatch: int
    score_human_hand: int
    score_total_loser: int


def table_rules(rules: Rules, players: int) -> TableRules:
    """``rules`` at a table of ``players`` (= decks, R1.1)."""
    r = rules
    d = definition(rules, players)
    return TableRules(
        heavenly_sum=r.heavenly_both == "sum", snatch_all=r.heaven_snatch == "all",
        streak_to_win=r.streak_goal(players), ground_turns=r.ground_turns,
        threes=d.threes, big=d.big, little=d.little, at_least=d.at_least,
        starlink=d.starlink, ufo=d.ufo, trick_goal=r.trick_goal,
        leader_drawn=r.opening_leader == "drawn",
        score_banker_starlink=r.score_banker_starlink, score_banker_ufo=r.score_banker_ufo,
        score_nonbanker_starlink=r.score_nonbanker_starlink,
        score_nonbanker_ufo=r.score_nonbanker_ufo,
        score_snatch_starlink=r.score_snatch_starlink, score_snatch_ufo=r.score_snatch_ufo,
        score_ground_hand=r.score_ground_hand, score_ground_snatch=r.score_ground_snatch,
        score_human_hand=r.score_human_hand, score_total_loser=r.score_total_loser)
