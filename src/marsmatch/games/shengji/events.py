"""What happens in a Shengji deal, as frozen events (the deal's audit trail and its record).

Events carry cards as notation strings. Everything is public except the buried cards,
which only the banker sees until the deal is scored (G4.1); ``to_json(viewer)`` hides them.
The record of a deal is derived from these events (``State.to_record``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .units import Unit


class Phase(str, Enum):
    """The deal's phases: declare (G3) -> bury (G4) -> play (G5) -> scored (G6), or redeal."""

    DECLARE = "declare"
    BURY = "bury"
    PLAY = "play"
    SCORED = "scored"
    REDEAL = "redeal"


@dataclass(frozen=True, slots=True)
class Declared:
    seat: int
    cards: tuple[str, ...]
    #: during a live deal: how many cards were out when it was made
    cards_out: int | None = None

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "declare", "seat": self.seat, "cards": list(self.cards)}
        if self.cards_out is not None:
            out["cards_out"] = self.cards_out
        return out


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        return {"type": "pass", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class TrumpFixed:
    level: str
    trump: str | None
    banker: int
    how: str  # "declared" | "kitty" | "position"
    card: str | None = None

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        return {"type": "trump", "level": self.level, "trump": self.trump,
                "banker": self.banker, "how": self.how, "card": self.card}


@dataclass(frozen=True, slots=True)
class Redeal:
    def to_json(self, viewer: int | None) -> dict[str, Any]:
        return {"type": "redeal"}


@dataclass(frozen=True, slots=True)
class Buried:
    seat: int
    cards: tuple[str, ...]  # hidden from every view but the banker's

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        shown: list[str] | int = list(self.cards) if viewer == self.seat else len(self.cards)
        return {"type": "bury", "seat": self.seat, "cards": shown}


@dataclass(frozen=True, slots=True)
class FailedThrow:
    seat: int
    forced: tuple[str, ...]
    beaten_by: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "forced": list(self.forced), "beaten_by": self.beaten_by}


@dataclass(frozen=True, slots=True)
class Played:
    """A lead or a follow. ``cards`` went to the trick; ``attempt`` is what the player
    put down (more than ``cards`` when a throw failed, G5.3); ``hint`` the lead's split."""

    seat: int
    cards: tuple[str, ...]
    lead_units: tuple[str, ...] | None = None  # set on a lead
    failed_throw: FailedThrow | None = None
    attempt: tuple[str, ...] | None = None
    hint: str | None = None

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "play", "seat": self.seat, "cards": list(self.cards)}
        if self.lead_units is not None:
            out["lead_units"] = list(self.lead_units)
        if self.failed_throw is not None:
            out["failed_throw"] = self.failed_throw.to_dict()
        return out


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick, with what the report needs to explain it (G7)."""

    number: int
    leader: int
    lead_units: tuple[str, ...]
    failed_throw: FailedThrow | None
    plays: tuple[tuple[int, tuple[str, ...]], ...]
    winner: int
    points: int
    winning_units: tuple[Unit, ...]
    #: why the winner won, in the engine's notation (records' ``explanations``) ...
    why: str
    #: ... and for people, as a message with seats as the engine names them (words/)
    why_msg: Mapping[str, Any] | None = field(default=None, compare=False, hash=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "lead_units": list(self.lead_units),
            "failed_throw": self.failed_throw.to_dict() if self.failed_throw else None,
            "plays": [{"seat": s, "cards": list(c)} for s, c in self.plays],
            "winner": self.winner,
            "points": self.points,
        }

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        return {"type": "trick", "number": self.number, **self.to_dict(), "why": self.why}


@dataclass(frozen=True, slots=True)
class Scored:
    attackers_points: int
    trick_points: int
    kitty: tuple[str, ...]
    kitty_points: int
    kitty_multiplier: int | None
    kitty_bonus: int
    penalties: int
    level_changes: tuple[dict[str, Any], ...]
    next_banker: int
    game_winner: int | None
    #: whether a Titanic decided the bottom's multiplier (G6.1's first match, 2*3^L)
    kitty_by_titanic: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "attackers_points": self.attackers_points,
            "trick_points": self.trick_points,
            "kitty": list(self.kitty),
            "kitty_points": self.kitty_points,
            "kitty_multiplier": self.kitty_multiplier,
            "kitty_bonus": self.kitty_bonus,
            "penalties": self.penalties,
            "level_changes": [dict(c) for c in self.level_changes],
            "next_banker": self.next_banker,
            "game_winner": self.game_winner,
        }

    def to_json(self, viewer: int | None) -> dict[str, Any]:
        return {"type": "scored", **self.to_dict()}


Event = Declared | Passed | TrumpFixed | Redeal | Buried | Played | Trick | Scored
