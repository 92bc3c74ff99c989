"""What makes a server table an event's table (docs/tournaments.md, "Live on the server").

An event's table plays the boards of one round of a duplicate event, one board per table
round. Its config names them (``config["event"]``: the event's id, commitment, round,
table and board indices); the boards' seeds are read from the event's folder, never
stored in the database. Each table round deals its board exactly as ``event play`` does
offline (:class:`BoardSeeds`: the server's seed of round *k* is the board's seed, with no
players' contributions; :class:`BoardsMatch`: the board's banker, no match carried over),
and each finished round's record carries the ``event`` tag and is written into the event's
``records/`` beside the database's copy, where ``marsmatch event results`` reads it.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..events.store import record_path, secret_boards, write_json
from ..games.protocol import RoundSummary
from ..shuffle import commitment


class BoardSeeds:
    """The seed of each table round: its board's seed (the deal is the board's, and its
    commitment the one published before the event). Rounds past the last board are never
    dealt; they get a seed of the table's secret so the next-deal commitment still shows."""

    def __init__(self, boards: Sequence[str], secret: str) -> None:
        self.boards = list(boards)
        self._secret = secret.encode()

    def seed(self, round_no: int) -> str:
        if 1 <= round_no <= len(self.boards):
            return self.boards[round_no - 1]
        return hmac.new(self._secret, f"round-{round_no}".encode(), hashlib.sha256).hexdigest()

    def commitment(self, round_no: int) -> str:
        return commitment(self.seed(round_no))

    def forget_before(self, round_no: int) -> None:
        """Nothing cached."""

    def shuffle_seed(self, entry: Mapping[str, Any]) -> str:
        return self.seed(entry["round"])


class BoardsMatch:
    """A table's boards in a row: each dealt with its own settings, none carried over
    (the ``MatchState`` the table plays; finished after its last board)."""

    def __init__(self, game: Any, rules: Any, players: Sequence[str],
                 bankers: Sequence[int | None]) -> None:
        self.game, self.rules_, self.players = game, rules, tuple(players)
        self.bankers = list(bankers)
        self.rounds: list[Any] = []

    @property
    def finished(self) -> bool:
        return len(self.rounds) >= len(self.bankers) and bool(self.rounds) and \
            bool(getattr(self.rounds[-1], "finished", False))

    def new_round(self, seed: str | None = None) -> Any:
        banker = self.bankers[min(len(self.rounds), len(self.bankers) - 1)]
        state = self.game.new_round(self.rules_, players=list(self.players), seed=seed,
                                    banker=banker)
        self.rounds.append(state)
        return state

    def finish_round(self, state: Any) -> None:
        """Boards carry nothing over."""

    def settle(self, index: int) -> RoundSummary:
        state = self.rounds[index]
        summary = RoundSummary(state.banker, ())
        self.rounds[index] = summary
        return summary

    def summary(self) -> dict[str, Any]:
        return {"rounds": len(self.rounds), "finished": self.finished,
                "boards": len(self.bankers), "history": []}


class EventSeat:
    """The event part of a table: its boards and where its records go."""

    def __init__(self, spec: Mapping[str, Any], events_dir: str) -> None:
        self.id = str(spec["id"])
        self.tag = {"commitment": spec["commitment"], "round": int(spec["round"]),
                    "table": int(spec["table"])}
        self.boards = [int(b) for b in spec["boards"]]
        self.folder = Path(events_dir) / self.id
        revealed = secret_boards(self.folder)
        self.settings = [revealed[b]["settings"] for b in self.boards]
        self.seeds = [str(revealed[b]["seed"]) for b in self.boards]

    def board(self, round_no: int) -> int:
        return self.boards[round_no - 1]

    def match(self, game: Any, rules: Any, players: Sequence[str]) -> BoardsMatch:
        return BoardsMatch(game, rules, players, [s.get("banker") for s in self.settings])

    def save(self, record: dict[str, Any], round_no: int) -> None:
        """Tag the round's record with its board and write it into the event's folder
        (whole or not at all; the same record again is the same file)."""
        record["event"] = {**self.tag, "board": self.board(round_no)}
        write_json(record_path(self.folder, self.board(round_no), self.tag["table"]), record)
