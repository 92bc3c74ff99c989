"""The kinds of play, one class each (R3.1-R3.9): its facts, whether cards fit it, the play
types of a hand, main cards, attachments, counting and comparison, side by side.

Every class answers the same questions (``Kind``), and ``KINDS`` lists them in the order
of the engine's ``Kind`` enum; ``rules`` asks the class of the kind concerned.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from . import attachments, wild
from .hand import (
    ACE,
    BJ,
    DRONE,
    LANES,
    LJ,
    LONE_BOAT,
    NONE,
    NOT_BOAT_SIZE,
    NOT_CHAIN,
    NOT_FAR,
    NOT_JOKER_PAIR,
    NOT_SHORT,
    NOT_SPACESHIP_EXTRA,
    NOT_TWO_IN_BOAT,
    NOT_TWO_RANKS,
    NOT_WILD_DRONE,
    NOT_WILD_QUAD,
    NOT_WILD_SUPER,
    PAIR,
    PAIR_SEQUENCE,
    PAIRS,
    ROCKET,
    SINGLE,
    SINGLES,
    SPACESHIP,
    STARSHIP,
    SUPER_DRONE,
    TWO,
    WHY_ATTACHMENT,
    WHY_BARE_BOAT,
    WHY_EQUAL,
    WHY_LONGER,
    WHY_SHAPE,
    WHY_SHORTER,
    Played,
    Rd,
    Reading,
    Top,
    Verdict,
    higher,
    jokers,
    same_shape,
    size,
    window,
)


def runs(most: int) -> Iterator[tuple[int, int]]:
    """Runs of two or more consecutive ranks within 3..A (R3.3-R3.5), as (lowest rank,
    length), lowest first, then shortest; at most ``most`` ranks long."""
    return ((low, k) for low in range(ACE + 1) for k in range(2, min(most, ACE + 1 - low) + 1))


def class_of(kind: int) -> int:
    """A kind's bomb class (0: not a bomb)."""
    return KINDS[kind].bomb_class if 0 <= kind < len(KINDS) else 0


class Kind:
    """One kind of play. ``group``: cards per main group (0: not grouped);
    ``attach_per_group``: attachment units per main group; ``bomb_class``: 0 for non-bombs,
    Drone 1 < Super Drone 2 < Spaceship 3; ``wild``: a 2 may complete its main groups;
    ``one_group``: its plays are one group whatever a reading's length says."""

    name = ""
    one_group = False
    group = 0
    attach_per_group = 0
    bomb_class = 0
    wild = False
    number = -1

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        """Whether the cards ``m`` (``n`` of them) form exactly the reading ``rd``."""
        raise NotImplementedError

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        """The readings of this kind that cards of this size and these jokers might be."""
        return []

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """Every reading of this kind that a play from the hand ``h`` could have, in the
        engine's order (lowest first); whether the hand holds a play of one, and whether it
        answers the top, is for the rules to say (``rules.play_types``). ``h`` only bounds
        the search: no reading holds more cards than the hand."""
        raise NotImplementedError

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        """The main cards of a reading (natural cards first, wild 2s for what is missing)."""
        m = [0] * LANES
        m[rd.top] = 1
        return m

    def pool(self, h: Sequence[int], rd: Rd, main: Sequence[int]) -> list[int]:
        """The cards the attachments may come from once the main cards are taken."""
        return attachments.plain_pool(h, main)

    def attach(self, pool: Sequence[int], rd: Rd, floor: int) -> list[int] | None:
        """The default attachments (None: the pool has none)."""
        return None

    def attachment_ranks(self, rd: Rd, avail: Sequence[int], chosen: Sequence[int],
                         floor: int, left: int) -> list[int]:
        """The ranks the next attachment card may have."""
        return []

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        """Exact number of distinct plays (R3.13) of the reading."""
        return 1

    def why_not(self, m: Sequence[int], n: int) -> int:
        """Why cards that are no reading of this kind come close to one, as a ``NOT_*``
        code naming what stops them (``NOT_FAR``: they are not close to this kind)."""
        return NOT_FAR

    def answers(self, play: Played, top: Played) -> Verdict:
        """Whether ``play`` (of this kind's bomb class) may answer ``top``, a play of this
        kind. R3.12: only a play of the top's shape, with a higher top rank."""
        if not same_shape(play.reading, top.reading):
            return Verdict(False, WHY_SHAPE, self.number)
        return higher(play.reading.top, top.reading.top, self.number)


