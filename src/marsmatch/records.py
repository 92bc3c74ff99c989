"""Game records: one JSON document per round (see docs/records.md and shared specs/records.md).

This module is pure data: the envelope (format, game, rules, players, seed, hands,
actions, start) and its JSON; the format itself, which a record is checked against when
it is read, is the pydantic model of ``recordmodel``. It imports nothing from the games; the one replay driver
that interprets the actions is ``games.replay``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from . import recordmodel
from .errors import RecordError
from .recordmodel import FORMAT
from .words import error


class LimitError(ValueError):
    """Input over one of the bounds; ``code`` for programs, the message for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: the decoded JSON when only its depth was over the bound
        self.data: Any = None


def loads_bounded(text: str | bytes, max_depth: int, max_int_digits: int) -> Any:
    """``json.loads`` with bounds: depth, integer digits, finite numbers.

    Raises ``json.JSONDecodeError`` for text that is not JSON and :class:`LimitError` for
    JSON over a bound (RecursionError from absurd nesting is reported as too deep)."""

    def parse_int(s: str) -> int:
        if len(s) - (s[0] == "-") > max_int_digits:
            raise LimitError("too_large", f"a number has more than {max_int_digits} digits")
        return int(s)

    def parse_float(s: str) -> float:
        if len(s) > max_int_digits + 32:
            raise LimitError("too_large", "a number is too long")
        x = float(s)
        if not math.isfinite(x):
            raise LimitError("too_large", "a number is too large")
        return x

    def parse_constant(s: str) -> Any:
        raise LimitError("bad_json", f"{s} is not JSON")

    try:
        data = json.loads(text, parse_int=parse_int, parse_float=parse_float,
                          parse_constant=parse_constant)
    except RecursionError:
        raise LimitError("too_deep", f"JSON nested more than {max_depth} levels") from None
    try:
        check_depth(data, max_depth)
    except LimitError as exc:
        if exc.code == "too_deep":  # the rest is sound: an id may still be echoed
            exc.data = data
        raise
    return data


#: a UTF-16 surrogate on its own: JSON's ``\\ud800`` escape decodes to one, and it is no
#: Unicode text (no encoder takes it: a frame or a page holding one fails to be sent)
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _not_text(s: str) -> bool:
    return not s.isascii() and LONE_SURROGATE.search(s) is not None


def check_depth(data: Any, max_depth: int) -> None:
    """LimitError if lists and objects nest deeper than ``max_depth`` (iterative walk), or
    if a string or a key holds a lone surrogate (``bad_text``)."""
    if isinstance(data, str) and _not_text(data):
        raise LimitError("bad_text", "a string holds a lone surrogate, which is not text")
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
            if any(_not_text(k) for k in node):
                raise LimitError("bad_text", "a key holds a lone surrogate, which is not text")
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > max_depth:
            raise LimitError("too_deep", f"JSON nested more than {max_depth} levels")
        for c in children:
            if isinstance(c, (dict, list)):
                stack.append((c, depth + 1))
            elif isinstance(c, str) and _not_text(c):
                raise LimitError("bad_text", "a string holds a lone surrogate, which is not "
                                 "text")



#: bounds for record files: far above any real record, far below what breaks a parser
RECORD_DEPTH = 64
RECORD_INT_DIGITS = 30


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
    #: how the seed was made (docs/records.md): None for scheme 1, the seed itself; for
    #: scheme 2 ``{"scheme", "server_seed", "contributions"}``, the players' part in it
    deal: Mapping[str, Any] | None = None
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
        if self.deal is not None:
            out["deal"] = {**self.deal, "contributions": [
                dict(c) for c in self.deal.get("contributions", [])]}
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
        raise error(RecordError, "err-no-file", what="record", path=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error(RecordError, "err-cannot-read", path=str(path), why=str(exc)) from None
    return loads_record(text)


def loads_record(text: str) -> Record:
    try:
        data = loads_bounded(text, RECORD_DEPTH, RECORD_INT_DIGITS)
    except json.JSONDecodeError as exc:
        raise error(RecordError, "err-not-json", why=exc.msg, line=str(exc.lineno),
                    column=str(exc.colno)) from None
    except LimitError as exc:
        raise error(RecordError, "err-not-record", why=exc.message) from None
    except ValueError as exc:
        raise error(RecordError, "err-not-record", why=str(exc)) from None
    return parse_record(data)


def parse_record(data: Any) -> Record:
    """Check a decoded record against the format (``recordmodel``) and build a Record;
    what is wrong is a RecordError with one sentence."""
    if not isinstance(data, Mapping):
        raise error(RecordError, "err-record-object")
    data = dict(data)
    try:
        doc = recordmodel.Record.model_validate(data)
    except ValidationError as exc:
        wrong, args = recordmodel.problem(data, exc)
        raise error(RecordError, wrong, **args) from None
    deal = None
    if doc.deal is not None:
        deal = {"scheme": doc.deal.scheme, "server_seed": doc.deal.server_seed,
                "contributions": [c.model_dump() for c in doc.deal.contributions]}
    return Record(game=doc.game, players=tuple(doc.players), rules=dict(doc.rules or {}),
                  seed=doc.seed, hands=None if doc.hands is None else tuple(
                      tuple(h) for h in doc.hands),
                  actions=tuple(doc.actions), banker=doc.banker, start=doc.start,
                  commitment=doc.commitment, deal=deal, extra=dict(doc.model_extra or {}))
