"""The vocabulary of MarsMatch's reference rules: hands and readings as plain numbers.

A hand (or any cards) is 15 rank counts: lanes 0..11 are the sequence ranks 3..A, 12 the
2, 13 the Little Joker, 14 the Big Joker. A reading is (kind, length, top, attachment):
``length`` counts the main groups (cards for a Drone), ``top`` is the highest main rank (a
Spaceship's number of Big Jokers). Readings are the reference's own ``Reading`` (plain
tuples with those names) and plays its own ``Played``; ``values`` hands them out, or the
engine's ``Reading`` and ``Play`` once a face binds those.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

LANES = 15
ACE, TWO, LJ, BJ = 11, 12, 13, 14
NATURALS = range(ACE + 1)  # 3..A: the ranks a sequence may use
NONE, SINGLES, PAIRS = 0, 1, 2  # attachment kinds
SINGLE, PAIR, PAIR_SEQUENCE, ROCKET, STARSHIP, LONE_BOAT, DRONE, SUPER_DRONE, SPACESHIP = range(9)

class Reading(NamedTuple):
    """How cards are played, as R3.13 names it: "(kind, length, top rank, attachment
    kind)"; ``length`` counts the main groups (cards for a Drone), ``top`` is the highest
    main rank (a Spaceship's number of Big Jokers)."""

    kind: int
    length: int
    top: int
    attachment: int

    def describe(self) -> str:
        """The reading by its numbers (the engine's ``Reading`` names it in words)."""
        return f"the reading (kind {self.kind}, length {self.length}, top {self.top}, " \
               f"attachment {self.attachment})"


#: the reading the rules pass around (every reading inside the reference is a ``Reading``)
Rd = Reading


class Played(NamedTuple):
    """A play as the rulings compare it: its cards (15 rank counts) and its reading."""

    cards: tuple[int, ...]
    reading: Reading


class Top(NamedTuple):
    """The play a comparison or an enumeration answers: its reading and the rank of its
    Lone Boat attachment (-1 when it has none)."""

    rd: Rd
    boat: int = -1


class Verdict(NamedTuple):
    """Whether a play beats another, why (a ``WHY_*`` code) and whose section decided."""

    beats: bool
    why: int
    kind: int


# Why one play beats another or does not (the compiled core's MM_WHY_* codes).
WHY_NAMES = ("bomb", "equal", "longer", "shorter", "higher", "lower", "shape", "bare_boat",
             "attachment")
(WHY_BOMB, WHY_EQUAL, WHY_LONGER, WHY_SHORTER, WHY_HIGHER, WHY_LOWER, WHY_SHAPE,
 WHY_BARE_BOAT, WHY_ATTACHMENT) = range(len(WHY_NAMES))


# Why cards are not a reading of a kind they come close to (the compiled core's MM_NOT_*
# codes; ``far``: not close to that kind at all). The ruling each cites is combos.refusals',
# its words the catalogue's (words/*/refusals.ftl).
NOT_NAMES = ("far", "two_in_boat", "boat_size", "joker_attached", "joker_pair", "two_ranks",
             "wild_quad", "wild_drone", "wild_super", "attach_count", "chain", "short",
             "spaceship_extra")
(NOT_FAR, NOT_TWO_IN_BOAT, NOT_BOAT_SIZE, NOT_JOKER_ATTACHED, NOT_JOKER_PAIR, NOT_TWO_RANKS,
 NOT_WILD_QUAD, NOT_WILD_DRONE, NOT_WILD_SUPER, NOT_ATTACH_COUNT, NOT_CHAIN, NOT_SHORT,
 NOT_SPACESHIP_EXTRA) = range(len(NOT_NAMES))


def size(m: Sequence[int]) -> int:
    return sum(m[:LANES])


def jokers(m: Sequence[int]) -> int:
    return m[LJ] + m[BJ]


def window(rd: Rd) -> range:
    """The ranks of the main groups of a grouped reading (one rank for a lone group)."""
    return range(rd.top - rd.length + 1, rd.top + 1)


def higher(mine: int, theirs: int, kind: int) -> Verdict:
    """R3.12: "a play must be strictly stronger": the higher rank answers, an equal one
    does not (``kind``: whose rule compared them)."""
    if mine == theirs:
        return Verdict(False, WHY_EQUAL, kind)
    return Verdict(mine > theirs, WHY_HIGHER if mine > theirs else WHY_LOWER, kind)


def same_shape(a: Reading, b: Reading) -> bool:
    """The same kind, length and attachment kind: the only plays that answer each other
    apart from bombs (R3.12)."""
    return (a.kind, a.length, a.attachment) == (b.kind, b.length, b.attachment)
