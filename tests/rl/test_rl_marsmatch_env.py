"""marsmatch_v0: PettingZoo API, determinism, exact attachment masks, engine agreement."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from marsmatch.games import marsmatch as mm
from marsmatch.games.marsmatch.combos import LANES, NONE, Kind, Play
from marsmatch.games.marsmatch.moves import main_cards
from marsmatch.records import replay
from marsmatch.rl import marsmatch_v0
from marsmatch.rl._mm_actions import (
    allowed_attachment_ranks,
    allowed_wilds,
    attachment_cards,
    attachment_pool,
    boat_floor,
    full_pool,
    main_with_naturals,
    vocabulary,
    wild_choice_ranks,
)


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("attachments", ["default", "choose", "full"])
def test_pettingzoo_api(players, attachments):
    api_test(marsmatch_v0.env(players=players, attachments=attachments), num_cycles=200)
    api_test(marsmatch_v0.raw_env(players=players, attachments=attachments), num_cycles=200)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("attachments", ["default", "choose", "full"])
def test_pettingzoo_seed(players, attachments):
    seed_test(lambda: marsmatch_v0.env(players=players, attachments=attachments),
              num_cycles=300)


def play_random(env, rng):
    """Play one round with uniformly random legal actions; return the actions taken."""
    taken = []
    for agent in env.agent_iter():
        obs, _r, term, trunc, _info = env.last()
        if term or trunc:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.any(), "the agent to act always has a legal action"
        a = int(rng.choice(np.flatnonzero(mask)))
        taken.append((agent, a))
        env.step(a)
    return taken


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("attachments", ["default", "choose", "full"])
def test_env_and_engine_agree(players, attachments):
    """Replaying the round the env played, as a record, gives the env's result."""
    rng = np.random.default_rng(players)
    for episode in range(4):
        env = marsmatch_v0.raw_env(players=players, attachments=attachments)
        env.reset(seed=100 + episode)
        rewards = {}
        for agent in env.agent_iter():
            obs, r, term, trunc, _ = env.last()
            if term or trunc:
                rewards[agent] = r
                state = env.engine_state
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert state.finished
        report = replay(state.to_record())
        assert report["ok"] and report["finished"]
        assert report["results"] == state.result()
        scale = marsmatch_v0.max_points(mm.Rules())
        assert rewards == {f"player_{o['seat']}": o["points"] / scale for o in state.result()}


def test_vocabulary_sizes_and_bounds():
    for n in (2, 3, 4, 12, 20):
        vocab = vocabulary(n)
        assert len(set(vocab)) == len(vocab)
        assert all(rd.size <= 54 for rd in vocab)
        drones = [rd for rd in vocab if rd.kind == Kind.DRONE]
        assert max(rd.length for rd in drones) == min(4 * n, 54)
    assert len(vocabulary(2)) + 1 == marsmatch_v0.action_count(2)
    assert marsmatch_v0.action_count(3, "choose") == 1 + len(vocabulary(3)) + 13


def test_every_legal_type_is_in_the_vocabulary():
    for seed in range(10):
        for n in (2, 3, 5):
            state = mm.new_round(mm.Rules(), n, seed=f"vocab{seed}")
            index = set(vocabulary(n))
            assert set(state.legal_types()) <= index


def _completions(rd, pool, floor):
    """Every attachment sequence the masks allow, checking there is no dead end."""
    need = attachment_cards(rd)
    out = set()

    def walk(chosen):
        if len(chosen) == need:
            out.add(tuple(chosen))
            return
        allowed = allowed_attachment_ranks(rd, pool, chosen, floor)
        assert allowed, f"dead end after {chosen} for {rd}"
        for r in allowed:
            walk(chosen + [r])

    walk([])
    return out


def _brute(h, rd, top):
    main = main_cards(h, rd)
    out = set()
    for p in mm.iter_plays(h, rd, top):
        add = [p.counts[r] - main[r] for r in range(LANES)]
        if min(add) < 0:
            continue  # a play whose main groups differ from the engine's
        out.add(tuple(r for r in range(LANES) for _ in range(add[r])))
    return out


def _small_hand(rng):
    h = [0] * LANES
    ranks = rng.sample(range(13), rng.randint(3, 6))
    for r in ranks:
        h[r] = rng.randint(1, 5)
    if rng.random() < 0.5:
        h[12] = rng.randint(0, 3)
    if rng.random() < 0.4:
        h[13 + rng.randint(0, 1)] = 1
    return h