class Single(Kind):
    """R3.1: one non-joker card, compared by rank 3 < ... < A < 2. A joker played alone is
    a bare Lone Boat, which has its own rule against singles (``LoneBoat``)."""

    name, group, number = "single", 1, SINGLE

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, length, top, att = rd
        return n == 1 and length == 1 and att == NONE and 0 <= top <= TWO and m[top] == 1

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        if n != 1 or jokers(m):
            return []
        return [Reading(SINGLE, 1, next(r for r in range(13) if m[r]), NONE)]

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        return (Reading(SINGLE, 1, r, NONE) for r in range(TWO + 1))

    def answers(self, play: Played, top: Played) -> Verdict:
        """R3.1: a higher single answers a single; a joker alone against it is R3.6's."""
        if play.reading.kind == LONE_BOAT:
            return KINDS[LONE_BOAT].answers(play, top)
        if play.reading.kind != SINGLE:
            return Verdict(False, WHY_SHAPE, SINGLE)
        return higher(play.reading.top, top.reading.top, SINGLE)


class Pair(Kind):
    """R3.2: two cards of one rank 3..2, or a natural card X and a 2 acting as X (the wild
    2); two 2s are a pair of 2s, never a wild lower pair (R3.13). A 2 never pairs with a
    joker. A pair answers only a higher pair (R3.12)."""

    name, group, wild, number = "pair", 2, True, PAIR

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.2: a joker never pairs (two jokers are a Spaceship), and two natural cards
        of different ranks are no pair unless one is a 2."""
        if n != 2:
            return NOT_FAR
        if jokers(m) == 1:
            return NOT_JOKER_PAIR
        if not jokers(m) and not m[TWO] and max(m[:TWO]) == 1:
            return NOT_TWO_RANKS
        return NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        """R3.2: "two cards of one rank (3..2), or one natural card X plus one 2 acting as
        X"; two 2s are the pair of 2s (R3.13), never a lower pair."""
        pair = Reading(*rd)
        if n != 2 or pair.length != 1 or pair.attachment != NONE or not 0 <= pair.top <= TWO:
            return False
        x = pair.top
        return m[x] == 2 or (x != TWO and m[x] == 1 and m[TWO] == 1)

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        if n != 2 or jokers(m):
            return []
        return [Reading(PAIR, 1, min(next(r for r in range(13) if m[r]), TWO), NONE)]

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        return (Reading(PAIR, 1, r, NONE) for r in range(TWO + 1))

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        return wild.main_cards(h, rd, 2, True)

    def pool(self, h: Sequence[int], rd: Rd, main: Sequence[int]) -> list[int]:
        pool = attachments.plain_pool(h, main)
        wild.pool_without_wild_ranks(rd, 2, main, pool)
        return pool

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        if rd.top == TWO:
            return int(h[TWO] >= 2)  # natural 2s: one play
        return wild.count_groups(h, window(rd), 2, 1)


