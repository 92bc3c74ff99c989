"""Shengji ``search``: the information-set MCTS of ``ismcts`` on Shengji deals.

Trick play: every iteration redeals the hidden cards (``state.resample``, which keeps the
shown declaration cards, the known kitty and the voids revealed by play), walks the tree
over the greedy bot's best ``width`` leads or follows of the seat to act (the bot's own
root gets ``root_width``), and plays on with greedy players for the current trick and
``horizon`` more (0: to the end of the deal). A seat's result is its team's: the change
in the attackers' points over the rollout (for the attackers; the opposite for the banker
side) in units of ``scale`` points, or, for a deal played to its end, the points and
levels of the outcome, squashed into [0, 1].

Burying: the banker's candidate kitties are the greedy burial and the burials that keep
each plain suit (so the others are emptied first); each is played out to the end of the
deal ``bury_rollouts`` times by greedy players from redeals, and the best mean wins.
Declaring follows the greedy rules.

Reproducible as the MarsMatch search is: a decision's random numbers come from the seed
and a digest of what the seat knows; ``iterations`` bounds the work, ``time`` caps it.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from ..games.shengji.actions import Action, Bury, Play
from ..games.shengji.events import Phase
from ..games.shengji.state import State
from ..games.shengji.trump import TRUMP, card_points
from . import register
from .ismcts import deadline_after, decision_seeds, search
from .shengji import GreedyBot, ShengjiBot


def _canonical(action: Action) -> Action:
    """A play keyed by its cards in one order, so equal plays meet in the tree."""
    if isinstance(action, Play) and action.hint is None:
        return Play(tuple(sorted(action.cards, key=str)))
    return action


class ShengjiSearchGame:
    """The search's view of one Shengji decision in the play phase."""

    def __init__(self, state: State, seat: int, options: dict[str, Any]) -> None:
        self.state = state
        self.seat = seat
        self.width = int(options["width"])
        self.horizon = int(options["horizon"])
        self.scale = float(options["scale"])
        self.policy = GreedyBot(seed=0)
        self.start_points = state.attackers_points
        self.reuse = max(1, int(options["reuse"]))
        self.dealt: State | None = None
        self.uses = 0

    def world(self, seed: int) -> State:
        """A redeal every ``reuse`` iterations (redealing costs more than a rollout),
        copies of it in between."""
        if self.dealt is None or self.uses >= self.reuse:
            self.dealt = self.state.resample(self.seat, random.Random(seed))
            self.uses = 0
        self.uses += 1
        return self.dealt.copy()

    def finished(self, world: State) -> bool:
        return world.phase is not Phase.PLAY

    def mover(self, world: State) -> int:
        return int(world.to_act[0])

    def options(self, world: State, width: int) -> list[Action]:
        seat = world.to_act[0]
        ranked = self.policy.ranked(world, seat, width)
        out: list[Action] = []
        for _score, action in ranked:
            key = _canonical(action)
            if key not in out:
                out.append(key)
        return out

    def moves(self, world: State) -> Sequence[Hashable]:
        return self.options(world, self.width)

    def apply(self, world: State, move: Hashable) -> None:
        world.apply_unchecked(world.to_act[0], move)

    def rollout(self, world: State, seed: int) -> Sequence[float]:
        stop = world.trick_number + 1 + self.horizon if self.horizon > 0 else None
        policy = self.policy
        while not world.finished and world.phase is Phase.PLAY and (
                stop is None or world.trick_number < stop):
            policy.step(world, world.to_act[0])
        return [team_result(world, s, self.start_points, self.scale) for s in range(4)]


def team_result(world: State, seat: int, start_points: int, scale: float) -> float:
    """``seat``'s team's result in [0, 1]: the outcome's points and levels when the deal
    is over, else the attackers' points gained since the decision (against them for the
    banker side)."""
    sign = 1.0 if world.is_attacker(seat) else -1.0
    o = world.outcome
    if o is not None:
        team = seat % 2
        adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
        value = 0.5 * (adv.get(team, 0) - adv.get(1 - team, 0))
        value += sign * (o.attackers_points - start_points) / scale
    else:
        value = sign * (world.attackers_points - start_points) / scale
    return 0.5 + 0.5 * math.tanh(value)


