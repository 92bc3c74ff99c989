"""Movements: who sits where in each round, so that everyone meets, and is compared with,
everyone else as evenly as the field allows.

Every table of a round plays the same boards at once, so a competitor is *compared* with
whoever held the same seat (individual) or direction (pairs) at another table that round,
and *meets* whoever sat at its own table. A movement is a list of rounds; a round is a list
of tables; a table lists the competitor at each seat (individual) or in each direction
(pairs: ``(ns, ew)``). Competitors are numbers ``0..n-1``; numbers from ``n`` up are bots
filling the last table.

* Small fields, **Howell-style**: a seeded annealed search over the seatings (swaps that
  lower the sum of squared meet (weighted 4) and comparison counts, plus, for individuals, the squared
  counts of each seat held), so the counts come out as even as the field allows (16
  players in 4 rounds of 4 tables: everyone meets 12 different players once). Pairs change
  direction from round to round and are ranked as one field.
* Large fields, **Mitchell-style**: fixed lines. Individuals keep their seat and the
  player starting at table t, seat s sits at table (t + s·r) mod T in round r (T prime or
  not, a pair meets at most once while the moves differ); pairs keep their direction, NS
  pairs staying and EW pairs moving one table a round: two fields (NS and EW), two winners.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

HOWELL_MAX_PLAYERS = 32
HOWELL_MAX_PAIRS = 16
#: meeting the same player twice costs more than being compared with them twice
MEET_WEIGHT = 4
#: and holding the same seat (or direction) again costs as much as a second meeting
SEAT_WEIGHT = 4
RESTARTS = 2

Round = list[tuple[int, ...]]


@dataclass(frozen=True)
class Movement:
    """Rounds of tables; ``kind`` is ``howell`` or ``mitchell``; ``size`` real competitors
    (numbers from it up are bots); ``pairs``: tables list (ns, ew) pairs."""

    kind: str
    size: int
    seats: int
    pairs: bool
    rounds: tuple[tuple[tuple[int, ...], ...], ...]

    @property
    def tables(self) -> int:
        return len(self.rounds[0]) if self.rounds else 0

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "size": self.size, "seats": self.seats,
                "pairs": self.pairs, "rounds": [[list(t) for t in r] for r in self.rounds]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Movement:
        return cls(str(data["kind"]), int(data["size"]), int(data["seats"]),
                   bool(data["pairs"]),
                   tuple(tuple(tuple(int(x) for x in t) for t in r) for r in data["rounds"]))

    def fields(self) -> dict[int, str]:
        """The field of each competitor: "" (one winner) or "NS"/"EW" (Mitchell pairs)."""
        if not (self.pairs and self.kind == "mitchell"):
            return {}
        return {c: ("NS", "EW")[d] for t in self.rounds[0] for d, c in enumerate(t)}


def counts(m: Movement) -> tuple[Counter[tuple[int, ...]], Counter[tuple[int, ...]]]:
    """How often each two competitors met at a table and were compared (same seat or
    direction, other table, same round)."""
    meet: Counter[tuple[int, ...]] = Counter()
    comp: Counter[tuple[int, ...]] = Counter()
    for rnd in m.rounds:
        for t in rnd:
            meet.update(tuple(sorted(p)) for p in combinations(t, 2))
        for pos in range(len(rnd[0])):
            comp.update(tuple(sorted(p)) for p in combinations([t[pos] for t in rnd], 2))
    return meet, comp


def _cost(rounds: list[Round], width: int) -> float:
    meet: Counter[tuple[int, ...]] = Counter()
    comp: Counter[tuple[int, ...]] = Counter()
    seat: Counter[tuple[int, ...]] = Counter()
    for rnd in rounds:
        for t in rnd:
            meet.update(tuple(sorted(p)) for p in combinations(t, 2))
            seat.update((c, s) for s, c in enumerate(t))
        for pos in range(width):
            comp.update(tuple(sorted(p)) for p in combinations([t[pos] for t in rnd], 2))
    return (MEET_WEIGHT * sum(v * v for v in meet.values())
            + sum(v * v for v in comp.values()) + SEAT_WEIGHT * sum(v * v for v in seat.values()))


def _search(total: int, width: int, rounds: int, seed: int, steps: int) -> list[Round]:
    """The best of ``RESTARTS`` annealed searches (``_anneal``)."""
    runs = [_anneal(total, width, rounds, seed * RESTARTS + k, steps) for k in range(RESTARTS)]
    return min(runs, key=lambda plan: _cost(plan, width))


def _anneal(total: int, width: int, rounds: int, seed: int, steps: int) -> list[Round]:
    """Swaps inside one round from a random start: better or equal ones kept, worse ones
    now and then while the search is young."""
    rng = random.Random(seed)
    tables = total // width
    plan: list[list[int]] = []
    for _ in range(rounds):
        order = list(range(total))
        rng.shuffle(order)
        plan.append(order)

    def as_rounds() -> list[Round]:
        return [[tuple(o[t * width:(t + 1) * width]) for t in range(tables)] for o in plan]

    cost = _cost(as_rounds(), width)
    for step in range(steps):
        r = rng.randrange(1, rounds) if rounds > 1 else 0
        i, j = rng.randrange(total), rng.randrange(total)
        if i == j:
            continue
        plan[r][i], plan[r][j] = plan[r][j], plan[r][i]
        new = _cost(as_rounds(), width)
        heat = 2.0 * (1 - step / steps)  # annealing: early on, some worse swaps are kept
        if new <= cost or heat > 0 and rng.random() < math.exp((cost - new) / heat):
            cost = new
        else:
            plan[r][i], plan[r][j] = plan[r][j], plan[r][i]
    return as_rounds()


def _steps(total: int) -> int:
    return min(12000, 400 * total)


def individual(players: int, seats: int, rounds: int, seed: int = 0) -> Movement:
    """An individual movement for ``players`` at tables of ``seats`` (bots fill the last
    table): Howell-style up to ``HOWELL_MAX_PLAYERS``, Mitchell-style beyond."""
    _check(players, rounds, 2)
    tables = math.ceil(players / seats)
    total = tables * seats
    if players <= HOWELL_MAX_PLAYERS:
        found = _search(total, seats, rounds, seed, _steps(total))
        return Movement("howell", players, seats, False, tuple(tuple(r) for r in found))
    start = list(range(total))
    plan: list[tuple[tuple[int, ...], ...]] = []
    for r in range(rounds):
        where = [[0] * seats for _ in range(tables)]
        for c in start:
            t, s = divmod(c, seats)
            where[(t + s * r) % tables][s] = c
        plan.append(tuple(tuple(t) for t in where))
    return Movement("mitchell", players, seats, False, tuple(plan))


def pairs(count: int, rounds: int, seed: int = 0) -> Movement:
    """A pair movement (tables of two pairs, NS and EW; a bot pair fills an odd field):
    Howell-style up to ``HOWELL_MAX_PAIRS`` pairs, Mitchell-style beyond."""
    _check(count, rounds, 2)
    total = count + count % 2
    tables = total // 2
    if count <= HOWELL_MAX_PAIRS:
        found = _search(total, 2, rounds, seed, _steps(total))
        return Movement("howell", count, 2, True, tuple(tuple(r) for r in found))
    plan: list[tuple[tuple[int, ...], ...]] = [
        tuple((t, tables + (t + r) % tables) for t in range(tables)) for r in range(rounds)]
    return Movement("mitchell", count, 2, True, tuple(plan))


def _check(size: int, rounds: int, least: int) -> None:
    if size < least:
        raise ValueError(f"an event needs at least {least} competitors, not {size}")
    if rounds < 1:
        raise ValueError(f"an event needs at least one round, not {rounds}")


def spread(values: Sequence[int]) -> int:
    return max(values) - min(values) if values else 0
