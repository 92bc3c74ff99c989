"""Shengji's ``learned`` bot: a Deep Monte-Carlo Q network over factored actions.

In the play phase it weighs the greedy bot's candidate leads and follows (every one legal)
by their features and its position's (``bots/csrc/sj_features.c``: cards counted by their
place under the deal's trump, the trick, the voids shown, the points, the roles, and the
kitty when it buried it: only what its seat may know) and plays the highest Q (ties: the
greedy bot's order). Declaring and burying follow the greedy rules. It has no randomness,
so the same position gives the same decision, and a redeal of the hidden cards never
changes it. Numpy only: the weights ship in the package (``learned_shengji.npz``, trained
by ``scripts/train_shengji.py``); without them it plays as the greedy bot.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..games.shengji.actions import Action
from ..games.shengji.events import Phase
from . import _shengji as compiled
from . import register
from .qnet import QNet, load_weights
from .shengji import GreedyBot, ShengjiBot
from .shengji_position import ShengjiPosition, deal_world

WEIGHTS = Path(__file__).with_name("learned_shengji.npz")
STATE_FEATURES: int = compiled.STATE_FEATURES
ACTION_FEATURES: int = compiled.ACTION_FEATURES


@cache
def network(path: Path = WEIGHTS) -> QNet | None:
    """The shipped network (None when it is missing), or another weights file."""
    if path == WEIGHTS:
        return QNet.load(path) if path.exists() else None
    return load_weights(str(path))


def q_values(net: QNet, state: ShengjiPosition,
             declare_share: float) -> tuple[np.ndarray, list[Action]]:
    """The network's Q of each candidate lead or follow of the seat to act, and the
    candidates. A network trained on fewer action features reads their prefix; one
    distilled from the search weighs the search's candidates only (its ``width``, the
    greedy bot's best)."""
    world = deal_world(state, state.to_act[0])
    position, feats, actions = compiled.learned_inputs(world, declare_share)
    width = int(net.meta.get("width", 0))
    if width > 0:
        feats, actions = feats[:width], actions[:width]
    q = net.forward(position[None, :], np.zeros(len(actions), dtype=np.intp),
                    feats[:, :net.action_size])
    return q, actions


@register
class LearnedBot(ShengjiBot):
    """The trained agent (see the module docs). ``weights``: a path to other weights (the
    training scripts' output), else the shipped ones; ``margin``: how much higher than the
    greedy bot's first choice another candidate's Q must be to be played instead (empty:
    the one the weights were fitted with, else 0)."""

    name: ClassVar[str] = "learned"
    defaults: ClassVar[dict[str, Any]] = {"declare_share": 0.34, "weights": "", "margin": ""}

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self._greedy = GreedyBot(seed=seed, declare_share=self.options["declare_share"])
        weights = str(self.options["weights"])
        self.net = network(Path(weights)) if weights else network()
        margin = self.options["margin"]
        self.margin = float(self.net.meta.get("margin", 0.0) if margin == "" and self.net
                            else margin or 0.0)

    def choose(self, state: ShengjiPosition, seat: int) -> Action:
        if state.phase is not Phase.PLAY or self.net is None:
            return self._greedy.choose(state, seat)
        q, actions = q_values(self.net, state, self.options["declare_share"])
        best = int(np.argmax(q))
        return actions[best if q[best] - q[0] > self.margin else 0]


__all__ = ["ACTION_FEATURES", "STATE_FEATURES", "WEIGHTS", "LearnedBot", "network", "q_values"]
