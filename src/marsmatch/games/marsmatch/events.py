"""What happens in a MarsMatch round, as frozen events (the round's audit trail).

Every event is public: played cards are shown as they are played (R4.2) and a Heavenly
Hand is revealed when its holder leaves at the deal (R2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .combos import Play


@dataclass(frozen=True, slots=True)
class Outcome:
    """How one seat ended the round."""

    seat: int
    category: str
    points: int
    hand: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "category": self.category}
        if self.hand is not None:
            out["hand"] = self.hand
        out["points"] = self.points
        return out


@dataclass(frozen=True, slots=True)
class HeavenlyWin:
    """A seat leaves at the deal with a Heavenly Hand (R2.5, R2.6)."""

    seat: int
    category: str
    hand: str
    points: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "heavenly", "seat": self.seat, "category": self.category,
                "hand": self.hand, "points": self.points}


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    play: Play

    def to_json(self) -> dict[str, Any]:
        return {"type": "play", "seat": self.seat, "cards": self.play.cards(),
                "reading": self.play.reading.to_json(), "spec": self.play.reading.full_spec,
                "describe": self.play.describe()}


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Everyone else passed: the seat wins the trick; ``streak`` tricks in a row (R4.4)."""

    seat: int
    streak: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "trick", "seat": self.seat, "streak": self.streak}


@dataclass(frozen=True, slots=True)
class RoundWon:
    """The real match is won (R4.3-R4.5): by emptying the hand or by the trick goal."""

    seat: int
    category: str
    points: int
    how: str = "emptied"  # "emptied" (R4.3) | "streak" | "tricks" (R4.4, trick_goal)

    def to_json(self) -> dict[str, Any]:
        return {"type": "round_won", "seat": self.seat, "category": self.category,
                "points": self.points, "how": self.how}


Event = HeavenlyWin | Played | Passed | TrickWon | RoundWon
