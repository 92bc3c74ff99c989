"""Property tests (hypothesis): whatever legal actions are taken, the env never dead-ends,
observations stay in their space, cards are conserved and the engine agrees."""

from __future__ import annotations

import warnings

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from marsmatch.games.replay import replay
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY
from marsmatch.rl import marsmatch_v0, shengji_v0


def _run(env, picks):
    space = env.observation_space(env.possible_agents[0])
    i = 0
    while not env.finished():
        obs = env.observe(env.agent_selection)
        assert space.contains(obs)
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        env.step(int(legal[picks[i % len(picks)] % len(legal)]))
        i += 1
    assert all(env.terminations.values())
    return env.engine_state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5),
       attachments=st.sampled_from(["default", "choose", "full"]),
       picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=40))
def test_marsmatch_any_legal_path(seed, players, attachments, picks):
    env = marsmatch_v0.raw_env(players=players, attachments=attachments)
    env.reset(seed=seed)
    total = [sum(h[r] for h in env.engine_state.hands) for r in range(15)]
    state = _run(env, picks)
    played = [0] * 15
    for e in state.events:
        if hasattr(e, "play"):
            for r, c in enumerate(e.play.counts):
                played[r] += c
    assert [sum(h[r] for h in state.hands) + played[r] for r in range(15)] == total
    assert replay(state.to_record())["results"] == state.result()


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), decks=st.integers(1, 3),
       banker=st.sampled_from([None, 0, 1, 2, 3]),
       policy=st.sampled_from(TRICK_DRAW_POLICY),
       picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=40))
def test_shengji_any_legal_path(seed, decks, banker, policy, picks):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        env = shengji_v0.raw_env(decks=decks, banker=banker,
                                 rules={"trick_draw_policy": policy})
        env.reset(seed=seed)
        state = _run(env, picks)
    report = replay(state.to_record())
    assert report["ok"] and report.get("results") == state.result()
    assert abs(sum(env.final_rewards())) < 1e-9
