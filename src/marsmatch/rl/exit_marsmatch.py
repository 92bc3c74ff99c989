"""Expert iteration for MarsMatch (issue 33): the network learns from the search that uses
it, as AlphaZero and ExIt train theirs.

``label``: 4-player rounds of self-play by the ``search`` bot (with the network being
improved, ``time=0``: reproducible); at every decision the search made (not a tactical
rule's), the position's and its legal actions' features (what ``learned`` weighs) and,
per action, the search's visit share (its move distribution) and its mean result (its
value of the move, from the rollouts and redeals it already does). The set is extended on
every run (rounds go on where it stopped; saved every half minute and on Ctrl-C), and only
with the options it was made with.

``fit``: from the given weights, Adam on the cross-entropy of the visit shares under
``softmax(Q / tau)`` — ``tau`` the search's own temperature, so the network's prior at the
root and nodes is what is fitted — plus ``value`` times the visit-weighted squared error
of Q against the search's value of each visited move (``2 * mean - 1``: Q keeps its scale,
the leaves' estimate and ``learned``'s choice read it); every tenth round held out, the
weights with the best held-out loss written (float16, as the bot ships them).
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from ..bots import _marsmatch as compiled
from ..bots import bot_seed
from ..bots.marsmatch_features import CODE_INDEX, action_features
from ..bots.marsmatch_learned import decode_reading, layout_numbers, obs_layout
from ..bots.marsmatch_search import PASS_CODE, SearchBot
from ..bots.qnet import QNet
from ..features.marsmatch import encode_observation, legal_plays
from ..games.marsmatch import Rules, new_round
from .dmc import Adam
from .labelling import extend

PLAYERS = 4


class SearchSet:
    """Labelled positions: ``states`` (N, position features); position i's legal actions'
    features are ``actions[i]``, their visit shares ``shares[i]`` and the search's mean
    result ``means[i]`` (NaN where it never visited the action); ``round`` the round of
    each."""

    def __init__(self, meta: dict[str, Any]) -> None:
        self.meta = meta
        self.states: list[np.ndarray] = []
        self.actions: list[np.ndarray] = []
        self.shares: list[np.ndarray] = []
        self.means: list[np.ndarray] = []
        self.round: list[int] = []

    @classmethod
    def load(cls, path: Path) -> SearchSet:
        with np.load(path) as data:
            out = cls(json.loads(str(data["meta"])))
            cuts = list(itertools.pairwise(data["starts"]))
            acts, shares, means = (data[k].astype(np.float32) for k in
                                   ("actions", "shares", "means"))
            out.states = list(data["states"].astype(np.float32))
            out.actions = [acts[a:b] for a, b in cuts]
            out.shares = [shares[a:b] for a, b in cuts]
            out.means = [means[a:b] for a, b in cuts]
            out.round = data["round"].tolist()
        return out

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        starts = np.cumsum([0] + [len(a) for a in self.actions])
        width = len(self.states[0]) if self.states else 0

        def joined(parts: list[np.ndarray], shape: tuple[int, ...]) -> np.ndarray:
            return np.concatenate(parts) if parts else np.zeros(shape, np.float32)

        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(
            tmp, meta=np.asarray(json.dumps(self.meta)),
            states=np.asarray(self.states, np.float16).reshape(len(self.states), width),
            actions=joined(self.actions, (0, 1)).astype(np.float16),
            shares=joined(self.shares, (0,)), means=joined(self.means, (0,)),
            starts=starts, round=np.asarray(self.round, np.int32))
        os.replace(tmp, path)

    def __len__(self) -> int:
        return len(self.states)


def position(state: Any, seat: int, result: Any) -> tuple[np.ndarray, ...]:
    """One decision's example: the position's features, its legal actions' features, and
    per action the search's visit share and mean result (NaN: not visited)."""
    obs = np.empty(layout_numbers(state.n)[0], dtype=np.float32)
    encode_observation(state, seat, obs, obs_layout(state.n))
    actions, cards = legal_plays(state, CODE_INDEX)
    hand = np.asarray(state.hand(seat), dtype=np.float32)
    feats = action_features(np.broadcast_to(hand[:15], (len(actions), 15)), actions, cards)
    visits = dict(zip(result.moves, result.visits, strict=True))
    means = dict(zip(result.moves, result.means, strict=True))
    codes = [PASS_CODE if a == 0 else compiled.search_code(decode_reading(int(a)))
             for a in actions]
    count = np.array([visits.get(c, 0) for c in codes], np.float32)
    mean = np.array([means[c] if visits.get(c, 0) else np.nan for c in codes], np.float32)
    return obs, feats, count / max(1.0, float(count.sum())), mean


