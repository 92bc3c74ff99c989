"""Shengji (升級, "Tractor"): the rules engine (rulings G1.1-G7, docs/rules-shengji.md).

Public entry points follow the game protocol in ``games/base.py``.
"""

from __future__ import annotations

from .formats import LeadFormat, Unit, check_follow, parse_lead, trick_winner
from .match import Match
from .record import (
    deal_from_seed,
    describe_replay,
    record_from_state,
    replay_record,
    report_state,
    state_from_record,
    verify_deal,
)
from .rules import Rules
from .scoring import kitty_multiplier, level_outcome
from .state import Phase, State, new_round
from .trump import Trump, parse_shengji_cards

NAME = "shengji"

__all__ = [
    "NAME",
    "LeadFormat",
    "Match",
    "Phase",
    "Rules",
    "State",
    "Trump",
    "Unit",
    "check_follow",
    "deal_from_seed",
    "describe_replay",
    "kitty_multiplier",
    "level_outcome",
    "new_round",
    "parse_lead",
    "parse_shengji_cards",
    "record_from_state",
    "replay_record",
    "report_state",
    "state_from_record",
    "trick_winner",
    "verify_deal",
]
