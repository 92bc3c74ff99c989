"""The Gymnasium single-agent wrapper: check_env, bots, illegal actions, determinism."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from marsmatch.bots import make_bot
from marsmatch.bots.shengji import random_action
from marsmatch.games.replay import replay
from marsmatch.rl.single_agent import SingleAgentEnv


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("players,attachments", [(2, "default"), (3, "choose"), (4, "default")])
def test_check_env(players, attachments):
    env = SingleAgentEnv("marsmatch", players=players, attachments=attachments)
    check_env(env, skip_render_check=True)


def _episode(env, seed, rng):
    obs, info = env.reset(seed=seed)
    trace = [obs["observation"].copy()]
    done = False
    while not done:
        a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, r, term, trunc, info = env.step(a)
        trace.append(obs["observation"].copy())
        done = term or trunc
    return trace, r, info


def test_reset_seed_replays_the_episode():
    env = SingleAgentEnv("marsmatch", players=3, opponent="random", seat=1)
    t1, r1, _ = _episode(env, 5, np.random.default_rng(0))
    t2, r2, _ = _episode(env, 5, np.random.default_rng(0))
    assert r1 == r2 and len(t1) == len(t2)
    assert all(np.array_equal(a, b) for a, b in zip(t1, t2))


def test_bots_by_name_list_and_object_and_record_agrees():
    env = SingleAgentEnv("marsmatch", players=3, seat=2,
                         opponent=["greedy", make_bot("random", "marsmatch", seed=1)])
    _trace, r, info = _episode(env, 1, np.random.default_rng(2))
    state = env.aec.engine_state
    assert state.finished and info["result"] == state.result()
    assert replay(state.to_record())["results"] == state.result()
    assert r == env.aec.final_rewards()[2]


def test_illegal_action_penalty_then_truncation():
    env = SingleAgentEnv("marsmatch", players=2, max_illegal=3, illegal_penalty=-0.5)
    obs, _ = env.reset(seed=0)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = env.aec.engine_state.to_record().actions
    for i in range(3):
        obs2, r, term, trunc, info = env.step(bad)
        assert info["illegal_action"] and r == -0.5 and not term
        assert trunc == (i == 2)
    assert env.aec.engine_state.to_record().actions == before
    assert np.array_equal(obs2["observation"], obs["observation"])


def test_illegal_action_replace():
    env = SingleAgentEnv("marsmatch", players=2, illegal_action="replace")
    obs, _ = env.reset(seed=0)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _obs, _r, _term, _trunc, info = env.step(bad)
    assert info["illegal_action"] and obs["action_mask"][info["replaced_by"]] == 1
    assert env.action_masks().dtype == obs["action_mask"].dtype == np.int8  # one mask dtype


class _ShengjiRandom:
    """A stand-in bot with the Bot.act signature (random legal engine actions)."""

    def __init__(self, seed):
        import random

        self.rng = random.Random(seed)

    def act(self, state, seat):
        return random_action(state, seat, self.rng)


def _shengji_bots():
    return [_ShengjiRandom(1), _ShengjiRandom(2), _ShengjiRandom(3)]


@pytest.mark.parametrize("decks", [1, 2])
def test_shengji_single_agent(decks):
    env = SingleAgentEnv("shengji", decks=decks, banker=0, opponent=_shengji_bots())
    check_env(env, skip_render_check=True)
    _trace, r, _info = _episode(env, 3, np.random.default_rng(0))
    state = env.aec.engine_state
    assert state.finished and r == env.aec.final_rewards()[0]
    assert replay(state.to_record())["results"] == state.result()


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_shengji_single_agent_with_named_bots(decks):
    env = SingleAgentEnv("shengji", decks=decks, seat=1, opponent=["random", "greedy", "random"])
    check_env(env, skip_render_check=True)
    t1, r1, _ = _episode(env, 11, np.random.default_rng(4))
    t2, r2, _ = _episode(env, 11, np.random.default_rng(4))
    assert r1 == r2 and len(t1) == len(t2)
    state = env.aec.engine_state
    assert replay(state.to_record()).get("results") == state.result()


def test_environments_by_game_name_or_alias():
    from marsmatch.games import GAME_NAMES
    from marsmatch.rl import ENVIRONMENTS, make_raw_env, marsmatch_v0, shengji_v0

    assert set(ENVIRONMENTS) == set(GAME_NAMES)
    assert isinstance(make_raw_env("tractor", decks=1), shengji_v0.raw_env)
    env = SingleAgentEnv("MM", players=2)
    assert env.game == "marsmatch" and isinstance(env.aec, marsmatch_v0.raw_env)
    with pytest.raises(ValueError):
        SingleAgentEnv("chess")