class PairSequence(Kind):
    """R3.3: k >= 3 pairs on consecutive ranks within 3..A; any card may be a 2 acting as
    the needed rank. It answers only a Pair Sequence of the same k with a higher top."""

    name, group, wild, number = "pair_sequence", 2, True, PAIR_SEQUENCE

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.3: cards that make pairs (2s completing them) but fewer than three, or pairs
        that are not one run within 3..A."""
        if jokers(m) or n < 4 or n % 2 or max(m[:TWO]) > 2:
            return NOT_FAR
        single = sum(1 for r in range(TWO) if m[r] == 1)
        if single > m[TWO] or (m[TWO] - single) % 2:
            return NOT_FAR
        return NOT_SHORT if n < 6 else NOT_CHAIN

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, k, top, att = rd
        if jokers(m) or att != NONE or k < 3 or n != 2 * k or not k - 1 <= top <= ACE:
            return False
        rest = wild.rest_after(m, window(rd), 2, True)
        return rest is not None and attachments.fits(rest, NONE)

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        if jokers(m) or n < 6 or n % 2 or n // 2 > 12:
            return []
        k = n // 2
        return [Reading(PAIR_SEQUENCE, k, top, NONE) for top in range(k - 1, ACE + 1)]

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """R3.3: three or more pairs on consecutive ranks within 3..A, lowest run first."""
        for low, k in runs(size(h) // 2):
            if k >= 3:
                yield Reading(PAIR_SEQUENCE, k, low + k - 1, NONE)

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        return wild.main_cards(h, rd, 2, True)

    def pool(self, h: Sequence[int], rd: Rd, main: Sequence[int]) -> list[int]:
        pool = attachments.plain_pool(h, main)
        wild.pool_without_wild_ranks(rd, 2, main, pool)
        return pool

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        return wild.count_groups(h, window(rd), 2, 0)


class Grouped(Kind):
    """Rockets and Starships: main groups of ``group`` cards with attachments."""

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        if jokers(m) or not n:
            return []
        out = []
        for att in (NONE, SINGLES, PAIRS):
            size = self.group + att * self.attach_per_group
            if n % size:
                continue
            k = n // size
            if k == 1:
                out += [Reading(self.number, 1, top, att) for top in self.lone_tops(m)]
            else:
                out += [Reading(self.number, k, top, att) for top in range(k - 1, ACE + 1)]
        return out

    def lone_tops(self, m: Sequence[int]) -> Iterator[int]:
        return iter(range(TWO + 1))

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """R3.4, R3.5: one group of any rank 3..2, then runs of two or more within 3..A,
        lowest first; each bare, with singles or with pairs (R3.10)."""
        n = size(h)
        lone = ((top, 1) for top in range(TWO + 1))
        for low, k in itertools.chain(lone, runs(n // self.group)):
            for att in (NONE, SINGLES, PAIRS):
                if (self.group + att * self.attach_per_group) * k <= n:
                    yield Reading(self.number, k, low + k - 1, att)

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        return wild.main_cards(h, rd, self.group, self.wild)

    def attach(self, pool: Sequence[int], rd: Rd, floor: int) -> list[int] | None:
        return attachments.group_attach(pool, rd, self.attach_per_group)

    def attachment_ranks(self, rd: Rd, avail: Sequence[int], chosen: Sequence[int],
                         floor: int, left: int) -> list[int]:
        return attachments.group_attachment_ranks(rd, avail, chosen, left)


class Rocket(Grouped):
    """R3.4: k >= 1 triples, for k >= 2 on consecutive ranks within 3..A; a lone triple may
    be any rank 3..2. 2s may act as any needed rank, but a lone triple needs a natural card
    and three 2s are a triple of 2s (R3.13). It carries nothing, exactly k singles or
    exactly k pairs, and answers only a Rocket of the same k and attachment kind with a
    higher top triple."""

    name, group, attach_per_group, wild, number = "rocket", 3, 1, True, ROCKET

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.4, R3.10: triples that are not one run, or that carry the wrong number of
        cards (one single or one pair per triple) or a joker."""
        if not jokers(m) and attachments.chained(m, 3, wild_ok=True):
            return NOT_CHAIN
        found = attachments.group_why_not(m, 3, True, 1, 1)
        return NOT_FAR if found is None else found

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, k, top, att = rd
        if jokers(m) or att not in (NONE, SINGLES, PAIRS) or k < 1 or n != (3 + att) * k:
            return False
        if k == 1 and top == TWO:  # natural 2s
            rest = wild.rest_after(m, range(TWO, TWO + 1), 3, False)
        elif not k - 1 <= top <= ACE or (k == 1 and m[top] == 0):
            return False  # a lone triple needs a natural card (R3.13)
        else:
            rest = wild.rest_after(m, window(rd), 3, True)
        return rest is not None and attachments.fits(rest, att)

    def pool(self, h: Sequence[int], rd: Rd, main: Sequence[int]) -> list[int]:
        pool = attachments.plain_pool(h, main)
        wild.pool_without_wild_ranks(rd, 3, main, pool)
        return pool

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        if rd.length == 1 and rd.top == TWO:
            return attachments.count_natural(h, rd, 3, 1)
        low = 1 if rd.length == 1 else 0
        if rd.attachment == NONE:
            return wild.count_groups(h, window(rd), 3, low)
        pairs = rd.attachment == PAIRS
        costs = [[wild.group_cost(j, 3, low, pairs) if r in window(rd) else (j & 1) * pairs
                  for j in range(h[r] + 1)] for r in range(12)]
        return attachments.count_budget(costs, (3 + rd.attachment) * rd.length, h[TWO])