def label(path: Path, *, seed: int, iterations: int, minutes: float, rounds: int,
          weights: str = "", progress: Callable[[str], None] | None = None) -> SearchSet:
    """Extend the set in ``path`` by up to ``rounds`` rounds or ``minutes``."""
    options = {"seed": seed, "iterations": iterations, "weights": weights}
    if path.exists():
        data = SearchSet.load(path)
        old = {k: data.meta.get(k) for k in options}
        if old != options:
            raise SystemExit(f"error: {path} was labelled with {old}; give the same options "
                             "to extend it, or another file")
    else:
        data = SearchSet({**options, "rounds": 0})
    rules = Rules()

    def one() -> None:
        k = int(data.meta["rounds"])
        state = new_round(rules, PLAYERS, seed=f"exit/{seed}/{k}")
        bots = [SearchBot(seed=bot_seed(str(seed), k, s), time=0, iterations=iterations,
                          weights=weights) for s in range(PLAYERS)]
        found = []
        while not state.finished:
            seat = state.turn
            action = bots[seat].act(state, seat)
            result = bots[seat].last
            if result is not None and sum(result.visits) > 0:
                found.append(position(state, seat, result))
            state.apply_action(seat, action)
        for obs, feats, shares, means in found:
            data.states.append(obs)
            data.actions.append(feats)
            data.shares.append(shares)
            data.means.append(means)
            data.round.append(k)
        data.meta["rounds"] = k + 1

    extend(data, path, units=rounds, minutes=minutes, label_one=one, progress=progress,
           describe=lambda: f"{data.meta['rounds']} rounds, {len(data)} positions")
    return data


Batch = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def gather(data: SearchSet, idx: np.ndarray) -> Batch:
    """Positions ``idx`` as one batch: states, actions, each action's position (``rows``),
    each position's first action (``first``), the visit shares and the means."""
    s = np.asarray([data.states[i] for i in idx], np.float32)
    sizes = np.array([len(data.actions[i]) for i in idx])
    first = np.r_[0, np.cumsum(sizes)[:-1]].astype(np.intp)
    rows = np.repeat(np.arange(len(idx)), sizes)
    return (s, np.concatenate([data.actions[i] for i in idx]), rows, first,
            np.concatenate([data.shares[i] for i in idx]),
            np.concatenate([data.means[i] for i in idx]))


class Fitter:
    """The search's move distribution and values, learned by Adam (module docstring)."""

    def __init__(self, net: QNet, lr: float, tau: float, value: float) -> None:
        self.net, self.opt, self.tau, self.value = net, Adam(net.p, lr), tau, value

    def loss(self, batch: Batch, grad: bool) -> dict[str, float]:
        """The mean cross-entropy, value error and how often the best Q is the search's
        most visited move; one Adam step with ``grad``."""
        s, a, rows, first, shares, means = batch
        q, cache = self.net.forward(s, rows, a, cache=True)
        z = q / self.tau
        e = np.exp(z - np.maximum.reduceat(z, first)[rows])
        prob = e / np.add.reduceat(e, first)[rows]
        k = len(first)
        ce = float(-(shares * np.log(prob + 1e-12)).sum() / k)
        seen = ~np.isnan(means)
        target = np.where(seen, 2.0 * np.nan_to_num(means) - 1.0, 0.0)
        err = np.where(seen, q - target, 0.0)
        mse = float((shares * err * err).sum() / k)
        ends = np.r_[first[1:], len(q)]
        agree = float(np.mean([np.argmax(q[i:j]) == np.argmax(shares[i:j])
                               for i, j in zip(first, ends, strict=True)]))
        if grad:
            dq = ((prob - shares) / self.tau + 2.0 * self.value * shares * err) / k
            self.opt.step(self.net.p, self.net.gradients(s, rows, a, cache, dq))
        return {"ce": ce, "value": mse, "agree": agree}


def fit(data: SearchSet, init: Path, out: Path, *, epochs: int, lr: float, tau: float,
        value: float, batch: int, seed: int, holdout: int = 10,
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Fit from ``init``'s weights; write the best held-out weights to ``out``."""
    net = QNet.load(init)
    fitter = Fitter(net, lr, tau, value)
    rounds = np.asarray(data.round)
    held, train = np.flatnonzero(rounds % holdout == 0), np.flatnonzero(rounds % holdout != 0)
    if not len(held) or not len(train):
        raise SystemExit("error: too few labelled rounds to hold some out")
    val = gather(data, held)
    rng = np.random.default_rng(seed)

    def held_out() -> dict[str, float]:
        got = fitter.loss(val, grad=False)
        return {k: round(v, 4) for k, v in got.items()}

    best = held_out()
    history = [{"epoch": 0, **best}]
    best_epoch = 0
    net.save(out, game="marsmatch", players=PLAYERS, labels=len(data))
    for epoch in range(1, epochs + 1):
        order = rng.permutation(train)
        for i in range(0, len(order), batch):
            fitter.loss(gather(data, order[i:i + batch]), grad=True)
        got = held_out()
        history.append({"epoch": epoch, **got})
        if progress:
            progress(json.dumps(history[-1]))
        if got["ce"] + value * got["value"] < best["ce"] + value * best["value"]:
            best, best_epoch = got, epoch
            net.save(out, game="marsmatch", players=PLAYERS, labels=len(data))
    return {"positions": len(data), "train": len(train), "held": len(held),
            "best_epoch": best_epoch, "held_out": best, "history": history}


__all__ = ["Fitter", "SearchSet", "fit", "gather", "label", "position"]
