"""Oracle (tests only): Placing shapes in a hand (G2.6, G5.4): where a unit fits, and whether a requirement does.

``placements`` lists where one shape fits; ``assignments`` finds disjoint placements of
several shapes (never the same way twice); ``meets`` decides quickly whether a hand holds
a requirement, without exploring permutations of a big hand.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

from marsmatch.cards import Card

from .trump import Trump
from .units import ALLOW_ALL, Allow, Shape, cards_by_position, give_cards, take_cards


def placements(counts: Mapping[Card, int], shape: Shape, trump: Trump,
               allow: Allow = ALLOW_ALL) -> list[tuple[Card, ...]]:
    """Every way to take one unit of ``shape`` from ``counts`` (cards of one effective suit)."""
    width, length = shape
    by_pos = cards_by_position(counts, trump, width, allow)
    if length == 1:
        return [(c,) for p in sorted(by_pos) for c in sorted(by_pos[p], key=trump.sort_key)]
    out: list[tuple[Card, ...]] = []
    for p in sorted(by_pos):
        if all(p + i in by_pos for i in range(1, length)):
            out.extend(itertools.product(*(by_pos[p + i] for i in range(length))))
    return out


def assignments(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
                allow: Allow = ALLOW_ALL,
                rng: random.Random | None = None) -> Iterator[list[tuple[Shape, tuple[Card, ...]]]]:
    """Ways to take the units of ``req`` disjointly from ``counts``.

    Shapes are placed largest first; with ``rng`` candidates are tried in random
    order (for random legal plays), otherwise lowest first (for minimal plays).
    Identical shapes take placements in non-decreasing card order, so no way is
    produced twice and a failing search explores subsets, never permutations.
    """
    shapes = sorted(req, key=lambda s: (s[0] * s[1], s[1], s[0]), reverse=True)
    work = dict(counts)
    chosen: list[tuple[Shape, tuple[Card, ...]]] = []

    def rec(i: int) -> Iterator[list[tuple[Shape, tuple[Card, ...]]]]:
        if i == len(shapes):
            yield list(chosen)
            return
        shape = shapes[i]
        cands = placements(work, shape, trump, allow)
        if rng is not None:
            rng.shuffle(cands)
        same_as_prev = i > 0 and shapes[i - 1] == shape
        for cand in cands:
            key = tuple(trump.sort_key(c) for c in cand)
            if same_as_prev and key < chosen_keys[-1]:
                continue
            take_cards(work, cand, shape[0])
            chosen.append((shape, cand))
            chosen_keys.append(key)
            yield from rec(i + 1)
            chosen_keys.pop()
            chosen.pop()
            give_cards(work, cand, shape[0])

    chosen_keys: list[tuple[tuple[int, int, str], ...]] = []
    yield from rec(0)


def meets(counts: Mapping[Card, int], req: Sequence[Shape], trump: Trump,
          allow: Allow = ALLOW_ALL) -> bool:
    """Whether ``counts`` contain the units of ``req`` disjointly.

    Tractors are placed by search (few candidates); plain groups are then fitted by
    card classes (cards with the same count and permissions are interchangeable),
    so a failing check never explores permutations of a big hand.
    """
    if not req:
        return True
    if sum(w * n for w, n in req) > sum(counts.values()):
        return False
    for width in {w for w, _ in req}:
        # necessary: enough groups of at least this width (a shape uses n of them)
        need = sum(n * (w // width) for w, n in req if w >= width)
        if need > sum(k // width for k in counts.values()):
            return False
    tractors = [s for s in req if s[1] >= 2]
    groups = [s[0] for s in req if s[1] == 1]
    if not tractors:
        return _groups_fit(counts, groups, allow)
    for found in assignments(counts, tractors, trump, allow):
        rest = dict(counts)
        for (w, _), cand in found:
            take_cards(rest, cand, w)
        if _groups_fit(rest, groups, allow):
            return True
    return False


def _groups_fit(counts: Mapping[Card, int], widths: Sequence[int], allow: Allow) -> bool:
    """Exact check that plain groups of ``widths`` fit disjointly into ``counts``."""
    if not widths:
        return True
    order = sorted(widths, reverse=True)
    distinct = sorted(set(order))
    classes: Counter[tuple[int, tuple[bool, ...]]] = Counter()
    for c, k in counts.items():
        classes[(k, tuple(allow(c, w) for w in distinct))] += 1
    index = {w: i for i, w in enumerate(distinct)}
    failed: set[tuple[int, tuple]] = set()

    def rec(i: int, state: tuple[tuple[tuple[int, tuple[bool, ...]], int], ...]) -> bool:
        if i == len(order):
            return True
        if (i, state) in failed:
            return False
        w = order[i]
        wi = index[w]
        for j, ((k, mask), n) in enumerate(state):
            if k >= w and mask[wi]:
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
