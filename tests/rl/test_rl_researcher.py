"""What a researcher picking the environments up needs: Gymnasium ids, one mask dtype, a plain
``won`` flag, and a Shengji reward whose sign is the deal's winner's."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import marsmatch.rl  # noqa: F401  (registers the Gymnasium ids)
from marsmatch.rl import GYM_IDS, SingleAgentEnv, marsmatch_v0, shengji_v0


def _play_out(env: SingleAgentEnv, seed: int) -> tuple[float, dict]:
    obs, _info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    while True:
        mask = env.action_masks()
        assert mask.dtype == obs["action_mask"].dtype == env.observation_space["action_mask"].dtype
        assert np.array_equal(mask, obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        if terminated or truncated:
            return reward, info


@pytest.mark.parametrize("game,options", [("marsmatch", {"players": 3}),
                                          ("shengji", {"decks": 1, "banker": 0})])
def test_gymnasium_makes_both_single_agent_envs(game, options):
    env = gym.make(GYM_IDS[game], opponent="greedy", **options)
    assert isinstance(env.unwrapped, SingleAgentEnv) and env.unwrapped.game == game
    obs, _ = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    by_module = gym.make(f"marsmatch.rl:{GYM_IDS[game]}", **options)
    assert by_module.unwrapped.game == game


@pytest.mark.parametrize("game,options", [("marsmatch", {"players": 4, "reward": "win_loss"}),
                                          ("shengji", {"decks": 1, "banker": 1})])
def test_won_is_a_plain_flag_that_says_who_won(game, options):
    env = SingleAgentEnv(game, opponent="random", **options)
    for seed in range(6):
        _reward, info = _play_out(env, seed)
        assert isinstance(info["won"], bool)
        assert info["won"] == (env.seat in env.aec.engine_state.winners())


def test_the_aec_envs_say_who_won():
    for raw in (marsmatch_v0.raw_env(players=3), shengji_v0.raw_env(decks=1, banker=0)):
        raw.reset(seed=3)
        rng = np.random.default_rng(3)
        while not raw.finished():
            mask = raw.action_mask()
            raw.step(int(rng.choice(np.flatnonzero(mask))))
        winners = set(raw.engine_state.winners())
        assert {a: raw.infos[a]["won"] for a in raw.agents} == \
            {a: raw.agent_name_mapping[a] in winners for a in raw.agents}


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_the_shengji_points_reward_has_the_winners_sign(decks):
    """Centred on the score that wins the attackers the deal (G6.2), not on half the
    points: its sign agrees with the deal's winner in every deal."""
    env = shengji_v0.raw_env(decks=decks, banker=0)
    threshold = shengji_v0.attackers_threshold(env.rules)
    assert threshold == {1: 40, 2: 80, 3: 120}[decks]
    for seed in range(15 if decks < 3 else 6):
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        while not env.finished():
            env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
        winners = set(env.engine_state.winners())
        rewards = env.final_rewards()
        for seat in range(4):
            assert (rewards[seat] > 0) == (seat in winners), (seed, rewards, winners)
            assert rewards[seat] != 0
