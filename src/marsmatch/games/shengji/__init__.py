"""Shengji (升級, "Tractor"): the rules engine (rulings G1.1-G7, docs/rules-shengji.md).

``GAME`` is the game behind the protocol (``games.find_game("shengji")``); the names
below are the engine's own API, used by the bots, the RL adapter and the tests.
"""

from __future__ import annotations

from .actions import Bury, Declare, Play
from .events import Phase
from .follow import check_follow
from .game import GAME, ShengjiGame
from .lead import parse_lead
from .match import Match
from .rules import Rules
from .scoring import kitty_multiplier, level_outcome
from .setup import deal, new_round
from .state import State
from .tricks import trick_winner
from .trump import Trump, parse_shengji_cards
from .units import LeadFormat, Unit

NAME = GAME.name

__all__ = [
    "GAME",
    "NAME",
    "Bury",
    "Declare",
    "LeadFormat",
    "Match",
    "Phase",
    "Play",
    "Rules",
    "ShengjiGame",
    "State",
    "Trump",
    "Unit",
    "check_follow",
    "deal",
    "kitty_multiplier",
    "level_outcome",
    "new_round",
    "parse_lead",
    "parse_shengji_cards",
    "trick_winner",
]
