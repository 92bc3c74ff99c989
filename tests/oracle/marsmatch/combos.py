"""Oracle: the readable Python of the reading rules that ``_core`` compiles (tests only).

``fits``, ``readings`` and ``beats`` as they were written before the compiled core
(rulings R3.1-R3.13); the differential tests check ``marsmatch.games.marsmatch`` against
them. The value types (``Reading``, ``Play``, the kind table) are the engine's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from marsmatch.games.marsmatch.combos import (
    ACE,
    BJ,
    BOMB_CLASS,
    LJ,
    NONE,
    PAIRS,
    SINGLES,
    TWO,
    Kind,
    Play,
    Reading,
    ReadingSpec,
)

# --- checking one reading --------------------------------------------------------------


def _pairable(extra_twos: int, counts: Sequence[int]) -> bool:
    """Can naturals ``counts[0..11]`` plus ``extra_twos`` 2s be split into pairs (R3.2)?"""
    odd = 0
    for r in range(12):
        odd += counts[r] & 1
    return extra_twos >= odd


def _window_rest(m: Sequence[int], lo: int, hi: int, per: int, wild: bool) -> list[int] | None:
    """What is left of ``m`` after its main groups of ``per`` cards on ranks lo..hi.

    Uses as many natural cards as possible and fills the rest with 2s when ``wild``;
    returns None when the groups cannot be made.
    """
    rest = list(m)
    for r in range(lo, hi + 1):
        take = min(per, rest[r])
        if take < per:
            if not wild:
                return None
            rest[TWO] -= per - take
        rest[r] -= take
    if rest[TWO] < 0:
        return None
    return rest


def fits(m: Sequence[int], rd: Reading) -> bool:
    """Do the cards ``m`` form exactly the reading ``rd``? (R3.1-R3.9, R3.13)"""
    kind, k, top, att = rd
    n = sum(m)
    jokers = m[LJ] + m[BJ]
    if kind == Kind.SPACESHIP:
        return n == 2 and jokers == 2 and k == 1 and m[BJ] == top and att == NONE
    if kind == Kind.LONE_BOAT:
        if top not in (LJ, BJ) or m[top] != 1 or jokers != 1 or k != 1 or m[TWO]:
            return False
        if att == NONE:
            return n == 1
        if att == SINGLES:
            return n == 2
        return n == 3 and any(m[r] == 2 for r in range(12))
    if jokers:
        return False
    if kind == Kind.SINGLE:
        return n == 1 and k == 1 and att == NONE and 0 <= top <= TWO and m[top] == 1
    if kind == Kind.PAIR:
        if n != 2 or k != 1 or att != NONE or not 0 <= top <= TWO:
            return False
        return m[top] == 2 or (top < TWO and m[top] == 1 and m[TWO] == 1)
    if kind == Kind.SUPER_DRONE:
        return n == 3 and m[0] == 3 and k == 3 and top == 0 and att == NONE
    if kind == Kind.DRONE:
        return att == NONE and k == n >= 4 and 0 <= top <= TWO and m[top] == n
    if kind == Kind.PAIR_SEQUENCE:
        if att != NONE or k < 3 or n != 2 * k or not k - 1 <= top <= ACE:
            return False
        rest = _window_rest(m, top - k + 1, top, 2, wild=True)
        return rest is not None and not any(rest)
    if kind == Kind.ROCKET:
        if n != (3 + att) * k or k < 1 or att not in (NONE, SINGLES, PAIRS):
            return False
        if k == 1 and top == TWO:
            rest = list(m)
            rest[TWO] -= 3
            if rest[TWO] < 0:
                return False
        else:
            if not k - 1 <= top <= ACE:
                return False
            if k == 1 and m[top] == 0:  # a lone triple needs a natural card (R3.13)
                return False
            rest = _window_rest(m, top - k + 1, top, 3, wild=True)
            if rest is None:
                return False
        return _attachment_ok(rest, att)
    if kind == Kind.STARSHIP:
        if k < 1 or att not in (NONE, SINGLES, PAIRS) or n != (4 + 2 * att) * k:
            return False
        if att == NONE and k < 2:
            return False  # a lone bare quad is a Drone (R3.5)
        if k == 1:
            if not 0 <= top <= TWO or m[top] < 4:
                return False
            rest = list(m)
            rest[top] -= 4
        else:
            if not k - 1 <= top <= ACE:
                return False
            rest = _window_rest(m, top - k + 1, top, 4, wild=False)
            if rest is None:
                return False
        return _attachment_ok(rest, att)
    return False


def _attachment_ok(rest: Sequence[int], att: int) -> bool:
    if att == NONE:
        return not any(rest)
    if att == SINGLES:
        return True  # sizes already match; any cards are singles (R3.10)
    return _pairable(rest[TWO], rest)


def _candidates(m: Sequence[int]) -> Iterable[Reading]:
    """Every reading that the size and jokers of ``m`` allow; ``fits`` decides."""
    n = sum(m)
    jokers = m[LJ] + m[BJ]
    if jokers:
        if n == 2 and jokers == 2:
            yield Reading(Kind.SPACESHIP, 1, m[BJ], NONE)
        if jokers == 1 and n <= 3:
            yield Reading(Kind.LONE_BOAT, 1, LJ if m[LJ] else BJ, n - 1)
        return
    present = [r for r in range(13) if m[r]]
    if n == 1:
        yield Reading(Kind.SINGLE, 1, present[0], NONE)
    if n == 2:
        naturals = [r for r in present if r < TWO]
        yield Reading(Kind.PAIR, 1, naturals[0] if naturals else TWO, NONE)
    if n == 3 and m[0] == 3:
        yield Reading(Kind.SUPER_DRONE, 3, 0, NONE)
    if n >= 4 and len(present) == 1:
        yield Reading(Kind.DRONE, n, present[0], NONE)
    if n >= 6 and n % 2 == 0 and n // 2 <= 12:
        k = n // 2
        for top in range(k - 1, ACE + 1):
            yield Reading(Kind.PAIR_SEQUENCE, k, top, NONE)
    for att in (NONE, SINGLES, PAIRS):
        size = 3 + att
        if n % size == 0:
            k = n // size
            tops = range(TWO + 1) if k == 1 else range(k - 1, ACE + 1)
            for top in tops:
                yield Reading(Kind.ROCKET, k, top, att)
        size = 4 + 2 * att
        if n % size == 0:
            k = n // size
            if k == 1:
                for top in present:
                    yield Reading(Kind.STARSHIP, 1, top, att)
            else:
                for top in range(k - 1, ACE + 1):
                    yield Reading(Kind.STARSHIP, k, top, att)


def readings(m: Sequence[int], spec: ReadingSpec | None = None) -> list[Reading]:
    """Every reading of the cards ``m`` (R3.11), strongest first within each kind."""
    found = [rd for rd in _candidates(m) if (spec is None or spec.matches(rd)) and fits(m, rd)]
    found.sort(key=lambda rd: (-BOMB_CLASS.get(rd.kind, 0), rd.kind, rd.length, rd.attach,
                               -rd.top))
    return found


# --- comparison ------------------------------------------------------------------------


def _single_class(rd: Reading) -> bool:
    return rd.kind == Kind.SINGLE or (rd.kind == Kind.LONE_BOAT and rd.attach == NONE)


def boat_attachment_rank(counts: Sequence[int]) -> int:
    """The rank of a Lone Boat's attachment (its lowest natural card; -1: none), R3.6."""
    for r in range(12):
        if counts[r]:
            return r
    return -1


def beats(a: Play, b: Play) -> bool:
    """May ``a`` answer ``b``? Strictly stronger only (R3.12)."""
    ra, rb = a.reading, b.reading
    ca, cb = BOMB_CLASS.get(ra.kind, 0), BOMB_CLASS.get(rb.kind, 0)
    if ca != cb:
        return ca > cb
    if ca == 1:
        return (ra.length, ra.top) > (rb.length, rb.top)
    if ca:
        return ra.top > rb.top
    if _single_class(ra) and _single_class(rb):
        return ra.top > rb.top
    if ra.kind != rb.kind or ra.length != rb.length or ra.attach != rb.attach:
        return False
    if ra.kind == Kind.LONE_BOAT:
        return (ra.top, boat_attachment_rank(a.counts)) > (rb.top, boat_attachment_rank(b.counts))
    return ra.top > rb.top
