"""Shengji actions as values, and their one codec (text and record dicts).

``Declare`` (G3.2), ``Bury`` (G4.1) and ``Play`` (G5.2-G5.4; a lead may carry a ``hint``
naming its split) are frozen values with a text form and a repr that rebuilds them; the
pass of the declaring phase is the protocol's ``PASS``. Text: ``declare H2 H2``,
``bury C3 C4 ...``, ``play SA SA`` (or just the cards), ``play S8 S8 S7 as pair S8, single
S7``, ``pass``. Record dicts (records.md): ``{"seat": 2, "declare": ["H2", "H2"]}``,
``{"seat": 2, "bury": [...]}``, ``{"seat": 2, "play": [...], "hint": "pair"}``,
``{"seat": 3, "pass": true}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...errors import RecordError
from ...words import error
from ..protocol import PASS, Pass
from .trump import parse_shengji_cards


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


@dataclass(frozen=True, slots=True)
class Declare:
    """Show identical level-rank cards (or 2+ identical jokers) to set trump (G3.2)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"declare {_cards_text(self.cards)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Bury:
    """The banker's new kitty (G4.1)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"bury {_cards_text(self.cards)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Play:
    """Cards led or followed; a lead's ``hint`` names its split (G5.2), e.g. ``pair`` or
    ``pair S8, single S7``."""

    cards: tuple[Card, ...]
    hint: str | None = None

    def __str__(self) -> str:
        text = f"play {_cards_text(self.cards)}"
        return f"{text} as {self.hint}" if self.hint else text

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


Action = Declare | Bury | Play | Pass
_KINDS: dict[str, type[Declare | Bury | Play]] = {
    "declare": Declare, "bury": Bury, "play": Play}


def hint_text(hint: object) -> str | None:
    """A record's hint (a unit kind, a list of units, or their comma-joined text) as text."""
    if hint is None or hint == "":
        return None
    if isinstance(hint, str):
        return hint.strip()
    if isinstance(hint, (list, tuple)) and all(isinstance(h, str) for h in hint):
        return ", ".join(h.strip() for h in hint)
    raise error(RecordError, "err-hint", example='["pair S8", "single S7"]', given=repr(hint))


def parse_action(text: str, default: str = "play") -> Action:
    """An action from text; bare cards are a ``default`` action (the phase's)."""
    words = text.strip()
    if words.lower() in ("pass", "p"):
        return PASS
    verb, _sp, rest = words.partition(" ")
    kind = verb.lower()
    if kind not in _KINDS:
        kind, rest = default, words
    body, _sep, hint = rest.partition(" as ")
    cards = tuple(parse_shengji_cards(body))
    if kind == "play":
        return Play(cards, hint_text(hint))
    return _KINDS[kind](cards)


def from_record(data: Mapping[str, Any]) -> Action:
    """An action from a record's action dict; RecordError when it is not one."""
    if not isinstance(data, Mapping):
        raise error(RecordError, "err-action-object", example='{"seat": 0, "play": ["S7"]}')
    kinds = [k for k in ("declare", "pass", "bury", "play") if k in data]
    if len(kinds) != 1:
        raise error(RecordError, "err-sj-one-kind")
    kind = kinds[0]
    if kind == "pass":
        if data["pass"] is not True:
            raise error(RecordError, "err-sj-pass")
        return PASS
    cards = data[kind]
    if isinstance(cards, str):
        cards = [cards]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise error(RecordError, "err-takes-cards", key=kind)
    parsed = tuple(parse_shengji_cards(cards))
    if kind == "play":
        return Play(parsed, hint_text(data.get("hint")))
    return _KINDS[kind](parsed)


def to_record(seat: int, action: Action) -> dict[str, Any]:
    """The record's action dict of ``action`` by ``seat``."""
    if action is PASS:
        return {"seat": seat, "pass": True}
    if isinstance(action, Declare):
        return {"seat": seat, "declare": [str(c) for c in action.cards]}
    if isinstance(action, Bury):
        return {"seat": seat, "bury": [str(c) for c in action.cards]}
    assert isinstance(action, Play)
    out: dict[str, Any] = {"seat": seat, "play": [str(c) for c in action.cards]}
    if action.hint:
        out["hint"] = action.hint
    return out


def kind_of(action: Action) -> str:
    """``declare``, ``bury``, ``play`` or ``pass``."""
    return "pass" if action is PASS else type(action).__name__.lower()
