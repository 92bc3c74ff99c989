"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), shared by both
games' search bots.

Each iteration deals the cards hidden from the searching seat anew (a *determinisation*,
built from public information only), walks the one tree of the searcher's information
sets with UCB1 over the moves available in that deal (a child's exploration term counts
the iterations in which it was available, not its parent's visits), adds one node, plays
the deal out with a fast randomised player and credits every move on the path with the
result of the seat that made it. When nothing is hidden, every iteration plays in the
one true deal: the search is then an ordinary (exact-information) MCTS.

The games supply the moves, the deals and the rollouts through :class:`SearchGame`; the
search owns nothing else, so the bots differ only in what they know about their game.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


class SearchGame(Protocol):
    """What the search asks of a game. A *world* is one determinised copy of the round."""

    def world(self, seed: int) -> Any:
        """A fresh determinisation (its hidden cards dealt from ``seed``)."""

    def finished(self, world: Any) -> bool: ...

    def mover(self, world: Any) -> int:
        """The seat to act in ``world``."""

    def moves(self, world: Any) -> Sequence[Hashable]:
        """The candidate moves of the seat to act, best first (the order new nodes are
        tried in)."""

    def apply(self, world: Any, move: Hashable) -> None: ...

    def rollout(self, world: Any, seed: int) -> Sequence[float]:
        """Play ``world`` to its end; each seat's result in [0, 1]."""


@dataclass(slots=True)
class Node:
    """One information set's move statistics: visits, summed results of the mover, and
    how many iterations offered the move (the ISMCTS availability count)."""

    visits: int = 0
    total: float = 0.0
    avail: int = 0
    children: dict[Hashable, Node] = field(default_factory=dict)
    bias: Mapping[Hashable, float] | None = None  # progressive bias of its moves


@dataclass(slots=True)
class Result:
    """The root's statistics: per move (in the root's order) visits and mean result."""

    moves: list[Hashable]
    visits: list[int]
    means: list[float]
    iterations: int

    @property
    def best(self) -> Hashable:
        """The most visited move (ties: the earlier, better-ranked move)."""
        i = max(range(len(self.moves)), key=lambda k: (self.visits[k], self.means[k], -k))
        return self.moves[i]


def decision_seeds(seed: int | None, fallback: random.Random, digest: bytes) -> random.Random:
    """A decision's generator, seeded with the bot's seed and a digest of what the seat
    knows (nothing hidden), so the decision depends on the position alone; without a seed,
    drawn from the bot's own generator."""
    if seed is None:
        return random.Random(fallback.getrandbits(64))
    mixed = hashlib.sha256(str(seed).encode() + digest).digest()
    return random.Random(int.from_bytes(mixed[:8], "big"))


def deadline_after(seconds: float, start: float | None = None) -> float | None:
    """The ``time.perf_counter`` moment ``seconds`` after ``start`` (now); None for 0."""
    if seconds <= 0:
        return None
    return (time.perf_counter() if start is None else start) + seconds


def search(game: SearchGame, root_moves: Sequence[Hashable], seeds: Any, iterations: int,
           deadline: float | None = None, exploration: float = 0.7,
           bias: Mapping[Hashable, float] | None = None) -> Result:
    """Run SO-ISMCTS from the searcher's root. ``seeds`` is a ``random.Random`` that gives
    every iteration its deal and rollout seeds; ``iterations`` bounds the work (0: no
    bound) and ``deadline`` (a ``time.perf_counter`` moment, see :func:`deadline_after`)
    the wall time: no iteration starts that the longest so far says would end past it.
    With only an iteration bound the result depends on nothing but the seeds, so runs
    are reproducible. ``bias`` (a prior's weight per root move) adds progressive bias at
    the root: ``bias[m] / (1 + visits)``, strong at first and fading as visits come in; a
    game with a ``priors(world)`` method gives every node it expands such a bias too (the
    moves' priors in the world that reached it)."""
    root = Node(bias=bias)
    priors = getattr(game, "priors", None)
    for m in root_moves:
        root.children[m] = Node()
    clock = time.perf_counter
    done = 0
    log = math.log
    sqrt = math.sqrt
    longest = 0.0  # the longest iteration so far: the next may take as long
    while (iterations <= 0 or done < iterations):
        if deadline is not None:
            now = clock()
            if now + longest >= deadline:
                break
        if iterations <= 0 and deadline is None:
            break
        world = game.world(seeds.getrandbits(63))
        node = root
        path: list[tuple[Node, int]] = []
        moves: Sequence[Hashable] = root_moves
        while True:
            mover = game.mover(world)
            children = node.children
            fresh = None
            for m in moves:
                child = children.get(m)
                if child is None:
                    if fresh is None:
                        fresh = m
                    continue
                child.avail += 1
            if fresh is not None:
                child = children[fresh] = Node(avail=1)
                game.apply(world, fresh)
                path.append((child, mover))
                if priors is not None and not game.finished(world):
                    child.bias = priors(world)
                break
            best_child, best_move, best_value = None, None, -1.0
            node_bias = node.bias
            for m in moves:
                child = children[m]
                if child.visits == 0:
                    value = 1e9
                else:
                    value = (child.total / child.visits
                             + exploration * sqrt(log(child.avail) / child.visits))
                    if node_bias is not None:
                        value += node_bias.get(m, 0.0) / (1 + child.visits)
                if value > best_value:
                    best_child, best_move, best_value = child, m, value
            assert best_child is not None
            game.apply(world, best_move)
            path.append((best_child, mover))
            node = best_child
            if game.finished(world):
                break
            moves = game.moves(world)
            if not moves:
                break
        results = game.rollout(world, seeds.getrandbits(63))
        for child, mover in path:
            child.visits += 1
            child.total += results[mover]
        done += 1
        if deadline is not None:
            longest = max(longest, clock() - now)
    visits = [root.children[m].visits for m in root_moves]
    means = [root.children[m].total / v if (v := root.children[m].visits) else 0.0
             for m in root_moves]
    return Result(list(root_moves), visits, means, done)
