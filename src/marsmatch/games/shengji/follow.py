"""Following (G5.4): the follow ladder, protections, checking and building follows.

The *ladder* of a lead is the sequence of ever weaker requirements a follow must meet:
the first rung the follower's hand can meet is the rung the follow must meet. The ladder,
the protections, the check and the construction of follows are compiled
(``csrc/follow.c``, docs/compiled-core.md); the messages for people and the lazy list of
every legal follow are here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ... import words
from ...cards import Card
from ...errors import IllegalAction
from . import _core
from .matching import multiset_combinations
from .rules import Rules
from .trump import Trump
from .units import (
    Allow,
    LeadFormat,
    Shape,
    describe_requirement,
    suit_plural,
)


def ladder(shapes: Sequence[Shape], rules: Rules) -> Iterator[list[Shape]]:
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement.

    Each step breaks the largest shape one notch: a Titanic becomes a tractor of pairs
    of the same length; a tractor longer than the minimum loses one group (which
    stays as a separate group); a minimum-length tractor becomes its groups; a triple
    becomes a pair; a pair becomes two singles (no requirement).
    """
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
                 trump: Trump, rules: Rules) -> None:
    """G5.4: raise IllegalAction unless ``cards`` (already known to be held) follow ``lead``.

    Play as many cards as were led; all the led suit's cards first; then, when the hand
    holds more of the led suit than were led, the first rung of the ladder the hand can
    meet (under the draw policy's protections; under ``longer_tuples_protected`` a longer
    group broken up in the follow does not stand in for a genuine one left in hand)."""
    follow_error(_core.check_follow(hand, lead, cards, trump, rules), lead.esuit)


def follow_error(found: tuple[Any, ...], esuit: str) -> None:
    """Raise the IllegalAction of a follow check's result (nothing when the follow is legal):
    the words for people of each way a follow breaks G5.4."""
    code = found[0]
    if code == _core.FOLLOW_OK:
        return
    if code == _core.FOLLOW_COUNT:
        why = words.msg("sj-err-count", n=found[1])
        raise IllegalAction("G5.4", words.text(why), msg=why)
    if code == _core.FOLLOW_SUIT:
        why = words.msg("sj-err-suit", held=found[1], need=found[2],
                        suit=words.msg("sj-suit", suit=esuit))
        raise IllegalAction("G5.4", words.text(why), msg=why)
    if code == _core.FOLLOW_RUNG:
        raise IllegalAction(
            "G5.4", f"you can play {describe_requirement(found[1])} in "
            f"{suit_plural(esuit)}, so your follow must include it")
    group = describe_requirement([(found[1], 1)] * found[2])
    raise IllegalAction(
        "G5.4", f"you hold {group} in {suit_plural(esuit)} as such; a longer group "
        "broken up in your follow does not count in its place")


def construct_follow(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump, rules: Rules,
                     rng: random.Random | None = None) -> list[Card]:
    """A legal follow: random with ``rng``, else the minimal one (lowest cards, few points).

    Built from the ladder itself, so it is legal by construction: it meets the first
    rung the hand can meet and fills the rest with cards of the led suit.
    """
    return _core.construct_follow(hand, lead, trump, rules, rng)  # type: ignore[no-any-return]


def legal_follows(hand: Mapping[Card, int], lead: LeadFormat, trump: Trump,
                  rules: Rules) -> Iterator[list[Card]]:
    """Lazily every legal follow (distinct multisets); combinatorial, so never listed whole."""
    n = lead.size
    suit = {c: k for c, k in hand.items() if trump.esuit(c) == lead.esuit}
    held = sum(suit.values())
    if held <= n:
        base = [c for c, k in suit.items() for _ in range(k)]
        others = {c: k for c, k in hand.items() if trump.esuit(c) != lead.esuit}
        for extra in multiset_combinations(others, n - held, trump.sorted(others)):
            yield base + extra
        return
    for cand in multiset_combinations(suit, n, trump.sorted(suit)):
        if _core.check_follow(hand, lead, cand, trump, rules)[0] == _core.FOLLOW_OK:
            yield cand
