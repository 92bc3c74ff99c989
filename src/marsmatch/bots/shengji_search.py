"""Shengji ``search``: determinised Monte Carlo with paired evaluation, compiled.

For each of many redeals of the cards hidden from the bot's seat, dealt from public
information only (every card played, the voids shown, the declaration cards still shown,
each hand's size, the kitty when the bot is the banker who buried it), every candidate
move (the greedy bot's best leads or follows; for the banker's burial, the greedy burial
and one per plain suit that keeps that suit) is played out to the end of the deal by the
greedy players in C (``bots/csrc/sj_search.c``), all candidates on the same redeal and the
same random numbers, so the search measures their differences, not their luck. A deal's
result for the bot's team is ``win_weight`` of won (+1) or lost (-1) plus the rest of
``tanh`` of the attackers' points past the score that wins them the deal (G6.2), over
``scale``. The best mean is played unless its lead over the greedy bot's own choice is
within ``z`` standard errors of the paired differences (then the greedy choice stands).
Declaring follows the greedy rules.

Reproducible: a decision's random numbers come from the bot's seed and a digest of what
the seat knows, so the same seed makes the same decision in the same position whatever
came before and wherever the hidden cards really are. ``iterations`` bounds the redeals
per decision and ``time`` (seconds) the wall time; ``time=0`` makes runs reproducible on
any machine.
"""

from __future__ import annotations

import hashlib
import random
import time
from typing import Any, ClassVar

import numpy as np

from ..games.shengji.actions import Action
from ..games.shengji.events import Phase
from . import _shengji as compiled
from . import register
from .ismcts import decision_seeds
from .shengji import ShengjiBot
from .shengji_learned import LearnedBot, q_values
from .shengji_position import ShengjiPosition, deal_world


def information_digest(state: ShengjiPosition, seat: int) -> bytes:
    """What ``seat`` knows, as bytes: its hand, the shown cards, the public history (the
    event log every seat sees), and the kitty when it is the banker's to know."""
    kitty = (tuple(sorted(map(str, state.kitty)))
             if seat == state.banker and (state.kitty_known_to_banker
                                          or state.phase is Phase.BURY) else None)
    public = (seat, tuple(state.hand(seat)), repr(state.log(seat)), kitty)
    return hashlib.sha256(repr(public).encode()).digest()


@register
class SearchBot(ShengjiBot):
    """Determinised Monte Carlo with paired evaluation (module docstring).

    Options: ``iterations`` (redeals per decision; 0: only the time bounds it), ``time``
    (seconds; 0: no cap), ``width`` (candidate leads or follows), ``epsilon`` (the rollout
    players' chance to take their second or third move), ``z`` (the override's standard
    errors; 0: always the best mean), ``win_weight`` and ``scale`` (the result: the deal
    won and the margin of points), ``declare_share`` (the greedy rules'), ``net`` (a
    learned network to guide the leads and follows: ``learned`` for the shipped one or a
    weights path; empty: none). With a network the move the search must beat by ``z``
    standard errors is the network's (``learned``'s) instead of the greedy bot's first.
    """

    name: ClassVar[str] = "search"
    defaults: ClassVar[dict[str, Any]] = {
        "iterations": 300, "time": 0.9, "width": 6, "epsilon": 0.1, "z": 1.0,
        "win_weight": 0.5, "scale": 30.0, "declare_share": 0.34, "net": "",
    }

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.last: dict[str, Any] | None = None  # the last decision's statistics
        net = str(self.options["net"])
        self.guide = (LearnedBot(weights="" if net == "learned" else net,
                                 declare_share=self.options["declare_share"])
                      if net else None)

    def decision_seed(self, state: ShengjiPosition, seat: int) -> int:
        """The decision's seed: from the bot's seed and what the seat knows only."""
        rng: random.Random = decision_seeds(self.seed, self.rng, information_digest(state, seat))
        return rng.getrandbits(64)

    def choose(self, state: ShengjiPosition, seat: int) -> Action:
        start = time.perf_counter()  # the time cap counts the preparation too
        options = dict(self.options)
        seed = self.decision_seed(state, seat)
        if options["time"] > 0:
            options["time"] = max(1e-3, options["time"] - (time.perf_counter() - start))
        if self.guide is not None and state.phase is Phase.PLAY:
            return self._guided(state, seat, seed, options, start)
        action, self.last = compiled.search(deal_world(state, seat), seed, options)
        return action

    def _guided(self, state: ShengjiPosition, seat: int, seed: int, options: dict[str, Any],
                start: float) -> Action:
        """The paired evaluation of the greedy bot's best ``width`` moves, the network's
        choice standing unless another beats it by ``z`` standard errors."""
        assert self.guide is not None and self.guide.net is not None
        q, moves = q_values(self.guide.net, state, options["declare_share"])
        world = deal_world(state, seat)
        moves = moves[:max(1, int(options["width"]))]
        top = int(np.argmax(q[:len(moves)]))
        ref = top if q[top] - q[0] > self.guide.margin else 0
        chunks: list[np.ndarray] = []
        done, total = 0, int(options["iterations"])
        while len(moves) > 1 and (total <= 0 or done < total):
            if options["time"] > 0 and time.perf_counter() - start > options["time"] * 0.8:
                break
            if total <= 0 and options["time"] <= 0:
                break
            step = 25 if total <= 0 else min(25, total - done)
            chunks.append(compiled.evaluate(world, moves, (seed + len(chunks)) % 2**64, step,
                                           options))
            done += step
        if not chunks:
            self.last = {"moves": moves, "means": [], "iterations": 0, "best": ref,
                         "chosen": ref}
            return moves[ref]
        r = np.concatenate(chunks)
        means = r.mean(0)
        best = int(np.argmax(means))
        chosen = ref
        if best != ref and len(r) > 1:
            d = r[:, best] - r[:, ref]
            chosen = best if d.mean() - options["z"] * d.std(ddof=1) / np.sqrt(len(d)) > 0 else ref
        self.last = {"moves": moves, "means": means.tolist(), "iterations": len(r),
                     "best": best, "chosen": chosen}
        return moves[chosen]


__all__ = ["SearchBot", "information_digest"]
