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

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from ..bots import _shengji as compiled
from ..bots.qnet import QNet
from ..bots.shengji import GreedyBot
from ..bots.shengji_learned import LearnedBot
from ..bots.shengji_search import SearchBot
from ..games.shengji import Rules, new_round
from ..games.shengji.events import Phase
from .dmc import Adam
from .labelling import extend

SHARE = 0.34  # the greedy rules' declare_share, as the bots use it


def _key(action: Any) -> tuple[str, ...]:
    return tuple(sorted(map(str, getattr(action, "cards", ()) or ())))


class LabelSet:
    """Labelled positions, kept as the deals' moves so the inputs can be worked out again
    by whatever features the network reads today (``inputs``): ``moves[k]`` every action
    of deal ``k`` in order (text); position i is deal ``deal[i]`` after ``ply[i]`` of
    them, with ``chosen[i]`` the search's move's index among the learned bot's candidates
    and ``means[i]`` the search's mean result of each of its first candidates (the
    search's own, the greedy bot's best first: the same order)."""

    def __init__(self, meta: dict[str, Any]) -> None:
        self.meta = meta
        self.moves: dict[int, list[str]] = {}
        self.deal: list[int] = []
        self.ply: list[int] = []
        self.chosen: list[int] = []
        self.means: list[list[float]] = []

    @classmethod
    def load(cls, path: Path) -> LabelSet:
        with np.load(path) as data:
            if "ply" not in data.files:
                raise SystemExit(f"error: {path} holds features of an older network, not "
                                 "positions; label a new set")
            out = cls(json.loads(str(data["meta"])))
            out.moves = {int(k): v for k, v in json.loads(str(data["moves"])).items()}
            out.deal = data["deal"].tolist()
            out.ply = data["ply"].tolist()
            out.chosen = data["chosen"].tolist()
            out.means = json.loads(str(data["means"]))
        return out

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(
            tmp, meta=np.asarray(json.dumps(self.meta)),
            moves=np.asarray(json.dumps(self.moves)), deal=np.asarray(self.deal, np.int32),
            ply=np.asarray(self.ply, np.int32), chosen=np.asarray(self.chosen, np.int16),
            means=np.asarray(json.dumps(self.means)))
        os.replace(tmp, path)

    def __len__(self) -> int:
        return len(self.chosen)

    def inputs(self) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Each position's features and its candidates', replayed from the deals' moves
        (``learned_inputs``, what the ``learned`` bot weighs now)."""
        rules = Rules.from_assignments(["decks=2"])
        states: list[np.ndarray] = []
        actions: list[np.ndarray] = []
        wanted: dict[int, list[int]] = {}
        for k, ply in zip(self.deal, self.ply, strict=True):
            wanted.setdefault(k, []).append(ply)
        found: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        for k, plies in wanted.items():
            state = new_round(rules, 4, seed=f"distill/{self.meta['seed']}/{k}")
            want = set(plies)
            for ply, text in enumerate(self.moves[k]):
                if ply in want:
                    position, feats, _acts = compiled.learned_inputs(state, SHARE)
                    found[k, ply] = position, feats
                seat = state.to_act[0]
                state.apply_action(seat, state.parse_action(seat, text))
        for k, ply in zip(self.deal, self.ply, strict=True):
            position, feats = found[k, ply]
            states.append(position)
            actions.append(feats)
        return states, actions


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
    if play == "net" and not weights:
        raise SystemExit("error: --play net needs --weights")
    net = LearnedBot(seed=seed, weights=str(weights)) if play == "net" else None
    search = {**SearchBot.defaults, "time": 0, **options}
    greedy = GreedyBot(seed=seed, declare_share=SHARE)
    rules = Rules.from_assignments(["decks=2"])

    def one() -> None:
        k = int(data.meta["deals"])
        rng = np.random.default_rng([seed, k])
        team = k % 2  # the labelled team: seats team and team + 2
        state = new_round(rules, 4, seed=f"distill/{seed}/{k}")
        moves: list[str] = []
        found: list[tuple[int, int, list[float]]] = []
        while not state.finished:
            seat = state.to_act[0]
            move = None
            if state.phase is Phase.PLAY and seat % 2 == team:
                _position, _feats, acts = compiled.learned_inputs(state, SHARE)
                if len(acts) > 1:
                    move, stats = compiled.search(state, int(rng.integers(2**63)), search)
                    keys = [_key(a) for a in acts]
                    if _key(move) in keys and \
                            [_key(m) for m in stats["moves"]] == keys[:len(stats["moves"])]:
                        found.append((len(moves), keys.index(_key(move)),
                                      [round(float(m), 5) for m in stats["means"]]))
                    if net is not None:  # the network plays as the learned bot would
                        move = net.choose(state, seat)
            if move is None:
                move = greedy.act(state, seat)
            moves.append(str(move))
            state.apply_action(seat, move)
        data.moves[k] = moves
        for ply, chosen, means in found:
            data.deal.append(k)
            data.ply.append(ply)
            data.chosen.append(chosen)
            data.means.append(means)
        data.meta["deals"] = k + 1

    extend(data, path, units=deals, minutes=minutes, label_one=one, progress=progress,
           describe=lambda: f"{data.meta['deals']} deals, {len(data)} positions")
    return data


def _batches(n: int, size: int, rng: np.random.Generator) -> list[np.ndarray]:
    order = rng.permutation(n)
    return [order[i:i + size] for i in range(0, n, size)]


class Fitter:
    """The network fitted to the search by Adam (``QNet``), one of two targets:
    ``choice``: cross-entropy of the search's move under ``softmax(Q / tau)`` over the
    position's candidates; ``values``: squared error of each searched candidate's lead over
    the greedy move, ``Q_i - Q_0`` against the search's ``mean_i - mean_0`` (paired on the
    same redeals, so far less noisy than the means themselves; the noise that is left
    averages out in a regression, where a choice's argmax keeps it)."""

    def __init__(self, net: QNet, lr: float, tau: float, target: str = "choice") -> None:
        self.net, self.opt, self.tau, self.target = net, Adam(net.p, lr), tau, target

    def loss(self, s: np.ndarray, a: np.ndarray, rows: np.ndarray, first: np.ndarray,
             chosen: np.ndarray, grad: bool, lead: np.ndarray | None = None) -> tuple[float, float]:
        """The mean loss and the share where the best Q is the search's move; one Adam step
        with ``grad``. ``rows``: each candidate's position; ``first``: each position's first
        candidate row; ``lead``: each candidate row's ``mean_i - mean_0`` (NaN: not
        searched), for the ``values`` target."""
        q, (a1, a2) = self.net.forward(s, rows, a, cache=True)
        ends = np.r_[first[1:], len(q)]
        best = np.array([int(np.argmax(q[a_:b_])) for a_, b_ in zip(first, ends, strict=True)])
        agree = float((best == chosen).mean())
        if self.target == "values":
            assert lead is not None
            known = ~np.isnan(lead)
            known[first] = False
            err = np.where(known, q - q[first][rows] - np.nan_to_num(lead), 0.0)
            value = float((err ** 2).sum() / len(first))
            dq = (2.0 * err / len(first)).astype(np.float32)
            np.subtract.at(dq, first[rows], dq * known)
        else:
            z = q / self.tau
            top = np.maximum.reduceat(z, first)
            e = np.exp(z - top[rows])
            prob = e / np.add.reduceat(e, first)[rows]
            picked = first + chosen
            value = float(-np.log(prob[picked] + 1e-12).mean())
            dz = prob.copy()
            dz[picked] -= 1.0
            dq = (dz / (self.tau * len(first))).astype(np.float32)
        if grad:
            self.opt.step(self.net.p, self.net.gradients(s, rows, a, (a1, a2), dq))
        return value, agree


