"""Legal plays of a MarsMatch hand, by search and never by full enumeration.

A 54-card hand has some 10^7 distinct leads (rockets with attachments are nearly all of
them), so plays come in two levels:

* *play types* (readings) a hand can make: a few hundred, found by sliding windows over
  rank counts with the wild 2s as a deficit budget;
* concrete plays of one type: a default attachment choice, or a lazy enumeration of every
  distinct play (R3.13) for search, hints and tests.

``count_plays`` counts distinct legal plays exactly with a small dynamic program over ranks
(size x wild-2 cost), checked against brute force in the tests.

Play types, default plays and counting are compiled, each kind's in its section
(``csrc/kinds/<kind>.c`` through ``_core``; docs/compiled-core.md), and
``marsmatch.reference.marsmatch`` is their readable Python. The lazy enumeration
``iter_plays`` stays here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product
from types import ModuleType

from . import _core
from .combos import KINDS, LANES, NONE, PAIRS, SINGLES, TWO, Kind, Play, Reading

#: Every reading the hand can lead with (a few hundred for a 54-card hand), as a compact
#: ``ReadingList``.
play_types = _core.play_types
#: Readings of the hand with at least one play that beats ``top`` (same shape or bombs).
answer_types = _core.answer_types
#: One concrete play of a reading with default attachments (lowest cards that break the
#: least); it beats ``top`` if given. ValueError when the hand cannot make the reading.
default_play = _core.default_play
#: Exact number of distinct plays (R3.13) of one reading (beating ``top`` if given).
count_type = _core.count_type
#: (distinct legal plays, distinct play types): leads, or answers to ``top``. No pass.
count_plays = _core.count_plays


# --- concrete plays --------------------------------------------------------------------


def _multisets(avail: Sequence[int], size: int, ranks: Sequence[int],
               start: int = 0) -> Iterator[list[tuple[int, int]]]:
    """Multisets of ``size`` cards over ``ranks[start:]`` as (rank, count) lists."""
    if size == 0:
        yield []
        return
    if start >= len(ranks):
        return
    r = ranks[start]
    for take in range(min(size, avail[r]), -1, -1):
        for tail in _multisets(avail, size - take, ranks, start + 1):
            yield ([(r, take)] + tail) if take else tail


def _attachment_sets(rest: list[int], rd: Reading) -> Iterator[list[int]]:
    if rd.attach == NONE:
        yield [0] * LANES
        return
    n = rd.length * KINDS[rd.kind].attach_per_group
    ranks = [r for r in range(13) if rest[r]]
    size = n if rd.attach == SINGLES else 2 * n
    for ms in _multisets(rest, size, ranks):
        add = [0] * LANES
        for r, c in ms:
            add[r] = c
        if rd.attach == PAIRS and add[TWO] < sum(add[r] & 1 for r in range(12)):
            continue
        yield add


def iter_plays(h: Sequence[int], rd: Reading, top: Play | None = None,
               core: ModuleType = _core) -> Iterator[Play]:
    """Every distinct play (R3.13) of reading ``rd`` from hand ``h``, lazily (``core``: the
    rules asked, compiled by default).

    Each multiset of cards is produced once: the main groups always use as many natural
    cards as the play holds, so a 2 is only wild where no natural card of that rank is
    left in the play.
    """
    main_cards, attachment_pool, beats = core.main_cards, core.attachment_pool, core.beats
    kind, k, top_rank, att = rd
    w = h[TWO]
    if kind in (Kind.SINGLE, Kind.DRONE, Kind.SUPER_DRONE, Kind.SPACESHIP):
        p = Play(tuple(main_cards(h, rd)), rd)
        if all(p.counts[r] <= h[r] for r in range(LANES)) and (top is None or beats(p, top)):
            yield p
        return
    if kind == Kind.LONE_BOAT:
        base = [0] * LANES
        base[top_rank] = 1
        if not h[top_rank]:
            return
        need = {NONE: 0, SINGLES: 1, PAIRS: 2}[att]
        ranks: list[int | None] = [None] if att == NONE else [r for r in range(12) if h[r] >= need]
        for r in ranks:
            m = list(base)
            if r is not None:
                m[r] += need
            p = Play(tuple(m), rd)
            if top is None or beats(p, top):
                yield p
        return
    if kind == Kind.PAIR:
        pairs: list[dict[int, int]] = []
        if top_rank == TWO:
            if w >= 2:
                pairs.append({TWO: 2})
        else:
            if h[top_rank] >= 2:
                pairs.append({top_rank: 2})
            if h[top_rank] >= 1 and w >= 1:
                pairs.append({top_rank: 1, TWO: 1})
        for spec in pairs:
            m = [0] * LANES
            for r, c in spec.items():
                m[r] = c
            p = Play(tuple(m), rd)
            if top is None or beats(p, top):
                yield p
        return
    per = KINDS[kind].group
    if kind == Kind.STARSHIP or (k == 1 and top_rank == TWO):
        window = [top_rank] if k == 1 else list(range(top_rank - k + 1, top_rank + 1))
        main = [0] * LANES
        for r in window:
            main[r] = per
        if any(main[r] > h[r] for r in window):
            return
        choices: Iterator[tuple[int, ...]] = iter([tuple(per for _ in window)])
        wild_ok = False
    else:
        window = list(range(top_rank - k + 1, top_rank + 1))
        lows = [1 if (k == 1) else 0 for _ in window]
        choices = product(*[range(min(per, h[r]), lows[i] - 1, -1) for i, r in enumerate(window)])
        wild_ok = True
    for naturals in choices:
        wild = sum(per - n for n in naturals) if wild_ok else 0
        if wild > w:
            continue
        main = [0] * LANES
        for r, n in zip(window, naturals):
            main[r] += n
        main[TWO] += wild
        for add in _attachment_sets(attachment_pool(h, rd, main), rd):
            p = Play(tuple(a + b for a, b in zip(main, add)), rd)
            if top is None or beats(p, top):
                yield p
