"""MarsMatch bots: ``random``, ``greedy`` (rule-based) and ``search-v1`` (determinised flat
Monte Carlo); ``search`` (information-set MCTS) is in ``marsmatch_search.py``.

A bot's choice is a ``Play`` or ``PASS``. What a bot reads (and nothing more) is the
position protocol (``bots.marsmatch_position.MarsMatchPosition``), which a round on either
core provides: its own hand, the public part of the state (``top``, ``top_seat``,
``streak_seat``, ``streak``, ``active``, card counts, ``events``: exactly what
``state.view(seat)`` shows), the seat-to-act helpers ``legal_types``/``default_play``/
``can_pass``, and redeals of the hidden cards from ``resample``, which builds them from
that public information only. The compiled heuristics read
``marsmatch_position.seat_world``.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar

from ..games.marsmatch.combos import Play
from ..games.protocol import PASS, Pass
from . import Bot, register
from . import _marsmatch as compiled
from .marsmatch_position import MarsMatchPosition, seat_world

Choice = Play | Pass


# --- what a seat may know ---------------------------------------------------------------


def card_counts(state: MarsMatchPosition) -> list[int]:
    """Cards held by each seat (public: every view shows them)."""
    return state.card_counts


class MarsMatchBot(Bot):
    """A MarsMatch bot: it reads a round on either core as it is, as a position
    (``bots.marsmatch_position``)."""

    game: ClassVar[str] = "marsmatch"


# --- random ------------------------------------------------------------------------------


@register
class RandomBot(MarsMatchBot):
    """Uniform over the play types open to the seat (and a pass when allowed); the play
    of the chosen type uses the default attachments."""

    name: ClassVar[str] = "random"

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        types = state.legal_types()
        n = len(types) + (1 if state.can_pass() else 0)
        i = self.rng.randrange(n)
        if i == len(types):
            return PASS
        return state.default_play(types[i])

    def compiled_seat(self) -> tuple[Any, ...]:
        return ("random", 0, 0)


# --- greedy ------------------------------------------------------------------------------


@register
class GreedyBot(MarsMatchBot):
    """A rule-based player.

    * Leads: sheds the biggest non-bomb shape it can (long chains and Rockets with their
      attachments first), low ranks before high ones, without breaking Drones, the
      Super Drone, joker pairs or spending wild 2s; keeps its bombs. A lead that empties
      the hand is always taken; one trick from the trick goal (R4.4, the core's
      ``tricks_to_goal``) it leads its hardest-to-answer play.
    * Answers: the cheapest non-bomb play that beats the top; a bomb (the weakest that
      beats) only when it matters: the player on top would win the round by taking the
      trick (the trick goal) or is close to emptying, this trick would reach its own goal,
      the bomb empties its hand, or it has bombs to spare.
    """

    name: ClassVar[str] = "greedy"
    defaults: ClassVar[dict[str, Any]] = {"spare_bombs": 4, "danger_cards": 6}

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        rd = compiled.greedy_choice(seat_world(state, seat), self.options["spare_bombs"],
                                    self.options["danger_cards"])
        return PASS if rd is None else state.default_play(rd)

    def compiled_seat(self) -> tuple[Any, ...]:
        return ("greedy", self.options["spare_bombs"], self.options["danger_cards"])

    def hints(self, state: MarsMatchPosition, seat: int, limit: int) -> list[Choice]:
        """The greedy choice first, then the best-scored alternatives, then one play of
        every other open play type, cheapest first (non-bombs before bombs); the pass
        last where allowed."""
        out: list[Choice] = []
        seen: set[object] = set()

        def add(choice: Choice) -> None:
            key = choice.reading if isinstance(choice, Play) else choice
            if key not in seen and len(out) < limit:
                seen.add(key)
                out.append(choice)

        for _score, choice in self.ranked(state, seat, min(limit, 8)):
            if choice is not PASS:
                add(choice)
        for rd in sorted(state.legal_types(), key=lambda rd: (rd.is_bomb, rd.size > 4,
                                                              rd.top, rd.kind, rd.length)):
            add(state.default_play(rd))
        if state.can_pass(seat):
            if len(out) >= limit:
                out.pop()
            add(PASS)
        return out

    def ranked(self, state: MarsMatchPosition, seat: int, limit: int) -> list[tuple[float, Choice]]:
        """The best ``limit`` actions with scores (higher is better), best first: the scores
        of the compiled heuristic (``csrc/mm_greedy.c``, the one copy of these rules)."""
        return [(score, PASS if rd is None else state.default_play(rd))
                for score, rd in compiled.greedy_ranked(seat_world(state, seat), limit,
                                                        self.options["spare_bombs"],
                                                        self.options["danger_cards"])]


# --- search ------------------------------------------------------------------------------


def _utility(state: MarsMatchPosition, seat: int) -> float:
    """1 for the round's winner (the real match or a Heavenly Hand), 0 for a loser, a
    fraction when the rollout stopped early (shorter hands look better)."""
    if state.finished:
        o = state.outcomes.get(seat)
        return 1.0 if o is not None and o.points > 0 else 0.0
    counts = card_counts(state)
    mine = counts[seat]
    alive = [s for s in state.active]
    inv = [1.0 / (1 + counts[s]) for s in alive]
    return (1.0 / (1 + mine)) / sum(inv)


@register
class SearchV1Bot(MarsMatchBot):
    """Determinised flat Monte Carlo search (the first search bot, kept for comparison).

    The candidate actions are the greedy bot's best ``candidates`` (plus a pass where
    allowed). For each of ``determinizations`` redeals of the hidden cards (built from
    public information only), every candidate is played out with greedy players in all
    seats for at most ``rollout_depth`` actions; the candidate with the best mean result
    (1 = the seat wins the round) is chosen. ``node_limit`` caps the actions simulated per
    decision and ``time_limit`` (seconds, 0 = none) the wall time; with a time limit the
    decisions depend on the machine's speed, so simulations leave it at 0.
    """

    name: ClassVar[str] = "search-v1"
    defaults: ClassVar[dict[str, Any]] = {
        "determinizations": 6, "candidates": 5, "rollout_depth": 60, "node_limit": 20000,
        "time_limit": 0.0, "rollout": "greedy",
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.policy: MarsMatchBot = (GreedyBot(seed=self.rng.getrandbits(32))
                                     if self.options["rollout"] == "greedy"
                                     else RandomBot(seed=self.rng.getrandbits(32)))
        self._greedy = GreedyBot(seed=0)

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        opts = self.options
        ranked = self._greedy.ranked(state, seat, int(opts["candidates"]))
        cands: list[Choice] = [c for _s, c in ranked]
        if state.can_pass() and PASS not in cands:
            cands.append(PASS)
        if len(cands) == 1:
            return cands[0]
        if ranked[0][0] >= 1e5:  # the play empties the hand: nothing to search
            return ranked[0][1]
        totals = [0.0] * len(cands)
        plays = [0] * len(cands)
        nodes = 0
        limit_nodes = int(opts["node_limit"])
        deadline = time.perf_counter() + float(opts["time_limit"]) if opts["time_limit"] else None
        depth = int(opts["rollout_depth"])
        for _d in range(int(opts["determinizations"])):
            world = state.resample(seat, self.rng)
            for i, c in enumerate(cands):
                sim = world.copy()
                sim.apply_unchecked(sim.turn, c)
                nodes += 1 + self._rollout(sim, depth)
                totals[i] += _utility(sim, seat)
                plays[i] += 1
            if nodes >= limit_nodes or (deadline is not None and time.perf_counter() > deadline):
                break
        best = max(range(len(cands)), key=lambda i: (totals[i] / plays[i], -i))
        return cands[best]

    def _rollout(self, sim: Any, depth: int) -> int:
        steps = 0
        policy = self.policy
        while not sim.finished and steps < depth:
            s = sim.turn
            sim.apply_unchecked(s, policy.choose(sim, s))
            steps += 1
        return steps


def describe_choice(choice: Choice) -> str:
    if isinstance(choice, Play):
        return f"{choice.describe()}: {' '.join(choice.cards())}"
    return "pass"


__all__ = [
    "GreedyBot",
    "RandomBot",
    "SearchV1Bot",
    "card_counts",
    "describe_choice",
]

