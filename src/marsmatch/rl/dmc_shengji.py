"""The Shengji actor of Deep Monte-Carlo training (``dmc``, ``scripts/train_shengji.py``):
self-play deals of the compiled game (``bots._shengji.DealBatch``), every deal at random
levels with a random banker; in a share of them (``greedy_share``) one team is the greedy
bot, so the agent also learns against the bot it is measured against. Each decision of a
learning seat is one sample: the position's and the chosen lead's or follow's features,
and the seat's final result (``-1..1``: the deal won or lost and the margin of points,
as the search weighs a deal). With ``teacher_share`` > 0, that share of the decisions also
gets the search's mean result of every candidate over ``teacher_iterations`` redeals
(``DealBatch.values``): targets with far less noise than one deal's outcome; with
``outcomes`` false those are the only samples (the search distilled into the network)."""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

from ..bots import _shengji as compiled
from ..bots.qnet import QNet
from ..games.shengji import Rules
from .dmc import Samples

SIZES = (compiled.STATE_FEATURES, compiled.ACTION_FEATURES)
MAX_CANDIDATES = 48


@cache
def _rules(decks: int) -> Rules:
    return Rules.from_assignments([f"decks={decks}"])


def choose(q: np.ndarray, rows: np.ndarray, deals: int, rng: np.random.Generator,
           epsilon: float) -> tuple[np.ndarray, np.ndarray]:
    """Per deal, the row of its best Q (or, with probability ``epsilon``, of a random
    candidate) among its ``rows``: the index within the deal's candidates and the row."""
    choice = np.full(deals, -1, dtype=np.int32)
    picked = np.full(deals, -1, dtype=np.int64)
    if not len(rows):
        return choice, picked
    starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
    ends = np.r_[starts[1:], len(rows)]
    explore = rng.random(len(starts)) < epsilon
    for k, (a, b) in enumerate(zip(starts, ends, strict=True)):
        j = int(rng.integers(b - a)) if explore[k] else int(np.argmax(q[a:b]))
        choice[rows[a]] = j
        picked[rows[a]] = a + j
    return choice, picked


def actor(weights: dict[str, np.ndarray], config: dict[str, Any], seed: int, games: int) -> Samples:
    """Play ``games`` deals with the network ``weights``; the learning seats' samples."""
    net = QNet(weights)
    k = max(1, min(int(config["envs"]), games))
    batch = compiled.DealBatch(_rules(int(config["decks"])), k, win_weight=config["win_weight"],
                               scale=config["scale"])
    rng = np.random.default_rng(seed)
    learners = np.zeros((k, 4), dtype=bool)

    def deal(i: int) -> None:
        greedy = 0
        learners[i] = True
        if rng.random() < config["greedy_share"]:
            team = int(rng.integers(2))
            greedy = (1 << team) | (1 << (team + 2))
            learners[i, team] = learners[i, team + 2] = False
        batch.reset(i, int(rng.integers(2**63)), int(rng.integers(4)),
                    (int(rng.integers(13)), int(rng.integers(13))), greedy)

    for i in range(k):
        deal(i)
    started, finished = k, 0
    states = np.zeros((k, SIZES[0]), dtype=np.float32)
    actions = np.zeros((k * MAX_CANDIDATES, SIZES[1]), dtype=np.float32)
    rows = np.zeros(k * MAX_CANDIDATES, dtype=np.int32)
    seats = np.zeros(k, dtype=np.int32)
    episodes: list[list[tuple[np.ndarray, np.ndarray, int]]] = [[] for _ in range(k)]
    out_s: list[np.ndarray] = []
    out_a: list[np.ndarray] = []
    out_y: list[float] = []
    mixed = mixed_won = taught = 0
    outcomes = bool(config.get("outcomes", True))
    while finished < games:
        m = batch.observe(states, actions, rows, seats)
        if m == 0:
            break
        q = net.forward(states, rows[:m], actions[:m])
        choice, picked = choose(q, rows[:m], k, rng, float(config["epsilon"]))
        teach = float(config.get("teacher_share", 0.0))
        for d in map(int, np.flatnonzero(choice >= 0)):
            episodes[d].append((states[d].copy(), actions[picked[d]].copy(), int(seats[d])))
            if teach and rng.random() < teach:
                first = picked[d] - choice[d]
                n = int(np.count_nonzero(rows[:m] == d))
                if n > 1:
                    values = batch.values(d, int(rng.integers(2**63)),
                                          int(config["teacher_iterations"]))
                    out_s.extend([states[d].copy()] * n)
                    out_a.extend(actions[first:first + n].copy())
                    out_y.extend(float(v) for v in values)
                    taught += n
        done, results = batch.step(choice)
        for d in map(int, np.flatnonzero(done)):
            for position, chosen, owner in (episodes[d] if outcomes else ()):
                out_s.append(position)
                out_a.append(chosen)
                out_y.append(float(results[d, owner]))
            if not learners[d].all():
                mixed += 1
                mixed_won += results[d, int(np.flatnonzero(learners[d])[0])] > 0
            episodes[d] = []
            finished += 1
            if started < games:
                deal(d)
                started += 1
    stats = {"won_vs_greedy": mixed_won / mixed} if mixed else {}
    if taught:
        stats["taught"] = float(taught)
    return Samples(np.asarray(out_s, dtype=np.float32).reshape(-1, SIZES[0]),
                   np.asarray(out_a, dtype=np.float32).reshape(-1, SIZES[1]),
                   np.asarray(out_y, dtype=np.float32), finished, stats)