class Starship(Grouped):
    """R3.5: k >= 1 quads of natural cards (no wild 2s in the quads), for k >= 2 on
    consecutive ranks within 3..A. It carries exactly 2k singles or 2k pairs (2s allowed,
    also as wild in an attached pair), or nothing when k >= 2: a lone quad with nothing is
    a Drone. It answers only a Starship of the same k and attachment kind with a higher top
    quad."""

    name, group, attach_per_group, number = "starship", 4, 2, STARSHIP

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.5, R3.10: quads of natural cards only (a 2 never completes one), that are
        one run and carry 2 singles or 2 pairs per quad (nothing from two quads up), no
        joker."""
        if not jokers(m) and attachments.chained(m, 4):
            return NOT_CHAIN
        found = attachments.group_why_not(m, 4, False, 2, 2)
        if found is not None:
            return found
        if attachments.group_why_not(m, 4, True, 2, 2) == NOT_FAR:
            return NOT_WILD_QUAD  # it would be one if a 2 could complete a quad
        return NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, k, top, att = rd
        if jokers(m) or k < 1 or att not in (NONE, SINGLES, PAIRS) or n != (4 + 2 * att) * k:
            return False
        if att == NONE and k < 2:
            return False  # a lone bare quad is a Drone
        if not (0 <= top <= TWO if k == 1 else k - 1 <= top <= ACE):
            return False
        rest = wild.rest_after(m, window(rd), 4, False)
        return rest is not None and attachments.fits(rest, att)

    def lone_tops(self, m: Sequence[int]) -> Iterator[int]:
        return (r for r in range(13) if m[r])

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        return attachments.count_natural(h, rd, 4, 2)


class LoneBoat(Kind):
    """R3.6: one joker, alone or with one attached single or one attached pair; the
    attachment contains no 2 at all (neither natural nor wild) and no joker. A bare Lone
    Boat is a single card that beats every non-joker single; BJ beats LJ. With an
    attachment it answers only a Lone Boat carrying the same attachment kind: the joker
    first, then the attachment's rank when the jokers are equal (so a Lone Boat answering
    one with the same joker carries a higher attachment)."""

    name, group, attach_per_group, number = "lone_boat", 1, 1, LONE_BOAT
    one_group = True  # one joker carries one single or one pair

    @staticmethod
    def attachment_rank(counts: Sequence[int]) -> int:
        """The rank of a Lone Boat's attachment, its lowest natural card (-1: none)."""
        return next((r for r in range(12) if counts[r]), -1)

    @staticmethod
    def floor(rd: Rd, top: Top | None) -> int:
        """The attachment rank a Lone Boat must beat: the top's, when the top is a Lone
        Boat with the same joker; else -1."""
        if top is None or rd.kind != LONE_BOAT or top.rd.kind != LONE_BOAT or top.rd.top != rd.top:
            return -1
        return top.boat

    @staticmethod
    def single_like(rd: Rd) -> bool:
        """The plays that answer each other as singles: a single and a bare Lone Boat."""
        return rd.kind == SINGLE or (rd.kind == LONE_BOAT and rd.attachment == NONE)

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.6: one joker carries one single or one pair, and never a 2."""
        if jokers(m) != 1 or n == 1:
            return NOT_FAR
        if m[TWO] and n <= 3:
            return NOT_TWO_IN_BOAT
        if n > 3 or (n == 3 and max(m[:TWO]) != 2):
            return NOT_BOAT_SIZE
        return NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, length, top, att = rd
        if top not in (LJ, BJ) or m[top] != 1 or jokers(m) != 1 or length != 1 or m[TWO]:
            return False
        if att == NONE:
            return n == 1
        if att == SINGLES:
            return n == 2
        return att == PAIRS and n == 3 and any(m[r] == 2 for r in range(12))

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        if jokers(m) != 1 or n > 3:
            return []
        return [Reading(LONE_BOAT, 1, LJ if m[LJ] else BJ, n - 1)]

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """R3.6: either joker, alone, with a single or with a pair."""
        return (Reading(LONE_BOAT, 1, j, att) for j in (LJ, BJ) for att in (NONE, SINGLES, PAIRS))

    def pool(self, h: Sequence[int], rd: Rd, main: Sequence[int]) -> list[int]:
        pool = attachments.plain_pool(h, main)
        pool[TWO] = 0  # no 2 at all
        return pool

    def attach(self, pool: Sequence[int], rd: Rd, floor: int) -> list[int] | None:
        if rd.attachment == SINGLES:
            return attachments.pick_singles(pool, 1, floor)
        return wild.pick_pairs(pool, 1, False, floor)

    def attachment_ranks(self, rd: Rd, avail: Sequence[int], chosen: Sequence[int],
                         floor: int, left: int) -> list[int]:
        if rd.attachment == SINGLES:
            return [r for r in range(floor + 1, 12) if r >= 0 and avail[r] >= 1]
        if chosen:  # the second card of the pair
            return [chosen[0]] if avail[chosen[0]] >= 1 else []
        return [r for r in range(floor + 1, 12) if r >= 0 and avail[r] >= 2]

    def count(self, h: Sequence[int], rd: Rd, floor: int) -> int:
        if rd.attachment == NONE:
            return 1
        return sum(1 for r in range(floor + 1, 12) if h[r] >= rd.attachment)

    def answers(self, play: Played, top: Played) -> Verdict:
        """R3.6: "a bare Lone Boat is a single card that beats every non-joker single; BJ
        beats LJ"; "with an attachment it answers only a Lone Boat carrying the same
        attachment kind: the joker first, then the attachment's rank when the jokers are
        equal" (read from each play's cards)."""
        mine, theirs = play.reading, top.reading
        if self.single_like(theirs):  # a single or a bare Lone Boat on the table
            if not self.single_like(mine):
                return Verdict(False, WHY_SHAPE, theirs.kind)
            if mine.top == theirs.top:
                return Verdict(False, WHY_EQUAL, LONE_BOAT)
            return Verdict(mine.top > theirs.top, WHY_BARE_BOAT, LONE_BOAT)
        if mine.kind != LONE_BOAT or not same_shape(mine, theirs):
            return Verdict(False, WHY_SHAPE, LONE_BOAT)
        joker_then_attachment = (mine.top, self.attachment_rank(play.cards))
        to_beat = (theirs.top, self.attachment_rank(top.cards))
        if joker_then_attachment == to_beat:
            return Verdict(False, WHY_EQUAL, LONE_BOAT)
        return Verdict(joker_then_attachment > to_beat, WHY_ATTACHMENT, LONE_BOAT)


