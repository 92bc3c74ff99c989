"""MarsMatch's ``learned`` bot: the Deep Monte-Carlo Q network trained by self-play.

It plays the legal action with the highest Q (``qnet``, ``marsmatch_features``; ties go to the engine's
first) with the default attachments, and always takes a play that empties its hand (the
real match is then won, R4.3). It reads what ``marsmatch_v0``'s observation shows: its own
hand and public information only, so a redeal of the hidden cards never changes its
choice; it has no randomness, so the same position gives the same decision whatever the
seat. Numpy only: the weights ship in the package (``learned_marsmatch_n4.npz``, trained
by ``scripts/train_marsmatch.py``). ``weights=PATH`` plays other weights (a training run's). Tables whose size has no trained
network (today only 4 seats has one) are played by the greedy bot, which ``learned_players`` lists.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..features.marsmatch import (
    OBS_PIECES,
    ObsLayout,
    encode_observation,
    legal_plays,
    observation_pieces,
)
from ..games.marsmatch.combos import Kind, Reading
from ..games.protocol import PASS
from . import BotError, register
from . import _marsmatch as compiled
from .marsmatch import Choice, GreedyBot, MarsMatchBot
from .marsmatch_features import CODE_INDEX, EMPTIES, action_features, decode
from .marsmatch_position import MarsMatchPosition, seat_world
from .qnet import QNet, load_weights

WEIGHTS = Path(__file__).with_name("learned_marsmatch_n4.npz")
#: The Q a play that empties the hand gets: above any the network gives.
WINS = 1e9


def weights_path(players: int) -> Path:
    return WEIGHTS.with_name(f"learned_marsmatch_n{players}.npz")


def learned_players() -> list[int]:
    """Table sizes with a trained network in the package."""
    return [n for n in range(2, 13) if weights_path(n).exists()]


@cache
def network(players: int, weights: str = "") -> QNet | None:
    """The table size's network: the shipped one (None where none ships), or the file
    ``weights`` (a training run's ``--out``), which must fit the table size."""
    if not weights:
        path = weights_path(players)
        return QNet.load(path) if path.exists() else None
    net = load_weights(weights)
    size = layout_numbers(players)[0]
    if net.state_size != size:
        raise BotError(f"weights {weights} read {net.state_size} position values, not the "
                       f"{size} of a {players}-player table")
    return net


@cache
def obs_layout(players: int) -> ObsLayout:
    return ObsLayout(layout_numbers(players)[0], _starts(players))


def _starts(players: int) -> dict[str, int]:
    starts, at = {}, 0
    for name, size, _doc in observation_pieces(players):
        starts[name] = at
        at += size
    return starts


@cache
def layout_numbers(players: int) -> tuple[int, list[int]]:
    """The observation's size and where the compiled encoder's pieces start."""
    starts = _starts(players)
    return sum(p[1] for p in observation_pieces(players)), [starts[k] for k in OBS_PIECES]


@cache
def compiled_network(players: int, weights: str = "") -> compiled.Net | None:
    """The table size's network held for evaluation in C (a search's many leaves)."""
    net = network(players, weights)
    return None if net is None else compiled.Net(net.p)


def action_values(net: QNet, state: MarsMatchPosition, seat: int) -> tuple[np.ndarray, np.ndarray]:
    """The legal actions of the seat to act (0 pass, ``1 + reading code``) and their Q; a
    play that empties the hand gets Q = ``WINS`` (the real match is then won, R4.3)."""
    obs = np.empty((1, net.state_size), dtype=np.float32)
    world = seat_world(state, seat)
    encode_observation(world, seat, obs[0], obs_layout(state.n))
    actions, cards = legal_plays(world, CODE_INDEX)
    hand = np.asarray(state.hand(seat), dtype=np.float32)
    feats = action_features(np.broadcast_to(hand[:15], (len(actions), 15)), actions, cards)
    q = net.forward(obs, np.zeros(len(actions), dtype=np.intp), feats)
    return actions, np.where(feats[:, EMPTIES] > 0, WINS, q)


def choose_action(net: QNet, state: MarsMatchPosition, seat: int) -> tuple[int, np.ndarray]:
    """The action (0 pass, ``1 + reading code``) the network picks and the Qs of all: a
    play that empties the hand if there is one, else the highest Q (ties: the first)."""
    actions, q = action_values(net, state, seat)
    empties = np.flatnonzero(q >= WINS)
    best = int(empties[0]) if len(empties) else int(np.argmax(q))
    return int(actions[best]), q


def decode_reading(action: int) -> Reading:
    """The play type of an action ``1 + reading code``."""
    kind, length, top, attach = (int(x[0]) for x in decode(np.array([action - 1])))
    return Reading(Kind(kind), length, top, attach)


@register
class LearnedBot(MarsMatchBot):
    """The trained Deep Monte-Carlo agent (see the module docs). ``weights``: a path to
    other weights (the training script's ``--out``), else the shipped ones."""

    name: ClassVar[str] = "learned"
    defaults: ClassVar[dict[str, Any]] = {"weights": ""}

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self._fallback = GreedyBot(seed=seed)
        self.weights = str(self.options["weights"])
        if self.weights:
            load_weights(self.weights)  # a missing or broken file is an error now, not later

    def choose(self, state: MarsMatchPosition, seat: int) -> Choice:
        net = network(state.n, self.weights)
        if net is None:
            return self._fallback.choose(state, seat)
        action, _q = choose_action(net, state, seat)
        return PASS if action == 0 else state.default_play(decode_reading(action))
