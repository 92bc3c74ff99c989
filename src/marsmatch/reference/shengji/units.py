"""Units (G2.4-G2.6): groups of identical cards and tractors.

A *unit* is ``width`` copies of each of ``length`` adjacent cards of one effective suit: a
single (1x1), a pair (2x1, G2.4), a triple (3x1, 3 decks), a tractor (2xL, L >= 2, G2.6)
or a Titanic (3xL); wider groups exist only in positions with more decks. A *shape* is a
unit's (width, length). Hands are dicts card -> copies, in the order the cards came: that
order decides ties (which of two equal units a split takes first).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .order import Order
from .values import make_unit_of

Shape = tuple[int, int]  # (width, length)


def order_units(units: Iterable[Any]) -> tuple[Any, ...]:
    """Largest first; at equal size tractors (longer) first, then wider, then stronger."""
    return tuple(sorted(units, key=lambda u: (u.size, u.length, u.width, u.strength),
                        reverse=True))


def shape_key(s: Shape) -> tuple[int, int, int]:
    """Shapes largest first: size, then length (tractors), then width."""
    return (s[0] * s[1], s[1], s[0])


def by_position(counts: Mapping[Any, int], order: Order, width: int,
                allow: Any = None) -> dict[int, list[Any]]:
    """The cards held at least ``width`` times (and allowed for it), by position, each
    position's cards in the hand's order."""
    out: dict[int, list[Any]] = {}
    for c, n in counts.items():
        if n >= width and (allow is None or allow(c, width)):
            out.setdefault(order.pos(c), []).append(c)
    return out


def take(counts: dict[Any, int], cards: Iterable[Any], width: int) -> None:
    """Remove ``width`` copies of each card (a card gone from the hand leaves the dict)."""
    for c in cards:
        n = counts[c] - width
        if n:
            counts[c] = n
        else:
            del counts[c]


def give(counts: dict[Any, int], cards: Iterable[Any], width: int) -> None:
    for c in cards:
        counts[c] = counts.get(c, 0) + width


def candidate_units(counts: Mapping[Any, int], order: Order, min_width: int,
                    min_length: int) -> list[Any]:
    """The group of each card (all its copies, G2.4) and every maximal tractor of each
    width (G2.6: adjacent groups of at least ``min_width`` copies, at least
    ``min_length`` long; a position with several cards offers its most held, then its
    highest-sorting one)."""
    out = [make_unit_of(order, n, (c,)) for c, n in counts.items()]
    for width in range(min_width, max(counts.values(), default=0) + 1):
        by_pos = by_position(counts, order, width)
        run: list[Any] = []
        last = None
        for p in sorted(by_pos):
            best = max(by_pos[p], key=lambda c: (counts[c], order.sort_key(c)))
            if last is not None and p == last + 1:
                run.append(best)
            else:
                if len(run) >= min_length:
                    out.append(make_unit_of(order, width, run))
                run = [best]
            last = p
        if len(run) >= min_length:
            out.append(make_unit_of(order, width, run))
    return out


def is_tractor(unit: Any, order: Order, min_width: int, min_length: int) -> bool:
    """G2.6: a tractor (or Titanic) is at least ``min_width`` copies of at least
    ``min_length`` adjacent cards of one effective suit (G2.5)."""
    if unit.width < min_width or unit.length < min_length:
        return False
    if len({order.esuit(c) for c in unit.cards}) != 1:
        return False
    return all(order.adjacent(a, b) for a, b in zip(unit.cards, unit.cards[1:]))