def test_attachment_masks_are_exact():
    rng = random.Random(6)
    checked = 0
    for _ in range(400):
        h = _small_hand(rng)
        types = [rd for rd in mm.play_types(h) if rd.attach != NONE]
        for rd in types:
            if rd.size > 14:
                continue
            main = main_cards(h, rd)
            got = _completions(rd, attachment_pool(h, rd, main), -1)
            assert got == _brute(h, rd, None), (h, rd)
            checked += 1
    assert checked > 300


def test_lone_boat_attachment_masks_beat_the_top():
    rng = random.Random(3)
    for _ in range(200):
        h = _small_hand(rng)
        h[14] = 1
        for att in (1, 2):
            r = rng.randint(0, 11)
            top_counts = [0] * LANES
            top_counts[14] = 1
            top_counts[r] = att
            top = Play(tuple(top_counts), mm.Reading(Kind.LONE_BOAT, 1, 14, att))
            for rd in mm.answer_types(h, top):
                if rd.kind != Kind.LONE_BOAT:
                    continue
                main = main_cards(h, rd)
                got = _completions(rd, attachment_pool(h, rd, main), boat_floor(rd, top))
                assert got == _brute(h, rd, top)


def test_choose_mode_plays_the_chosen_attachments():
    hands = [["3", "3", "3", "4", "5", "5", "9"], ["6", "7", "8", "10", "J", "Q", "K"]]
    env = marsmatch_v0.raw_env(players=2, attachments="choose")
    env.reset(options={"hands": hands, "banker": 0})
    rocket = mm.Reading(Kind.ROCKET, 1, 0, 1)  # triple 3s with a single
    env.step(env.action_of(rocket))
    assert env.choosing_attachments and env.agent_selection == "player_0"
    mask = env.observe("player_0")["action_mask"]
    allowed = [env.describe_action(a) for a in np.flatnonzero(mask)]
    assert allowed == ["attach 4", "attach 5", "attach 9"]
    env.step(env.attach_offset + 6)  # the 9
    state = env.engine_state
    assert state.top.cards() == ["3", "3", "3", "9"]
    assert env.agent_selection == "player_1"


def test_default_mode_uses_the_engine_default():
    hands = [["3", "3", "3", "4", "5", "5", "9"], ["6", "7", "8", "10", "J", "Q", "K"]]
    env = marsmatch_v0.raw_env(players=2)
    env.reset(options={"hands": hands, "banker": 0})
    rocket = mm.Reading(Kind.ROCKET, 1, 0, 1)
    expected = env.engine_state.default_play(rocket)
    env.step(env.action_of(rocket))
    assert env.engine_state.top == expected


def test_raw_env_rejects_masked_actions_and_wrapper_ends_the_round():
    raw = marsmatch_v0.raw_env(players=2)
    raw.reset(seed=1)
    assert raw.observe(raw.agent_selection)["action_mask"][0] == 0  # a leader cannot pass
    with pytest.raises(ValueError):
        raw.step(0)
    env = marsmatch_v0.env(players=2, illegal_reward=-5.0)
    env.reset(seed=1)
    offender = env.agent_selection
    env.step(0)
    assert all(env.terminations.values())
    assert env.rewards[offender] == -5.0


def test_observation_pieces_and_bounds():
    for n in (2, 4):
        env = marsmatch_v0.raw_env(players=n, attachments="choose")
        pieces = marsmatch_v0.observation_pieces(n)
        assert sum(p[1] for p in pieces) == env.obs_size
        assert "hand_at_least" in marsmatch_v0.describe_observation(n)
        env.reset(seed=2)
        rng = np.random.default_rng(0)
        space = env.observation_space("player_0")
        while not env.finished():
            for agent in env.possible_agents:
                obs = env.observe(agent)
                assert space.contains(obs)
            env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
        seat = 0
        obs = env.observe("player_0")["observation"]
        hand = obs[env.slices["hand"]] * 4 * n
        assert np.allclose(hand, env.engine_state.hands[seat])


def test_reward_modes():
    for mode in ("points", "zero_sum", "win"):
        env = marsmatch_v0.raw_env(players=3, reward=mode)
        env.reset(seed=4)
        rng = np.random.default_rng(1)
        while not env.finished():
            env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
        points = env.engine_state.scores()
        rewards = env.final_rewards()
        if mode == "points":
            assert rewards == [p / 10000 for p in points]
        elif mode == "zero_sum":
            assert abs(sum(rewards)) < 1e-9
        else:
            assert sorted(rewards) == [-1.0, -1.0, 1.0]
    assert marsmatch_v0.max_points(mm.Rules(heavenly_both="sum")) == 11000


