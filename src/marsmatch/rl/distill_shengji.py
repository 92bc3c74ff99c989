"""Shengji's search distilled into the learned network: the search's chosen move as a
label, learned by cross-entropy over the position's candidates (issue 33).

Why not regress the search's values: at the few redeals labels can afford, the values of
the greedy bot's many candidates differ by less than their noise, so a network fitted to
them ranks candidates by noise, and a bot that plays its best Q then leaves the greedy
move where nothing better is known (``--exit`` made the network worse: 0.487 → 0.422). The
search itself plays the greedy move unless another beats it by ``z`` standard errors of
the paired differences; its *choice* carries that caution, so the network learns the
choice: one label per position, the softmax of its Q over the candidates (``Q / tau``),
cross-entropy, starting from the shipped weights. Ties and noise stay with the greedy
order the candidates' features already show.

``label``: deals of 2 decks, one team played by the search (or ``--play net``: by the
network being improved, DAgger's positions, still labelled by the search), the other by
the greedy bot; every lead or follow of the search's team with two candidates or more is
one example: the position's and the candidates' features (``learned_inputs``, what the
``learned`` bot weighs) and the index of the search's move. The set is extended on every
run (deals go on where it stopped; saved every half minute and on Ctrl-C).

``fit``: Adam on the cross-entropy, every tenth deal held out; the weights with the best
held-out loss are written (float16, as the bot ships them).
"""

from __future__ import annotations

import itertools
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from ..bots import _shengji as compiled
from ..bots.qnet import QNet
from ..bots.shengji import GreedyBot
from ..bots.shengji_search import SearchBot
from ..games.shengji import Rules, new_round
from ..games.shengji.events import Phase
from .dmc import Adam

SHARE = 0.34  # the greedy rules' declare_share, as the bots use it


def _key(action: Any) -> tuple[str, ...]:
    return tuple(sorted(map(str, getattr(action, "cards", ()) or ())))


class LabelSet:
    """Labelled positions: ``states`` (N, state features), the candidates' features in
    ``actions`` (rows ``starts[i]:starts[i + 1]`` are position i's), ``chosen`` (N,) the
    search's move's index among them, ``deal`` (N,) the deal each came from."""

    def __init__(self, meta: dict[str, Any]) -> None:
        self.meta = meta
        self.states: list[np.ndarray] = []
        self.actions: list[np.ndarray] = []
        self.chosen: list[int] = []
        self.deal: list[int] = []

    @classmethod
    def load(cls, path: Path) -> LabelSet:
        with np.load(path) as data:
            out = cls(json.loads(str(data["meta"])))
            starts = data["starts"]
            acts = data["actions"].astype(np.float32)
            out.states = list(data["states"].astype(np.float32))
            out.actions = [acts[a:b] for a, b in itertools.pairwise(starts)]
            out.chosen = data["chosen"].tolist()
            out.deal = data["deal"].tolist()
        return out

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        starts = np.cumsum([0] + [len(a) for a in self.actions])
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(
            tmp, meta=np.asarray(json.dumps(self.meta)),
            states=np.asarray(self.states, np.float16).reshape(-1, compiled.STATE_FEATURES),
            actions=(np.concatenate(self.actions) if self.actions else
                     np.zeros((0, compiled.ACTION_FEATURES))).astype(np.float16),
            starts=starts, chosen=np.asarray(self.chosen, np.int16),
            deal=np.asarray(self.deal, np.int32))
        os.replace(tmp, path)

    def __len__(self) -> int:
        return len(self.chosen)


def label(path: Path, *, seed: int, iterations: int, z: float, width: int, minutes: float,
          deals: int, play: str = "search", weights: Path | None = None,
          progress: Callable[[str], None] | None = None) -> LabelSet:
    """Extend the set in ``path`` by up to ``deals`` deals or ``minutes``."""
    options = {"iterations": iterations, "z": z, "width": width}
    if path.exists():
        data = LabelSet.load(path)
        old = {k: data.meta[k] for k in ("seed", "iterations", "z", "width")}
        if old != {"seed": seed, **options}:
            raise SystemExit(f"error: {path} was labelled with {old}; give the same options "
                             "to extend it, or another file")
    else:
        data = LabelSet({"seed": seed, **options, "deals": 0, "runs": []})
    data.meta["runs"].append({"play": play, "weights": str(weights or "")})
    net = QNet.load(weights) if play == "net" and weights else None
    if play == "net" and net is None:
        raise SystemExit("error: --play net needs --weights")
    search = {**SearchBot.defaults, "time": 0, **options}
    greedy = GreedyBot(seed=seed, declare_share=SHARE)
    rules = Rules.from_assignments(["decks=2"])
    start = last_save = time.monotonic()
    done = 0
    try:
        while done < deals and time.monotonic() - start < minutes * 60:
            k = int(data.meta["deals"])
            rng = np.random.default_rng([seed, k])
            team = k % 2  # the labelled team: seats team and team + 2
            state = new_round(rules, 4, seed=f"distill/{seed}/{k}")
            found: list[tuple[np.ndarray, np.ndarray, int]] = []
            while not state.finished:
                seat = state.to_act[0]
                if state.phase is Phase.PLAY and seat % 2 == team:
                    position, feats, acts = compiled.learned_inputs(state, SHARE)
                    if len(acts) > 1:
                        move, _stats = compiled.search(state, int(rng.integers(2**63)), search)
                        keys = [_key(a) for a in acts]
                        if _key(move) in keys:
                            found.append((position, feats.copy(), keys.index(_key(move))))
                        if net is not None:
                            q = net.forward(position[None, :], np.zeros(len(acts), np.intp),
                                            feats)
                            move = acts[int(np.argmax(q))]
                        state.apply_action(seat, move)
                        continue
                state.apply_action(seat, greedy.act(state, seat))
            for position, feats, chosen in found:
                data.states.append(position)
                data.actions.append(feats)
                data.chosen.append(chosen)
                data.deal.append(k)
            data.meta["deals"] = k + 1
            done += 1
            if progress:
                progress(f"{data.meta['deals']} deals, {len(data)} positions")
            if time.monotonic() - last_save > 30:
                data.save(path)
                last_save = time.monotonic()
    except KeyboardInterrupt:
        if progress:
            progress("interrupted: the set so far is saved; run the same command to extend it")
    data.save(path)
    return data


