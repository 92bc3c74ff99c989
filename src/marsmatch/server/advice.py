"""Advice that changes nothing: would an action be legal now (``check``), and what could
the seat play (``Hints``). Both answer in the protocol's terms: record dicts and plain words.
"""

from __future__ import annotations

from typing import Any

from .. import words
from ..bots import make_bot
from ..errors import MarsMatchError
from ..games import Game
from .present import describe_action, humanize, reading_options

HINTS = 30  # hints offered per turn (best first)


def check(game: Game, state: Any, seat: int, action: Any) -> tuple[dict[str, Any], Any]:
    """The engine's verdict on ``action`` for ``seat``: its canonical record dict and plain
    words, or why not (the ruling, and for cards that read several ways, the readings);
    with the checked action (None if it is not legal)."""
    try:
        checked = state.check_action(seat, action)
    except MarsMatchError as exc:
        out: dict[str, Any] = {"ok": False, "reason": humanize(game, state, str(exc)),
                               "rule": getattr(exc, "rule", None)}
        if (said := getattr(exc, "msg", None)) is not None:  # the same words as a message
            out["reason_msg"] = words.named(said, state.players)
        if readings := reading_options(exc):
            for r, rd in zip(readings, getattr(exc, "readings", ()), strict=False):
                said_rd = game.text.reading_msg(rd)  # each reading as a message too
                if said_rd is not None:
                    r["describe_msg"] = said_rd
            out["readings"] = readings
            out["reason"] = ("these cards can be played in several ways; choose one: "
                             + "; ".join(r["describe"] for r in readings))
        return out, None
    return {"ok": True, "describe": describe_action(checked, game, state),
            **_describe_msg(game, state, checked),
            "action": game.action_to_record(seat, checked)}, checked


def _describe_msg(game: Game, state: Any, action: Any) -> dict[str, Any]:
    """The action's words as a message (``describe_msg``), where the game's text has one."""
    said = game.text.describe_action_msg(state, action)
    return {} if said is None else {"describe_msg": said}


class Hints:
    """The greedy bot's suggestions for the seat to act, best first; worked out once per
    turn, so cycling through them with ``index`` sees one list."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self._bot = make_bot("greedy", game.name, seed=seed)
        self._turn: tuple[int, int] | None = None
        self._list: list[dict[str, Any]] = []

    def for_turn(self, state: Any, version: int, seat: int) -> list[dict[str, Any]]:
        if (version, seat) != self._turn:
            suggested = self._bot.suggest(state.copy(), seat, HINTS)
            self._list = [{"action": self.game.action_to_record(seat, a),
                           "describe": describe_action(a, self.game, state),
                           **_describe_msg(self.game, state, a)}
                          for a in suggested if _legal(state, seat, a)]
            self._turn = (version, seat)
        return self._list


def _legal(state: Any, seat: int, action: Any) -> bool:
    """Only suggest what the engine accepts (a bot may propose a move it would lose)."""
    try:
        state.check_action(seat, action)
    except MarsMatchError:
        return False
    return True


class StrongHint:
    """The strong bot's move for the seat to act (the table's slower hint), worked out once
    per turn in a thread (the searches' C runs without the GIL; the strong bot moves within
    about a second)."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self._bot = make_bot("strong", game.name, seed=seed)
        self._turn: tuple[int, int] | None = None
        self._hint: dict[str, Any] | None = None

    def for_turn(self, state: Any, version: int, seat: int) -> dict[str, Any] | None:
        if (version, seat) != self._turn:
            action = self._bot.act(state.copy(), seat)
            self._hint = ({"action": self.game.action_to_record(seat, action),
                           "describe": describe_action(action, self.game, state),
                           **_describe_msg(self.game, state, action)}
                          if _legal(state, seat, action) else None)
            self._turn = (version, seat)
        return self._hint