Batch = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _gather(states: list[np.ndarray], actions: list[np.ndarray], data: LabelSet,
            idx: np.ndarray) -> Batch:
    s = np.asarray([states[i] for i in idx], np.float32)
    groups = [actions[i] for i in idx]
    sizes = np.array([len(g) for g in groups])
    first = np.r_[0, np.cumsum(sizes)[:-1]].astype(np.intp)
    rows = np.repeat(np.arange(len(idx)), sizes)
    lead = np.full(int(sizes.sum()), np.nan, np.float32)
    for f, i in zip(first, idx, strict=True):
        m = np.asarray(data.means[i], np.float32)
        lead[f:f + len(m)] = np.maximum(m - m[0], -FLOOR)
    return (s, np.concatenate(groups), rows, first,
            np.asarray([data.chosen[i] for i in idx]), lead)


# How far below the greedy move a move's lead is learned: the bot only needs to know which
# moves beat the greedy one, not how bad the bad ones are (their big errors would
# otherwise fill the loss).
FLOOR = float(os.environ.get("DISTILL_FLOOR", "1e9"))
MARGINS = (0.0, 0.01, 0.02, 0.03, 0.05)


def gain(net: QNet, batch: Batch, width: int, margin: float = 0.0) -> float:
    """The mean of the search's ``mean_i - mean_0`` at the move the network plays among the
    first ``width`` candidates (the greedy move unless another's Q is higher by
    ``margin``, as the ``learned`` bot plays): how much better than the greedy move the
    search judges the network's moves (0: plays as greedy)."""
    s, a, rows, first, _chosen, lead = batch
    q = net.forward(s, rows, a[:, :net.action_size])
    ends = np.r_[first[1:], len(q)]
    got = []
    for f, e in zip(first, ends, strict=True):
        w = min(e - f, width, int((~np.isnan(lead[f:e])).sum()))
        best = int(np.argmax(q[f:f + w]))
        got.append(lead[f + (best if q[f + best] - q[f] > margin else 0)])
    return float(np.mean(got))


