"""Shengji's rules in readable Python: the reference for the compiled core (``_core``).

The same functions and the same ``DealCore`` as ``games/shengji/_core``, over the same values
(the engine's cards, ``Unit``, ``LeadFormat``, dict hands in their order), organised as the
rulings are: trump and the order of cards (``order``, G2), units and leads (``units``,
G2.4-G2.6, G5.2), placing shapes (``matching``), following (``follow``, G5.4), throws and
tricks (``tricks``, G5.3, G5.5), scoring (``scoring``, G6) and the deal (``round``, G3-G6).
The learning environments' card-by-card masks and observations are not rules and exist
only compiled.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from . import follow, lead, matching, scoring, tricks, units
from .follow import FOLLOW_COUNT, FOLLOW_GENUINE, FOLLOW_OK, FOLLOW_RUNG, FOLLOW_SUIT
from .order import RANKS, SUITS, Order, of, order
from .round import (
    PHASE_BURY,
    PHASE_DECLARE,
    PHASE_PLAY,
    PHASE_REDEAL,
    PHASE_SCORED,
    DealCore,
    bind_actions,
    deal,
)
from .values import bind, cards, make_unit_of


def ALLOW_ALL(card: Any, width: int) -> bool:
    """Every card may be taken for every shape."""
    return True


def _allow(allow: Any) -> Any:
    return None if allow is None or allow is ALLOW_ALL else allow


def trump_table(level: int, suit: int) -> list[tuple[str, int]]:
    """(effective suit, position) of every card at ``level`` (0..12) with trump ``suit``
    (0..3 for S H D C, -1 no-trump): G2.2, G2.3, G2.4, G2.5."""
    o = order(RANKS[level], None if suit < 0 else SUITS[suit])
    return [(o.esuit(c), o.pos(c)) for c in cards()]


def make_unit(trump: Any, width: int, members: Sequence[Any]) -> Any:
    return make_unit_of(of(trump), width, list(members))


def order_units(us: Any) -> tuple[Any, ...]:
    return units.order_units(us)


def candidate_units(counts: Mapping[Any, int], trump: Any, rules: Any) -> list[Any]:
    return units.candidate_units(counts, of(trump), rules.tractor_min_width,
                                 rules.tractor_min_length)


def is_tractor(unit: Any, trump: Any, rules: Any) -> bool:
    return units.is_tractor(unit, of(trump), rules.tractor_min_width, rules.tractor_min_length)


def split_lead(cs: Sequence[Any], trump: Any, rules: Any, kind: Any = None) -> Any:
    return lead.split_lead(list(cs), of(trump), rules.tractor_min_width,
                            rules.tractor_min_length, None if kind is None else tuple(kind))


def placements(counts: Mapping[Any, int], shape: Any, trump: Any, allow: Any = None) -> Any:
    return matching.placements(counts, tuple(shape), of(trump), _allow(allow))


def assignments(counts: Mapping[Any, int], req: Any, trump: Any, allow: Any = None,
                rng: random.Random | None = None) -> list[Any]:
    """Every way, in the order of the search (the whole search runs at once)."""
    return list(matching.ways(counts, [tuple(s) for s in req], of(trump), _allow(allow), rng))


def meets(counts: Mapping[Any, int], req: Any, trump: Any, allow: Any = None) -> bool:
    return matching.meets(counts, [tuple(s) for s in req], of(trump), _allow(allow))


def ladder(shapes: Any, rules: Any) -> list[list[tuple[int, int]]]:
    return list(follow.ladder([tuple(s) for s in shapes], rules.tractor_min_width,
                              rules.tractor_min_length))


def protection(hand_suit: Mapping[Any, int], lead: Any, trump: Any, rules: Any) -> Any:
    allow = follow.protection(hand_suit, lead, of(trump), rules)
    return ALLOW_ALL if allow is None else allow


def check_follow(hand: Mapping[Any, int], lead: Any, cs: Sequence[Any], trump: Any,
                 rules: Any) -> tuple[Any, ...]:
    return follow.check_follow(hand, lead, list(cs), of(trump), rules)


def construct_follow(hand: Mapping[Any, int], lead: Any, trump: Any, rules: Any,
                     rng: random.Random | None = None) -> list[Any]:
    return follow.construct_follow(hand, lead, of(trump), rules, rng)


def follow_pool(hand: Mapping[Any, int], lead: Any, trump: Any) -> tuple[Any, ...]:
    return follow.follow_pool(hand, lead, of(trump))


def unit_beaten_by(unit: Any, counts: Mapping[Any, int], trump: Any) -> bool:
    return tricks.unit_beaten_by(unit, counts, of(trump))


def failed_throw(lead: Any, leader: int, hands: Any, trump: Any, rules: Any) -> Any:
    return tricks.failed_throw(lead, leader, hands, of(trump), rules.failed_throw)


def trick_winner(lead: Any, plays: Any, trump: Any, rules: Any, hints: Any = ()) -> Any:
    idx, reading = tricks.trick_winner(lead, plays, of(trump), rules.throw_evaluation_policy,
                                       hints)
    return idx, tuple(reading)


def kitty_multiplier(us: Any, mode: str = "seed") -> int:
    return scoring.kitty_multiplier(list(us), mode).value


def level_outcome(points: int, decks: int, step: int) -> tuple[bool, int, int]:
    return scoring.level_outcome(points, decks, step)


def advance_team(level: int, steps: int, keeps: bool, is_banker_side: bool,
                 must_defend_a: bool) -> tuple[int, int, int, bool]:
    return scoring.advance_team(level, steps, keeps, is_banker_side, must_defend_a)


def score_deal(rules: Any, banker: int, levels: Any, points: int) -> Any:
    d = scoring.score_deal(rules, banker, levels, points)
    return d.outcome, d.changes, d.next_banker, d.winner


def next_banker(banker: int, keeps: bool) -> int:
    return scoring.next_banker(banker, keeps)


__all__ = [
    "ALLOW_ALL", "FOLLOW_COUNT", "FOLLOW_GENUINE", "FOLLOW_OK", "FOLLOW_RUNG", "FOLLOW_SUIT",
    "PHASE_BURY", "PHASE_DECLARE", "PHASE_PLAY", "PHASE_REDEAL", "PHASE_SCORED", "DealCore",
    "Order", "advance_team", "assignments", "bind", "bind_actions", "candidate_units",
    "check_follow", "construct_follow", "deal", "failed_throw", "follow_pool", "is_tractor",
    "kitty_multiplier", "ladder", "level_outcome", "make_unit", "meets", "next_banker",
    "order_units", "placements", "protection", "score_deal", "split_lead", "trick_winner",
    "trump_table", "unit_beaten_by",
]
