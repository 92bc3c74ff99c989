"""Following (G5.4): the follow ladder, protections, checking and building follows.

The ladder, the protections, the check, the construction of follows and where every legal
follow comes from are the core's (compiled: ``csrc/follow.c``, which states G5.4's ladder;
``marsmatch.reference.shengji.follow`` reads the same); the words for people and the lazy
list of every legal follow are here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any

from ... import words
from ...cards import Card
from . import _core
from .matching import multiset_combinations
from .rules import Rules
from .trump import Trump
from .units import Allow, LeadFormat, Shape, requirement_msg


def ladder(shapes: Sequence[Shape], rules: Rules) -> Iterator[list[Shape]]:
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement
    (each step breaks the largest shape one notch, as ``csrc/follow.c`` says)."""
    return iter(_core.ladder(shapes, rules))


def protection(hand_suit: Mapping[Card, int], lead: LeadFormat, trump: Trump,
               rules: Rules) -> Allow:
    """Which hand cards the ladder may demand, under ``trick_draw_policy`` (G5.4).

    ``longer_tuples_protected``: a card held in more copies than a shape's width is
    not demanded for it (a pair lead does not draw a triple).
    ``only_draw_tractor_on_tractor``: when no tractor was led, cards of a tractor
    in the hand are not demanded (pairs do not draw a tractor apart).
    """
    return _core.protection(hand_suit, lead, trump, rules)  # type: ignore[no-any-return]


def check_follow(hand: Mapping[Card, int], lead: LeadFormat, cards: Sequence[Card],
                 trump: Trump, rules: Rules, who: str = "seat ?") -> None:
    """G5.4: raise IllegalAction unless ``cards`` (already known to be held) follow ``lead``.

    Play as many cards as were led; all the led suit's cards first; then, when the hand
    holds more of the led suit than were led, the first rung of the ladder the hand can
    meet (under the draw policy's protections; under ``longer_tuples_protected`` a longer
    group broken up in the follow does not stand in for a genuine one left in hand)."""
    follow_error(_core.check_follow(hand, lead, cards, trump, rules), lead.esuit,
                 who, hand, cards, trump)


def follow_error(found: tuple[Any, ...], esuit: str, who: str, hand: Mapping[Card, int],
                 cards: Sequence[Card], trump: Trump) -> None:
    """Raise the IllegalAction of a follow check's result (nothing when the follow is legal):
    the words for people of each way a follow breaks G5.4, in the third person (a ruling
    names the seat), naming the led suit's cards the follower holds and, where a played
    card looks like the led suit but is a level card, saying that it is a trump."""
    code = found[0]
    if code == _core.FOLLOW_OK:
        return
    if code == _core.FOLLOW_COUNT:
        raise words.refusal("G5.4", "sj-err-count", n=found[1])
    held = trump.sorted(c for c, n in hand.items() for _ in range(n) if trump.esuit(c) == esuit)
    if code == _core.FOLLOW_SUIT:
        level = [str(c) for c in cards if c.suit == esuit and trump.esuit(c) != esuit]
        raise words.refusal("G5.4", "sj-err-suit", who=who, held=found[1], need=found[2],
                            suit=words.msg("sj-suit", suit=esuit),
                            cards=words.cards(map(str, held)),
                            level=words.msg("sj-level-trump", cards=words.cards(level[:1]),
                                            suit=words.msg("sj-suit", suit=esuit))
                            if level else "")
    suits = words.msg("sj-suits", suit=esuit)
    grouped = [c for c in held if hand[c] >= 2] or held
    if code == _core.FOLLOW_RUNG:
        raise words.refusal("G5.4", "sj-err-rung", who=who, need=requirement_msg(found[1]),
                            suits=suits, cards=words.cards(map(str, grouped)))
    raise words.refusal("G5.4", "sj-err-broken", who=who, suits=suits,
                        group=requirement_msg([(found[1], 1)] * found[2]),
                        cards=words.cards(map(str, grouped)))


def construct_follow(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump, rules: Rules,
                     rng: random.Random | None = None, core: ModuleType = _core) -> list[Card]:
    """A legal follow: random with ``rng``, else the minimal one (lowest cards, few points).

    Built from the ladder itself, so it is legal by construction: it meets the first
    rung the hand can meet and fills the rest with cards of the led suit.
    """
    return core.construct_follow(hand, lead, trump, rules, rng)  # type: ignore[no-any-return]


def legal_follows(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                  rules: Rules, core: ModuleType = _core) -> Iterator[list[Card]]:
    """Lazily every legal follow (distinct multisets); combinatorial, so never listed whole."""
    must, pool, check = core.follow_pool(hand, lead, trump)
    for extra in multiset_combinations(pool, lead.size - len(must), trump.sorted(pool)):
        cand = must + extra
        if not check or core.check_follow(hand, lead, cand, trump, rules)[0] == core.FOLLOW_OK:
            yield cand
