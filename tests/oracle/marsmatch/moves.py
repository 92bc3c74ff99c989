"""Oracle: the readable Python of ``moves`` before the compiled core (tests only).

Legal plays of a MarsMatch hand, by search and never by full enumeration.

A 54-card hand has some 10^7 distinct leads (rockets with attachments are nearly all of
them), so plays come in two levels:

* *play types* (readings) a hand can make: a few hundred, found by sliding windows over
  rank counts with the wild 2s as a deficit budget;
* concrete plays of one type: a default attachment choice, or a lazy enumeration of every
  distinct play (R3.13) for search, hints and tests.

``count_plays`` counts distinct legal plays exactly with a small dynamic program over ranks
(size x wild-2 cost), checked against brute force in the tests.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

import numpy as np

from marsmatch.games.marsmatch.combos import (
    BJ,
    KINDS,
    LANES,
    LJ,
    NONE,
    PAIRS,
    SINGLES,
    TWO,
    Kind,
    Play,
    Reading,
)

from .builder import attachment_pool, boat_floor, main_cards
from .combos import beats, boat_attachment_rank

R = Reading
_SINGLE_TYPES = [R(Kind.SINGLE, 1, r, NONE) for r in range(13)]
_PAIR_TYPES = [R(Kind.PAIR, 1, r, NONE) for r in range(13)]
_SUPER_DRONE = R(Kind.SUPER_DRONE, 3, 0, NONE)


# --- play types ------------------------------------------------------------------------


def _pair_counts(h: Sequence[int]) -> tuple[int, int]:
    """(sum of c//2, number of odd counts) over the natural ranks 3..A."""
    half = odd = 0
    for r in range(12):
        c = h[r]
        half += c >> 1
        odd += c & 1
    return half, odd


def _max_pairs(half: int, odd: int, twos: int) -> int:
    """Most disjoint pairs (XX, X2 or 22) from naturals summarised by (half, odd) and 2s."""
    used = min(twos, odd)
    return half + used + ((twos - used) >> 1)


def _groups(h: Sequence[int], per: int, wild: bool, k: int | None,
            above: int) -> Iterator[tuple[int, int, int, int, int]]:
    """Windows of ``per``-card groups: (k, top, wild 2s used, d_half, d_odd).

    ``d_half``/``d_odd`` adjust the hand's pair summary for the cards the groups take.
    ``k=None`` gives every length (>= 2 for chains); lone groups (k = 1) are separate.
    """
    w = h[TWO]
    for lo in range(12):
        need = half_d = odd_d = 0
        for hi in range(lo, 12):
            c = h[hi]
            if c < per:
                if not wild:
                    break
                need += per - c
                if need > w:
                    break
                rest = 0
            else:
                rest = c - per
            half_d += (rest >> 1) - (c >> 1)
            odd_d += (rest & 1) - (c & 1)
            length = hi - lo + 1
            if length < 2 or hi <= above:
                continue
            if k is None or length == k:
                yield length, hi, need, half_d, odd_d
            elif length > k:
                break


def _lone_groups(h: Sequence[int], per: int, wild: bool,
                 above: int) -> Iterator[tuple[int, int, int, int]]:
    """Single groups of ``per`` cards: (top, 2s used, d_half, d_odd); top 12 is natural 2s."""
    w = h[TWO]
    for top in range(above + 1, 13):
        c = h[top]
        if top == TWO:
            if c >= per:
                yield top, per, 0, 0  # natural 2s: they leave the 2s budget, not the naturals
            continue
        if c == 0 or (c < per and not wild):
            continue
        need = per - c if c < per else 0
        if need > w:
            continue
        rest = c - per + need
        yield top, need, (rest >> 1) - (c >> 1), (rest & 1) - (c & 1)


def _attached(h: Sequence[int], kind: Kind, per: int, att_only: int | None, above: int,
              k_only: int | None, out: list[Reading]) -> None:
    """Rockets (per=3) or Starships (per=4) with every feasible attachment kind."""
    w = h[TWO]
    nonjoker = sum(h[:13])
    half, odd = _pair_counts(h)
    wild = kind == Kind.ROCKET
    per_attach = 1 if wild else 2
    atts = (NONE, SINGLES, PAIRS) if att_only is None else (att_only,)
    if k_only in (None, 1):
        for top, used, dh, do in _lone_groups(h, per, wild, above):
            twos = w - used
            for att in atts:
                if att == NONE:
                    if wild:
                        out.append(R(kind, 1, top, NONE))
                elif att == SINGLES:
                    if nonjoker - per >= per_attach:
                        out.append(R(kind, 1, top, SINGLES))
                elif _max_pairs(half + dh, odd + do, twos) >= per_attach:
                    out.append(R(kind, 1, top, PAIRS))
    if k_only == 1:
        return
    for k, top, used, dh, do in _groups(h, per, wild, k_only, above):
        twos = w - used
        for att in atts:
            if att == NONE:
                out.append(R(kind, k, top, NONE))
            elif att == SINGLES:
                if nonjoker - per * k >= per_attach * k:
                    out.append(R(kind, k, top, SINGLES))
            elif _max_pairs(half + dh, odd + do, twos) >= per_attach * k:
                out.append(R(kind, k, top, PAIRS))


def _pair_sequences(h: Sequence[int], k_only: int | None, above: int,
                    out: list[Reading]) -> None:
    for k, top, _used, _dh, _do in _groups(h, 2, True, k_only, above):
        if k >= 3:
            out.append(R(Kind.PAIR_SEQUENCE, k, top, NONE))


def _lone_boats(h: Sequence[int], att_only: int | None, joker_above: int,
                rank_above: int, out: list[Reading]) -> None:
    """Lone Boats; with the same joker as the top, the attachment must rank higher (R3.6)."""
    for j in (LJ, BJ):
        if not h[j] or j < joker_above:
            continue
        floor = rank_above if j == joker_above else -1
        for att in (NONE, SINGLES, PAIRS) if att_only is None else (att_only,):
            if att == NONE:
                if j > joker_above:
                    out.append(R(Kind.LONE_BOAT, 1, j, NONE))
            elif any(h[r] >= att for r in range(floor + 1, 12)):
                out.append(R(Kind.LONE_BOAT, 1, j, att))


def _bombs(h: Sequence[int], top: Reading | None, out: list[Reading]) -> None:
    """Drones, the Super Drone and Spaceships stronger than ``top`` (all when None)."""
    klass = 0 if top is None else KINDS[top.kind].bomb_class
    if klass <= 1:
        floor = (top.length, top.top) if klass == 1 and top is not None else (0, -1)
        for r in range(13):
            for n in range(4, h[r] + 1):
                if (n, r) > floor:
                    out.append(R(Kind.DRONE, n, r, NONE))
    if klass <= 1 and h[0] >= 3:
        out.append(_SUPER_DRONE)
    floor_ship = top.top if klass == 3 and top is not None else -1
    for bj, ok in ((0, h[LJ] >= 2), (1, h[LJ] >= 1 and h[BJ] >= 1), (2, h[BJ] >= 2)):
        if ok and bj > floor_ship:
            out.append(R(Kind.SPACESHIP, 1, bj, NONE))


def play_types(h: Sequence[int]) -> list[Reading]:
    """Every reading the hand can lead with (a few hundred for a 54-card hand)."""
    out = [_SINGLE_TYPES[r] for r in range(13) if h[r]]
    w = h[TWO]
    out += [_PAIR_TYPES[r] for r in range(12) if h[r] >= 2 or (h[r] and w)]
    if w >= 2:
        out.append(_PAIR_TYPES[TWO])
    _pair_sequences(h, None, -1, out)
    _attached(h, Kind.ROCKET, 3, None, -1, None, out)
    _attached(h, Kind.STARSHIP, 4, None, -1, None, out)
    _lone_boats(h, None, -1, -1, out)
    _bombs(h, None, out)
    return out


def answer_types(h: Sequence[int], top: Play) -> list[Reading]:
    """Readings of the hand with at least one play that beats ``top`` (same shape or bombs)."""
    rd = top.reading
    out: list[Reading] = []
    kind = rd.kind
    if kind == Kind.SINGLE or (kind == Kind.LONE_BOAT and rd.attach == NONE):
        out += [_SINGLE_TYPES[r] for r in range(rd.top + 1, 13) if h[r]]
        out += [R(Kind.LONE_BOAT, 1, j, NONE) for j in (LJ, BJ) if h[j] and j > rd.top]
    elif kind == Kind.PAIR:
        w = h[TWO]
        out += [_PAIR_TYPES[r] for r in range(rd.top + 1, 12) if h[r] >= 2 or (h[r] and w)]
        if w >= 2 and rd.top < TWO:
            out.append(_PAIR_TYPES[TWO])
    elif kind == Kind.PAIR_SEQUENCE:
        _pair_sequences(h, rd.length, rd.top, out)
    elif kind == Kind.ROCKET:
        _attached(h, Kind.ROCKET, 3, rd.attach, rd.top, rd.length, out)
    elif kind == Kind.STARSHIP:
        _attached(h, Kind.STARSHIP, 4, rd.attach, rd.top, rd.length, out)
    elif kind == Kind.LONE_BOAT:
        _lone_boats(h, rd.attach, rd.top, boat_attachment_rank(top.counts), out)
    _bombs(h, rd, out)
    return out


# --- concrete plays --------------------------------------------------------------------


def _pick_singles(rest: list[int], n: int, above: int = -1) -> list[int] | None:
    """``n`` attached singles that break the least: loose cards low first, 2s and bombs last."""
    picked = [0] * LANES
    order = sorted((r for r in range(above + 1, 13) if rest[r]),
                   key=lambda r: (r == TWO, rest[r] >= 4, rest[r] != 1, r))
    for r in order:
        take = min(n, rest[r])
        picked[r] += take
        n -= take
        if not n:
            return picked
    return None


def _pick_pairs(rest: list[int], n: int, allow_two: bool = True,
                above: int = -1) -> list[int] | None:
    """``n`` attached pairs: natural pairs that break the least first, then X+2, then 2+2."""
    picked = [0] * LANES
    avail = list(rest)
    order = sorted((r for r in range(above + 1, 12) if avail[r] >= 2),
                   key=lambda r: (avail[r] >= 4, avail[r] != 2, r))
    for r in order:
        while n and avail[r] >= 2:
            avail[r] -= 2
            picked[r] += 2
            n -= 1
    if allow_two:
        for r in sorted((r for r in range(above + 1, 12) if avail[r]),
                        key=lambda r: (avail[r] != 1, r)):
            while n and avail[r] and avail[TWO]:
                avail[r] -= 1
                avail[TWO] -= 1
                picked[r] += 1
                picked[TWO] += 1
                n -= 1
        while n and avail[TWO] >= 2:
            avail[TWO] -= 2
            picked[TWO] += 2
            n -= 1
    return picked if not n else None


def default_play(h: Sequence[int], rd: Reading, top: Play | None = None) -> Play:
    """One concrete play of the reading with default attachments; it beats ``top`` if given.

    Raises ValueError when the hand cannot make the reading (callers pass types from
    ``play_types``/``answer_types``).
    """
    m = main_cards(h, rd)
    if any(m[r] > h[r] for r in range(LANES)):
        raise ValueError(f"the hand cannot make {rd.describe()}")
    if rd.attach != NONE:
        rest = attachment_pool(h, rd, m)
        if rd.kind == Kind.LONE_BOAT:
            above = boat_floor(rd, top)
            add = (_pick_singles(rest, 1, above) if rd.attach == SINGLES
                   else _pick_pairs(rest, 1, allow_two=False, above=above))
        else:
            n = rd.length * KINDS[rd.kind].attach_per_group
            add = _pick_singles(rest, n) if rd.attach == SINGLES else _pick_pairs(rest, n)
        if add is None:
            raise ValueError(f"the hand has no attachments for {rd.describe()}")
        m = [a + b for a, b in zip(m, add)]
    return Play(tuple(m), rd)


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


def iter_plays(h: Sequence[int], rd: Reading, top: Play | None = None) -> Iterator[Play]:
    """Every distinct play (R3.13) of reading ``rd`` from hand ``h``, lazily.

    Each multiset of cards is produced once: the main groups always use as many natural
    cards as the play holds, so a 2 is only wild where no natural card of that rank is
    left in the play.
    """
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


# --- exact counting --------------------------------------------------------------------


def _count_budget(factors: Sequence[Sequence[int | None]], size: int, twos: int) -> int:
    """Count ways to take m_r cards of each factor rank plus m_2 twos, with
    sum(m_r) + m_2 == size, m_2 <= twos and sum(cost_r(m_r)) <= m_2.

    ``factors[i][j]`` is the wild-2 cost of taking j cards of rank i (None: not allowed).
    """
    if size < 0 or twos < 0:
        return 0
    table = np.zeros((size + 1, twos + 1), dtype=np.int64)
    table[0, 0] = 1
    for costs in factors:
        new = np.zeros_like(table)
        for j, d in enumerate(costs):
            if d is None or j > size or d > twos:
                continue
            new[j:, d:] += table[: size + 1 - j, : twos + 1 - d]
        table = new
    left = size - np.arange(size + 1)[:, None]
    cost = np.arange(twos + 1)[None, :]
    return int(table[(left >= cost) & (left <= twos)].sum())


def _deficit_count(h: Sequence[int], window: Sequence[int], per: int, low: int) -> int:
    """Main groups only: vectors n_r in [low, min(per, c_r)] with sum(per - n_r) <= 2s held."""
    poly = [1]
    for r in window:
        hi = min(per, h[r])
        if hi < low:
            return 0
        term = [0] * (per + 1)
        for n in range(low, hi + 1):
            term[per - n] += 1
        out = [0] * (len(poly) + per)
        for i, a in enumerate(poly):
            if a:
                for j, b in enumerate(term):
                    if b:
                        out[i + j] += a * b
        poly = out
    return sum(poly[: h[TWO] + 1])


def count_type(h: Sequence[int], rd: Reading, top: Play | None = None) -> int:
    """Exact number of distinct plays (R3.13) of one reading (beating ``top`` if given)."""
    kind, k, top_rank, att = rd
    w = h[TWO]
    if kind in (Kind.SINGLE, Kind.DRONE, Kind.SUPER_DRONE, Kind.SPACESHIP):
        return 1
    if kind == Kind.PAIR:
        if top_rank == TWO:
            return int(w >= 2)
        return int(h[top_rank] >= 2) + int(h[top_rank] >= 1 and w >= 1)
    if kind == Kind.LONE_BOAT:
        if att == NONE:
            return 1
        floor = -1
        if top is not None and top.reading.kind == Kind.LONE_BOAT and top.reading.top == top_rank:
            floor = boat_attachment_rank(top.counts)
        return sum(1 for r in range(floor + 1, 12) if h[r] >= att)
    window = [top_rank] if k == 1 else list(range(top_rank - k + 1, top_rank + 1))
    if kind == Kind.PAIR_SEQUENCE:
        return _deficit_count(h, window, 2, 0)
    if kind == Kind.STARSHIP or (k == 1 and top_rank == TWO):
        per = KINDS[kind].group
        rest = list(h[:13])
        for r in window:
            rest[r] -= per
        if min(rest) < 0:
            return 0
        if att == NONE:
            return 1
        n = k * KINDS[kind].attach_per_group
        if att == SINGLES:
            return _count_budget([[0] * (rest[r] + 1) for r in range(12)], n, rest[TWO])
        parity = [[j & 1 for j in range(rest[r] + 1)] for r in range(12)]
        return _count_budget(parity, 2 * n, rest[TWO])
    # Rockets with wild 2s (a lone triple of 3..A needs one natural card).
    low = 1 if k == 1 else 0
    if att == NONE:
        return _deficit_count(h, window, 3, low)
    inside = set(window)
    factors: list[list[int | None]] = []
    for r in range(12):
        costs: list[int | None] = []
        for j in range(h[r] + 1):
            if r in inside:
                if j < low:
                    costs.append(None)
                    continue
                extra = j - 3 if j > 3 else 0
                costs.append((3 - j if j < 3 else 0) + (extra & 1 if att == PAIRS else 0))
            else:
                costs.append(j & 1 if att == PAIRS else 0)
        factors.append(costs)
    return _count_budget(factors, (3 + att) * k, w)


def count_plays(h: Sequence[int], top: Play | None = None) -> tuple[int, int]:
    """(distinct legal plays, distinct play types): leads, or answers to ``top``. No pass."""
    types = play_types(h) if top is None else answer_types(h, top)
    return sum(count_type(h, rd, top) for rd in types), len(types)
