"""The wild 2 (R3.2, R3.3, R3.4, R3.13): every place a 2 stands in for another rank.

R3.2: a pair is two cards of one rank, or a natural card X and a 2 acting as X; two 2s are
a pair of 2s. R3.3, R3.4: any card of a Pair Sequence or a Rocket may be a 2 acting as the
needed rank (never a Starship's quads, R3.5, nor a Drone, R3.7). R3.10: an attached pair
is XX, X+2 or 2+2. R3.13: a play is its multiset of ranks with its reading, however the 2s
are assigned; so a main group holds as many natural cards as the play has of its rank, a 2
is wild only where no natural card of that rank is left in the play, and a lone pair or
triple made only of 2s is natural 2s.
"""

from __future__ import annotations

from collections.abc import Sequence

from .hand import LANES, PAIRS, TWO, Rd, window


def rest_after(m: Sequence[int], ranks: range, per: int, wild: bool) -> list[int] | None:
    """What is left of ``m`` after main groups of ``per`` cards on ``ranks``: natural cards
    first, the rest 2s when ``wild``; None when the groups cannot be made."""
    rest = list(m[:LANES])
    for r in ranks:
        take = min(per, rest[r])
        if take < per:
            if not wild:
                return None
            rest[TWO] -= per - take
        rest[r] -= take
    return rest if rest[TWO] >= 0 else None


def main_cards(h: Sequence[int], rd: Rd, per: int, wild: bool) -> list[int]:
    """The main groups of a grouped reading: natural cards first, 2s for what is missing."""
    m = [0] * LANES
    for r in window(rd):
        take = min(per, h[r]) if wild and r != TWO else per
        m[r] += take
        m[TWO] += per - take
    return m


def faces(counts: Sequence[int], rd: Rd, per: int) -> tuple[list[int], list[int], list[int]]:
    """How a play's cards read, as R3.2 and R3.10 say a 2 acts as X: the natural cards of
    its main groups; the 2s acting as each group's rank (R3.13: a group holds every natural
    card of its rank it can, 2s make up the rest); and the 2s acting as X in an attached
    pair X+2. A reading without main groups (``per`` 0: the bombs) is all main cards."""
    main, as_main, as_attached = [0] * LANES, [0] * LANES, [0] * LANES
    if not per:
        return list(counts[:LANES]), as_main, as_attached
    rest = list(counts[:LANES])
    for r in window(rd):
        main[r] = min(per, rest[r])
        rest[r] -= main[r]
        as_main[r] = min(per - main[r], rest[TWO])
        rest[TWO] -= as_main[r]
    if rd.attachment == PAIRS:
        for r in range(TWO):
            if rest[r] % 2 and rest[TWO]:
                rest[TWO] -= 1
                as_attached[r] = 1
    return main, as_main, as_attached


def pool_without_wild_ranks(rd: Rd, per: int, main: Sequence[int], pool: list[int]) -> None:
    """A main group that took a wild 2 keeps its rank out of the attachments (else one
    multiset would have two spellings, R3.13)."""
    for r in window(rd):
        if r != TWO and main[r] < per:
            pool[r] = 0


def choice_ranks(h: Sequence[int], rd: Rd, per: int) -> list[int]:
    """Main-group ranks where the number of wild 2s is a choice: groups of 3..A that can
    keep natural cards in hand because a 2 is to spare (a lone group keeps one)."""
    if rd.top == TWO:
        return []
    low = 1 if rd.length == 1 else 0
    forced = sum(max(0, per - h[r]) for r in window(rd))
    if h[TWO] <= forced:
        return []
    return [r for r in window(rd) if min(per, h[r]) > low]


def count_groups(h: Sequence[int], ranks: range, per: int, low: int) -> int:
    """Main groups only: the natural counts n_r in [low, min(per, c_r)] whose missing
    cards, sum(per - n_r), the 2s held can fill."""
    ways = {0: 1}  # 2s used -> ways
    for r in ranks:
        most = min(per, h[r])
        if most < low:
            return 0
        step: dict[int, int] = {}
        for used, n in ways.items():
            for natural in range(low, most + 1):
                step[used + per - natural] = step.get(used + per - natural, 0) + n
        ways = step
    return sum(n for used, n in ways.items() if used <= h[TWO])


def group_cost(j: int, per: int, low: int, pairs: bool) -> int | None:
    """The 2s a main group of ``per`` costs when the play holds ``j`` cards of its rank
    (None: too few natural cards), plus one to pair an odd card beyond the group."""
    if j < low:
        return None
    extra = max(0, j - per)
    return max(0, per - j) + (extra & 1 if pairs else 0)


def pairs_ok(rest: Sequence[int]) -> bool:
    """Whether cards split into attached pairs XX, X+2 or 2+2."""
    return rest[TWO] >= sum(rest[r] & 1 for r in range(12))


def pick_pairs(rest: Sequence[int], n: int, allow_two: bool, above: int) -> list[int] | None:
    """``n`` attached pairs that break the least: natural pairs first (least broken, low
    first), then X+2, then 2+2 (``allow_two``); None when there are not enough."""
    picked = [0] * LANES
    avail = list(rest)
    for r in sorted((r for r in range(above + 1, 12) if avail[r] >= 2),
                    key=lambda r: (avail[r] >= 4, avail[r] != 2, r)):
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
    return None if n else picked


def pairs_completable(counts: Sequence[int], avail: Sequence[int], r: int, more: int) -> bool:
    """After taking one card of rank ``r`` (on ``counts`` chosen before, lowest first, from
    ``avail``), can ``more`` cards of ranks >= r complete attached pairs? R3.10: pairs are
    XX, X+2 or 2+2, so the cards split into pairs when every natural rank held an odd
    number of times has a 2 to pair with. The ranks below ``r`` are settled; each further
    2 covers one odd rank, and each further natural card of ranks r..A either keeps its
    rank even (two at a time) or leaves one more rank odd."""
    c = list(counts)
    c[r] += 1
    u = list(avail)
    u[r] -= 1
    settled_odd = sum(c[q] & 1 for q in range(min(r, TWO)))
    open_ranks = range(r, TWO) if r < TWO else range(0)
    # per open rank: the most cards it can take and stay even, and whether one more fits
    even = [u[q] - ((c[q] + u[q]) & 1) for q in open_ranks]
    stuck = sum(1 for q, e in zip(open_ranks, even) if e < 0)  # odd, with no card to fix it
    most_even = sum(max(e, 0) for e in even)
    spare = sum(1 for q, e in zip(open_ranks, even) if 0 <= e < u[q])

    def odd_ranks(n: int) -> int | None:
        """The fewest odd ranks r..A after ``n`` more natural cards (None: too many)."""
        if n <= most_even:
            return stuck + ((most_even - n) & 1)
        return stuck + n - most_even if n <= most_even + spare else None

    for twos in range(min(u[TWO], more) + 1):
        odd = odd_ranks(more - twos)
        if odd is not None and settled_odd + odd <= c[TWO] + twos:
            return True
    return False