class Drone(Kind):
    """R3.7: n >= 4 natural cards of one rank 3..2 (no wild 2s, no jokers). Drones compare
    by length first, then rank; four 2s are the strongest 4-card Drone. A Drone (bomb
    class 1) beats every combination that is not a Spaceship, a Super Drone or a stronger
    Drone."""

    name, bomb_class, number = "drone", 1, DRONE

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.7: a Drone is natural cards of one rank: a 2 never stands in."""
        ranks = [r for r in range(TWO) if m[r]]
        if not jokers(m) and n >= 4 and len(ranks) == 1 and m[TWO]:
            return NOT_WILD_DRONE
        return NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        _k, length, top, att = rd
        return (not jokers(m) and att == NONE and length == n and n >= 4 and 0 <= top <= TWO
                and m[top] == n)

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        ranks = [r for r in range(13) if m[r]]
        if n < 4 or jokers(m) or len(ranks) != 1:
            return []
        return [Reading(DRONE, n, ranks[0], NONE)]

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """R3.7: four or more cards of one rank 3..2 (no more than the hand holds of it)."""
        return (Reading(DRONE, n, r, NONE) for r in range(TWO + 1) for n in range(4, h[r] + 1))

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        m = [0] * LANES
        m[rd.top] = rd.length
        return m

    def answers(self, play: Played, top: Played) -> Verdict:
        """R3.7: "Drones compare by length first, then rank"."""
        mine, theirs = play.reading, top.reading
        if mine.length != theirs.length:
            longer = mine.length > theirs.length
            return Verdict(longer, WHY_LONGER if longer else WHY_SHORTER, DRONE)
        return higher(mine.top, theirs.top, DRONE)


class SuperDrone(Kind):
    """R3.8: exactly three natural 3s. It beats everything but a Spaceship (bomb class 2).
    Three 3s may instead be played as a triple (a Rocket) or inside a chain (R3.11)."""

    name, bomb_class, number = "super_drone", 2, SUPER_DRONE

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.8: exactly three natural 3s: a 2 never stands in."""
        if n == 3 and m[0] and m[TWO] and m[0] + m[TWO] == 3:
            return NOT_WILD_SUPER
        return NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        return n == 3 and m[0] == 3 and rd[1:] == (3, 0, NONE)

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        return [Reading(SUPER_DRONE, 3, 0, NONE)] if n == 3 and m[0] == 3 else []

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        return iter((Reading(SUPER_DRONE, 3, 0, NONE),))

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        m = [0] * LANES
        m[0] = 3
        return m


