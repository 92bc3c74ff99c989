"""Reinforcement-learning environments for MarsMatch and Shengji (PettingZoo AEC + Gymnasium).

* :mod:`marsmatch.rl.marsmatch_v0` -- MarsMatch for 2-12 seats; factored actions (a
  play type from a fixed vocabulary for N, then optional attachment steps).
* :mod:`marsmatch.rl.shengji_v0` -- Shengji with 1-3 decks; a fixed vocabulary per deck
  count (pass, declarations, 54 cards, end) with plays built card by card.
* :mod:`marsmatch.rl.single_agent` -- ``SingleAgentEnv``: a Gymnasium environment with one
  learning seat and named bots (``marsmatch.bots.make_bot``) in the others.

Each environment module documents its observation tensor, action encoding and reward
normalisation in its docstring; ``docs/rl.md`` is the overview. ``ENVIRONMENTS`` maps a
game's registry name to its environment class; ``make_raw_env(game, **options)`` builds
one by game name or alias.

Importing this package registers the single-agent environments with Gymnasium
(``GYM_IDS``): ``gym.make("marsmatch/MarsMatch-v0", players=4, opponent="greedy")`` after
``import marsmatch.rl``, or ``gym.make("marsmatch.rl:marsmatch/Shengji-v0")`` without it.
"""

from __future__ import annotations

import gymnasium as gym

from . import marsmatch_v0, shengji_v0
from ._base import ENVIRONMENTS, make_raw_env
from .single_agent import SingleAgentEnv

#: Gymnasium's ids of the single-agent environments, by game.
GYM_IDS = {"marsmatch": "marsmatch/MarsMatch-v0", "shengji": "marsmatch/Shengji-v0"}

for _game, _id in GYM_IDS.items():
    if _id not in gym.registry:
        gym.register(id=_id, entry_point="marsmatch.rl.single_agent:SingleAgentEnv",
                     kwargs={"game": _game})

__all__ = ["ENVIRONMENTS", "GYM_IDS", "SingleAgentEnv", "make_raw_env", "marsmatch_v0",
           "shengji_v0"]
