"""The compiled observation and mask of marsmatch_v0 are bit for bit those of the Python
encoder they replaced (tests/oracle/rl/marsmatch_encode.py), for every seat at every step
of random rounds, every table size and attachment mode."""

from __future__ import annotations

import random

import numpy as np
import pytest
from oracle.rl import marsmatch_encode as oracle

from marsmatch.rl import marsmatch_v0


@pytest.mark.parametrize("players", [2, 3, 4, 7, 12])
@pytest.mark.parametrize("mode", ["default", "choose", "full"])
def test_observations_and_masks_are_the_oracles(players, mode):
    rules = {"streak_to_win": 0} if players == 7 else None
    env = marsmatch_v0.raw_env(players=players, attachments=mode, rules=rules)
    rng = random.Random(players)
    steps = 0
    for episode in range(3 if players < 7 else 1):
        env.reset(seed=episode)
        while not env.finished():
            for seat in range(players):
                obs = env.observe(f"player_{seat}")
                assert obs["observation"].tobytes() == oracle.encode(env, seat).tobytes()
            mask = env.action_mask()
            assert np.array_equal(mask, oracle.legal_mask(env, env.seat_to_act()))
            legal = np.flatnonzero(mask)
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    assert steps > 40
