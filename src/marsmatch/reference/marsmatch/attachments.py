"""Attachments (R3.4, R3.5, R3.10): the singles or pairs a Rocket or a Starship carries.

R3.4: a Rocket of k triples carries nothing, exactly k singles or exactly k pairs. R3.5: a
Starship of k quads carries exactly 2k singles or 2k pairs, or nothing when k >= 2 (2s
allowed, also as wild in an attached pair). R3.10: attachments never contain jokers; their
ranks are free (they may repeat and may equal a main rank) and never decide a comparison.
Attached pairs with 2s are the wild 2's (``wild``); the Lone Boat's attachment is its own
(``kinds.LoneBoat``, R3.6).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from . import wild
from .hand import BJ, LANES, LJ, NONE, PAIRS, SINGLES, TWO, Rd, Top, window


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
    n = rd[1] * per_group
    return pick_singles(pool, n) if rd[3] == SINGLES else wild.pick_pairs(pool, n, True, -1)


def group_attachment_ranks(rd: Rd, avail: Sequence[int], chosen: Sequence[int],
                           left: int) -> list[int]:
    """The ranks the next attachment card of a Rocket or a Starship may have (chosen in
    non-decreasing order) so that ``left`` cards can still complete the attachments."""
    last = chosen[-1] if chosen else 0
    if rd[3] == SINGLES:
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


def attached_types(h: Sequence[int], kind: int, per: int, is_wild: bool, per_attach: int,
                   top: Top | None) -> Iterator[Rd]:
    """Rockets or Starships the hand holds with every attachment kind it can carry (those
    answering ``top``: the same length and attachment kind, a higher top)."""
    att_only, above, k_only = (None, -1, None) if top is None else (top.rd[3], top.rd[2],
                                                                    top.rd[1])
    atts = (NONE, SINGLES, PAIRS) if att_only is None else (att_only,)
    nonjoker = sum(h[:13])
    half = sum(h[r] >> 1 for r in range(12))
    odd = sum(h[r] & 1 for r in range(12))
    windows: list[wild.Window] = []
    if k_only in (None, 1):
        windows += wild.lone(h, per, is_wild, above)
    if k_only != 1:
        windows += wild.chains(h, per, is_wild, k_only, above)
    for k, top_rank, used, dh, do in windows:
        for att in atts:
            if att == NONE:
                if k > 1 or is_wild:  # R3.5: a lone bare quad is a Drone
                    yield (kind, k, top_rank, NONE)
            elif att == SINGLES:
                if nonjoker - per * k >= per_attach * k:
                    yield (kind, k, top_rank, SINGLES)
            elif wild.max_pairs(half + dh, odd + do, h[TWO] - used) >= per_attach * k:
                yield (kind, k, top_rank, PAIRS)


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
    if rd[3] == NONE:
        return 1
    n = rd[1] * per_group
    if rd[3] == SINGLES:
        return count_budget([[0] * (rest[r] + 1) for r in range(12)], n, rest[TWO])
    return count_budget([[j & 1 for j in range(rest[r] + 1)] for r in range(12)], 2 * n,
                        rest[TWO])
