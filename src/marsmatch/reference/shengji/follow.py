"""Following (G5.4): play as many cards as were led; play cards of the led effective suit
while you have them; when you hold more of that suit than were led, match the lead's shape
as closely as your hand allows, stepping down the *ladder*.

The ladder of a lead is its requirement (its shapes of width >= 2), then ever weaker ones,
ending with none: each step breaks the largest shape one notch. A Titanic becomes a tractor
of pairs of the same length; a tractor longer than the minimum loses one group (which stays
as a separate group); a minimum-length tractor becomes its groups; a triple becomes a pair;
a pair becomes two singles. A follow must meet the first rung the follower's hand can meet,
under the draw policy's protections (``trick_draw_policy``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .matching import meets, ways
from .order import Order, points
from .units import Shape, by_position, shape_key, take

FOLLOW_OK, FOLLOW_COUNT, FOLLOW_SUIT, FOLLOW_RUNG, FOLLOW_GENUINE = range(5)
_LONGER = ("longer_tuples_protected", "longer_tuples_protected_and_only_draw_tractor_on_tractor")
_TRACTOR = ("only_draw_tractor_on_tractor",
            "longer_tuples_protected_and_only_draw_tractor_on_tractor")


def ladder(shapes: Sequence[Shape], min_width: int, min_length: int) -> Iterator[list[Shape]]:
    """G5.4: the lead's requirement, then ever weaker ones, ending with no requirement."""
    req = sorted((s for s in shapes if s[0] >= 2), key=shape_key, reverse=True)
    yield req
    while req:
        (w, length), rest = req[0], req[1:]
        if length >= 2:
            if w - 1 >= max(2, min_width):  # a Titanic: a tractor of pairs
                new = [(w - 1, length)]
            elif length - 1 >= min_length:  # a longer tractor: one group splits off
                new = [(w, length - 1), (w, 1)]
            else:  # a minimum tractor: its groups
                new = [(w, 1)] * length
        else:  # a triple: a pair; a pair: two singles (no requirement)
            new = [(w - 1, 1)] if w - 1 >= 2 else []
        req = sorted(rest + new, key=shape_key, reverse=True)
        yield req


def _tractor_cards(counts: Mapping[Any, int], order: Order, min_width: int,
                   min_length: int) -> set[Any]:
    """Cards of a hand that belong to some tractor it holds."""
    by_pos = by_position(counts, order, min_width)
    out: set[Any] = set()
    run: list[int] = []
    for p in [*sorted(by_pos), None]:
        if p is not None and run and p == run[-1] + 1:
            run.append(p)
            continue
        if len(run) >= min_length:
            for q in run:
                out.update(by_pos[q])
        run = [p] if p is not None else []
    return out


def protection(hand_suit: Mapping[Any, int], lead: Any, order: Order, rules: Any) -> Any:
    """Which cards the ladder may demand (None: every card): ``longer_tuples_protected``: a
    card held in more copies than a shape's width is not demanded for it (a pair lead does
    not draw a triple); ``only_draw_tractor_on_tractor``: when no tractor was led, cards of
    a tractor in the hand are not demanded."""
    longer = rules.trick_draw_policy in _LONGER
    shielded: set[Any] = set()
    if rules.trick_draw_policy in _TRACTOR and not lead.has_tractor:
        shielded = _tractor_cards(hand_suit, order, rules.tractor_min_width,
                                  rules.tractor_min_length)
    if not longer and not shielded:
        return None

    def allow(card: Any, width: int) -> bool:
        return not (longer and hand_suit.get(card, 0) > width) and card not in shielded

    return allow


