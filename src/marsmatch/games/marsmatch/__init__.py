"""MarsMatch: the climbing game for N >= 2 players with one 54-card deck each.

``GAME`` is the game behind the protocol (``games.find_game("marsmatch")``); the names
below are the engine's own API, used by the judge, the bots and the RL adapter.
"""

from __future__ import annotations

from .builder import PlayBuilder
from .combos import (
    KIND_NAMES,
    KINDS,
    RANK_NAMES,
    Kind,
    KindInfo,
    Play,
    Reading,
    ReadingSpec,
    beats,
    counts_to_cards,
    explain,
    fits,
    readings,
    strongest,
    to_counts,
)
from .events import HeavenlyWin, Outcome, Passed, Played, RoundWon, TrickWon
from .game import GAME, MarsMatchGame
from .legal import LegalPlays
from .match import Match
from .moves import answer_types, count_plays, count_type, default_play, iter_plays, play_types
from .rules import Rules
from .setup import deal, deal_counts, hands_from_cards, new_round
from .state import Phase, State
from .table import heavenly_hand

NAME = GAME.name

__all__ = [
    "GAME",
    "KINDS",
    "KIND_NAMES",
    "NAME",
    "RANK_NAMES",
    "HeavenlyWin",
    "Kind",
    "KindInfo",
    "LegalPlays",
    "MarsMatchGame",
    "Match",
    "Outcome",
    "Passed",
    "Phase",
    "Play",
    "PlayBuilder",
    "Played",
    "Reading",
    "ReadingSpec",
    "RoundWon",
    "Rules",
    "State",
    "TrickWon",
    "answer_types",
    "beats",
    "count_plays",
    "count_type",
    "counts_to_cards",
    "deal",
    "deal_counts",
    "default_play",
    "explain",
    "fits",
    "hands_from_cards",
    "heavenly_hand",
    "iter_plays",
    "new_round",
    "play_types",
    "readings",
    "strongest",
    "to_counts",
]
