"""The fixed play-type vocabulary of an N-player table: the learning environment's action
space (``rl._mm_actions``) and the exported policies' outputs (``bots.policy``) number
play types by it."""

from __future__ import annotations

from functools import cache

from .combos import ACE, BJ, LJ, NONE, PAIRS, SINGLES, TWO, Kind, Reading

#: Largest hand a MarsMatch seat ever holds (R1.1): it bounds chain and Drone lengths.
HAND_SIZE = 54


@cache
def vocabulary(players: int) -> tuple[Reading, ...]:
    """Every play type a seat at an N-player table can ever make, in a fixed order.

    Order: singles (3..2), pairs (3..2), Pair Sequences (by length, then top), Rockets
    (length, top, attachment), Starships (length, top, attachment), Lone Boats, Drones
    (length 4..min(4N, 54), rank), the Super Drone, Spaceships (LJ+LJ, BJ+LJ, BJ+BJ).
    Types that need more than 54 cards are left out: no hand can make them.
    """
    ranks = range(TWO + 1)
    out: list[Reading] = []
    out += [Reading(Kind.SINGLE, 1, r, NONE) for r in ranks]
    out += [Reading(Kind.PAIR, 1, r, NONE) for r in ranks]
    for k in range(3, ACE + 2):
        out += [Reading(Kind.PAIR_SEQUENCE, k, top, NONE) for top in range(k - 1, ACE + 1)]
    for kind in (Kind.ROCKET, Kind.STARSHIP):
        for k in range(1, ACE + 2):
            tops = ranks if k == 1 else range(k - 1, ACE + 1)
            for top in tops:
                for att in (NONE, SINGLES, PAIRS):
                    if kind == Kind.STARSHIP and k == 1 and att == NONE:
                        continue  # a lone bare quad is a Drone (R3.5)
                    rd = Reading(kind, k, top, att)
                    if rd.size <= HAND_SIZE:
                        out.append(rd)
    out += [Reading(Kind.LONE_BOAT, 1, j, att) for j in (LJ, BJ) for att in (NONE, SINGLES, PAIRS)]
    longest = min(4 * players, HAND_SIZE)
    out += [Reading(Kind.DRONE, n, r, NONE) for n in range(4, longest + 1) for r in ranks]
    out.append(Reading(Kind.SUPER_DRONE, 3, 0, NONE))
    out += [Reading(Kind.SPACESHIP, 1, b, NONE) for b in range(3)]
    return tuple(out)


__all__ = ["HAND_SIZE", "vocabulary"]
