"""A board at a table: dealt from its seed, played by bots, written as a record; and the
score each seat earned, read back from a record alone (by replaying it)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from ..bots import bot_from_spec, bot_seed
from ..errors import RecordError
from ..games import find_game
from ..games.replay import replay
from ..records import Record
from ..words import error

MAX_ACTIONS = 5000
#: the comparison groups of a board: MarsMatch, each seat; Shengji, each direction
DIRECTIONS = ("NS", "EW")


def play_board(board: Mapping[str, Any], players: Sequence[str], bots: Sequence[str],
               tag: Mapping[str, Any]) -> Record:
    """Play ``board`` (its revealed part: seed and settings) with ``bots[s]`` (a bot spec)
    at seat ``s`` under the names ``players``; the record carries ``tag`` as ``event``."""
    settings = board["settings"]
    game = find_game(settings["game"])
    rules = game.rules(dict(settings["rules"]))
    state = game.new_round(rules, players=list(players), seed=board["seed"],
                           banker=settings["banker"])
    seats = [bot_from_spec(spec, game.name, seed=bot_seed(board["seed"], s, spec))
             for s, spec in enumerate(bots)]
    for _ in range(MAX_ACTIONS):
        if state.finished:
            break
        seat = state.to_act[0]
        seats[seat].step(state, seat)
    record = state.to_record()
    return dataclasses.replace(record, extra={**record.extra, "event": dict(tag)})


def seat_scores(record: Record) -> list[float]:
    """Each seat's score on the board, from the record alone: MarsMatch, the round's points;
    Shengji, the card points the seat's side took (0 for a deal thrown in for a redeal)."""
    report = replay(record)
    if not report.get("ok"):
        err = report.get("error") or {}
        raise error(RecordError, "err-no-replay", n=str(err.get("action", 0) + 1),
                    why=str(err.get("reason", "?")))
    if not report.get("finished"):
        raise error(RecordError, "err-round-unfinished")
    seats = len(record.players)
    out = [0.0] * seats
    for r in report.get("results", []):
        if "seat" in r and not r.get("redeal"):
            out[int(r["seat"])] = float(r.get("points", 0))
    return out


def groups(game: str, seats: int) -> list[str]:
    """The comparison group of each seat: its direction where partners sit opposite
    (``Game.partnerships``), else the seat itself."""
    if find_game(game).partnerships:
        return [DIRECTIONS[s % 2] for s in range(seats)]
    return [f"seat {s}" for s in range(seats)]