def test_seat_that_exits_at_the_deal_waits_for_the_end():
    # player_1 holds a Starlink (six natural 3s) and is not the banker: Heaven Snatch (R2.6).
    deck = [r for r in mm.RANK_NAMES[:13] for _ in range(12)] + ["LJ"] * 3 + ["BJ"] * 3
    hands = [["3"] * 6 for _ in range(3)]
    hands[0] = ["4"] * 3 + ["5"]
    hands[1] = ["3"] * 6
    hands[2] = ["6", "7"]
    del deck
    env = marsmatch_v0.raw_env(players=3)
    env.reset(options={"hands": hands, "banker": 0})
    assert env.agents == ["player_0", "player_1", "player_2"]
    assert not any(env.terminations.values())
    rng = np.random.default_rng(0)
    seen = set()
    while not env.finished():
        seen.add(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
    assert "player_1" not in seen
    assert env.final_rewards()[1] == 9000 / 10000


def test_deal_that_decides_the_round_is_redealt_or_refused():
    env = marsmatch_v0.raw_env(players=2)
    with pytest.raises(ValueError):
        env.reset(options={"hands": [["3"] * 6, ["4"]], "banker": 0})
    for seed in range(30):
        env.reset(seed=seed)
        assert not env.finished()


def test_render_text():
    env = marsmatch_v0.raw_env(players=2, render_mode="ansi", attachments="choose")
    env.reset(seed=3)
    text = env.render()
    assert "MarsMatch, 2 players" in text and "> player_" in text
    assert marsmatch_v0.raw_env(players=2).render() is None


def test_pettingzoo_render_test():
    from pettingzoo.test import render_test

    render_test(lambda render_mode=None: marsmatch_v0.env(players=3, render_mode=render_mode,
                                                          attachments="choose"))


def _full_plays(h, rd, top):
    """Every play the "full" mode's masks reach (wild steps, then attachment steps)."""
    out = set()
    steps = wild_choice_ranks(h, rd)
    floor = boat_floor(rd, top)
    per = {Kind.PAIR: 2, Kind.PAIR_SEQUENCE: 2, Kind.ROCKET: 3}.get(rd.kind)

    def attach(main, chosen, pool):
        if len(chosen) == attachment_cards(rd):
            m = list(main)
            for r in chosen:
                m[r] += 1
            out.add(tuple(m))
            return
        allowed = allowed_attachment_ranks(rd, pool, chosen, floor)
        assert allowed, f"dead end after {chosen} for {rd}"
        for r in allowed:
            attach(main, chosen + [r], pool)

    def main_step(i, naturals):
        if i == len(steps):
            m = main_with_naturals(h, rd, naturals)
            attach(m, [], full_pool(h, rd, m))
            return
        wilds = allowed_wilds(h, rd, naturals, steps[i], floor)
        assert wilds, f"dead end in the main groups of {rd}"
        for w in wilds:
            main_step(i + 1, {**naturals, steps[i]: per - w})

    main_step(0, {})
    return out


def test_full_mode_reaches_exactly_every_distinct_play():
    """The "full" masks reach exactly the engine's distinct plays (R3.13), leads and answers."""
    rng = random.Random(11)
    checked = 0
    for _ in range(300):
        h = _small_hand(rng)
        h[12] = rng.randint(0, 4)
        top = None
        if rng.random() < 0.4:
            other = _small_hand(rng)
            top = mm.default_play(other, rng.choice(mm.play_types(other)))
        types = mm.play_types(h) if top is None else mm.answer_types(h, top)
        for rd in types:
            if rd.size > 13:
                continue
            want = {p.counts for p in mm.iter_plays(h, rd, top)}
            assert _full_plays(h, rd, top) == want, (h, rd, top)
            checked += 1
    assert checked > 2000


def test_full_mode_can_spend_a_wild_two_and_keep_a_natural():
    hands = [["9", "9", "2", "4"], ["6", "7", "8", "10", "J", "Q", "K"]]
    env = marsmatch_v0.raw_env(players=2, attachments="full", render_mode="ansi")
    env.reset(options={"hands": hands, "banker": 0})
    env.step(env.action_of(mm.Reading(Kind.PAIR, 1, 6, NONE)))  # pair of 9s
    mask = env.observe("player_0")["action_mask"]
    assert [env.describe_action(a) for a in np.flatnonzero(mask)] == [
        "0 wild 2s in the next main group", "1 wild 2s in the next main group"]
    assert "choosing the cards of pair of 9s" in env.render()
    env.step(env.wild_offset + 1)
    assert env.engine_state.top.cards() == ["9", "2"]
    assert env.engine_state.hands[0][6] == 1  # a natural 9 kept
