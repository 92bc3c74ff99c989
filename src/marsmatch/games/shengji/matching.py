"""Placing shapes in a hand (G2.6, G5.4): where a unit fits, and whether a requirement does.

``placements`` lists where one shape fits; ``assignments`` finds disjoint placements of
several shapes (never the same way twice); ``meets`` decides whether a hand holds a
requirement exactly, over classes of interchangeable cards rather than permutations.
All three are the core's (``csrc/matching.c``, docs/compiled-core.md;
``marsmatch.reference.shengji.matching`` reads the same).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence

from ...cards import Card
from . import _core
from .trump import Trump
from .units import ALLOW_ALL, Allow, Shape

Way = list[tuple[Shape, tuple[Card, ...]]]


def placements(counts: Mapping[Card, int], shape: Shape, trump: Trump,
               allow: Allow = ALLOW_ALL) -> list[tuple[Card, ...]]:
    """Every way to take one unit of ``shape`` from ``counts`` (cards of one effective suit):
    positions low to high, a position's cards in the hand's order (singles by sort key)."""
    return _core.placements(counts, shape, trump, allow)  # type: ignore[no-any-return]


def assignments(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
                allow: Allow = ALLOW_ALL, rng: random.Random | None = None) -> Iterator[Way]:
    """Ways to take the units of ``req`` disjointly from ``counts``.

    Shapes are placed largest first; with ``rng`` candidates are tried in random order
    (for random legal plays), otherwise lowest first (for minimal plays). Identical shapes
    take placements in non-decreasing card order, so no way is produced twice and a failing
    search explores subsets, never permutations. (The whole search runs at once: with
    ``rng``, its draws are those of every candidate list the search shuffles.)
    """
    return iter(_core.assignments(counts, req, trump, allow, rng))


def meets(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
          allow: Allow = ALLOW_ALL) -> bool:
    """Whether ``counts`` contain the units of ``req`` disjointly."""
    return bool(_core.meets(counts, req, trump, allow))


def multiset_combinations(counts: Mapping[Card, int], k: int,
                          order: Sequence[Card]) -> Iterator[list[Card]]:
    """Every multiset of ``k`` cards from ``counts``, lazily, without repeats."""
    items = [(c, counts[c]) for c in order if counts.get(c)]

    def rec(i: int, need: int) -> Iterator[list[Card]]:
        if need == 0:
            yield []
            return
        if i == len(items):
            return
        card, avail = items[i]
        for take in range(min(avail, need), -1, -1):
            for rest in rec(i + 1, need - take):
                yield [card] * take + rest

    yield from rec(0, k)


__all__ = ["assignments", "meets", "multiset_combinations", "placements"]
