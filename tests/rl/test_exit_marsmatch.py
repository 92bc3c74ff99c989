"""MarsMatch expert iteration (``rl.exit_marsmatch``): the search's self-play positions are
labelled with its visit shares and move values, a second run extends the set, a set is
extended only with its own options, and a fit from the shipped weights plays legal rounds;
the fitted loss's gradient is the numeric one."""

from __future__ import annotations

import numpy as np
import pytest

from marsmatch.bots import make_bot
from marsmatch.bots.marsmatch_learned import WEIGHTS
from marsmatch.bots.qnet import QNet
from marsmatch.games.marsmatch import Rules, new_round
from marsmatch.rl import exit_marsmatch as exit_


def test_labels_extend_and_a_fit_plays_legal_rounds(tmp_path):
    path = tmp_path / "set.npz"
    one = exit_.label(path, seed=5, iterations=12, minutes=1, rounds=1)
    assert one.meta["rounds"] == 1 and len(one) > 0
    for feats, shares, means in zip(one.actions, one.shares, one.means, strict=True):
        assert len(feats) == len(shares) == len(means) >= 2
        assert shares.sum() == pytest.approx(1.0, abs=1e-5)
        # a move was visited exactly where the search has a mean result for it
        assert np.array_equal(shares > 0, ~np.isnan(means))
    two = exit_.label(path, seed=5, iterations=12, minutes=1, rounds=1)
    assert two.meta["rounds"] == 2 and set(two.round) == {0, 1}
    assert all(np.array_equal(x, y) for x, y in zip(one.shares, two.shares[:len(one)],
                                                     strict=False))
    with pytest.raises(SystemExit, match="labelled with"):
        exit_.label(path, seed=5, iterations=20, minutes=1, rounds=1)
    out = tmp_path / "w.npz"
    data = exit_.SearchSet.load(path)
    data.round = [r * 10 + i % 2 for i, r in enumerate(data.round)]  # some held out
    result = exit_.fit(data, WEIGHTS, out, epochs=1, lr=1e-3, tau=0.1, value=1.0, batch=32,
                       seed=0)
    assert result["held"] > 0 and result["train"] > 0 and len(result["history"]) == 2
    bot = make_bot("search", "marsmatch", seed=0, weights=str(out), iterations=10, time=0)
    state = new_round(Rules(), 4, seed="exit-legal")
    while not state.finished:
        seat = state.turn
        state.apply_action(seat, bot.act(state, seat))


def test_the_fitted_loss_gradient_is_the_numeric_one():
    rng = np.random.default_rng(0)
    net = QNet.init(5, 3, (6, 4), seed=1)
    s = rng.standard_normal((2, 5)).astype(np.float32)
    a = rng.standard_normal((5, 3)).astype(np.float32)
    rows, first = np.array([0, 0, 0, 1, 1]), np.array([0, 3])
    shares = np.array([0.2, 0.8, 0.0, 0.5, 0.5], np.float32)
    means = np.array([0.3, 0.6, np.nan, 0.1, 0.9], np.float32)
    batch = (s, a, rows, first, shares, means)
    fitter = exit_.Fitter(net, lr=0.0, tau=0.5, value=2.0)
    captured = {}
    fitter.opt.step = lambda params, grads: captured.update(grads)

    def total(got):
        return got["ce"] + 2.0 * got["value"]

    base = total(fitter.loss(batch, grad=True))
    eps = 1e-3
    for key, at in (("w1s", (1, 2)), ("w1a", (0, 1)), ("b3", (0,))):
        w = net.p[key]
        w[at] += eps
        up = total(fitter.loss(batch, grad=False))
        w[at] -= eps
        assert captured[key][at] == pytest.approx((up - base) / eps, rel=0.05, abs=1e-4)
