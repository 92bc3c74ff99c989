"""MarsMatch ``search``: information-set MCTS over the play types, with compiled rollouts.

The search (``ismcts.search``) runs on compiled, log-less copies of what the seat may know
of the round (``marsmatch_position.seat_world``, then ``compiled.search_world``): every
iteration redeals the cards hidden from the bot's seat from
public information only (``unseen``: the shoe minus its own hand, the cards played and
the hands revealed at the deal), walks the tree over the play types the seat to act may
choose (``compiled.search_candidates``: the greedy bot's best few, the cheapest non-bomb of
each kind, the weakest bomb of each class, the strongest bomb, the pass) and plays the
round out with the greedy bot's rules in C, picking one of its three best moves at random
with probability ``epsilon`` (``compiled.search_rollout``). The result is 1 for the seat
that wins the round.

Before searching, three tactical rules that no search should miss (tested as positions):

* a play that empties the hand wins at once: play it;
* one trick from the trick goal (R4.4: ``state.tricks_to_goal``, as the core counts it under
  ``trick_goal`` and ``streak_scale``), a play nothing unseen can beat wins the round: play it;
* when the player on top is one trick from the trick goal, never pass while an answer
  exists.

Exact search: when no card is hidden (one opponent left, or every unseen card of one
rank) the deal is built once and every iteration plays in it.

Reproducible: a decision's random numbers come from the bot's seed and a digest of what
the seat knows (its hand and the public state), so the same seed makes the same decision
in the same position whatever happened before, at any seat order, and whatever the hidden
cards really are. ``iterations`` bounds the work per decision; ``time`` (seconds) caps
the wall time for servers — with the cap reached the decision depends on the machine's
speed, so ``time=0`` (no cap) makes runs reproducible on any machine.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, cast

import numpy as np

from ..games.marsmatch.combos import Play
from ..games.marsmatch.moves import answer_types
from ..games.protocol import PASS
from . import _marsmatch as compiled
from . import register
from .ismcts import deadline_after, decision_seeds, search
from .marsmatch import Choice, MarsMatchBot
from .marsmatch_learned import (
    action_values,
    compiled_network,
    decode_reading,
    layout_numbers,
    network,
)
from .marsmatch_position import MarsMatchPosition, seat_world
from .qnet import load_weights

PASS_CODE = -1


class MarsMatchSearchGame:
    """The search's view of one decision: worlds, moves and rollouts on compiled rounds."""

    def __init__(self, state: MarsMatchPosition, seat: int, options: dict[str, Any]) -> None:
        self.state = state
        self.seat = seat
        self.known = seat_world(state, seat)  # the round as the seat may know it, in C
        self.spare = int(options["spare_bombs"])
        self.danger = int(options["danger_cards"])
        self.width = int(options["width"])
        self.epsilon = float(options["epsilon"])
        self.hidden = hidden_cards(state, seat)
        self.exact = None if self.hidden else compiled.search_world(self.known, seat, 0, True)

    def world(self, seed: int) -> Any:
        if self.exact is not None:
            return compiled.search_copy(self.exact)
        return compiled.search_world(self.known, self.seat, seed, True)

    def finished(self, world: Any) -> bool:
        return bool(world.finished)

    def mover(self, world: Any) -> int:
        return int(world.turn)

    def moves(self, world: Any) -> Sequence[Hashable]:
        return compiled.search_candidates(world, self.width, False, self.spare,
                                       self.danger)

    def root_moves(self, width: int) -> list[int]:
        return compiled.search_candidates(self.known, width, True, self.spare,
                                       self.danger)

    def apply(self, world: Any, move: Hashable) -> None:
        compiled.search_apply(world, cast(int, move))

    def rollout(self, world: Any, seed: int) -> Sequence[float]:
        n = self.state.n
        if not world.finished:
            compiled.search_rollout(world, seed, self.epsilon, 2000, self.spare, self.danger)
        out = [0.0] * n
        if world.finished and world.winner >= 0:
            out[world.winner] = 1.0
        return out


def hidden_cards(state: MarsMatchPosition, seat: int) -> bool:
    """Whether where the unseen cards lie is unknown to ``seat``: at least two other seats
    hold cards and the unseen cards are of at least two ranks."""
    others = [s for s in state.active if s != seat]
    ranks = sum(1 for c in state.unseen(seat) if c > 0)
    return len(others) >= 2 and ranks >= 2


