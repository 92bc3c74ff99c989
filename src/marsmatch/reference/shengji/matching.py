"""Placing shapes in a hand (G2.6, G5.4): where a unit fits, disjoint placements of several
shapes, and whether a hand holds a requirement (a list of shapes it must contain disjointly).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .order import Order
from .units import Shape, by_position, give, shape_key, take

Way = list[tuple[Shape, tuple[Any, ...]]]


def placements(counts: Mapping[Any, int], shape: Shape, order: Order,
               allow: Any = None) -> list[tuple[Any, ...]]:
    """Every way to take one unit of ``shape`` from ``counts`` (cards of one effective suit):
    positions low to high, a position's cards in the hand's order (singles by sort key)."""
    width, length = shape
    by_pos = by_position(counts, order, width, allow)
    if length == 1:
        return [(c,) for p in sorted(by_pos) for c in sorted(by_pos[p], key=order.sort_key)]
    out: list[tuple[Any, ...]] = []
    for p in sorted(by_pos):
        if all(p + i in by_pos for i in range(1, length)):
            out.extend(itertools.product(*(by_pos[p + i] for i in range(length))))
    return out


def ways(counts: Mapping[Any, int], req: Sequence[Shape], order: Order, allow: Any = None,
         rng: random.Random | None = None) -> Iterator[Way]:
    """Ways to take the units of ``req`` disjointly from ``counts``, lazily: shapes largest
    first; candidates lowest first, or shuffled with ``rng``; identical shapes take
    placements in non-decreasing card order, so no way comes twice."""
    shapes = sorted(req, key=shape_key, reverse=True)
    work = dict(counts)
    chosen: Way = []
    keys: list[tuple[Any, ...]] = []

    def rec(i: int) -> Iterator[Way]:
        if i == len(shapes):
            yield list(chosen)
            return
        shape = shapes[i]
        cands = placements(work, shape, order, allow)
        if rng is not None:
            rng.shuffle(cands)
        for cand in cands:
            key = tuple(order.sort_key(c) for c in cand)
            if i > 0 and shapes[i - 1] == shape and key < keys[-1]:
                continue
            take(work, cand, shape[0])
            chosen.append((shape, cand))
            keys.append(key)
            yield from rec(i + 1)
            keys.pop()
            chosen.pop()
            give(work, cand, shape[0])

    yield from rec(0)


def meets(counts: Mapping[Any, int], req: Sequence[Shape], order: Order,
          allow: Any = None) -> bool:
    """Whether ``counts`` contain the units of ``req`` disjointly: tractors placed by search,
    then plain groups fitted over classes of interchangeable cards."""
    if not req:
        return True
    if sum(w * n for w, n in req) > sum(counts.values()):
        return False
    for width in {w for w, _ in req}:  # enough groups of each width (a shape uses n)
        need = sum(n * (w // width) for w, n in req if w >= width)
        if need > sum(k // width for k in counts.values()):
            return False
    tractors = [s for s in req if s[1] >= 2]
    groups = [s[0] for s in req if s[1] == 1]
    if not tractors:
        return _groups_fit(counts, groups, allow)
    for found in ways(counts, tractors, order, allow):
        rest = dict(counts)
        for (w, _), cand in found:
            take(rest, cand, w)
        if _groups_fit(rest, groups, allow):
            return True
    return False


def _groups_fit(counts: Mapping[Any, int], widths: Sequence[int], allow: Any) -> bool:
    """Whether plain groups of ``widths`` fit disjointly: cards with the same count and the
    same permissions are interchangeable, so the search runs over such classes and
    remembers the states that failed."""
    if not widths:
        return True
    order = sorted(widths, reverse=True)
    distinct = sorted(set(order))
    classes: Counter[tuple[int, tuple[bool, ...]]] = Counter()
    for c, k in counts.items():
        classes[(k, tuple(allow is None or allow(c, w) for w in distinct))] += 1
    index = {w: i for i, w in enumerate(distinct)}
    failed: set[tuple[int, Any]] = set()

    def rec(i: int, state: tuple[tuple[tuple[int, tuple[bool, ...]], int], ...]) -> bool:
        if i == len(order):
            return True
        if (i, state) in failed:
            return False
        w = order[i]
        for (k, mask), _n in state:
            if k >= w and mask[index[w]]:
                nxt = Counter(dict(state))
                nxt[(k, mask)] -= 1
                if not nxt[(k, mask)]:
                    del nxt[(k, mask)]
                if k > w:
                    nxt[(k - w, mask)] += 1
                if rec(i + 1, tuple(sorted(nxt.items()))):
                    return True
        failed.add((i, state))
        return False

    return rec(0, tuple(sorted(classes.items())))
