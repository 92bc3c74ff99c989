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
"""

from __future__ import annotations

from . import marsmatch_v0, shengji_v0
from ._base import ENVIRONMENTS, make_raw_env
from .single_agent import SingleAgentEnv

__all__ = ["ENVIRONMENTS", "SingleAgentEnv", "make_raw_env", "marsmatch_v0", "shengji_v0"]
