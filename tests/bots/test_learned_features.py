"""The learned agents' compiled parts: MarsMatch's action features say what they document,
the Q network evaluated in C gives numpy's numbers, and Shengji's features hold only what
the seat may know."""

from __future__ import annotations

import random

import numpy as np
import pytest

from marsmatch.bots import _marsmatch, _shengji, make_bot
from marsmatch.bots.marsmatch_features import ACTION_FEATURES, EMPTIES, action_features
from marsmatch.bots.marsmatch_learned import compiled_network, layout_numbers, network
from marsmatch.bots.marsmatch_search import PASS_CODE
from marsmatch.bots.qnet import QNet
from marsmatch.features.marsmatch import encode_observation, reading_code
from marsmatch.games import marsmatch as mm
from marsmatch.games import shengji as sj
from marsmatch.games.marsmatch.combos import Kind, Reading
from marsmatch.shuffle import draw_seat

from .positions import midgame_states


def test_marsmatch_action_features_say_what_they_document():
    hand = np.zeros((3, 15), dtype=np.float32)
    hand[:, 4] = 4  # four 7s
    hand[:, 0] = 1  # a 3
    spent = np.zeros((3, 16), dtype=np.uint8)
    drone = Reading(Kind.DRONE, 4, 4, 0)
    single = Reading(Kind.SINGLE, 1, 0, 0)
    actions = np.array([0, 1 + reading_code(drone), 1 + reading_code(single)])
    spent[1, 4] = 4
    spent[2, 0] = 1
    f = action_features(hand, actions, spent)
    assert f.shape == (3, ACTION_FEATURES)
    assert f[0, 0] == 1 and f[0, 1:30].sum() == 0  # the pass is only the pass
    assert f[1, 1 + Kind.DRONE] == 1 and f[1, 29] == 1 and f[2, 29] == 0  # kind, bomb
    assert f[1, 11 + 4] == 1 and f[2, 11 + 0] == 1  # top rank one-hot
    assert f[1, 30 + 4] == 1.0 and f[1, 45 + 4] == 0.0 and f[1, 45 + 0] == 0.25  # spent, left
    assert f[1, 63] == 0.25  # one bomb broken
    assert f[2, EMPTIES] == 0 and f[1, EMPTIES] == 0
    hand[2, 4] = 0
    assert action_features(hand, actions, spent)[2, EMPTIES] == 1  # the 3 was all it held


def test_the_network_in_c_gives_numpys_numbers():
    net = network(4)
    assert net is not None
    fast = compiled_network(4)
    for state in midgame_states(8):
        seat = state.turn
        codes = _marsmatch.search_candidates(state, 6, True, 4, 6)
        got = _marsmatch.move_values(state, codes, fast, layout_numbers(4))
        obs = np.zeros((1, net.state_size), dtype=np.float32)
        from marsmatch.bots.marsmatch_learned import obs_layout

        encode_observation(state, seat, obs[0], obs_layout(4))
        readings = [None if c == PASS_CODE else _marsmatch.search_reading(c) for c in codes]
        acts = np.array([0 if rd is None else 1 + reading_code(rd) for rd in readings])
        cards = np.array([[0] * 16 if rd is None else [*state.default_play(rd)[0], 0]
                          for rd in readings])
        feats = action_features(np.broadcast_to(np.asarray(state.hand(seat))[:15], (len(codes), 15)),
                                acts, cards)
        want = net.forward(obs, np.zeros(len(codes), dtype=np.intp), feats)
        want = np.where(feats[:, EMPTIES] > 0, _marsmatch.WINS, want)
        assert np.allclose(got, want, rtol=1e-4, atol=1e-4)


def test_a_network_whose_layers_do_not_fit_is_refused():
    net = QNet.init(7, 5, (9, 4), seed=3)
    assert _marsmatch.Net(net.p).state_size == 7
    bad = dict(net.p, w2=np.zeros((8, 4), dtype=np.float32))
    with pytest.raises(ValueError, match="do not fit"):
        _marsmatch.Net(bad)