def _batches(n: int, size: int, rng: np.random.Generator) -> list[np.ndarray]:
    order = rng.permutation(n)
    return [order[i:i + size] for i in range(0, n, size)]


class Fitter:
    """Cross-entropy of the search's choice under ``softmax(Q / tau)`` over a position's
    candidates, by Adam on the shared first layer (``QNet``)."""

    def __init__(self, net: QNet, lr: float, tau: float) -> None:
        self.net, self.opt, self.tau = net, Adam(net.p, lr), tau

    def loss(self, s: np.ndarray, a: np.ndarray, rows: np.ndarray, first: np.ndarray,
             chosen: np.ndarray, grad: bool) -> tuple[float, float]:
        """The mean cross-entropy and the share where the best Q is the label; one Adam step
        with ``grad``. ``rows``: each candidate's position; ``first``: each position's first
        candidate row."""
        q, (a1, a2) = self.net.forward(s, rows, a, cache=True)
        z = q / self.tau
        top = np.maximum.reduceat(z, first)
        e = np.exp(z - top[rows])
        total = np.add.reduceat(e, first)
        prob = e / total[rows]
        picked = first + chosen
        ce = float(-np.log(prob[picked] + 1e-12).mean())
        best = np.array([int(np.argmax(q[a_:b_])) for a_, b_ in
                         zip(first, np.r_[first[1:], len(q)], strict=True)])
        agree = float((best == chosen).mean())
        if grad:
            dz = prob.copy()
            dz[picked] -= 1.0
            dq = dz / (self.tau * len(first))
            self.opt.step(self.net.p, self.net.gradients(s, rows, a, (a1, a2), dq))
        return ce, agree


Batch = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _gather(data: LabelSet, idx: np.ndarray) -> Batch:
    s = np.asarray([data.states[i] for i in idx], np.float32)
    groups = [data.actions[i] for i in idx]
    sizes = np.array([len(g) for g in groups])
    first = np.r_[0, np.cumsum(sizes)[:-1]].astype(np.intp)
    rows = np.repeat(np.arange(len(idx)), sizes)
    return s, np.concatenate(groups), rows, first, np.asarray([data.chosen[i] for i in idx])


def fit(data: LabelSet, init: Path, out: Path, *, epochs: int, lr: float, tau: float,
        batch: int, seed: int, holdout: int = 10,
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Fit from ``init``'s weights; write the best held-out weights to ``out``."""
    net = QNet.load(init)
    fitter = Fitter(net, lr, tau)
    deal = np.asarray(data.deal)
    held = np.flatnonzero(deal % holdout == 0)
    train = np.flatnonzero(deal % holdout != 0)
    if not len(held) or not len(train):
        raise SystemExit("error: too few labelled deals to hold some out")
    val = _gather(data, held)
    rng = np.random.default_rng(seed)
    greedy_share = float((val[4] == 0).mean())

    def held_out() -> tuple[float, float]:
        return fitter.loss(*val, grad=False)

    best_ce, best_agree = held_out()
    history = [{"epoch": 0, "held_ce": round(best_ce, 4), "held_agree": round(best_agree, 4)}]
    net.save(out, game="shengji", decks=2, labels=len(data))
    best_epoch = 0
    for epoch in range(1, epochs + 1):
        for idx in _batches(len(train), batch, rng):
            fitter.loss(*_gather(data, train[idx]), grad=True)
        ce, agree = held_out()
        history.append({"epoch": epoch, "held_ce": round(ce, 4), "held_agree": round(agree, 4)})
        if progress:
            progress(json.dumps(history[-1]))
        if ce < best_ce:
            best_ce, best_agree, best_epoch = ce, agree, epoch
            net.save(out, game="shengji", decks=2, labels=len(data))
    return {"positions": len(data), "train": len(train), "held": len(held),
            "held_greedy_is_label": round(greedy_share, 4), "best_epoch": best_epoch,
            "held_ce": round(best_ce, 4), "held_agree": round(best_agree, 4),
            "history": history}


__all__ = ["Fitter", "LabelSet", "fit", "label"]
