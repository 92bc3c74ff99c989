"""Boards and the event's commitment: which deals an event plays, fixed before anyone sits.

A board is a seed and its table settings (game, seats, rules, banker). Before play the
event publishes, per board, its settings and ``SHA-256(seed)`` (the record's usual
commitment), and one hash over the whole ordered list, the **event commitment**::

    SHA-256(canonical JSON of {"format": "marsmatch-event/1", "boards": [
        {"board": i, "commitment": SHA-256(seed_i), "settings": {...}}, ...]})

(canonical JSON: keys sorted, no spaces, UTF-8). Every record of board ``i`` carries
``"event": {"commitment": H, "board": i, ...}``; when the event ends the seeds are revealed
and ``check_board`` proves from any record and the revealed set that the record's deal is
board ``i``, fixed before play: the revealed set hashes to H, its seed ``i`` hashes to the
published commitment, and the record's seed and settings are that board's.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import RecordError
from ..records import Record
from ..shuffle import commitment, new_seed
from ..words import error, msg, text

EVENT_FORMAT = "marsmatch-event/1"


@dataclass(frozen=True)
class Board:
    """One deal of an event: its index, seed (None until revealed) and table settings."""

    index: int
    settings: Mapping[str, Any]
    seed: str | None = None
    digest: str = ""  # SHA-256 of the seed: what is published before play

    def public(self) -> dict[str, Any]:
        """What is published before play: no seed."""
        return {"board": self.index, "commitment": self.digest,
                "settings": dict(self.settings)}

    def revealed(self) -> dict[str, Any]:
        return {**self.public(), "seed": self.seed}


def settings_for(game: str, seats: int, rules: Mapping[str, Any], index: int
                 ) -> dict[str, Any]:
    """A board's table settings; the banker rotates with the board number, so every seat
    holds the bank equally often over the event."""
    return {"game": game, "seats": seats, "rules": dict(rules), "banker": index % seats}


def draw_boards(count: int, game: str, seats: int, rules: Mapping[str, Any]
                ) -> list[Board]:
    """``count`` boards with fresh secret seeds (``secrets``), all under the same settings."""
    out = []
    for i in range(count):
        seed = new_seed()
        out.append(Board(i, settings_for(game, seats, rules, i), seed, commitment(seed)))
    return out


def canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False).encode("utf-8")


def event_commitment(public: Sequence[Mapping[str, Any]]) -> str:
    """The one hash published for the whole ordered set of boards (their public parts)."""
    boards = [{"board": b["board"], "commitment": b["commitment"],
               "settings": b["settings"]} for b in public]
    return hashlib.sha256(canonical({"format": EVENT_FORMAT, "boards": boards})).hexdigest()


def event_tag(event_hash: str, board: int, **where: Any) -> dict[str, Any]:
    """What a record of a board carries (``record.extra["event"]``)."""
    return {"commitment": event_hash, "board": board, **where}


def record_settings(record: Record) -> dict[str, Any]:
    """The settings a record was played under, written as a board's are."""
    return {"game": record.game, "seats": len(record.players), "rules": dict(record.rules),
            "banker": record.banker}


def parse_revealed(data: Any) -> list[dict[str, Any]]:
    """The revealed set (``boards.json``): a list of boards with their seeds, checked."""
    boards = data.get("boards") if isinstance(data, Mapping) else data
    if not isinstance(boards, list) or not boards:
        raise error(RecordError, "err-boards", keys="{board, commitment, settings, seed}")
    for i, b in enumerate(boards):
        if not isinstance(b, Mapping) or b.get("board") != i or not isinstance(
                b.get("seed"), str) or not isinstance(b.get("commitment"), str) or \
                not isinstance(b.get("settings"), Mapping):
            raise error(RecordError, "err-board", n=str(i))
    return [dict(b) for b in boards]


def check_board(record: Record, revealed: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Does the record's deal come from its event's board, fixed before play?

    Returns ``ok``, ``event`` (the commitment the record carries), ``board``, ``problems``
    (sentences) and ``proves`` (one sentence)."""
    tag = record.extra.get("event")
    if not isinstance(tag, Mapping) or not isinstance(tag.get("commitment"), str) or \
            not isinstance(tag.get("board"), int):
        raise error(RecordError, "err-no-event", keys='{"commitment", "board"}')
    event_hash, index = tag["commitment"], tag["board"]
    problems: list[str] = []
    recomputed = event_commitment(revealed)
    if recomputed != event_hash.lower():
        problems.append("the revealed boards do not hash to the event commitment the "
                        "record carries")
    if not 0 <= index < len(revealed):
        problems.append(f"the event has no board {index + 1}")
    else:
        board = revealed[index]
        if commitment(str(board["seed"])) != str(board["commitment"]).lower():
            problems.append(f"board {index + 1}'s revealed seed does not hash to its published "
                            "commitment")
        if record.seed != board["seed"]:
            problems.append(f"the record's seed is not board {index + 1}'s seed")
        want = {k: board["settings"].get(k) for k in ("game", "seats", "rules", "banker")}
        if record_settings(record) != {**want, "rules": dict(want["rules"] or {})}:
            problems.append(f"the record was not played under board {index + 1}'s settings")
    short = event_hash[:16]
    proves = (msg("event-board-ok", board=index + 1, event=short) if not problems else
              msg("event-board-bad", board=index + 1, event=short, why="; ".join(problems)))
    return {"ok": not problems, "event": event_hash, "recomputed": recomputed,
            "board": index, "problems": problems, "proves": text(proves), "msg": proves}


def pending(record: Record) -> dict[str, Any] | None:
    """The message for a record of an event whose boards are not revealed (None: the
    record is not of an event)."""
    tag = record.extra.get("event")
    if not isinstance(tag, Mapping) or not isinstance(tag.get("board"), int):
        return None
    return msg("event-board-pending", board=tag["board"] + 1,
               event=str(tag.get("commitment", ""))[:16])



def read_revealed(path: Path) -> list[dict[str, Any]]:
    """The revealed set from a file (``boards.json``); RecordError in one sentence."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(RecordError, "err-no-file", what="boards", path=str(path)) from None
    except (OSError, ValueError) as exc:
        raise error(RecordError, "err-cannot-read", path=str(path), why=str(exc)) from None
    return parse_revealed(data)