def unbeatable(state: MarsMatchPosition, seat: int, play: Play) -> bool:
    """Whether no seat can beat ``play``, whatever the unseen cards are: no answer exists
    in all of them together that fits in the biggest other hand."""
    pool = state.unseen(seat)
    counts = state.card_counts
    biggest = max((counts[s] for s in state.active if s != seat), default=0)
    return not any(rd.size <= biggest for rd in answer_types(pool, play))


def information_digest(state: MarsMatchPosition, seat: int) -> bytes:
    """What ``seat`` knows, as bytes: its hand and the public state (no hidden card)."""
    top = state.top
    public = (seat, tuple(state.hand(seat)), tuple(state.played_counts),
              tuple(state.card_counts), tuple(state.active), state.turn,
              None if top is None else (tuple(top.counts), tuple(top.reading)),
              state.top_seat, state.streak_seat, state.streak, state.passes, state.tricks,
              tuple(state.turns), tuple(state.passed))
    return hashlib.sha256(repr(public).encode()).digest()


@register
class SearchBaseBot(MarsMatchBot):
    """Information-set MCTS with compiled greedy rollouts and tactical rules (module
    docstring): the MarsMatch search as the project first shipped it, kept as
    ``search-base`` for comparison.

    Options: ``iterations`` (per decision; 0: only the time bounds it), ``time`` (seconds;
    0: no cap), ``root_width`` (the greedy bot's best moves at the root, before the cheap
    answers, bombs and pass every root also gets), ``width`` (the greedy bot's best moves
    at the other nodes), ``epsilon`` (rollout randomness),
    ``exploration`` (UCB1's constant), and the greedy rules' ``spare_bombs`` and
    ``danger_cards`` for the rollouts.
    """

    name: ClassVar[str] = "search-base"
    defaults: ClassVar[dict[str, Any]] = {
        "iterations": 1000, "time": 0.9, "root_width": 8, "width": 4, "epsilon": 0.1,
        "exploration": 0.7,
        "spare_bombs": 4, "danger_cards": 6,
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.last: Any = None  # the last decision's search statistics (for people and tests)

    def decision_rng(self, state: MarsMatchPosition, seat: int) -> random.Random:
        """The decision's generator: from the seed and what the seat knows only."""
        return decision_seeds(self.seed, self.rng, information_digest(state, seat))

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        start = time.perf_counter()  # the time cap counts the preparation too
        opts = self.options
        game = self.search_game(state, seat)
        moves = game.root_moves(int(opts["root_width"]))
        self.last = None
        forced = self.tactics(state, seat, moves)
        if forced is not None:
            return self.to_choice(state, forced)
        moves, bias = self.root(state, seat, moves)
        if len(moves) == 1:
            return self.to_choice(state, moves[0])
        result = search(game, moves, self.decision_rng(state, seat), int(opts["iterations"]),
                        deadline_after(float(opts["time"]), start), float(opts["exploration"]),
                        bias)
        self.last = result
        return self.to_choice(state, result.best)

    def search_game(self, state: MarsMatchPosition, seat: int) -> MarsMatchSearchGame:
        return MarsMatchSearchGame(state, seat, self.options)

    def root(self, state: MarsMatchPosition, seat: int, moves: list[int]
             ) -> tuple[list[int], dict[Hashable, float] | None]:
        """The root's moves and their progressive bias (none here)."""
        return moves, None

    def tactics(self, state: MarsMatchPosition, seat: int, moves: list[int]) -> int | None:
        """A move the tactical rules force, or None; removes a pass that must not be made
        from ``moves``."""
        size = sum(state.hand(seat))
        types = state.legal_types()
        for rd in types:  # emptying the hand wins the round
            if rd.size == size:
                return compiled.search_code(rd)
        if state.tricks_to_goal(seat) == 1:
            # one trick from the trick goal (R4.4, as the core counts it): an unbeatable
            # play wins the round (the strongest bombs first: the likeliest to be unbeatable)
            for rd in sorted(types, key=lambda rd: (-rd.is_bomb, -rd.size)):
                if unbeatable(state, seat, state.default_play(rd)):
                    return compiled.search_code(rd)
        plays = [m for m in moves if m != PASS_CODE]
        top_seat = state.top_seat
        if PASS_CODE in moves and plays and state.tricks_to_goal(top_seat) == 1:
            moves.remove(PASS_CODE)  # the player on top wins the round if all pass
        return None

    def to_choice(self, state: MarsMatchPosition, code: Hashable) -> Choice:
        if code == PASS_CODE:
            return PASS
        return state.default_play(compiled.search_reading(code))  # type: ignore[arg-type]




class NetSearchGame(MarsMatchSearchGame):
    """The search's view of a decision with the learned network: every node it expands
    gets the network's priors over its moves (a progressive bias), and a leaf's result
    mixes the network's estimate of the mover's chance (``mix``) with the greedy
    rollout's."""

    def __init__(self, state: MarsMatchPosition, seat: int, options: dict[str, Any],
                 net: compiled.Net) -> None:
        super().__init__(state, seat, options)
        self.net = net
        self.layout = layout_numbers(state.n)
        self.mix = float(options["mix"])
        self.prior = float(options["prior"])
        self.temperature = float(options["temperature"])
        self._last: tuple[Any, np.ndarray] | None = None  # the world just weighed, its Qs

    def values(self, world: Any) -> np.ndarray:
        """The network's Q of the mover's candidate moves in ``world`` (in ``moves``'
        order), weighed once per world."""
        if self._last is None or self._last[0] is not world:
            self._last = (world, compiled.move_values(world, self.moves(world), self.net,
                                                      self.layout))
        return self._last[1]

    def priors(self, world: Any) -> dict[Hashable, float]:
        return weigh(list(self.moves(world)), self.values(world), self.prior,
                     self.temperature)

    def rollout(self, world: Any, seed: int) -> Sequence[float]:
        leaf = None
        if self.mix > 0 and not world.finished:
            leaf = self.leaf(world)
        self._last = None
        out = super().rollout(world, seed)
        if leaf is None:
            return out
        return [self.mix * v + (1 - self.mix) * r for v, r in zip(leaf, out, strict=True)]

    def leaf(self, world: Any) -> list[float]:
        """Each seat's chance to win the round as the network sees the mover's position:
        the mover's best Q over its search candidates as a probability, the rest shared by
        the other seats in play."""
        mover = int(world.turn)
        p = min(1.0, max(0.0, (float(self.values(world).max()) + 1.0) / 2.0))
        others = [s for s in world.active if s != mover]
        out = [0.0] * world.n
        out[mover] = p
        for s in others:
            out[s] = (1.0 - p) / len(others)
        return out


def weigh(moves: list[Hashable], q: np.ndarray, prior: float, temperature: float
          ) -> dict[Hashable, float]:
    """Each move's progressive bias: ``prior`` times the softmax of Q over ``temperature``."""
    w = np.exp((q - q.max()) / temperature)
    w *= prior / w.sum()
    return {m: float(x) for m, x in zip(moves, w, strict=True)}


@register
class SearchBot(SearchBaseBot):
    """``search-base`` guided by the learned network (``marsmatch_learned``): the network's
    best moves join the root's candidates, its Q gives them a progressive bias (``prior``
    times the softmax of Q over ``temperature``), and each leaf's result mixes the network's
    estimate (``mix``) with the greedy rollout's. At table sizes without a network it is
    ``search-base``. ``weights``: other weights for the network (a training run's).
    """

    name: ClassVar[str] = "search"
    defaults: ClassVar[dict[str, Any]] = {
        **SearchBaseBot.defaults, "mix": 0.5, "prior": 0.5, "temperature": 0.1, "net_moves": 3,
        "weights": "",
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.weights = str(self.options["weights"])
        if self.weights:
            load_weights(self.weights)  # a missing or broken file is an error now, not later

    def search_game(self, state: MarsMatchPosition, seat: int) -> MarsMatchSearchGame:
        net = compiled_network(state.n, self.weights)
        if net is None:
            return MarsMatchSearchGame(state, seat, self.options)
        return NetSearchGame(state, seat, self.options, net)

    def root(self, state: MarsMatchPosition, seat: int, moves: list[int]
             ) -> tuple[list[int], dict[Hashable, float] | None]:
        net = network(state.n, self.weights)
        if net is None or len(moves) <= 1:
            return moves, None
        actions, q = action_values(net, state, seat)
        by_code = {PASS_CODE if a == 0 else compiled.search_code(decode_reading(a)): float(v)
                   for a, v in zip(actions, q, strict=True)}
        best = sorted(by_code, key=lambda m: -by_code[m])[:int(self.options["net_moves"])]
        moves = [*moves[:1], *(m for m in best if m not in moves[:1]),
                 *(m for m in moves[1:] if m not in best)]
        known = np.array([by_code.get(m, -1.0) for m in moves])
        return moves, weigh(list(moves), known, float(self.options["prior"]),
                            float(self.options["temperature"]))

__all__ = ["MarsMatchSearchGame", "SearchBaseBot", "SearchBot", "hidden_cards",
           "information_digest", "unbeatable"]
