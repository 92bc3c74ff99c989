"""The learned agents' Q network over factored actions (Deep Monte-Carlo, as DouZero):
Q(s, a) estimates a seat's final result of taking action ``a`` in position ``s`` and
playing on. A ReLU MLP whose first layer is split into its position and action parts, so
a position's share is computed once for all its actions. Play needs numpy only; the
weights ship as float16 ``.npz`` files. Both games' agents use it (their features:
``marsmatch_features``, ``bots/csrc/sj_features.c``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from . import BotError


class QNet:
    """A ReLU MLP over [state, action] -> Q, with the first layer split into its state and
    action parts so a state's share is computed once for all its actions."""

    def __init__(self, params: dict[str, np.ndarray], meta: dict[str, Any] | None = None) -> None:
        self.p = {k: np.asarray(v, dtype=np.float32) for k, v in params.items()}
        self.meta = dict(meta or {})  # what the file says of itself (``meta_`` arrays)
        self.state_size = self.p["w1s"].shape[0]
        self.action_size = self.p["w1a"].shape[0]

    @classmethod
    def init(cls, state_size: int, action_size: int, hidden: tuple[int, int], seed: int) -> QNet:
        rng = np.random.default_rng(seed)
        h1, h2 = hidden

        def he(n_in: int, n_out: int) -> np.ndarray:
            return (rng.standard_normal((n_in, n_out)) * np.sqrt(2.0 / n_in)).astype(np.float32)

        w1 = he(state_size + action_size, h1)
        return cls({"w1s": w1[:state_size], "w1a": w1[state_size:],
                    "b1": np.zeros(h1, np.float32), "w2": he(h1, h2),
                    "b2": np.zeros(h2, np.float32), "w3": he(h2, 1) * 0.1,
                    "b3": np.zeros(1, np.float32)})

    @classmethod
    def load(cls, path: str | Path) -> QNet:
        with np.load(path) as data:
            return cls({k: data[k] for k in data.files if not k.startswith("meta_")},
                       {k[5:]: data[k].tolist() for k in data.files if k.startswith("meta_")})

    def widened(self, action_size: int) -> QNet:
        """The same network reading ``action_size`` action features: the ones added at the
        end start with zero weights, so it plays as before until trained."""
        p = dict(self.p)
        extra = action_size - self.action_size
        if extra < 0:
            raise ValueError("a network cannot be narrowed")
        p["w1a"] = np.concatenate([p["w1a"], np.zeros((extra, p["w1a"].shape[1]), np.float32)])
        return QNet(p, self.meta)

    def save(self, path: str | Path, **meta: Any) -> None:
        arrays: dict[str, Any] = {f"meta_{k}": np.asarray(v) for k, v in meta.items()}
        arrays.update({k: v.astype(np.float16) if k.startswith("w") else v
                       for k, v in self.p.items()})
        np.savez_compressed(path, **arrays)

    def forward(self, states: np.ndarray, rows: np.ndarray, actions: np.ndarray,
                cache: bool = False) -> Any:
        """Q of each action: ``states`` (K, D), ``rows`` (M,) the state of each action,
        ``actions`` (M, action features). With ``cache`` also the activations (training)."""
        p = self.p
        z1 = (states @ p["w1s"])[rows] + actions @ p["w1a"] + p["b1"]
        a1 = np.maximum(z1, 0.0)
        z2 = a1 @ p["w2"] + p["b2"]
        a2 = np.maximum(z2, 0.0)
        q = (a2 @ p["w3"] + p["b3"])[:, 0]
        return (q, (a1, a2)) if cache else q

    def gradients(self, states: np.ndarray, rows: np.ndarray, actions: np.ndarray,
                  cache: Any, dq: np.ndarray) -> dict[str, np.ndarray]:
        """Each weight's gradient of a loss whose gradient in Q is ``dq`` (M,), given the
        activations ``cache`` of ``forward(states, rows, actions, cache=True)``."""
        p = self.p
        a1, a2 = cache
        d3 = dq.astype(np.float32)[:, None]
        grads = {"w3": a2.T @ d3, "b3": d3.sum(0)}
        d2 = (d3 @ p["w3"].T) * (a2 > 0)
        grads["w2"], grads["b2"] = a1.T @ d2, d2.sum(0)
        d1 = (d2 @ p["w2"].T) * (a1 > 0)
        per_state = np.zeros((len(states), d1.shape[1]), np.float32)
        np.add.at(per_state, rows, d1)
        grads["w1s"], grads["w1a"], grads["b1"] = states.T @ per_state, actions.T @ d1, d1.sum(0)
        return grads


def load_weights(weights: str) -> QNet:
    """A learned agent's weights file, or one clear error."""
    try:
        return QNet.load(weights)
    except FileNotFoundError:
        raise BotError(f"no weights file {weights}") from None
    except (OSError, ValueError, KeyError) as exc:
        raise BotError(f"cannot read weights {weights}: {exc}") from None
