"""shengji_v0: PettingZoo API, determinism, exact card masks, engine agreement."""

from __future__ import annotations

import random
import warnings
from collections import Counter

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from marsmatch.games import shengji as sj
from marsmatch.games.replay import replay
from marsmatch.games.shengji import Phase
from marsmatch.games.shengji.follow import legal_follows
from marsmatch.games.shengji.rules import TRICK_DRAW_POLICY
from marsmatch.rl import shengji_v0
from marsmatch.rl._sj_actions import CARD_INDEX, CARDS, FollowOracle, Layout


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_pettingzoo_api(decks):
    api_test(shengji_v0.env(decks=decks), num_cycles=400)
    api_test(shengji_v0.raw_env(decks=decks, banker=1), num_cycles=400)


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_pettingzoo_seed(decks):
    seed_test(lambda: shengji_v0.env(decks=decks), num_cycles=400)


def test_action_counts():
    assert [Layout(d).size for d in (1, 2, 3)] == [60, 66, 72]
    assert sum(p[1] for p in shengji_v0.OBSERVATION_PIECES) == shengji_v0.raw_env().obs_size


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_env_and_engine_agree(decks):
    rng = np.random.default_rng(decks)
    for episode in range(2):
        env = shengji_v0.raw_env(decks=decks, banker=episode)
        env.reset(seed=episode)
        space = env.observation_space("player_0")
        while not env.finished():
            obs = env.observe(env.agent_selection)
            assert space.contains(obs) and obs["action_mask"].any()
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        state = env.engine_state
        assert state.phase is Phase.SCORED
        report = replay(state.to_record())
        assert report["ok"] and report["finished"]
        assert report["results"] == state.result()
        assert report["attackers_points"] == state.attackers_points
        rewards = env.final_rewards()
        assert abs(sum(rewards)) < 1e-9


def _reachable_follows(oracle, n):
    out = set()

    def walk(chosen):
        if len(chosen) == n:
            out.add(tuple(sorted(CARD_INDEX[c] for c in chosen)))
            return
        allowed = oracle.allowed(chosen)
        assert allowed, f"dead end after {chosen}"
        for c in allowed:
            walk(chosen + [c])

    walk([])
    return out


def _position(rng, decks):
    """A random play position: trump, a lead from seat 0, a small hand for seat 1."""
    level = rng.choice(["2", "5", "9"])
    suit = rng.choice(["S", "H", None])
    trump = sj.Trump(level, suit)
    pool = [c for c in CARDS for _ in range(decks)]
    rng.shuffle(pool)
    lead_suit = trump.esuit(pool[0])
    lead_pool = [c for c in pool if trump.esuit(c) == lead_suit]
    lead_cards = [lead_pool[0]]
    if decks > 1 and rng.random() < 0.7:
        pairs = [c for c, k in Counter(lead_pool).items() if k >= 2]
        lead_cards = [pairs[0]] * 2 if pairs else lead_cards
        if len(pairs) > 1 and rng.random() < 0.5:
            lead_cards += [pairs[1]] * 2
    rest = Counter(pool) - Counter(lead_cards)
    hand_pool = list(rest.elements())
    rng.shuffle(hand_pool)
    # a hand rich in the led suit, so the ladder matters
    suit_cards = [c for c in hand_pool if trump.esuit(c) == lead_suit]
    other = [c for c in hand_pool if trump.esuit(c) != lead_suit]
    k = rng.randint(0, 9)
    hand = Counter(sorted(suit_cards[:k], key=str) + other[: 9 - min(k, 9)])
    return trump, lead_cards, dict(hand)


POLICIES = TRICK_DRAW_POLICY


@pytest.mark.parametrize("decks", [2, 3])
@pytest.mark.parametrize("policy", POLICIES)
def test_follow_masks_are_exact(decks, policy):
    rng = random.Random(decks)
    rules = sj.Rules(decks=decks, trick_draw_policy=policy)
    checked = 0
    for _ in range(60):
        trump, lead_cards, hand = _position(rng, decks)
        lead = sj.parse_lead(lead_cards, trump, rules)
        oracle = FollowOracle(hand, lead, trump, rules)
        got = _reachable_follows(oracle, lead.size)
        want = {tuple(sorted(CARD_INDEX[c] for c in f))
                for f in legal_follows(hand, lead, trump, rules)}
        assert got == want, (trump, lead_cards, hand)
        checked += oracle.required
    assert checked > 5 or policy == "no_format_based_draw"