def fit(sets: LabelSet | list[LabelSet], init: Path, out: Path, *, epochs: int, lr: float,
        tau: float, batch: int, seed: int, holdout: int = 10, target: str = "choice",
        average_from: int = 0, margin: float | None = None,
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Fit from ``init``'s weights (widened to today's action features) to one or more
    sets of one search width; write the weights whose moves the search judges best on the
    held-out deals (every ``holdout``-th of each set; ``gain``) to ``out``, with the margin
    that does best there (or ``margin``). ``average_from``: from that epoch on the weights
    weighed are the mean of the epochs' weights since (less noise in what is learned)."""
    sets = [sets] if isinstance(sets, LabelSet) else sets
    widths = {int(s.meta["width"]) for s in sets}
    if len(widths) != 1:
        raise SystemExit(f"error: the sets were labelled with different widths {sorted(widths)}")
    width = widths.pop()
    net = QNet.load(init).widened(compiled.ACTION_FEATURES)
    fitter = Fitter(net, lr, tau, target)
    data = LabelSet({"width": width})
    states, actions, is_held = [], [], []
    for one in sets:
        more_states, more_actions = one.inputs()
        states += more_states
        actions += more_actions
        data.chosen += one.chosen
        data.means += one.means
        is_held += [k % holdout == 0 for k in one.deal]
    held = np.flatnonzero(is_held)
    train = np.flatnonzero(~np.asarray(is_held))
    if not len(held) or not len(train):
        raise SystemExit("error: too few labelled deals to hold some out")
    val = _gather(states, actions, data, held)
    rng = np.random.default_rng(seed)
    chosen_lead = float(np.mean([val[5][f + c] for f, c in zip(val[3], val[4], strict=True)]))

    def held_out(epoch: int, model: QNet) -> dict[str, Any]:
        loss, agree = Fitter(model, 0.0, tau, target).loss(*val[:5], grad=False, lead=val[5])
        margins = MARGINS if margin is None else (margin,)
        gains = [gain(model, val, width, m) for m in margins]
        at = int(np.argmax(gains))
        return {"epoch": epoch, "held_loss": round(loss, 5), "held_agree": round(agree, 4),
                "held_gain": round(gains[at], 5), "margin": margins[at]}

    history = [held_out(0, net)]
    best = history[0]
    net.save(out, game="shengji", decks=2, labels=len(data), width=width,
             margin=best["margin"])
    mean: dict[str, np.ndarray] = {}
    for epoch in range(1, epochs + 1):
        for idx in _batches(len(train), batch, rng):
            b = _gather(states, actions, data, train[idx])
            fitter.loss(*b[:5], grad=True, lead=b[5])
        model = net
        if average_from and epoch >= average_from:
            k = epoch - average_from
            mean = {n: (mean[n] * k + v) / (k + 1) if mean else v.copy()
                    for n, v in net.p.items()}
            model = QNet(mean)
        history.append(held_out(epoch, model))
        if progress:
            progress(json.dumps(history[-1]))
        if history[-1]["held_gain"] > best["held_gain"]:
            best = history[-1]
            model.save(out, game="shengji", decks=2, labels=len(data), width=width,
                       margin=best["margin"])
    return {"positions": len(data), "train": len(train), "held": len(held), "target": target,
            "held_greedy_is_label": round(float((val[4] == 0).mean()), 4),
            "held_search_gain": round(chosen_lead, 5), "best": best, "history": history}


__all__ = ["Fitter", "LabelSet", "fit", "gain", "label"]
