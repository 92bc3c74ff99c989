"""Shengji's search distilled into the learned network (``rl.distill_shengji``): labels are
the search's moves among the learned bot's own candidates, a second run extends the set,
and a fit from the shipped weights moves them and still plays legal deals."""

from __future__ import annotations

import numpy as np
import pytest

from marsmatch.bots import make_bot
from marsmatch.bots.qnet import QNet
from marsmatch.bots.shengji_learned import ACTION_FEATURES, STATE_FEATURES, WEIGHTS
from marsmatch.games import find_game
from marsmatch.rl import distill_shengji as distill


def test_labels_extend_and_a_fit_moves_the_shipped_weights(tmp_path):
    path = tmp_path / "set.npz"
    one = distill.label(path, seed=3, iterations=4, z=1.0, width=4, minutes=1, deals=1)
    assert one.meta["deals"] == 1 and len(one) > 5
    states, actions = distill.LabelSet.load(path).inputs()  # replayed from the moves
    assert len(states) == len(one) and states[0].shape == (STATE_FEATURES,)
    for feats, chosen, means in zip(actions, one.chosen, one.means, strict=True):
        assert feats.shape[1] == ACTION_FEATURES and len(feats) >= 2
        assert 0 <= chosen < len(means) == min(4, len(feats))
    two = distill.label(path, seed=3, iterations=4, z=1.0, width=4, minutes=1, deals=1)
    assert two.meta["deals"] == 2 and len(two) > len(one)
    assert two.chosen[:len(one)] == one.chosen and set(two.deal) == {0, 1}
    with pytest.raises(SystemExit, match="labelled with"):
        distill.label(path, seed=3, iterations=8, z=1.0, width=4, minutes=1, deals=1)
    out = tmp_path / "w.npz"
    result = distill.fit(distill.LabelSet.load(path), WEIGHTS, out, epochs=1, lr=1e-3,
                         tau=0.1, batch=16, seed=0, target="values")
    assert result["held"] > 0 and result["train"] > 0 and len(result["history"]) == 2
    fitted = QNet.load(out)
    assert fitted.action_size == ACTION_FEATURES and fitted.meta["width"] == 4
    assert not np.array_equal(fitted.p["w1s"], QNet.load(WEIGHTS).p["w1s"]) \
        or result["best"]["epoch"] == 0
    bot = make_bot("learned", "shengji", seed=0, weights=str(out))
    state = find_game("shengji").new_round(None, players=4, seed="distill-legal")
    while not state.finished:
        seat = state.to_act[0]
        state.apply_action(seat, bot.act(state, seat))


@pytest.mark.parametrize("target", ["choice", "values"])
def test_each_targets_gradient_is_the_numeric_one(target):
    rng = np.random.default_rng(0)
    net = QNet.init(5, 3, (6, 4), seed=1)
    s, a = rng.standard_normal((2, 5)).astype(np.float32), \
        rng.standard_normal((5, 3)).astype(np.float32)
    rows, first, chosen = np.array([0, 0, 0, 1, 1]), np.array([0, 3]), np.array([2, 1])
    lead = np.array([0.0, 0.3, np.nan, 0.0, -0.2], np.float32)
    fitter = distill.Fitter(net, lr=0.0, tau=0.5, target=target)
    captured = {}
    fitter.opt.step = lambda params, grads: captured.update(grads)
    base, _ = fitter.loss(s, a, rows, first, chosen, grad=True, lead=lead)
    for name, at in (("w1s", (1, 2)), ("w1a", (2, 1)), ("b3", (0,))):
        w = net.p[name]
        eps = 1e-3
        w[at] += eps
        up, _ = fitter.loss(s, a, rows, first, chosen, grad=False, lead=lead)
        w[at] -= eps
        assert captured[name][at] == pytest.approx((up - base) / eps, rel=0.05, abs=1e-4)


def test_a_narrower_network_is_widened_to_play_as_before():
    net = QNet.init(5, 3, (6, 4), seed=1)
    wide = net.widened(7)
    s, a = np.ones((1, 5), np.float32), np.random.default_rng(1).random((4, 7), np.float32)
    rows = np.zeros(4, np.intp)
    assert np.allclose(wide.forward(s, rows, a), net.forward(s, rows, a[:, :3]))
    with pytest.raises(ValueError, match="narrowed"):
        wide.widened(3)
