"""Leads (G5.2): splitting a lead into units, always the largest unit next."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from .matching import placements
from .order import Order
from .units import candidate_units, order_units, take
from .values import make_unit_of


def split_lead(cards: Sequence[Any], order: Order, min_width: int, min_length: int,
               first: tuple[int, int] | None = None) -> tuple[Any, ...] | None:
    """G5.2: split cards of one effective suit, always taking the largest unit next; at
    equal size a tractor beats a plain group and a wider unit a narrower one. ``first``
    (width, tractor) is a hint forcing the first unit's kind, taken from a larger group if
    need be (a pair out of a triple); None when the cards hold no unit of that kind."""
    counts = dict(Counter(cards))
    units: list[Any] = []
    while counts:
        cands = candidate_units(counts, order, min_width, min_length)
        if first is not None and not units:
            width, tractor = first
            kept = [u for u in cands if u.width == width and u.is_tractor == bool(tractor)]
            if not kept and 1 <= width <= max(counts.values()):
                lengths = range(2, 14) if tractor else range(1, 2)
                for length in lengths:
                    if length > 1 and (width < min_width or length < min_length):
                        continue
                    kept += [make_unit_of(order, width, p)
                             for p in placements(counts, (width, length), order)]
            if not kept:
                return None
            cands = kept
        best = max(cands, key=lambda u: (u.size, u.is_tractor, u.width, u.top))
        units.append(best)
        take(counts, best.cards, best.width)
    return order_units(units)