class Spaceship(Kind):
    """R3.9: exactly two jokers, BJ+BJ > BJ+LJ > LJ+LJ (its top is its number of Big
    Jokers). It beats everything but a stronger Spaceship (bomb class 3); two jokers are
    never a pair (``Pair``)."""

    name, bomb_class, number = "spaceship", 3, SPACESHIP

    def why_not(self, m: Sequence[int], n: int) -> int:
        """R3.9: exactly two jokers, nothing else."""
        return NOT_SPACESHIP_EXTRA if jokers(m) == 2 and n > 2 else NOT_FAR

    def fits(self, m: Sequence[int], n: int, rd: Rd) -> bool:
        return n == 2 and jokers(m) == 2 and rd.length == 1 and m[BJ] == rd.top and rd.attachment == NONE

    def candidates(self, m: Sequence[int], n: int) -> list[Rd]:
        return [Reading(SPACESHIP, 1, m[BJ], NONE)] if n == 2 and jokers(m) == 2 else []

    def readings(self, h: Sequence[int]) -> Iterator[Rd]:
        """R3.9: LJ+LJ, BJ+LJ, BJ+BJ (by their number of Big Jokers)."""
        return (Reading(SPACESHIP, 1, bj, NONE) for bj in range(3))

    def main_cards(self, h: Sequence[int], rd: Rd) -> list[int]:
        m = [0] * LANES
        m[BJ], m[LJ] = rd.top, 2 - rd.top
        return m


#: The kinds in the order of the engine's ``Kind`` enum.
KINDS: tuple[Kind, ...] = (Single(), Pair(), PairSequence(), Rocket(), Starship(), LoneBoat(),
                           Drone(), SuperDrone(), Spaceship())

#: The Lone Boat's attachment rank and floor, as the compiled core names them.
boat_attachment_rank = LoneBoat.attachment_rank
boat_floor = LoneBoat.floor
