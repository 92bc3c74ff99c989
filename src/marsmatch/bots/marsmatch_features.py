"""The learned MarsMatch agent's features: what its Q network (``qnet.QNet``) reads.

A Deep Monte-Carlo Q network in the manner of DouZero: Q(s, a) estimates the final reward
(+1 the seat wins the real match, -1 it loses) of taking legal action ``a`` in state ``s``
and playing on. The state is the seat's ``marsmatch_v0`` observation (``features.marsmatch``: own
hand, unseen cards, the play to beat, cards held per seat, trick and streak state, cards
played per seat and the last moves); the action is factored (``action_features``): pass,
kind, length, top rank, attachment kind, bomb, the cards it spends (the engine's default
play) and what it leaves in hand. Training (``scripts/train_marsmatch.py``) and play
(``bots.marsmatch_learned``) share this module, so they compute the same numbers; play
needs numpy only.
"""

from __future__ import annotations

import numpy as np

from ..features.marsmatch import READING_CODES
from . import _marsmatch as compiled

#: The action features per legal action (see ``action_features``).
ACTION_FEATURES: int = compiled.ACTION_FEATURES
#: The feature that says an action empties the hand.
EMPTIES: int = compiled.EMPTIES
#: Identity index for ``features.marsmatch.legal_plays``: action ``1 + code`` is the reading ``code``.
CODE_INDEX = np.arange(READING_CODES, dtype=np.int32)
CODE_INDEX.setflags(write=False)


def decode(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(kind, length, top, attachment kind) of reading codes (``features.marsmatch.reading_code``)."""
    c = np.asarray(codes, dtype=np.int64)
    return c // 4096, (c // 64) % 64, (c // 4) % 16, c % 4


def action_features(hands: np.ndarray, actions: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Features of legal actions (compiled, ``csrc/mm_features.c``: the one copy training
    and play share): ``hands`` (M, 15) the acting seat's rank counts, ``actions`` (M,) from
    ``legal_plays`` with ``CODE_INDEX`` (0 pass, ``1 + code``) and ``cards`` (M, >= 15) the
    cards each spends. Returns (M, ACTION_FEATURES) float32: pass, kind, length / 12, top
    rank, attachment kind, bomb, spent / 4, left / 4, size / 20, cards left / 54, empties
    the hand, bombs broken / 4, 2s spent / 4, jokers spent / 2, share of the hand spent."""
    return compiled.action_features(hands, actions, cards)
