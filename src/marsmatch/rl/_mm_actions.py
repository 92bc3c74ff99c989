"""The factored MarsMatch action space: a fixed play-type vocabulary and attachment steps.

A MarsMatch hand has ~10^7 distinct leads, so an action is never a whole play. It is

1. a *play type* (a :class:`~marsmatch.games.marsmatch.Reading`: kind, length, top rank,
   attachment kind) from a vocabulary fixed by the number of players N, or a pass; then
2. when the type carries attachments and the environment runs with
   ``attachments="choose"``, one *attachment card* per step (its rank, 3..2), in
   non-decreasing rank order, masked so that only ranks with at least one legal
   completion are allowed.

The main groups of a chosen type are the engine's (natural cards first, wild 2s only for
what is missing, as in :func:`marsmatch.games.marsmatch.default_play`); the steps choose
the attachment cards. With ``attachments="default"`` the engine's default rule picks them.

Everything here is pure (no environment state) so it can be tested against brute force.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from ..games.marsmatch.combos import (
    ACE,
    BJ,
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
from ..games.marsmatch.moves import main_cards

#: Largest hand a MarsMatch seat ever holds (R1.1): it bounds chain and Drone lengths.
HAND_SIZE = 54
#: Ranks an attachment card may have: 3..A and the 2 (never a joker, R3.10).
ATTACH_RANKS = 13


def attachment_cards(rd: Reading) -> int:
    """Number of attachment cards a reading takes (0 when it has none)."""
    kind, k, _top, att = rd
    if att == NONE:
        return 0
    if kind == Kind.LONE_BOAT:
        return att
    groups = k * (2 if kind == Kind.STARSHIP else 1)
    return groups * att


@cache
def vocabulary(players: int) -> tuple[Reading, ...]:
    """Every play type a seat at an N-player table can ever make, in a fixed order.

    Order: singles (3..2), pairs (3..2), Pair Sequences (by length, then top), Rockets
    (length, top, attachment), Starships (length, top, attachment), Lone Boats, Drones
    (length 4..min(4N, 54), rank), the Super Drone, Spaceships (LJ+LJ, BJ+LJ, BJ+BJ).
    Types that need more than 54 cards are left out: no hand can make them.
    """
    out: list[Reading] = []
    out += [Reading(Kind.SINGLE, 1, r, NONE) for r in range(13)]
    out += [Reading(Kind.PAIR, 1, r, NONE) for r in range(13)]
    for k in range(3, 13):
        out += [Reading(Kind.PAIR_SEQUENCE, k, top, NONE) for top in range(k - 1, ACE + 1)]
    for kind in (Kind.ROCKET, Kind.STARSHIP):
        for k in range(1, 13):
            tops = range(13) if k == 1 else range(k - 1, ACE + 1)
            for top in tops:
                for att in (NONE, SINGLES, PAIRS):
                    if kind == Kind.STARSHIP and k == 1 and att == NONE:
                        continue  # a lone bare quad is a Drone (R3.5)
                    rd = Reading(kind, k, top, att)
                    if rd.size <= HAND_SIZE:
                        out.append(rd)
    out += [Reading(Kind.LONE_BOAT, 1, j, att) for j in (LJ, BJ) for att in (NONE, SINGLES, PAIRS)]
    longest = min(4 * players, HAND_SIZE)
    out += [Reading(Kind.DRONE, n, r, NONE) for n in range(4, longest + 1) for r in range(13)]
    out.append(Reading(Kind.SUPER_DRONE, 3, 0, NONE))
    out += [Reading(Kind.SPACESHIP, 1, b, NONE) for b in range(3)]
    return tuple(out)


@cache
def vocabulary_index(players: int) -> dict[Reading, int]:
    return {rd: i for i, rd in enumerate(vocabulary(players))}


# --- the main groups and what is left for attachments -------------------------------------


def attachment_pool(h: Sequence[int], rd: Reading, main: Sequence[int]) -> list[int]:
    """Cards left for attachments: the hand minus the main groups, never jokers (R3.10),
    and no 2 at all on a Lone Boat (R3.6)."""
    rest = [h[r] - main[r] for r in range(LANES)]
    rest[LJ] = rest[BJ] = 0
    if rd.kind == Kind.LONE_BOAT:
        rest[TWO] = 0
    return rest


def boat_floor(rd: Reading, top: Play | None) -> int:
    """Lowest attachment rank a Lone Boat must beat: the top's attachment rank when the top
    is a Lone Boat with the same joker (R3.6), else -1."""
    if top is None or rd.kind != Kind.LONE_BOAT:
        return -1
    t = top.reading
    if t.kind != Kind.LONE_BOAT or t.top != rd.top or t.attach != rd.attach:
        return -1
    return next((r for r in range(12) if top.counts[r]), -1)


def allowed_attachment_ranks(rd: Reading, pool: Sequence[int], chosen: Sequence[int],
                             floor: int = -1) -> list[int]:
    """Ranks (0..12) the next attachment card may have so that a legal play still exists.

    ``pool``: cards available for attachments; ``chosen``: ranks picked so far (in
    non-decreasing order); ``floor``: for a Lone Boat answering a Lone Boat with the same
    joker, the attachment must rank above it.
    """
    total = attachment_cards(rd)
    left = total - len(chosen)
    if left <= 0:
        return []
    last = chosen[-1] if chosen else 0
    avail = list(pool)
    for r in chosen:
        avail[r] -= 1
    if rd.kind == Kind.LONE_BOAT:
        if rd.attach == SINGLES:
            return [r for r in range(max(floor + 1, 0), 12) if avail[r] >= 1]
        if chosen:  # the second card of the attached pair is the same rank
            return [chosen[0]] if avail[chosen[0]] >= 1 else []
        return [r for r in range(max(floor + 1, 0), 12) if avail[r] >= 2]
    if rd.attach == SINGLES:
        out = []
        above = sum(avail[last:13])  # cards at ranks >= r, for r = last
        for r in range(last, 13):
            if avail[r] >= 1 and above >= left:
                out.append(r)
            above -= avail[r]
        return out
    # Pairs: the attached cards must split into pairs (XX, X+2 or 2+2): odd naturals <= 2s.
    counts = [0] * 13
    for r in chosen:
        counts[r] += 1
    return [r for r in range(last, 13) if avail[r] >= 1
            and _pairs_completable(counts, avail, r, left - 1)]


def _pairs_completable(counts: Sequence[int], avail: Sequence[int], r: int, more: int) -> bool:
    """After taking one card of rank ``r``, can ``more`` cards of ranks >= r complete a
    multiset whose odd natural counts are no more than its 2s?"""
    c = list(counts)
    c[r] += 1
    u = list(avail)
    u[r] -= 1
    fixed_odd = sum(c[q] & 1 for q in range(min(r, 12)))
    twos = c[TWO]
    if r == TWO:
        return u[TWO] >= more and fixed_odd <= twos + more
    best = _min_odd(tuple(min(u[q], more) for q in range(r, 12)), c[r] & 1, more)
    for n, odd in enumerate(best):
        if odd is not None and more - n <= u[TWO] and fixed_odd + odd <= twos + (more - n):
            return True
    return False


@lru_cache(maxsize=65536)
def _min_odd(avail: tuple[int, ...], first_parity: int, size: int) -> tuple[int | None, ...]:
    """Fewest odd-count ranks over natural ranks (``avail[0]`` already holds cards with
    parity ``first_parity``), for each number 0..size of further natural cards taken."""
    inf = None
    best: list[int | None] = [0] + [inf] * size
    for i, u in enumerate(avail):
        p0 = first_parity if i == 0 else 0
        new: list[int | None] = [inf] * (size + 1)
        for n, b in enumerate(best):
            if b is None:
                continue
            for x in range(min(u, size - n) + 1):
                v = b + ((p0 + x) & 1)
                cur = new[n + x]
                if cur is None or v < cur:
                    new[n + x] = v
        best = new
    return tuple(best)


def complete_play(h: Sequence[int], rd: Reading, chosen: Sequence[int]) -> Play:
    """The play of ``rd`` with the engine's main groups and the chosen attachment ranks."""
    m = main_cards(h, rd)
    for r in chosen:
        m[r] += 1
    return Play(tuple(m), rd)


