"""marsmatch_v0: PettingZoo API, determinism, exact attachment masks, engine agreement."""

from __future__ import annotations

import copy
import random
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from marsmatch.games import marsmatch as mm
from marsmatch.games.marsmatch.builder import main_cards
from marsmatch.games.marsmatch.combos import LANES, NONE, Kind
from marsmatch.games.replay import replay
from marsmatch.rl import marsmatch_v0
from marsmatch.rl._mm_actions import vocabulary

ref = mm.State.of("reference").core  # marsmatch.reference.marsmatch, bound to the values


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
        env = marsmatch_v0.raw_env(players=players, attachments=attachments, reward="points")
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
    assert marsmatch_v0.raw_env(players=3).reward_mode == "win_loss"
    for mode in marsmatch_v0.REWARDS:
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
        elif mode == "normalised_points":
            winner = env.engine_state.winner
            assert rewards[winner] == points[winner] / 500 > 0
            assert sorted(rewards)[:2] == [0.0, 0.0]
        elif mode == "rank":
            held = [sum(h) for h in env.engine_state.hands]
            order = sorted(range(3), key=lambda s: (s != env.engine_state.winner, held[s]))
            assert rewards[order[0]] == 1.0 and rewards[order[-1]] <= rewards[order[1]]
            assert sum(rewards) == pytest.approx(0.0)
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
    env = marsmatch_v0.raw_env(players=3, reward="points")
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


def _small_hand(rng):
    h = [0] * LANES
    for r in rng.sample(range(13), rng.randint(3, 6)):
        h[r] = rng.randint(1, 4)
    if rng.random() < 0.6:
        h[12] = rng.randint(1, 4)
    if rng.random() < 0.4:
        h[13 + rng.randint(0, 1)] = 1
    return h


def _position(rng, mode):
    """A 2-player env where player_1 is to act: it leads, or answers player_0's play."""
    mine, other = _small_hand(rng), _small_hand(rng)
    if rng.random() < 0.4:
        env = marsmatch_v0.raw_env(players=2, attachments=mode)
        env.reset(options={"hands": [["4"], mm.counts_to_cards(mine)], "banker": 1})
        return env
    top = mm.default_play(other, rng.choice(mm.play_types(other)))
    first = mm.counts_to_cards(top.counts) + ["4"]  # and a card to play on
    env = marsmatch_v0.raw_env(players=2, attachments=mode)
    env.reset(options={"hands": [first, mm.counts_to_cards(mine)], "banker": 0})
    env.step_engine_action(top)
    return env


def _reached(env):
    """Every play the masks reach after each play type open to the agent to act, by
    walking copies of the env; asserts that no step dead-ends."""
    out = {}

    def walk(e, rd):
        if e.pending is None:
            played = [x for x in e.engine_state.events if isinstance(x, mm.Played)]
            out.setdefault(rd, []).append(played[-1].play.counts)
            return
        mask = e.action_mask()
        assert mask.any(), f"dead end in {rd}"
        for a in np.flatnonzero(mask):
            branch = copy.deepcopy(e)
            branch.step(int(a))
            walk(branch, rd)

    for a in np.flatnonzero(env.action_mask()):
        if a == marsmatch_v0.PASS:
            continue
        branch = copy.deepcopy(env)
        rd = branch.reading_of(int(a))
        branch.step(int(a))
        walk(branch, rd)
    return out


@pytest.mark.parametrize("mode", ["choose", "full"])
def test_card_steps_reach_exactly_the_engines_plays(mode):
    """The env's steps reach every distinct play of each type once ("full"), or those with
    the engine's main groups ("choose"), and nothing else: leads and answers."""
    rng = random.Random(11)
    checked = 0
    for _ in range(20):
        env = _position(rng, mode)
        state = env.engine_state
        h, top = list(state.hands[1]), state.top
        for rd, plays in _reached(env).items():
            want = set(ref.plays(h, rd, top))  # R3.13's multisets, not the compiled cursor
            if mode == "choose":
                main = main_cards(h, rd)
                want = {p for p in want if all(p.counts[r] >= main[r] for r in range(LANES))}
            assert len(plays) == len(set(plays)), rd
            assert set(plays) == {p.counts for p in want}, (h, rd, top)
            checked += 1
    assert checked > 150


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


def test_history_and_played_by_show_who_played_what():
    """The history piece lists the last moves newest first (relative seat, pass, cards) and
    played_by the cards each seat has spent: who spent the jokers is public."""
    n = 4
    env = marsmatch_v0.raw_env(players=n)
    env.reset(seed=11)
    rng = np.random.default_rng(2)
    moves = []
    for _ in range(12):
        seat = env.seat_to_act()
        before = list(env.engine_state.hands[seat])
        env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
        spent = [b - a for b, a in zip(before, env.engine_state.hands[seat], strict=True)]
        moves.append((seat, spent))
        if env.finished():
            break
    viewer = env.seat_to_act()
    obs = env.observe(f"player_{viewer}")["observation"]
    width = n + 1 + LANES
    hist = obs[env.slices["history"]].reshape(-1, width)
    for j, (seat, spent) in enumerate(reversed(moves[-len(hist):])):
        assert hist[j, (seat - viewer) % n] == 1.0 and hist[j, :n].sum() == 1.0
        assert hist[j, n] == float(not any(spent))
        assert np.allclose(hist[j, n + 1:] * 4 * n, spent)
    played = obs[env.slices["played_by"]].reshape(n, LANES) * 4 * n
    for seat in range(n):
        total = np.sum([s for who, s in moves if who == seat] or [[0] * LANES], axis=0)
        assert np.allclose(played[(seat - viewer) % n], total)
    assert len(hist) == 8
    assert env.observation_space("player_0")["observation"].shape == (env.obs_size,)
