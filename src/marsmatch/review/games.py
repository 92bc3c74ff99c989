"""Each game's side of the review (``judge.Judge``): the moves worth weighing and their
paired outcomes, from the deciding seat's information only.

* MarsMatch: the strong search's root candidates (the greedy bot's best play types, the
  cheapest answers, the bombs, the pass, the learned network's best moves) with the play
  type played; each is played on the search's redeals (``compiled.search_world``: public
  information only) and the round is played out as the strong search plays its leaves
  (the randomised greedy rollout, mixed with the network's estimate).
* Shengji: the greedy bot's best leads or follows (or the banker's burials the search
  weighs) with the move played, each played out by the compiled search's paired
  evaluation (``sj_evaluate``) counting only the deal won or lost. Declarations follow
  the greedy rules and are not judged.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from ..bots import _marsmatch as mm_compiled
from ..bots import _shengji as sj_compiled
from ..bots import make_bot
from ..bots.marsmatch_search import PASS_CODE, SearchBot
from ..bots.marsmatch_search import information_digest as mm_digest
from ..bots.shengji_search import SearchBot as ShengjiSearch
from ..bots.shengji_search import information_digest as sj_digest
from ..games.protocol import PASS
from ..games.shengji.events import Phase


class MarsMatchJudge:
    """MarsMatch's moves are play types with their default attachments (and the pass); a
    play with other attachments is judged as its type."""

    def __init__(self) -> None:
        bot = make_bot("strong", "marsmatch", seed=0, time=0)
        assert isinstance(bot, SearchBot)
        self.bot = bot

    def code(self, action: Any) -> int:
        return PASS_CODE if action is PASS else int(mm_compiled.search_code(action.reading))

    def moves(self, state: Any, seat: int, played: Any) -> tuple[list[Any], int]:
        bot = self.bot
        game = bot.search_game(state, seat)
        moves = game.root_moves(int(bot.options["root_width"]))
        moves, _bias = bot.root(state, seat, list(moves))
        code = self.code(played)
        if code not in moves:
            moves.append(code)
        return moves, moves.index(code)

    def outcomes(self, state: Any, seat: int, moves: list[Any], seed: int,
                 redeals: int) -> np.ndarray:
        game = self.bot.search_game(state, seat)
        rng = random.Random(seed)
        out = np.empty((redeals, len(moves)))
        for k in range(redeals):
            deal, play = rng.getrandbits(63), rng.getrandbits(63)
            for i, move in enumerate(moves):
                world = game.world(deal)
                game.apply(world, move)
                out[k, i] = game.rollout(world, play)[seat]
        return out

    def digest(self, state: Any, seat: int) -> bytes:
        return mm_digest(state, seat)

    def action(self, state: Any, move: Any) -> Any:
        """A weighed move as the engine's action (default attachments)."""
        if move == PASS_CODE:
            return PASS
        return state.default_play(mm_compiled.search_reading(move))


def _key(action: Any) -> tuple[str, tuple[str, ...]]:
    return type(action).__name__, tuple(sorted(map(str, getattr(action, "cards", ()) or ())))


class ShengjiJudge:
    """Shengji's moves are the engine's actions; a deal's result counts only whether the
    seat's team wins it (``win_weight=1``)."""

    WIDTH = 8

    def __init__(self) -> None:
        self.options = {**ShengjiSearch.defaults, "time": 0, "win_weight": 1.0}

    def moves(self, state: Any, seat: int, played: Any) -> tuple[list[Any], int]:
        share = float(self.options["declare_share"])
        if state.phase is Phase.PLAY:
            moves = [a for _s, a in sj_compiled.greedy_ranked(state, self.WIDTH, share)]
        elif state.phase is Phase.BURY:
            _a, stats = sj_compiled.search(state, 0, {**self.options, "iterations": 1})
            moves = list(stats["moves"])
        else:
            return [], -1
        keys = [_key(m) for m in moves]
        if _key(played) not in keys:
            moves.append(played)
            keys.append(_key(played))
        return moves, keys.index(_key(played))

    def outcomes(self, state: Any, seat: int, moves: list[Any], seed: int,
                 redeals: int) -> np.ndarray:
        results = sj_compiled.evaluate(state, moves, seed, redeals, self.options)
        return (np.asarray(results) + 1.0) / 2.0

    def digest(self, state: Any, seat: int) -> bytes:
        return sj_digest(state, seat)

    def action(self, state: Any, move: Any) -> Any:
        return move


JUDGES: dict[str, type[MarsMatchJudge | ShengjiJudge]] = {
    "marsmatch": MarsMatchJudge, "shengji": ShengjiJudge}
#: Redeals per decision by default (the review's budget; the blunder set's deep search
#: uses ten times as many).
REDEALS = {"marsmatch": 300, "shengji": 300}


__all__ = ["JUDGES", "REDEALS", "MarsMatchJudge", "ShengjiJudge"]
