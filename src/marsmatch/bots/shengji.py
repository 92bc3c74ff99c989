"""Shengji bots: ``random``, ``greedy`` (rule-based) and ``search-v1`` (determinised Monte
Carlo); ``search`` (information-set MCTS) is in ``shengji_search.py``.

A Shengji bot's choice is an engine action (``Declare``, ``Bury``, ``Play`` or ``PASS``),
applied with ``state.apply_action`` (checked) or ``state.apply_unchecked`` (fast). What a
bot reads: its own hand, the trump, level, banker, the current trick, the finished
tricks, the shown declaration cards (``state.view(seat)`` holds all of it), the
legal-action helpers for the seat to act, and ``state.resample(seat, rng)``: the position
protocol (``bots.shengji_position.ShengjiPosition``), which a deal on either core provides.
The compiled rules read ``shengji_position.deal_world``.
"""

from __future__ import annotations

import random
import time
from typing import Any, ClassVar

from ..games.protocol import PASS
from ..games.shengji.actions import Action, Declare
from ..games.shengji.events import Phase
from ..games.shengji.livedeal import bot_declaration
from . import Bot, register
from . import _shengji as compiled
from .shengji_position import ShengjiPosition, deal_world


class ShengjiBot(Bot):
    """A Shengji bot: it reads a deal on either core as it is, as a position
    (``bots.shengji_position``)."""

    game: ClassVar[str] = "shengji"

    def while_dealing(self, state: Any, seat: int) -> Action | None:
        """During a live deal every level declares by one simple rule on the cards it has
        received (``livedeal.bot_declaration``)."""
        return bot_declaration(state, seat)


def random_action(state: ShengjiPosition, seat: int, rng: random.Random) -> Action:
    """A random legal action: declare or pass at random, bury random cards, lead a random
    unit of a random suit (now and then a throw of two or three units), follow at random
    within the rules. The policy is compiled with the engine (``State.random_action``, so
    batched deals can play it without Python), drawing from ``rng`` as Python would."""
    return state.random_action(seat, rng)


@register
class RandomBot(ShengjiBot):
    """A random legal action: declares or passes at random, buries random cards, leads a
    random unit of a random suit (now and then a throw), follows at random within the
    rules (``random_action``)."""

    name: ClassVar[str] = "random"

    def choose(self, state: ShengjiPosition, seat: int) -> Action:
        return random_action(state, seat, self.rng)

    def compiled_seat(self) -> tuple[Any, ...]:
        return ("random", 0.0)


# --- greedy -------------------------------------------------------------------------------


@register
class GreedyBot(ShengjiBot):
    """A rule-based player (compiled: ``csrc/sj_greedy.c``, the one copy of these rules).

    * Declares the suit in which it holds the most trump (level cards + jokers + suit
      cards) when that is a fair share of the hand; overcalls only with a strong suit.
    * Buries low plain cards, no points, no trump, no pairs, emptying short suits first.
    * Leads: a pair, triple or tractor of a plain suit, or a plain Ace, when it is the
      highest of its shape still out; otherwise a low card of its longest plain suit (not
      a point card); trump when only trump is left.
    * Follows: when the partner holds the trick (and the seat is last, or the partner's
      play is strong), gives points; otherwise takes the trick with the cheapest winning
      follow when it can (ruffing when void); else plays the lowest cards, keeping points
      back.
    """

    name: ClassVar[str] = "greedy"
    defaults: ClassVar[dict[str, Any]] = {"declare_share": 0.34}

    def choose(self, state: ShengjiPosition, seat: int) -> Action:
        return compiled.greedy_choice(deal_world(state, seat), self.options["declare_share"])

    def ranked(self, state: ShengjiPosition, seat: int, limit: int) -> list[tuple[float, Action]]:
        """The leads or follows it considers for the seat to act, best first, with their
        scores (empty outside the play phase)."""
        return compiled.greedy_ranked(deal_world(state, seat), limit,
                                      self.options["declare_share"])

    def compiled_seat(self) -> tuple[Any, ...]:
        return ("greedy", self.options["declare_share"])

    def hints(self, state: ShengjiPosition, seat: int, limit: int) -> list[Action]:
        """The greedy choice first, then the other declarations (or the pass), or the
        best-scored leads or follows; the engine's default action is always among them."""
        out: list[Action] = []

        def add(action: Action) -> None:
            if action not in out and len(out) < limit:
                out.append(action)

        add(self.choose(state, seat))
        if state.phase is Phase.DECLARE:
            add(PASS)
            for d in state.legal_actions(seat):
                if isinstance(d, Declare):
                    add(d)
        elif state.phase is Phase.PLAY:
            for _score, action in self.ranked(state, seat, limit):
                add(action)
        if len(out) >= limit:
            out.pop()
        add(state.default_action(seat))
        return out


