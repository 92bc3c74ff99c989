"""The learned MarsMatch agent's features: what its Q network (``qnet.QNet``) reads.

A Deep Monte-Carlo Q network in the manner of DouZero: Q(s, a) estimates the final reward
(+1 the seat wins the real match, -1 it loses) of taking legal action ``a`` in state ``s``
and playing on. The state is the seat's ``marsmatch_v0`` observation (``tensors``: own
hand, unseen cards, the play to beat, cards held per seat, trick and streak state, cards
played per seat and the last moves); the action is factored (``action_features``): pass,
kind, length, top rank, attachment kind, bomb, the cards it spends (the engine's default
play) and what it leaves in hand. Training (``scripts/train_marsmatch.py``) and play
(``bots.marsmatch_learned``) share this module, so they compute the same numbers; play
needs numpy only.
"""

from __future__ import annotations

import numpy as np

from ..games.marsmatch.combos import KINDS, LANES, TWO, Kind
from ..games.marsmatch.tensors import READING_CODES

#: The action features per legal action (see ``action_features``).
ACTION_FEATURES = 1 + 9 + 1 + 15 + 3 + 1 + LANES + LANES + 7
#: The feature that says an action empties the hand.
EMPTIES = 62
#: Identity index for ``tensors.legal_plays``: action ``1 + code`` is the reading ``code``.
CODE_INDEX = np.arange(READING_CODES, dtype=np.int32)
CODE_INDEX.setflags(write=False)
_BOMB = np.array([KINDS[Kind(k)].bomb_class > 0 for k in range(9)], dtype=np.float32)


def decode(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(kind, length, top, attachment kind) of reading codes (``tensors.reading_code``)."""
    c = np.asarray(codes, dtype=np.int64)
    return c // 4096, (c // 64) % 64, (c // 4) % 16, c % 4


def action_features(hands: np.ndarray, actions: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Features of legal actions: ``hands`` (M, 15) the acting seat's rank counts,
    ``actions`` (M,) from ``legal_plays`` with ``CODE_INDEX`` (0 pass, ``1 + code``) and
    ``cards`` (M, >= 15) the cards each spends. Returns (M, ACTION_FEATURES) float32."""
    m = len(actions)
    out = np.zeros((m, ACTION_FEATURES), dtype=np.float32)
    if m == 0:
        return out
    hands = np.asarray(hands[:, :LANES], dtype=np.float32)
    spent = np.asarray(cards[:, :LANES], dtype=np.float32)
    is_pass = actions == 0
    kind, length, top, attach = decode(np.maximum(actions - 1, 0))
    play = ~is_pass
    rows = np.flatnonzero(play)
    out[:, 0] = is_pass
    out[rows, 1 + kind[rows]] = 1.0
    out[rows, 10] = np.minimum(length[rows] / 12.0, 1.0)
    out[rows, 11 + top[rows]] = 1.0
    out[rows, 26 + attach[rows]] = 1.0
    out[rows, 29] = _BOMB[kind[rows]]
    at = 30
    out[:, at:at + LANES] = spent / 4.0
    at += LANES
    after = hands - spent
    out[:, at:at + LANES] = after / 4.0
    at += LANES
    size, held, left = spent.sum(1), hands.sum(1), after.sum(1)
    out[:, at] = size / 20.0
    out[:, at + 1] = left / 54.0
    out[:, EMPTIES] = play & (left == 0)
    out[:, at + 3] = ((hands >= 4) & (after < 4))[:, :TWO].sum(1) / 4.0  # bombs broken
    out[:, at + 4] = spent[:, TWO] / 4.0
    out[:, at + 5] = spent[:, TWO + 1:].sum(1) / 2.0
    out[:, at + 6] = np.where(held > 0, size / np.maximum(held, 1.0), 0.0)
    return out
