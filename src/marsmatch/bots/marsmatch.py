"""MarsMatch bots: ``random``, ``greedy`` (rule-based) and ``search`` (determinised Monte Carlo).

A bot's choice is a ``Play`` or ``PASS``. What a bot reads (and nothing more): its own
hand ``state.hands[seat]``, the public part of the state (``top``, ``top_seat``,
``streak_seat``, ``streak``, ``active``, card counts, ``events``: exactly what
``state.view(seat)`` shows), the seat-to-act helpers ``legal_types``/``default_play``/
``can_pass``, and redeals of the hidden cards from ``State.resample``, which builds them
from that public information only.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, ClassVar

from ..games.marsmatch.combos import BJ, KINDS, LJ, TWO, Kind, Play, Reading
from ..games.marsmatch.moves import answer_types, default_play, play_types
from ..games.marsmatch.state import State
from ..games.protocol import PASS, Pass
from . import Bot, register

Choice = Play | Pass


# --- what a seat may know ---------------------------------------------------------------


def card_counts(state: State) -> list[int]:
    """Cards held by each seat (public: every view shows them)."""
    return [sum(h) for h in state.hands]


class MarsMatchBot(Bot):
    game: ClassVar[str] = "marsmatch"


# --- random ------------------------------------------------------------------------------


@register
class RandomBot(MarsMatchBot):
    """Uniform over the play types open to the seat (and a pass when allowed); the play
    of the chosen type uses the default attachments."""

    name: ClassVar[str] = "random"

    def choose(self, state: State, seat: int) -> Choice:
        types = state.legal_types()
        n = len(types) + (1 if state.can_pass() else 0)
        i = self.rng.randrange(n)
        if i == len(types):
            return PASS
        return state.default_play(types[i])


# --- greedy ------------------------------------------------------------------------------

def break_cost(h: Sequence[int], rd: Reading) -> float:
    """What the main cards of a non-bomb reading break: Drones, the Super Drone, wild 2s,
    joker pairs (estimate from the reading alone, without building the play)."""
    kind, k, top, _att = rd
    cost = 0.0
    if kind == Kind.LONE_BOAT:
        return 2.5 if h[LJ] + h[BJ] >= 2 else 0.5
    if kind == Kind.SINGLE:
        window: Sequence[int] = (top,)
        per = 1
    elif kind in (Kind.PAIR, Kind.PAIR_SEQUENCE, Kind.ROCKET, Kind.STARSHIP):
        per = KINDS[kind].group
        window = (top,) if k == 1 else range(top - k + 1, top + 1)
    else:
        return 0.0
    wild = 0
    for r in window:
        c = h[r]
        take = min(per, c)
        if r != TWO:
            wild += per - take
        left = c - take
        if c >= 4 and left < 4:
            cost += 2.0 + 0.5 * (c - 4)
        elif c >= 5:
            cost += 0.4
        if r == 0 and c >= 3 and left < 3:
            cost += 2.5  # the Super Drone
        if r == TWO:
            cost += 0.8 * take
    cost += 1.0 * wild
    return cost


def bomb_rank(rd: Reading) -> tuple[int, int, int]:
    return (KINDS[rd.kind].bomb_class, rd.length, rd.top)


def count_bombs(h: Sequence[int]) -> int:
    n = sum(1 for r in range(13) if h[r] >= 4)
    n += h[0] >= 3
    n += (h[LJ] + h[BJ]) // 2
    return n


@register
class GreedyBot(MarsMatchBot):
    """A rule-based player.

    * Leads: sheds the biggest non-bomb shape it can (long chains and Rockets with their
      attachments first), low ranks before high ones, without breaking Drones, the
      Super Drone, joker pairs or spending wild 2s; keeps its bombs. A lead that empties
      the hand is always taken; with a streak one trick from winning it leads its
      hardest-to-answer play.
    * Answers: the cheapest non-bomb play that beats the top; a bomb (the weakest that
      beats) only when it matters: the player on top would win the round by taking the
      trick (streak) or is close to emptying, this trick would complete its own streak,
      the bomb empties its hand, or it has bombs to spare.
    """

    name: ClassVar[str] = "greedy"
    defaults: ClassVar[dict[str, Any]] = {"spare_bombs": 4, "danger_cards": 6}

    def choose(self, state: State, seat: int) -> Choice:
        return self.ranked(state, seat, 1)[0][1]

    def suggest(self, state: State, seat: int, limit: int = 20) -> list[Choice]:
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

    def ranked(self, state: State, seat: int, limit: int) -> list[tuple[float, Choice]]:
        """The best ``limit`` actions with scores (higher is better), best first."""
        h = state.hands[seat]
        size = sum(h)
        top = state.top
        types = play_types(h) if top is None else answer_types(h, top)
        stw = state.rules.streak_goal(state.n)
        my_streak = state.streak if state.streak_seat == seat else 0
        scored: list[tuple[float, Reading]] = []
        empties = [rd for rd in types if rd.size == size]
        for rd in empties:
            scored.append((1e6 - (bomb_rank(rd)[0] if rd.is_bomb else 0), rd))
        bombs_held = count_bombs(h)
        if top is None:
            closing = bool(stw) and my_streak == stw - 1
            for rd in types:
                if rd.is_bomb:
                    # bombs lead only to close a streak or when nothing else is left
                    base = 50.0 if closing else -100.0
                    scored.append((base - bomb_rank(rd)[1] - bomb_rank(rd)[0], rd))
                    continue
                n = rd.size
                rank = rd.top
                if closing:
                    score = 20.0 + 2.0 * n + 1.5 * rank - 2 * break_cost(h, rd)
                else:
                    score = 0.5 * min(n, 12) - 0.55 * rank - 4.0 * break_cost(h, rd)
                    if rd.kind == Kind.SINGLE and rank == TWO:
                        score -= 2.0
                scored.append((score, rd))
        else:
            top_seat = state.top_seat
            counts = card_counts(state)
            top_streak = state.streak if state.streak_seat == top_seat else 0
            threat = ((bool(stw) and top_streak >= stw - 1)
                      or counts[top_seat] <= self.options["danger_cards"])
            own_close = bool(stw) and my_streak >= stw - 1
            urgent = threat or own_close
            spare = bombs_held >= self.options["spare_bombs"]
            for rd in types:
                if rd.is_bomb:
                    klass, length, brank = bomb_rank(rd)
                    if urgent or spare:
                        score = 10.0 - 3 * klass - 0.3 * length - 0.05 * brank
                    else:
                        score = -50.0 - klass
                    scored.append((score, rd))
                    continue
                cost = break_cost(h, rd)
                score = 5.0 - 0.3 * rd.top - 2.0 * cost
                if urgent:
                    score += 20.0
                scored.append((score, rd))
            pass_score = -30.0 if urgent else 0.0
            if not urgent and top.size >= 8:
                pass_score = -2.0  # big shapes are worth taking over
            scored.append((pass_score, PASS))  # type: ignore[arg-type]
        scored.sort(key=lambda x: -x[0])
        out: list[tuple[float, Choice]] = []
        seen: set[Reading | Pass] = set()
        for score, rd in scored:
            if rd in seen:
                continue
            seen.add(rd)
            if rd is PASS:
                if top is None:
                    continue
                out.append((score, PASS))
            else:
                out.append((score, default_play(h, rd, top)))
            if len(out) >= limit:
                break
        return out


# --- search ------------------------------------------------------------------------------


def _utility(state: State, seat: int) -> float:
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
class SearchBot(MarsMatchBot):
    """Determinised flat Monte Carlo search.

    The candidate actions are the greedy bot's best ``candidates`` (plus a pass where
    allowed). For each of ``determinizations`` redeals of the hidden cards (built from
    public information only), every candidate is played out with greedy players in all
    seats for at most ``rollout_depth`` actions; the candidate with the best mean result
    (1 = the seat wins the round) is chosen. ``node_limit`` caps the actions simulated per
    decision and ``time_limit`` (seconds, 0 = none) the wall time; with a time limit the
    decisions depend on the machine's speed, so simulations leave it at 0.
    """

    name: ClassVar[str] = "search"
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

    def choose(self, state: State, seat: int) -> Choice:
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

    def _rollout(self, sim: State, depth: int) -> int:
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
    "SearchBot",
    "break_cost",
    "card_counts",
    "describe_choice",
]
