"""Oracle: the readable Python of the attachment rules that ``_core`` compiles (tests only).

``main_cards``, ``attachment_pool`` and ``boat_floor`` as ``builder`` wrote them before the
compiled core (R3.6, R3.10, R3.13).
"""

from __future__ import annotations

from collections.abc import Sequence

from marsmatch.games.marsmatch.combos import BJ, KINDS, LANES, LJ, TWO, Kind, Play, Reading

from .combos import boat_attachment_rank

#: Kinds whose main groups a wild 2 may complete (R3.2-R3.4); a Starship's quads are
#: natural cards only (R3.5).
WILD_KINDS = frozenset({Kind.PAIR, Kind.PAIR_SEQUENCE, Kind.ROCKET})


def window(rd: Reading) -> range:
    """Ranks of the main groups of a grouped reading (one rank for a lone group)."""
    return range(rd.top - rd.length + 1, rd.top + 1)


def main_cards(h: Sequence[int], rd: Reading) -> list[int]:
    """The main cards of a reading, natural cards first and wild 2s for what is missing."""
    m = [0] * LANES
    kind, k, top, _att = rd
    if kind in (Kind.SINGLE, Kind.LONE_BOAT):
        m[top] = 1
    elif kind == Kind.SPACESHIP:
        m[BJ], m[LJ] = top, 2 - top
    elif kind == Kind.SUPER_DRONE:
        m[0] = 3
    elif kind == Kind.DRONE:
        m[top] = k
    else:
        per = KINDS[kind].group
        for r in window(rd):
            take = min(per, h[r]) if kind in WILD_KINDS and r != TWO else per
            m[r] += take
            m[TWO] += per - take
    return m


def attachment_pool(h: Sequence[int], rd: Reading, main: Sequence[int]) -> list[int]:
    """Cards the attachments of ``rd`` may use once ``main`` is taken from the hand: no
    jokers (R3.10), no 2 on a Lone Boat (R3.6), no card of a main group's rank where that
    group took a wild 2 (else one multiset would have two spellings, R3.13)."""
    pool = [h[r] - main[r] for r in range(LANES)]
    pool[LJ] = pool[BJ] = 0
    if rd.kind == Kind.LONE_BOAT:
        pool[TWO] = 0
    elif rd.kind in WILD_KINDS:
        per = KINDS[rd.kind].group
        for r in window(rd):
            if r != TWO and main[r] < per:
                pool[r] = 0
    return pool


def boat_floor(rd: Reading, top: Play | None) -> int:
    """The attachment rank a Lone Boat must beat: the top's, when the top is a Lone Boat
    with the same joker (R3.6); else -1."""
    if top is None or rd.kind != Kind.LONE_BOAT:
        return -1
    t = top.reading
    if t.kind != Kind.LONE_BOAT or t.top != rd.top:
        return -1
    return boat_attachment_rank(top.counts)