def information_digest(state: State, seat: int) -> bytes:
    """What ``seat`` knows, as bytes: its hand, the shown cards, the public history (the
    event log every seat sees), and the kitty when it is the banker's to know."""
    kitty = (tuple(sorted(map(str, state.kitty)))
             if seat == state.banker and (state.kitty_known_to_banker
                                          or state.phase is Phase.BURY) else None)
    public = (seat, tuple(sorted(map(str, state.hand(seat)))), repr(state.log(seat)), kitty)
    return hashlib.sha256(repr(public).encode()).digest()


@register
class SearchBot(ShengjiBot):
    """Information-set MCTS for trick play, rollout-tested burying (module docstring).

    Options: ``iterations``, ``time`` (seconds, 0: no cap), ``root_width`` and ``width``
    (the greedy bot's best moves at the root and at the other nodes), ``horizon`` (tricks
    played on after the current one; 0: to the end), ``reuse`` (iterations per redeal),
    ``scale`` (points per unit of
    result), ``exploration``, ``follow_candidates`` (the rollout players'),
    ``bury_rollouts`` (per candidate kitty; 0: bury as greedy does).
    """

    name: ClassVar[str] = "search"
    defaults: ClassVar[dict[str, Any]] = {
        "iterations": 64, "time": 0.9, "root_width": 4, "width": 2, "horizon": 2,
        "reuse": 2, "scale": 20.0, "exploration": 0.7, "follow_candidates": 12,
        "bury_rollouts": 0,
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self._greedy = GreedyBot(seed=0)
        self.last: Any = None

    def decision_rng(self, state: State, seat: int) -> random.Random:
        """The decision's generator: from the seed and what the seat knows only."""
        return decision_seeds(self.seed, self.rng, information_digest(state, seat))

    def choose(self, state: State, seat: int) -> Action:
        start = time.perf_counter()  # the time cap counts the preparation too
        self.last = None
        if state.phase is Phase.BURY and int(self.options["bury_rollouts"]) > 0:
            return self._bury(state, seat)
        if state.phase is not Phase.PLAY:
            return self._greedy.choose(state, seat)
        opts = self.options
        game = ShengjiSearchGame(state, seat, opts)
        moves = game.options(state, int(opts["root_width"]))
        if len(moves) == 1:
            return moves[0]
        result = search(game, moves, self.decision_rng(state, seat), int(opts["iterations"]),
                        deadline_after(float(opts["time"]), start), float(opts["exploration"]))
        self.last = result
        return result.best  # type: ignore[return-value]

    def _bury(self, state: State, seat: int) -> Action:
        """The candidate kitty with the best mean result over full greedy rollouts."""
        cands = bury_candidates(state, seat, self._greedy)
        if len(cands) == 1:
            return cands[0]
        rng = self.decision_rng(state, seat)
        player = GreedyBot(seed=0)
        start = state.attackers_points
        totals = [0.0] * len(cands)
        for _ in range(int(self.options["bury_rollouts"])):
            world = state.resample(seat, random.Random(rng.getrandbits(63)))
            for i, bury in enumerate(cands):
                sim = world.copy()
                sim.apply_unchecked(seat, bury)
                while not sim.finished:
                    player.step(sim, sim.to_act[0])
                totals[i] += team_result(sim, seat, start, float(self.options["scale"]))
        return cands[max(range(len(cands)), key=lambda i: (totals[i], -i))]


def bury_candidates(state: State, seat: int, greedy: GreedyBot) -> list[Bury]:
    """The greedy burial, then for each plain suit a burial that keeps it and empties the
    others first (low, pointless, unpaired cards before the rest)."""
    trump = state.trump
    assert trump is not None
    first = greedy.choose(state, seat)
    assert isinstance(first, Bury)
    out = [first]
    hand = state.hands[seat]
    n = len(state.kitty)
    cards = [c for c, k in hand.items() for _ in range(k)]
    suits = sorted({trump.esuit(c) for c in cards} - {TRUMP})
    for keep in suits:
        def cost(c: Any, keep: str = keep) -> tuple:
            s = trump.esuit(c)
            return (s == TRUMP, s == keep, hand[c] >= 2, card_points(c) > 0,
                    trump.pos(c) >= 10, trump.pos(c))
        bury = Bury(tuple(sorted(cards, key=cost)[:n]))
        if sorted(map(str, bury.cards)) not in [sorted(map(str, b.cards)) for b in out]:
            out.append(bury)
    return out


__all__ = ["SearchBot", "ShengjiSearchGame", "bury_candidates", "information_digest",
           "team_result"]
