"""The MarsMatch actor of Deep Monte-Carlo training (``dmc``, ``scripts/train_marsmatch.py``):
self-play rounds of the compiled vector environment (``rl.marsmatch_vector``), one network
in every seat. Each decision is one sample: the seat's observation, the chosen play type's
features (``bots.marsmatch_features``: the engine's default play of the type, or the pass)
and the seat's final ``win_loss`` reward (+1 it won the real match, -1 it lost). A play
that empties the hand is always taken (the real match is then won, R4.3)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..bots.marsmatch_features import ACTION_FEATURES, EMPTIES, action_features
from ..bots.qnet import QNet
from ..features.marsmatch import observation_pieces, reading_code
from ._base import piece_slices
from .dmc import Samples
from .marsmatch_vector import VectorEnv


def sizes(players: int) -> tuple[int, int]:
    return sum(p[1] for p in observation_pieces(players)), ACTION_FEATURES


def actor(weights: dict[str, np.ndarray], config: dict[str, Any], seed: int, games: int) -> Samples:
    """Play ``games`` rounds with the network ``weights`` in every seat; their samples."""
    net = QNet(weights)
    players = int(config["players"])
    k = max(1, min(int(config["envs"]), games))
    env = VectorEnv(k, players=players, reward="win_loss")
    code_of = np.array([reading_code(rd) for rd in env.layout.vocab], dtype=np.int64)
    hand_at = piece_slices(observation_pieces(players))["hand"].start
    denom = 4.0 * players
    rng = np.random.default_rng(seed)
    obs, _mask = env.reset(seed=int(rng.integers(2**31)))
    episodes: list[list[tuple[np.ndarray, np.ndarray, int]]] = [[] for _ in range(k)]
    out_s: list[np.ndarray] = []
    out_a: list[np.ndarray] = []
    out_y: list[float] = []
    finished = 0
    while finished < games:
        rows, actions, cards = env.legal_plays()
        feat_actions = np.where(actions == 0, 0, 1 + code_of[np.maximum(actions - 1, 0)])
        hands = np.rint(obs[rows, hand_at:hand_at + 15] * denom)
        feats = action_features(hands, feat_actions, cards)
        q = net.forward(obs, rows, feats)
        q = np.where(feats[:, EMPTIES] > 0, 1e9, q)  # emptying the hand wins at once
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        ends = np.r_[starts[1:], len(rows)]
        choice = np.empty(k, dtype=np.int64)
        explore = rng.random(k) < float(config["epsilon"])
        for i, (a, b) in enumerate(zip(starts, ends, strict=True)):
            choice[rows[a]] = (a + int(rng.integers(b - a)) if explore[i]
                               else a + int(np.argmax(q[a:b])))
        seats = env.to_act
        for r in range(k):
            episodes[r].append((obs[r].copy(), feats[choice[r]], int(seats[r])))
        obs, _mask, rewards, done = env.step(actions[choice])
        for d in map(int, np.flatnonzero(done)):
            for position, chosen, owner in episodes[d]:
                out_s.append(position)
                out_a.append(chosen)
                out_y.append(float(rewards[d, owner]))
            episodes[d] = []
            finished += 1
    size = sizes(players)
    return Samples(np.asarray(out_s, dtype=np.float32).reshape(-1, size[0]),
                   np.asarray(out_a, dtype=np.float32).reshape(-1, size[1]),
                   np.asarray(out_y, dtype=np.float32), finished, {})