def _triples_position(rng):
    """3 decks: a lead of pairs, and a hand holding whole triples and genuine pairs of the
    led suit (where a triple may stand in for a pair, G5.4)."""
    trump = sj.Trump(rng.choice(["2", "5", "9"]), rng.choice(["S", "H", None]))
    esuit = rng.choice(sorted({trump.esuit(c) for c in CARDS}))
    suit = [c for c in CARDS if trump.esuit(c) == esuit]
    rng.shuffle(suit)
    led = suit[:rng.randint(1, 3)]
    lead_cards = [c for c in led for _ in range(2)]
    rest = suit[len(led):]
    hand = Counter()
    for width, most in ((3, 2), (2, 2), (1, 3)):
        for c in rest[:rng.randint(1 if width > 1 else 0, most)]:
            hand[c] = width
        rest = rest[most:]
    others = [c for c in CARDS if trump.esuit(c) != esuit]
    for c in rng.sample(others, rng.randint(0, 3)):
        hand[c] += 1
    while sum(hand.values()) < len(lead_cards):  # a hand never holds fewer cards than a lead
        hand[rng.choice(others)] += 1
    return trump, lead_cards, dict(hand)


@pytest.mark.parametrize("policy", POLICIES)
def test_follow_masks_are_exact_with_whole_triples(policy):
    """A whole triple filling a pair slot while a genuine pair stays in hand is refused
    under longer_tuples_protected; the masks agree with the engine for every policy."""
    rng = random.Random(policy)
    rules = sj.Rules(decks=3, trick_draw_policy=policy)
    for _ in range(40):
        trump, lead_cards, hand = _triples_position(rng)
        lead = sj.parse_lead(lead_cards, trump, rules)
        oracle = FollowOracle(hand, lead, trump, rules)
        got = _reachable_follows(oracle, lead.size)
        want = {tuple(sorted(CARD_INDEX[c] for c in f))
                for f in legal_follows(hand, lead, trump, rules)}
        assert got == want, (trump, lead_cards, hand)


def test_a_whole_triple_does_not_fill_a_pair_slot_beside_a_genuine_pair():
    trump = sj.Trump("2", "H")
    rules = sj.Rules(decks=3, trick_draw_policy="longer_tuples_protected")
    lead = sj.parse_lead(sj.parse_shengji_cards("S3 S3 S9 S9"), trump, rules)  # two pairs
    hand = Counter(sj.parse_shengji_cards("S5 S5 S5 S7 S7 SJ SQ D4 D5"))
    reached = _reachable_follows(FollowOracle(hand, lead, trump, rules), 4)
    follows = {" ".join(str(CARDS[i]) for i in f) for f in reached}
    # the S5 triple is protected, so the hand must show its one genuine pair (S7 S7) or a
    # pair as such; S5 S5 S5 with SJ leaves S7 S7 behind, S5 S5 S5 S7 breaks it as well
    assert follows == {"S5 S5 S5 S7", "S5 S5 S7 S7", "S5 S5 S7 SJ", "S5 S5 S7 SQ",
                       "S5 S5 SJ SQ", "S5 S7 S7 SJ", "S5 S7 S7 SQ", "S7 S7 SJ SQ"}


def test_bury_and_lead_are_built_card_by_card():
    env = shengji_v0.raw_env(decks=1, banker=0)
    env.reset(seed=3)
    while env.engine_state.phase is Phase.DECLARE:
        env.step(0)  # everybody passes: a later deal flips the kitty (G3.3)
    state = env.engine_state
    assert state.phase is Phase.BURY and env.agent_selection == "player_0"
    for _ in range(len(state.kitty)):
        mask = env.observe("player_0")["action_mask"]
        env.step(int(np.flatnonzero(mask)[0]))
    assert state.phase is Phase.PLAY
    mask = env.observe("player_0")["action_mask"]
    assert mask[env.layout.end] == 0  # no empty lead
    first = int(np.flatnonzero(mask)[0])
    env.step(first)
    assert env.chosen and env.observe("player_0")["action_mask"][env.layout.end] == 1
    env.step(env.layout.end)
    assert len(state.current) == 1 and env.agent_selection == "player_1"


def test_redeal_when_nobody_declares_in_a_first_deal():
    env = shengji_v0.raw_env(decks=2)
    env.reset(seed=1)
    for _ in range(4):
        env.step(0)
    assert env.finished() and env.final_rewards() == [0.0] * 4
    assert env.infos["player_0"]["result"][0]["redeal"] is True


def test_reward_modes_and_render():
    for mode in ("points", "levels", "win"):
        env = shengji_v0.raw_env(decks=1, banker=0, reward=mode, render_mode="ansi")
        env.reset(seed=5)
        rng = np.random.default_rng(0)
        while not env.finished():
            env.step(int(rng.choice(np.flatnonzero(env.action_mask()))))
        r = env.final_rewards()
        assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
        assert "Shengji, 1 deck(s)" in env.render()


def test_illegal_action_ends_the_deal_in_the_wrapped_env():
    env = shengji_v0.env(decks=2, illegal_reward=-3.0)
    env.reset(seed=0)
    agent = env.agent_selection
    env.step(Layout(2).end)  # "end" is never legal while declaring
    assert all(env.terminations.values()) and env.rewards[agent] == -3.0


def test_pettingzoo_render_test():
    from pettingzoo.test import render_test

    render_test(lambda render_mode=None: shengji_v0.env(decks=2, render_mode=render_mode))
