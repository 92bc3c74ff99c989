"""Attachments (R3.4, R3.5, R3.10): the singles or pairs a Rocket or a Starship carries.

R3.4: a Rocket of k triples carries nothing, exactly k singles or exactly k pairs. R3.5: a
Starship of k quads carries exactly 2k singles or 2k pairs, or nothing when k >= 2 (2s
allowed, also as wild in an attached pair). R3.10: attachments never contain jokers; their
ranks are free (they may repeat and may equal a main rank) and never decide a comparison.
Attached pairs with 2s are the wild 2's (``wild``); the Lone Boat's attachment is its own
(``kinds.LoneBoat``, R3.6).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import wild
from .hand import (
    ACE,
    BJ,
    LANES,
    LJ,
    NONE,
    NOT_ATTACH_COUNT,
    NOT_FAR,
    NOT_JOKER_ATTACHED,
    SINGLES,
    TWO,
    Rd,
    size,
    window,
)


def fits(rest: Sequence[int], att: int) -> bool:
    """Whether the cards left after the main groups are exactly the attachment kind."""
    if att == NONE:
        return not any(rest)
    if att == SINGLES:
        return True  # the sizes already match, and any cards are singles (R3.10)
    return wild.pairs_ok(rest)


def plain_pool(h: Sequence[int], main: Sequence[int]) -> list[int]:
    """The hand less its main cards, never jokers (R3.10)."""
    pool = [h[r] - main[r] for r in range(LANES)]
    pool[LJ] = pool[BJ] = 0
    return pool


def pick_singles(rest: Sequence[int], n: int, above: int = -1) -> list[int] | None:
    """``n`` attached singles that break the least: loose cards low first, 2s and bombs
    last; None when there are not enough."""
    picked = [0] * LANES
    for r in sorted((r for r in range(above + 1, 13) if rest[r]),
                    key=lambda r: (r == TWO, rest[r] >= 4, rest[r] != 1, r)):
        take = min(n, rest[r])
        picked[r] += take
        n -= take
        if not n:
            return picked
    return None


def group_attach(pool: Sequence[int], rd: Rd, per_group: int) -> list[int] | None:
    """The default attachments of a Rocket or a Starship: the lowest cards that break the
    least (singles), natural pairs then X+2 then 2+2 (pairs)."""
    n = rd.length * per_group
    return pick_singles(pool, n) if rd.attachment == SINGLES else wild.pick_pairs(pool, n, True, -1)


def group_attachment_ranks(rd: Rd, avail: Sequence[int], chosen: Sequence[int],
                           left: int) -> list[int]:
    """The ranks the next attachment card of a Rocket or a Starship may have (chosen in
    non-decreasing order) so that ``left`` cards can still complete the attachments."""
    last = chosen[-1] if chosen else 0
    if rd.attachment == SINGLES:
        out = []
        above = sum(avail[last:TWO + 1])  # cards of rank >= r, for r = last
        for r in range(last, TWO + 1):
            if avail[r] >= 1 and above >= left:
                out.append(r)
            above -= avail[r]
        return out
    counts = [0] * (TWO + 1)
    for r in chosen:
        counts[r] += 1
    return [r for r in range(last, TWO + 1)
            if avail[r] >= 1 and wild.pairs_completable(counts, avail, r, left - 1)]


def count_budget(costs: Sequence[Sequence[int | None]], size: int, twos: int) -> int:
    """Ways to take m_r cards of each natural rank plus m_2 twos: ``size`` cards in all,
    m_2 <= ``twos``, and the 2s the naturals cost, sum(costs[r][m_r]), at most m_2
    (``costs[r][j]`` None: j cards of rank r are not allowed)."""
    if size < 0 or twos < 0:
        return 0
    ways = {(0, 0): 1}  # (cards taken, 2s they cost) -> ways
    for rank_costs in costs:
        step: dict[tuple[int, int], int] = {}
        for (taken, cost), n in ways.items():
            for j, d in enumerate(rank_costs):
                if d is None or taken + j > size or cost + d > twos:
                    continue
                key = (taken + j, cost + d)
                step[key] = step.get(key, 0) + n
        ways = step
    return sum(n for (taken, cost), n in ways.items() if cost <= size - taken <= twos)


def count_natural(h: Sequence[int], rd: Rd, per: int, per_group: int) -> int:
    """Plays of natural main groups of ``per`` cards (a Starship, a triple of 2s) with
    their attachments."""
    rest = list(h[:13])
    for r in window(rd):
        rest[r] -= per
    if min(rest) < 0:
        return 0
    if rd.attachment == NONE:
        return 1
    n = rd.length * per_group
    if rd.attachment == SINGLES:
        return count_budget([[0] * (rest[r] + 1) for r in range(12)], n, rest[TWO])
    return count_budget([[j & 1 for j in range(rest[r] + 1)] for r in range(12)], 2 * n,
                        rest[TWO])


def group_why_not(m: Sequence[int], per: int, wild_ok: bool, units: int, bare_from: int
                  ) -> int | None:
    """Why cards close to main groups of ``per`` cards are no such reading (a Rocket, a
    Starship: R3.4, R3.5, R3.10): the largest run of groups the cards make (2s completing
    them when ``wild_ok``) leaves an attachment of the wrong size or shape
    (``NOT_ATTACH_COUNT``), or one holding a joker (``NOT_JOKER_ATTACHED``, R3.10); None
    when they make no group. The attachment may be ``units`` singles or pairs per group, or
    nothing from ``bare_from`` groups up."""
    n = size(m)
    found = largest_groups(m, per, wild_ok)
    if found is None:
        return None
    k, rest = found
    left = n - per * k
    sizes = {units * k, 2 * units * k} | ({0} if k >= bare_from else set())
    if left not in sizes:
        return NOT_ATTACH_COUNT
    if m[LJ] or m[BJ]:
        return NOT_JOKER_ATTACHED
    if left == 2 * units * k and not wild.pairs_ok(rest):
        return NOT_ATTACH_COUNT
    return NOT_FAR  # they fit: nothing stops them


def largest_groups(m: Sequence[int], per: int, wild_ok: bool) -> tuple[int, list[int]] | None:
    """The longest run of main groups of ``per`` cards the cards make (2s completing them
    when ``wild_ok``), lowest first: how many groups, and the cards left to attach; None
    when they make no group (``group_why_not`` judges the rest)."""
    core = list(m[:LANES])
    core[LJ] = core[BJ] = 0
    for k in range(size(m) // per, 0, -1):
        tops = range(TWO + 1) if k == 1 else range(k - 1, ACE + 1)
        for top in tops:
            if k == 1 and top != TWO and core[top] == 0:
                continue  # a lone group needs a natural card (R3.13)
            rest = wild.rest_after(core, range(top - k + 1, top + 1), per,
                                   wild_ok and not (k == 1 and top == TWO))
            if rest is not None:
                return k, rest
    return None


def chained(m: Sequence[int], per: int, wild_ok: bool = False) -> bool:
    """Two or more natural groups of ``per`` cards on ranks that are not one run within
    3..A (R3.3-R3.5: the groups of a chain are consecutive). With ``wild_ok`` (a Rocket's
    triples) a group of natural 2s is no rank of the run and 2s may fill its gaps (R3.4,
    R3.13: J J J Q Q Q K K K 2 2 2 is a run J..A)."""
    ranks = [r for r in range((ACE if wild_ok else TWO) + 1) if m[r] >= per]
    if len(ranks) < 2:
        return False
    if not wild_ok:
        return ranks[-1] - ranks[0] != len(ranks) - 1 or ranks[-1] > ACE
    gaps = sum(max(0, per - m[r]) for r in range(ranks[0], ranks[-1] + 1))
    return gaps > m[TWO]