# --- search -------------------------------------------------------------------------------


def _team_value(state: ShengjiPosition, seat: int) -> float:
    """Final value of a deal for ``seat``'s team: the attackers' points (for the attackers;
    minus them for the banker side), in units of the level step, plus the levels gained
    minus the other team's. Points carry most of the signal: levels are steps of them."""
    o = state.outcome
    if o is None:  # a rollout cut at its horizon: the points taken so far
        pts = state.attackers_points / 40.0
        return pts if state.is_attacker(seat) else -pts
    team = seat % 2
    adv = {ch["team"]: ch["advance"] for ch in o.level_changes}
    value = adv.get(team, 0) - adv.get(1 - team, 0)
    pts = o.attackers_points / 40.0
    return 0.5 * value + (pts if state.is_attacker(seat) else -pts)


@register
class SearchV1Bot(ShengjiBot):
    """Determinised flat Monte Carlo search over the greedy bot's best ``candidates``
    plays: for each of ``determinizations`` redeals of the hidden cards
    (``state.resample``), every candidate is played out to the end of the deal by greedy
    players (or, with ``horizon`` = h > 0, for the current trick and h more, valued by
    the attackers' points taken so far); the candidate with the best mean team value
    wins. Declaring and burying are
    left to the greedy rules. ``node_limit`` caps the simulated actions per decision;
    ``time_limit`` (seconds, 0 = none) the wall time."""

    name: ClassVar[str] = "search-v1"
    defaults: ClassVar[dict[str, Any]] = {
        "determinizations": 8, "candidates": 3, "node_limit": 6000, "time_limit": 0.0,
        "horizon": 0,
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.policy = GreedyBot(seed=self.rng.getrandbits(32))
        self._greedy = GreedyBot(seed=0)

    def choose(self, state: ShengjiPosition, seat: int) -> Action:
        if state.phase is not Phase.PLAY:
            return self._greedy.choose(state, seat)
        cands = [a for _s, a in self._greedy.ranked(state, seat, int(self.options["candidates"]))]
        if len(cands) == 1:
            return cands[0]
        totals = [0.0] * len(cands)
        nodes = 0
        horizon = int(self.options["horizon"])
        stop = len(state.tricks) + 1 + horizon if horizon > 0 else None
        deadline = (time.perf_counter() + float(self.options["time_limit"])
                    if self.options["time_limit"] else None)
        for _d in range(int(self.options["determinizations"])):
            world = state.resample(seat, self.rng)
            for i, a in enumerate(cands):
                sim = world.copy()
                sim.apply_unchecked(seat, a)
                nodes += 1 + self._rollout(sim, stop)
                totals[i] += _team_value(sim, seat)
            if nodes >= int(self.options["node_limit"]) or (
                    deadline is not None and time.perf_counter() > deadline):
                break
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    def _rollout(self, sim: Any, stop: int | None = None) -> int:
        """Play a redealt world on with the greedy rules in every seat. Each plays a
        compiled world as it lies (it is a simulation, and the greedy choice is the same in
        a world hidden from the seat: tests/bots/test_shengji_position.py), so no world is
        hidden again at each step; a world on another core reaches the C as its
        ``deal_world``."""
        steps = 0
        share = self.policy.options["declare_share"]
        as_is = compiled.is_compiled(sim)
        while not sim.finished and (stop is None or len(sim.tricks) < stop):
            s = sim.to_act[0]
            world = sim if as_is else deal_world(sim, s)
            sim.apply_unchecked(s, compiled.greedy_choice(world, share))
            steps += 1
        return steps


__all__ = ["GreedyBot", "RandomBot", "SearchV1Bot"]

