"""The ``learned`` MarsMatch bot: its shipped weights load, it plays legal moves only with
numpy (no torch), its decisions are reproducible whatever the seat, and they depend on
nothing it cannot see."""

from __future__ import annotations

import random
import subprocess
import sys

import numpy as np
import pytest

from marsmatch.bots import BotError, bot_names, make_bot
from marsmatch.bots.marsmatch_features import ACTION_FEATURES
from marsmatch.bots.marsmatch_learned import WEIGHTS, choose_action, learned_players, network
from marsmatch.games import marsmatch as mm
from marsmatch.games.protocol import PASS


def play_round(players: int, seed: str | None, hands=None, banker=None) -> list[tuple[int, object]]:
    """Every seat learned; every action checked by the engine. Returns (seat, action)s."""
    state = mm.new_round(mm.Rules(), players, seed=seed, hands=hands, banker=banker)
    bots = [make_bot("learned", "marsmatch", seed=s) for s in range(players)]
    moves = []
    while not state.finished:
        seat = state.to_act[0]
        action = bots[seat].act(state, seat)
        state.apply_action(seat, action)  # raises on an illegal action
        moves.append((seat, action))
    return moves


def test_weights_ship_small_and_load():
    assert 4 in learned_players()
    assert WEIGHTS.stat().st_size < 3_000_000
    net = network(4)
    assert net is not None
    assert net.p["w1a"].shape[0] == ACTION_FEATURES
    assert all(v.dtype == np.float32 and np.isfinite(v).all() for v in net.p.values())


def test_learned_is_a_bot_of_both_games():
    assert "learned" in bot_names("marsmatch") and "learned" in bot_names("shengji")
    assert make_bot("learned", "shengji").game == "shengji"
    with pytest.raises(BotError, match="no weights file x.npz"):
        make_bot("learned", "marsmatch", weights="x.npz")
    with pytest.raises(BotError, match="no weights file x.npz"):
        make_bot("learned", "shengji", weights="x.npz")
    with pytest.raises(BotError, match="no weights file x.npz"):
        make_bot("search", "marsmatch", weights="x.npz")


def test_weights_plays_other_weights_of_marsmatch(tmp_path):
    """``weights=PATH`` plays a training run's network instead of the shipped one: a
    network whose Q is the same for every action takes the first (the pass wherever it is
    legal), the shipped one plays; weights for another table size are one clear error."""
    from marsmatch.bots.marsmatch_learned import layout_numbers
    from marsmatch.bots.qnet import QNet

    net = QNet.init(layout_numbers(4)[0], ACTION_FEATURES, (8, 4), seed=1)
    for k in ("w3", "b3"):
        net.p[k][:] = 0.0
    path = tmp_path / "flat.npz"
    net.save(path)
    flat = make_bot("learned", "marsmatch", weights=str(path))
    shipped = make_bot("learned", "marsmatch")
    search = make_bot("search", "marsmatch", seed=1, weights=str(path), iterations=20, time=0)
    passes = shipped_plays = 0
    for i in range(12):
        state = mm.new_round(mm.Rules(), 4, seed=f"weights-{i}")
        state.apply_action(state.turn, make_bot("greedy", "marsmatch").act(state, state.turn))
        seat = state.turn
        passes += flat.act(state, seat) is PASS
        shipped_plays += shipped.act(state, seat) is not PASS
        assert search.act(state, seat) in state.legal_actions(seat)
    assert passes >= 10 and shipped_plays >= 3
    state = mm.new_round(mm.Rules(), 3, seed="w3")
    with pytest.raises(BotError, match="3-player table"):
        flat.act(state, state.turn)


@pytest.mark.parametrize("players", [4, 3])
def test_plays_legal_moves_to_the_end(players):
    for i in range(3):
        moves = play_round(players, f"legal-{players}-{i}")
        assert moves


def test_same_position_same_decision_whatever_the_seat():
    """The deal rotated by k seats (hands and banker) is played move for move the same."""
    state = mm.new_round(mm.Rules(), 4, seed="rotate")
    hands = [mm.counts_to_cards(h) for h in state.hands]
    base = play_round(4, None, hands=hands, banker=state.banker)
    for k in (1, 2, 3):
        turned = hands[-k:] + hands[:-k]
        moved = play_round(4, None, hands=turned, banker=(state.banker + k) % 4)
        assert [((s - k) % 4, a) for s, a in moved] == base


def test_decisions_ignore_the_hidden_cards():
    rng = random.Random(5)
    bot = make_bot("learned", "marsmatch", seed=1)
    checked = 0
    for i in range(20):
        state = mm.new_round(mm.Rules(), 4, seed=f"hidden-{i}")
        while not state.finished and checked < 60:
            seat = state.to_act[0]
            action = bot.act(state, seat)
            for _ in range(3):
                assert bot.act(state.resample(seat, rng), seat) == action
            state.apply_action(seat, action)
            checked += 1
    assert checked == 60


def test_a_play_that_empties_the_hand_is_taken():
    # seat 0 leads with a pair of 5s left: the pair wins the real match at once
    hands = [["5", "5"], ["6"] * 9 + ["9"] * 5, ["7"] * 9 + ["10"] * 5, ["8"] * 9 + ["J"] * 5]
    state = mm.new_round(mm.Rules(), 4, hands=hands, banker=0)
    bot = make_bot("learned", "marsmatch", seed=0)
    action = bot.act(state, 0)
    assert action is not PASS and list(action.counts) == list(state.hands[0])
    net = network(4)
    assert net is not None
    _chosen, q = choose_action(net, state, 0)
    assert len(q) == len(state.legal_types())


def test_runs_on_numpy_without_torch():
    code = ("import sys\n"
            "from marsmatch.bots import make_bot\n"
            "from marsmatch.games import marsmatch as mm\n"
            "s = mm.new_round(mm.Rules(), 4, seed='np')\n"
            "seat = s.to_act[0]\n"
            "s.apply_action(seat, make_bot('learned', 'marsmatch', seed=1).act(s, seat))\n"
            "assert 'torch' not in sys.modules and 'numpy' in sys.modules\n"
            "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