def check_follow(hand: Mapping[Any, int], lead: Any, cards: Sequence[Any], order: Order,
                 rules: Any) -> tuple[Any, ...]:
    """G5.4: ``(FOLLOW_OK,)`` or the rule ``cards`` (known to be held) break, with what the
    words for it need: ``(FOLLOW_COUNT, n)``, ``(FOLLOW_SUIT, held, need)``,
    ``(FOLLOW_RUNG, requirement)``, ``(FOLLOW_GENUINE, width, missing)``."""
    n = lead.size
    if len(cards) != n:
        return (FOLLOW_COUNT, n)
    held = sum(k for c, k in hand.items() if order.esuit(c) == lead.esuit)
    played = sum(1 for c in cards if order.esuit(c) == lead.esuit)
    if played < min(n, held):
        return (FOLLOW_SUIT, held, min(n, held))
    if held <= n or rules.trick_draw_policy == "no_format_based_draw":
        return (FOLLOW_OK,)
    play = dict(Counter(cards))
    hand_suit = {c: k for c, k in hand.items() if order.esuit(c) == lead.esuit}
    allow = protection(hand_suit, lead, order, rules)
    for req in ladder(lead.shapes, rules.tractor_min_width, rules.tractor_min_length):
        if meets(play, req, order):
            if rules.trick_draw_policy in _LONGER:
                return _genuine(hand_suit, play, req, order, allow)
            return (FOLLOW_OK,)
        if meets(hand_suit, req, order, allow):
            return (FOLLOW_RUNG, req)
    return (FOLLOW_OK,)


def _genuine(hand_suit: Mapping[Any, int], play: Mapping[Any, int], req: Sequence[Shape],
             order: Order, allow: Any) -> tuple[Any, ...]:
    """Under ``longer_tuples_protected``: a longer tuple in the follow (a triple) does not
    fill a shorter group of the requirement (a pair) while the cards left in the hand hold
    a genuine one; a group of exactly that many copies in the follow does."""
    rest = dict(hand_suit)
    for c, k in play.items():
        if c in rest:
            rest[c] -= k
    for width in sorted({w for w, length in req if length == 1 and w >= 2}):
        missing = (sum(1 for s in req if s == (width, 1))
                   - sum(1 for k in play.values() if k == width))
        if missing > 0 and meets(rest, [(width, 1)] * missing, order, allow):
            return (FOLLOW_GENUINE, width, missing)
    return (FOLLOW_OK,)


def _pick(cards: list[Any], k: int, order: Order, rng: random.Random | None) -> list[Any]:
    """``k`` cards: at random, else the lowest (no points first, weakest first)."""
    if k <= 0:
        return []
    if rng is not None:
        return rng.sample(cards, k)
    return sorted(cards, key=lambda c: (points(c) > 0, order.strength(c),
                                        order.sort_key(c)))[:k]


def construct_follow(hand: Mapping[Any, int], lead: Any, order: Order, rules: Any,
                     rng: random.Random | None = None) -> list[Any]:
    """A legal follow, by construction: it meets the first rung of the ladder the hand can
    meet and fills the rest with cards of the led suit (random with ``rng``, else the
    lowest cards with the fewest points)."""
    n = lead.size
    suit_cards = [c for c, k in hand.items() if order.esuit(c) == lead.esuit for _ in range(k)]
    if len(suit_cards) <= n:
        others = [c for c, k in hand.items() if order.esuit(c) != lead.esuit for _ in range(k)]
        return suit_cards + _pick(others, n - len(suit_cards), order, rng)
    if rules.trick_draw_policy == "no_format_based_draw":
        return _pick(suit_cards, n, order, rng)
    hand_suit = dict(Counter(suit_cards))
    allow = protection(hand_suit, lead, order, rules)
    for req in ladder(lead.shapes, rules.tractor_min_width, rules.tractor_min_length):
        if not meets(hand_suit, req, order, allow):
            continue
        found = next(ways(hand_suit, req, order, allow, rng), None)
        if found is None:
            continue
        rest = dict(hand_suit)
        out: list[Any] = []
        for (w, _), cand in found:
            take(rest, cand, w)
            out.extend(c for c in cand for _ in range(w))
        remaining = [c for c, k in rest.items() for _ in range(k)]
        return out + _pick(remaining, n - len(out), order, rng)
    raise AssertionError("the last rung of the ladder is always met")


def follow_pool(hand: Mapping[Any, int], lead: Any, order: Order) -> tuple[list[Any], dict[Any, int], bool]:
    """Where every legal follow comes from: the cards it must hold, the cards it chooses the
    rest among, and whether a choice must still pass the ladder. Holding no more of the led
    suit than were led, a follow plays all of them and any others; else only that suit."""
    suit = {c: k for c, k in hand.items() if order.esuit(c) == lead.esuit}
    if sum(suit.values()) <= lead.size:
        others = {c: k for c, k in hand.items() if order.esuit(c) != lead.esuit}
        return [c for c, k in suit.items() for _ in range(k)], others, False
    return [], suit, True
