"""The games and their one registry: ``find_game(name)`` gives a game's :class:`Game`.

Consumers (server, simulator, bots, RL, the CLI) look a game up here and use the
protocol of ``games.protocol``; they never branch on a game's name.
"""

from __future__ import annotations

from ..errors import RulesError
from ..words import error
from .marsmatch.game import GAME as MARSMATCH
from .protocol import PASS, Deal, Game, GameState, LegalActions, MatchState, Pass
from .shengji.game import GAME as SHENGJI

GAMES: dict[str, Game] = {g.name: g for g in (MARSMATCH, SHENGJI)}
GAME_NAMES: tuple[str, ...] = tuple(GAMES)
_ALIASES = {"mm": "marsmatch", "mars": "marsmatch", "tractor": "shengji", "升级": "shengji",
            "升級": "shengji"}


def find_game(name: str) -> Game:
    """A game by name (or alias, any case); RulesError naming the games otherwise."""
    key = str(name).strip().lower()
    game = GAMES.get(_ALIASES.get(key, key))
    if game is None:
        raise error(RulesError, "err-not-one-of", what="game", given=repr(name),
                    known=", ".join(GAME_NAMES))
    return game


__all__ = ["GAMES", "GAME_NAMES", "PASS", "Deal", "Game", "GameState", "LegalActions",
           "MatchState", "Pass", "find_game"]