# --- "full" mode: the wild 2s in the main groups are chosen too --------------------------

_PER = {Kind.PAIR: 2, Kind.PAIR_SEQUENCE: 2, Kind.ROCKET: 3}
#: Most wild 2s one group can take (a triple made of 2s inside a Rocket chain).
MAX_WILD = 3


def window(rd: Reading) -> list[int]:
    """Ranks of the main groups of a chain reading (one rank for a lone group)."""
    _kind, k, top, _att = rd
    return list(range(top - k + 1, top + 1))


def wild_choice_ranks(h: Sequence[int], rd: Reading) -> list[int]:
    """Window ranks (low to high) whose number of wild 2s is the player's choice (R3.13):
    Pairs, Pair Sequences and Rockets of ranks 3..A with a spare 2 beyond the ones the
    engine's rule must use. Empty when every play of the type has the engine's main."""
    kind, k, top, _att = rd
    if kind not in _PER or top == TWO:
        return []
    per = _PER[kind]
    low = 1 if k == 1 else 0  # a lone pair/triple needs a natural card (R3.13)
    ranks = window(rd)
    forced = sum(max(0, per - h[r]) for r in ranks)
    if h[TWO] - forced <= 0:
        return []
    return [r for r in ranks if min(per, h[r]) > low]


def main_with_naturals(h: Sequence[int], rd: Reading, naturals: dict[int, int]) -> list[int]:
    """Main groups of ``rd`` with ``naturals[r]`` natural cards in the group of rank r (the
    rest of that group wild 2s), natural cards first for ranks not in ``naturals``."""
    m = main_cards(h, rd)
    for r, n in naturals.items():
        m[TWO] += m[r] - n
        m[r] = n
    return m


def full_pool(h: Sequence[int], rd: Reading, main: Sequence[int]) -> list[int]:
    """Attachment cards for a main: as ``attachment_pool``, and no card of a window rank
    whose group took a wild 2 (else one multiset would have two spellings, R3.13)."""
    pool = attachment_pool(h, rd, main)
    if rd.kind in _PER and rd.attach != NONE:
        per = _PER[rd.kind]
        for r in window(rd):
            if r != TWO and main[r] < per:
                pool[r] = 0
    return pool


def allowed_wilds(h: Sequence[int], rd: Reading, naturals: dict[int, int], rank: int,
                  floor: int = -1) -> list[int]:
    """Numbers of wild 2s (0..3) the group of ``rank`` may take, given the choices made for
    lower window ranks, such that a legal play of ``rd`` still exists."""
    kind, k, _top, att = rd
    per = _PER[kind]
    low = 1 if k == 1 else 0
    out = []
    for w in range(per + 1):
        n = per - w
        if n < low or n > min(per, h[rank]):
            continue
        nat = dict(naturals)
        nat[rank] = n
        m = main_with_naturals(h, rd, nat)  # later ranks: naturals first (dominant)
        if m[TWO] > h[TWO]:
            continue
        if att != NONE and not allowed_attachment_ranks(rd, full_pool(h, rd, m), [], floor):
            continue
        out.append(w)
    return out