def _sj_position(seed: str) -> sj.State:
    state = sj.new_round(sj.Rules(), ["a", "b", "c", "d"], seed=seed, banker=draw_seat(seed, 4))
    bots = [make_bot("greedy", "shengji", seed=s) for s in range(4)]
    while state.phase is not sj.Phase.PLAY or len(state.tricks) < 6 or not state.current:
        seat = state.to_act[0]
        state.apply_unchecked(seat, bots[seat].choose(state, seat))
    return state


def test_shengji_features_hold_only_what_the_seat_knows():
    for i in range(5):
        state = _sj_position(f"feat-{i}")
        seat = state.to_act[0]
        a = _shengji.learned_inputs(state, 0.34)
        b = _shengji.learned_inputs(state.resample(seat, random.Random(i)), 0.34)
        assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1]) and a[2] == b[2]
        assert a[0].shape == (_shengji.STATE_FEATURES,)
        assert a[1].shape == (len(a[2]), _shengji.ACTION_FEATURES)
        assert all(state.can_play(seat, action.cards) for action in a[2])


def test_shengji_candidate_context_says_what_it_documents():
    base, seen = _shengji.ACTION_BASE, {"lead": 0, "follow": 0}
    for i in range(8):
        state = _sj_position(f"ctx-{i}")
        while state.phase is sj.Phase.PLAY and sum(seen.values()) < 40:
            seat = state.to_act[0]
            _, feats, acts = _shengji.learned_inputs(state, 0.34)
            hand = {c: state.hand(seat).count(c) for c in state.hand(seat)}
            for f, act in zip(feats, acts, strict=True):
                x = f[base:]
                played = {c: act.cards.count(c) for c in act.cards}
                split = sum(1 for c, k in played.items() if 2 <= hand[c] and k < hand[c])
                assert x[0] == split / 2
                assert x[3] >= 0 and x[2] >= 0  # what it keeps
                if not state.current:
                    seen["lead"] += 1
                    assert x[4] == 1 and x[9:24].sum() == 0 and f[_shengji.ACTION_BASE - 12] == 1
                    assert x[24] <= f[_shengji.ACTION_BASE - 13]  # safe only if nothing beats it
                else:
                    seen["follow"] += 1
                    assert x[4] == 0 and x[9:12].sum() == 1  # who holds the trick after it
                    assert x[9] == f[_shengji.ACTION_BASE - 13]  # it wins as greedy says
                    assert not (x[17] and x[19]) and x[21] * x[9] == 0 and x[29] <= x[9]
                    assert x[24:27].sum() == 0 and x[30] == 0
            state.apply_unchecked(seat, acts[0])
    assert seen["lead"] > 3 and seen["follow"] > 10


def test_the_learned_bots_play_legal_games_of_both():
    state = mm.new_round(mm.Rules(), 4, seed="both")
    bots = [make_bot("learned", "marsmatch", seed=s) for s in range(4)]
    while not state.finished:
        seat = state.turn
        state.apply_action(seat, bots[seat].act(state, seat))
    deal = sj.new_round(sj.Rules(decks=1), ["a", "b", "c", "d"], seed="both",
                        banker=draw_seat("both", 4))
    players = [make_bot("learned", "shengji", seed=s) for s in range(4)]
    while not deal.finished:
        seat = deal.to_act[0]
        deal.apply_action(seat, players[seat].act(deal, seat))


def test_the_shengji_network_leaves_the_greedy_move_only_by_its_margin():
    shipped = make_bot("learned", "shengji", seed=0)
    assert shipped.margin == shipped.net.meta["margin"] > 0  # the file's own
    sure = make_bot("learned", "shengji", seed=0, margin=10)
    bold = make_bot("learned", "shengji", seed=0, margin=0)
    greedy = make_bot("greedy", "shengji", seed=0)
    differ = 0
    for i in range(6):
        state = _sj_position(f"margin-{i}")
        seat = state.to_act[0]
        assert sure.choose(state, seat) == greedy.choose(state, seat)
        moves = _shengji.learned_inputs(state, 0.34)[2][:shipped.net.meta["width"]]
        assert bold.choose(state, seat) in moves  # only the search's candidates
        differ += bold.choose(state, seat) != greedy.choose(state, seat)
    assert differ > 0
