"""Building one concrete play of a play type, one choice at a time (R3.6, R3.10, R3.13).

A play type (a :class:`Reading`) fixes the ranks of the main groups. A concrete play also
says how many wild 2s each main group takes and which attachment cards it carries; a
54-card hand can have thousands of those for one type, so an agent, a hint or a person
picks them step by step. :class:`PlayBuilder` offers exactly the next choices that still
have a legal completion: a builder never dead-ends, and every distinct play (R3.13) is
reachable exactly once.

The attachment rules live once, in the compiled core (``csrc/plays.c``: ``main_cards``,
``attachment_pool``, ``boat_floor`` and the default attachments), and this module builds
on them:

* attachments are never jokers (R3.10) and never 2s on a Lone Boat (R3.6);
* a Lone Boat answering a Lone Boat with the same joker carries a higher attachment (R3.6);
* attached pairs are natural pairs, X+2 or 2+2 (R3.10);
* a 2 is wild only where no natural card of its group's rank is in the play (R3.13), so an
  attachment never has the rank of a main group that took a wild 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import gt

from . import _core
from .combos import (
    KINDS,
    NATURALS,
    SINGLES,
    TWO,
    Kind,
    Play,
    Reading,
    attachment_count,
    beats,
)

#: Kinds whose main groups a wild 2 may complete (R3.2-R3.4); a Starship's quads are
#: natural cards only (R3.5). The ``wild`` facts of the kind table.
WILD_KINDS = frozenset(Kind(i) for i, info in enumerate(KINDS) if info.wild)


def window(rd: Reading) -> range:
    """Ranks of the main groups of a grouped reading (one rank for a lone group)."""
    return range(rd.top - rd.length + 1, rd.top + 1)


#: The main cards of a reading, natural cards first and wild 2s for what is missing.
main_cards = _core.main_cards
#: Cards the attachments of a reading may use once its main cards are taken from the hand:
#: no jokers (R3.10), no 2 on a Lone Boat (R3.6), no card of a main group's rank where
#: that group took a wild 2 (else one multiset would have two spellings, R3.13).
attachment_pool = _core.attachment_pool
#: The attachment rank a Lone Boat must beat: the top's, when the top is a Lone Boat with
#: the same joker (R3.6); else -1.
boat_floor = _core.boat_floor


def wild_choice_ranks(h: Sequence[int], rd: Reading) -> list[int]:
    """Main-group ranks (low to high) where the number of wild 2s is a choice (R3.13):
    groups of 3..A that can keep natural cards in hand because a 2 is to spare."""
    if rd.kind not in WILD_KINDS or rd.top == TWO:
        return []
    per = KINDS[rd.kind].group
    low = 1 if rd.length == 1 else 0  # a lone pair or triple needs a natural card
    forced = sum(max(0, per - h[r]) for r in window(rd))
    if h[TWO] <= forced:
        return []
    return [r for r in window(rd) if min(per, h[r]) > low]


class PlayBuilder:
    """One concrete play of ``reading`` from ``hand`` (beating ``top``), built step by step.

    First, with ``wilds=True``, the wild 2s of each main group where R3.13 leaves a choice
    (lowest rank first: ``next_wild_choices``/``take_wilds``); with ``wilds=False`` the main
    groups are the engine's default, natural cards first. Then the attachment cards, one
    rank per step in non-decreasing order (``next_attachment_ranks``/``take``).

    ``reading`` should come from ``moves.play_types`` or ``moves.answer_types``: the
    builder raises ValueError when the hand has no play of it, or when a play of it cannot
    beat ``top`` (for a Lone Boat only its attachment floor is applied).
    """

    __slots__ = ("_natural", "_next", "chosen", "floor", "group", "hand", "main", "pool",
                 "reading", "size", "wild_ranks", "wilds")

    def __init__(self, hand: Sequence[int], reading: Reading, top: Play | None = None, *,
                 wilds: bool = True) -> None:
        self.hand = tuple(hand)
        self.reading = reading
        self.group = KINDS[reading.kind].group
        self.floor = boat_floor(reading, top)
        self.size = attachment_count(reading)
        natural = main_cards(hand, reading)
        if any(map(gt, natural, hand)):
            raise ValueError(f"the hand cannot make {reading.describe()}")
        if (top is not None and reading.kind != Kind.LONE_BOAT
                and not beats(Play(tuple(natural), reading), top)):
            raise ValueError(f"{reading.describe()} does not beat {top.describe()}")
        self.wild_ranks = wild_choice_ranks(hand, reading) if wilds else []
        #: wild 2s chosen so far, by main-group rank
        self.wilds: dict[int, int] = {}
        #: attachment ranks chosen so far, non-decreasing
        self.chosen: list[int] = []
        self.main: list[int] | None = None
        self.pool: list[int] | None = None
        self._natural = natural
        self._next: list[int] | None = None
        self._settle()
        if not self.done and not (self.next_wild_choices() or self.next_attachment_ranks()):
            raise ValueError(f"the hand has no play of {reading.describe()}")

    # --- where the build stands ---------------------------------------------------------

    @property
    def wild_rank(self) -> int | None:
        """The main-group rank whose wild 2s are chosen next (None: that part is over)."""
        i = len(self.wilds)
        return self.wild_ranks[i] if i < len(self.wild_ranks) else None

    @property
    def left(self) -> int:
        """Attachment cards still to choose."""
        return self.size - len(self.chosen)

    @property
    def done(self) -> bool:
        return self.main is not None and not self.left

    def play(self) -> Play:
        """The play built (ValueError while choices remain)."""
        if self.main is None or self.left:
            raise ValueError(f"the play of {self.reading.describe()} is not complete")
        counts = list(self.main)
        for r in self.chosen:
            counts[r] += 1
        return Play(tuple(counts), self.reading)

    # --- the steps ------------------------------------------------------------------------

    def next_wild_choices(self) -> list[int]:
        """Numbers of wild 2s the next main group may take (empty: no such step now)."""
        rank = self.wild_rank
        if rank is None:
            return []
        if self._next is None:
            self._next = [w for w in range(self.group + 1) if self._wilds_ok(rank, w)]
        return self._next

    def take_wilds(self, n: int) -> None:
        """Put ``n`` wild 2s in the next main group (one of ``next_wild_choices()``)."""
        if n not in self.next_wild_choices():
            raise ValueError(f"{n} wild 2s is not a choice now")
        rank = self.wild_rank
        assert rank is not None
        self.wilds[rank] = n
        self._next = None
        self._settle()

    def next_attachment_ranks(self) -> list[int]:
        """Ranks (0..12: 3..A, 2) the next attachment card may have (empty: no such step)."""
        if self.main is None or not self.left:
            return []
        if self._next is None:
            assert self.pool is not None
            self._next = attachment_ranks(self.reading, self.pool, self.chosen, self.floor)
        return self._next

    def take(self, rank: int) -> None:
        """Attach one card of ``rank`` (one of ``next_attachment_ranks()``)."""
        if rank not in self.next_attachment_ranks():
            raise ValueError(f"an attachment of rank {rank} is not a choice now")
        self.chosen.append(rank)
        self._next = None

    # --- internals -------------------------------------------------------------------------

    def _main(self, wilds: dict[int, int]) -> list[int]:
        """Main groups with ``wilds[r]`` wild 2s in the group of rank r; natural cards first
        in the other groups (the choice that leaves the most for later steps)."""
        m = list(self._natural)
        for r, w in wilds.items():
            natural = self.group - w
            m[TWO] += m[r] - natural
            m[r] = natural
        return m

    def _wilds_ok(self, rank: int, w: int) -> bool:
        """Whether ``w`` wild 2s in the group of ``rank`` leave a legal completion."""
        natural = self.group - w
        low = 1 if self.reading.length == 1 else 0
        if natural < low or natural > min(self.group, self.hand[rank]):
            return False
        m = self._main({**self.wilds, rank: w})
        if m[TWO] > self.hand[TWO]:
            return False
        pool = attachment_pool(self.hand, self.reading, m)
        return not self.size or bool(attachment_ranks(self.reading, pool, [], self.floor))

    def _settle(self) -> None:
        """Fix the main groups and the attachment pool once the wild 2s are chosen."""
        if self.main is None and self.wild_rank is None:
            self.main = self._main(self.wilds)
            if self.size:
                self.pool = attachment_pool(self.hand, self.reading, self.main)


# --- which attachment rank may come next ---------------------------------------------------


def attachment_ranks(rd: Reading, pool: Sequence[int], chosen: Sequence[int],
                     floor: int = -1) -> list[int]:
    """Ranks the next attachment card may have so that a legal play still exists, given
    the ``pool`` of cards for attachments, the ranks ``chosen`` so far (non-decreasing) and
    the Lone Boat ``floor``."""
    left = attachment_count(rd) - len(chosen)
    if left <= 0:
        return []
    avail = list(pool)
    for r in chosen:
        avail[r] -= 1
    if rd.kind == Kind.LONE_BOAT:  # one natural single or pair above the floor
        if rd.attach == SINGLES:
            return [r for r in NATURALS if r > floor and avail[r] >= 1]
        if chosen:  # the second card of the pair
            return [chosen[0]] if avail[chosen[0]] >= 1 else []
        return [r for r in NATURALS if r > floor and avail[r] >= 2]
    last = chosen[-1] if chosen else 0
    if rd.attach == SINGLES:
        out = []
        above = sum(avail[last:TWO + 1])  # cards of rank >= r, for r = last
        for r in range(last, TWO + 1):
            if avail[r] >= 1 and above >= left:
                out.append(r)
            above -= avail[r]
        return out
    # Pairs: the attached cards split into pairs (XX, X+2, 2+2): odd natural counts <= 2s.
    counts = [0] * (TWO + 1)
    for r in chosen:
        counts[r] += 1
    return [r for r in range(last, TWO + 1)
            if avail[r] >= 1 and _pairs_completable(counts, avail, r, left - 1)]


def _pairs_completable(counts: Sequence[int], avail: Sequence[int], r: int, more: int) -> bool:
    """After taking one card of rank ``r``, can ``more`` cards of ranks >= r complete a
    multiset whose odd natural counts are no more than its 2s?"""
    c = list(counts)
    c[r] += 1
    u = list(avail)
    u[r] -= 1
    fixed_odd = sum(c[q] & 1 for q in range(min(r, TWO)))
    twos = c[TWO]
    if r == TWO:
        return u[TWO] >= more and fixed_odd <= twos + more
    best = _min_odd(tuple(min(u[q], more) for q in range(r, TWO)), c[r] & 1, more)
    for n, odd in enumerate(best):
        if odd is not None and more - n <= u[TWO] and fixed_odd + odd <= twos + (more - n):
            return True
    return False


@lru_cache(maxsize=65536)
def _min_odd(avail: tuple[int, ...], first_parity: int, size: int) -> tuple[int | None, ...]:
    """Fewest odd-count ranks over natural ranks (``avail[0]`` already holds cards with
    parity ``first_parity``), for each number 0..size of further natural cards taken."""
    best: list[int | None] = [0] + [None] * size
    for i, u in enumerate(avail):
        p0 = first_parity if i == 0 else 0
        new: list[int | None] = [None] * (size + 1)
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
