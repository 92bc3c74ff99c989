"""The vocabulary of MarsMatch's reference rules: hands and readings as plain numbers.

A hand (or any cards) is 15 rank counts: lanes 0..11 are the sequence ranks 3..A, 12 the
2, 13 the Little Joker, 14 the Big Joker. A reading is (kind, length, top, attachment):
``length`` counts the main groups (cards for a Drone), ``top`` is the highest main rank (a
Spaceship's number of Big Jokers). Readings are plain tuples here; ``values`` makes them
the engine's ``Reading`` and ``Play`` at the surface.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

LANES = 15
ACE, TWO, LJ, BJ = 11, 12, 13, 14
NATURALS = range(ACE + 1)  # 3..A: the ranks a sequence may use
NONE, SINGLES, PAIRS = 0, 1, 2  # attachment kinds
SINGLE, PAIR, PAIR_SEQUENCE, ROCKET, STARSHIP, LONE_BOAT, DRONE, SUPER_DRONE, SPACESHIP = range(9)

Rd = tuple[int, int, int, int]  # (kind, length, top, attachment)


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


def size(m: Sequence[int]) -> int:
    return sum(m[:LANES])


def jokers(m: Sequence[int]) -> int:
    return m[LJ] + m[BJ]


def window(rd: Rd) -> range:
    """The ranks of the main groups of a grouped reading (one rank for a lone group)."""
    return range(rd[2] - rd[1] + 1, rd[2] + 1)


def by_top(a: Rd, b: Rd, kind: int) -> Verdict:
    """Plays of one shape compared by their tops (R3.12: an equal play does not beat)."""
    if a[2] == b[2]:
        return Verdict(False, WHY_EQUAL, kind)
    return Verdict(a[2] > b[2], WHY_HIGHER if a[2] > b[2] else WHY_LOWER, kind)
