"""Game records: one JSON document per round (see docs/records.md and shared specs/records.md).

This module is pure data: the envelope (format, game, rules, players, seed, hands,
actions, start) and its JSON. It imports nothing from the games; the one replay driver
that interprets the actions is ``games.replay``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import RecordError

FORMAT = "marsmatch-record/1"
SUPPORTED_FORMATS = (FORMAT,)
_KNOWN_KEYS = {
    "format", "game", "rules", "players", "banker", "seed", "commitment", "hands",
    "actions", "start",
}


@dataclass(frozen=True)
class Record:
    """One round: who sat where, under which rules, what was dealt, every action in order."""

    game: str
    players: tuple[str, ...]
    rules: Mapping[str, Any] = field(default_factory=dict)
    seed: str | None = None
    hands: tuple[tuple[str, ...], ...] | None = None
    actions: tuple[Mapping[str, Any], ...] = ()
    banker: int | None = None
    start: Mapping[str, Any] | None = None
    commitment: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "game": self.game, "rules": dict(self.rules),
                               "players": list(self.players)}
        if self.banker is not None:
            out["banker"] = self.banker
        if self.commitment is not None:
            out["commitment"] = self.commitment
        if self.seed is not None:
            out["seed"] = self.seed
        if self.start is not None:
            out["start"] = dict(self.start)
        if self.hands is not None:
            out["hands"] = [list(h) for h in self.hands]
        out["actions"] = [dict(a) for a in self.actions]
        out.update(self.extra)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)


def load_record(source: str | Path) -> Record:
    """Read a record file; every problem is a RecordError with one sentence."""
    path = Path(source)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"no record file at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from None
    return loads_record(text)


def loads_record(text: str) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"record is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except RecursionError:
        raise RecordError("record is nested too deeply to be a record") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise RecordError(f"record is not a record: {exc}") from None
    return parse_record(data)


def parse_record(data: Any) -> Record:
    """Check the envelope of a decoded record and build a Record."""
    if not isinstance(data, Mapping):
        raise RecordError("a record is a JSON object")
    fmt = data.get("format", FORMAT)
    if fmt not in SUPPORTED_FORMATS:
        raise RecordError(f"record format {fmt!r} is not supported; this version reads {FORMAT}")
    game = data.get("game")
    if not isinstance(game, str):
        raise RecordError('a record needs "game": "marsmatch" or "shengji"')
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError('a record needs "players": a list of names in seat order')
    rules = data.get("rules", {}) or {}
    if not isinstance(rules, Mapping):
        raise RecordError('"rules" must be an object of option names and values')
    seed = data.get("seed")
    if seed is not None and not isinstance(seed, str):
        raise RecordError('"seed" must be a string')
    hands = data.get("hands")
    if hands is not None:
        if not isinstance(hands, list) or not all(
            isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands
        ):
            raise RecordError('"hands" must be a list of lists of card strings')
        if len(hands) != len(players):
            raise RecordError(f"{len(hands)} hands for {len(players)} players")
        hands = tuple(tuple(h) for h in hands)
    if seed is None and hands is None:
        raise RecordError('a record needs "seed" or "hands" (or both)')
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, Mapping) for a in actions):
        raise RecordError('"actions" must be a list of objects')
    banker = data.get("banker")
    if banker is not None and (
        isinstance(banker, bool) or not isinstance(banker, int) or not 0 <= banker < len(players)
    ):
        raise RecordError(f'"banker" must be a seat number from 0 to {len(players) - 1}')
    start = data.get("start")
    if start is not None and not isinstance(start, Mapping):
        raise RecordError('"start" must be an object')
    commitment = data.get("commitment")
    if commitment is not None and not isinstance(commitment, str):
        raise RecordError('"commitment" must be a hex string')
    extra = {k: v for k, v in data.items() if k not in _KNOWN_KEYS}
    return Record(game=game, players=tuple(players), rules=dict(rules), seed=seed, hands=hands,
                  actions=tuple(actions), banker=banker, start=start, commitment=commitment,
                  extra=extra)
