"""MarsMatch positions for bot tests: rounds played some way in by a walker bot."""

from __future__ import annotations

import random

from marsmatch.bots import make_bot
from marsmatch.games import marsmatch as mm


def midgame_states(count: int, players: int = 4, walker: str = "random", steps: int = 12,
                   label: str = "mid", pick_seed: int = 5) -> list[mm.State]:
    """``count`` unfinished rounds, each ``walker`` bots' 0..steps-1 actions in."""
    out = []
    rng = random.Random(pick_seed)
    for i in range(count * 4):
        state = mm.new_round(mm.Rules(), players, seed=f"{label}-{i}")
        bot = make_bot(walker, "marsmatch", seed=i)
        for _ in range(rng.randrange(0, steps)):
            if state.finished:
                break
            bot.step(state, state.turn)
        if not state.finished:
            out.append(state)
        if len(out) == count:
            break
    return out
