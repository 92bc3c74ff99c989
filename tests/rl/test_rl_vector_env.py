"""The vectorised MarsMatch environment plays exactly the rounds of marsmatch_v0: the same
engine seeds and actions give the same observations, masks, rewards and ends, and threads
stepping separate batches agree with one thread."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from marsmatch.rl import marsmatch_v0
from marsmatch.rl.marsmatch_vector import vector_env


def random_actions(mask: np.ndarray, rng: random.Random) -> np.ndarray:
    return np.array([int(rng.choice(np.flatnonzero(m))) for m in mask], dtype=np.int32)


@pytest.mark.parametrize(("players", "reward"), [(2, "zero_sum"), (4, "rank"),
                                                 (4, "normalised_points"), (6, "win_loss")])
def test_vector_rounds_are_raw_env_rounds(players, reward):
    vec = vector_env(5, players=players, reward=reward)
    obs, mask = vec.reset(seed=players)
    raws = []
    for i in range(5):
        raw = marsmatch_v0.raw_env(players=players, reward=reward)
        raw.reset(options={"seed": vec.seeds[i]})
        raws.append(raw)
    rng = random.Random(players)
    ended = 0
    for _ in range(400):
        for i, raw in enumerate(raws):
            agent = raw.agent_selection
            seen = raw.observe(agent)
            assert obs[i].tobytes() == seen["observation"].tobytes()
            assert np.array_equal(mask[i], seen["action_mask"])
            assert vec.to_act[i] == raw.seat_to_act()
        acts = random_actions(mask, rng)
        obs, mask, rewards, done = vec.step(acts)
        for i, raw in enumerate(raws):
            raw.step(int(acts[i]))
            assert bool(done[i]) == raw.finished()
            if raw.finished():
                ended += 1
                end = vec.ended[i]
                assert list(end.points) == raw.engine_state.scores()
                assert end.winner == raw.engine_state.winner
                assert rewards[i].tolist() == pytest.approx(raw.final_rewards(), abs=1e-7)
                raw.reset(options={"seed": vec.seeds[i]})
            else:
                assert not rewards[i].any()
    assert ended >= 5


def test_illegal_actions_are_refused_and_nothing_moves():
    vec = vector_env(3, players=3)
    obs, mask = vec.reset(seed=1)
    before = obs.copy()
    bad = np.array([int(np.flatnonzero(m == 0)[0]) for m in mask], dtype=np.int32)
    with pytest.raises(ValueError):
        vec.step(bad)
    vec.batch.observe(vec.obs, vec.mask, vec._obs_layout, vec.layout.type_index)
    assert np.array_equal(vec.obs, before)


def test_threads_stepping_separate_batches_agree_with_one_thread():
    def run(seed: int) -> list[float]:
        vec = vector_env(16, players=4)
        _obs, mask = vec.reset(seed=seed)
        rng = random.Random(seed)
        total = np.zeros(4)
        for _ in range(300):
            _obs, mask, rewards, _done = vec.step(random_actions(mask, rng))
            total += rewards.sum(axis=0)
        return total.tolist()

    alone = [run(s) for s in range(4)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        assert list(pool.map(run, range(4))) == alone


def test_legal_plays_are_the_mask_with_the_engines_default_cards():
    vec = vector_env(4, players=4)
    _obs, mask = vec.reset(seed=3)
    raws = []
    for i in range(4):
        raw = marsmatch_v0.raw_env(players=4)
        raw.reset(options={"seed": vec.seeds[i]})
        raws.append(raw)
    rng = random.Random(3)
    for _ in range(60):
        rows, actions, cards = vec.legal_plays()
        for i, raw in enumerate(raws):
            mine = rows == i
            assert sorted(actions[mine].tolist()) == np.flatnonzero(mask[i]).tolist()
            state = raw.engine_state
            for a, c in zip(actions[mine], cards[mine], strict=True):
                want = [0] * 15 if a == 0 else list(state.default_play(raw.reading_of(int(a))).counts)
                assert c[:15].tolist() == want
        acts = random_actions(mask, rng)
        _obs, mask, _rewards, _done = vec.step(acts)
        for i, raw in enumerate(raws):
            raw.step(int(acts[i]))
            if raw.finished():
                raw.reset(options={"seed": vec.seeds[i]})
