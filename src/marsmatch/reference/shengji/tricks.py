"""Throws and tricks (G5.3, G5.5, G5.5a): whether a throw stands, how a follow reads as the
lead's format, and who wins a trick under ``throw_evaluation_policy``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .matching import ways
from .order import TRUMP, Order
from .units import by_position, order_units, shape_key, take
from .values import make_unit_of


def unit_beaten_by(unit: Any, counts: Mapping[Any, int], order: Order) -> bool:
    """G5.3: can a hand (cards of the unit's suit) beat this unit on its own? A group of n
    is beaten by n identical higher cards; a tractor by a tractor at least as wide and as
    long that starts higher."""
    by_pos = by_position(counts, order, unit.width)
    return any(p > unit.low and all(p + i in by_pos for i in range(1, unit.length))
               for p in by_pos)


def failed_throw(lead: Any, leader: int, hands: Sequence[Mapping[Any, int]], order: Order,
                 rule: str) -> tuple[Any, int] | None:
    """G5.3: a throw (several units) stands only if no other player could beat any of its
    units in that suit; else the leader plays only the forced unit: the forced unit and
    the seat that beats it, or None. ``first_beatable``: seats in play order after the
    leader, each against the units smallest first; ``smallest``: the smallest unit any seat
    can beat."""
    if not lead.is_throw:
        return None
    seats = [(leader + k) % 4 for k in range(1, 4)]
    suit_hands = [{c: n for c, n in hands[s].items() if order.esuit(c) == lead.esuit}
                  for s in seats]
    units = sorted(lead.units, key=lambda u: (u.size, u.strength))
    if rule == "first_beatable":
        pairs = [(u, seat, hand) for seat, hand in zip(seats, suit_hands) for u in units]
    else:
        pairs = [(u, seat, hand) for u in units for seat, hand in zip(seats, suit_hands)]
    return next(((u, seat) for u, seat, hand in pairs if unit_beaten_by(u, hand, order)), None)


def readings(cards: Sequence[Any], lead: Any, order: Order) -> Iterator[tuple[Any, ...]]:
    """Ways to read ``cards`` as exactly the lead's format: its tractors and groups, singles
    filling the rest."""
    counts = dict(Counter(cards))
    req = [s for s in lead.shapes if s[0] >= 2]
    for found in ways(counts, req, order):
        rest = dict(counts)
        units = []
        for (w, _), cand in found:
            take(rest, cand, w)
            units.append(make_unit_of(order, w, cand))
        for c, k in rest.items():
            units.extend(make_unit_of(order, 1, (c,)) for _ in range(k))
        yield order_units(units)


def _pairs_by_shape(a: Sequence[Any], b: Sequence[Any]) -> list[tuple[Any, Any]]:
    """The units of two readings of one format, paired by shape, strongest with strongest."""
    out: list[tuple[Any, Any]] = []
    for s in sorted({u.shape for u in a}, key=shape_key, reverse=True):
        xs = sorted((u for u in a if u.shape == s), key=lambda u: u.strength, reverse=True)
        ys = sorted((u for u in b if u.shape == s), key=lambda u: u.strength, reverse=True)
        out.extend(zip(xs, ys))
    return out


def beats(new: Sequence[Any], best: Sequence[Any], policy: str) -> bool:
    """G5.5: does reading ``new`` strictly beat ``best`` under ``throw_evaluation_policy``?
    ``all``: every unit strictly higher than its counterpart; ``highest``: the highest card;
    ``trick_unit_length``: the largest units decide first (the singles of a throw that also
    holds a longer unit do not count)."""
    if policy == "all":
        return all(x.strength > y.strength for x, y in _pairs_by_shape(new, best))
    if policy == "highest":
        return max(_top(u) for u in new) > max(_top(u) for u in best)
    pairs = _pairs_by_shape(new, best)
    if len(new) > 1 and any(u.size > 1 for u in new):
        pairs = [(x, y) for x, y in pairs if x.size > 1]
    comps = sorted(((x.size, (x.strength > y.strength) - (x.strength < y.strength))
                    for x, y in pairs), key=lambda t: (-t[0], t[1] == 0))
    return next((c > 0 for _, c in comps if c), False)


def _top(u: Any) -> tuple[bool, int]:
    return (u.esuit == TRUMP, u.top)


def hardness(reading: Sequence[Any]) -> list[tuple[int, int]]:
    """G5.5a: how hard a reading is to beat: its units largest first (the lead's format's
    order), each by its strength; a reading is harder when it is stronger earlier."""
    units = sorted(reading, key=lambda u: (shape_key(u.shape), u.strength), reverse=True)
    return [u.strength for u in units]


def reading_that_beats(cards: Sequence[Any], lead: Any, best: Sequence[Any], order: Order,
                       policy: str, hint: Sequence[Any] | None = None) -> tuple[Any, ...] | None:
    """G5.5, G5.5a: how a follow that beats ``best`` is read, or None when it does not.

    A follow can win only if all its cards are of the led suit or all are trump and it
    reads as the lead's format. A winning follow that reads several ways is read as its
    player's ``hint`` names (when that reading wins), or else the way hardest to beat; a
    later play must beat it under that reading."""
    suits = {order.esuit(c) for c in cards}
    if len(suits) != 1 or not (suits == {lead.esuit} or suits == {TRUMP}):
        return None
    winning = [r for r in readings(cards, lead, order) if beats(r, best, policy)]
    if not winning:
        return None
    if hint is not None:
        named = Counter((u.width, u.cards) for u in hint)
        for r in winning:
            if Counter((u.width, u.cards) for u in r) == named:
                return r
    return max(winning, key=hardness)


def trick_winner(lead: Any, plays: Sequence[tuple[int, Sequence[Any]]], order: Order,
                 policy: str, hints: Sequence[Sequence[Any] | None] = ()
                 ) -> tuple[int, tuple[Any, ...]]:
    """G5.5: the index into ``plays`` of the winner and how its play reads; ties go to the
    earlier play (``hints``: each play's named reading, G5.5a)."""
    best_i, best = 0, tuple(lead.units)
    for i in range(1, len(plays)):
        hint = hints[i] if i < len(hints) else None
        reading = reading_that_beats(plays[i][1], lead, best, order, policy, hint)
        if reading is not None:
            best_i, best = i, reading
    return best_i, best
