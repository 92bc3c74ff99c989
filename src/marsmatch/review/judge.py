"""One decision judged from the deciding seat's information only.

Each game's ``Judge`` lists the moves worth weighing (the strong search's candidates and
the move played) and plays every one of them out on the same redeals of the cards the
seat cannot see, with the same random numbers (paired evaluation, as the searches do), so
the differences between moves are measured, not the deals' luck. A move's value is the
seat's chance to win: MarsMatch's round (1 for its winner, as the search counts it),
Shengji's deal (its team's). The redeals are drawn from a digest of what the seat knows,
so the same position judges the same wherever the hidden cards really are.

The mark is the chance lost against the best move, by the thresholds of ``MARKS``
(``docs/bots.md``: Review), counted only when the loss is also beyond ``Z`` standard
errors of its paired difference (noise is no mistake).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

#: The marks by the chance to win lost against the best move (at least this much).
MARKS: tuple[tuple[str, float], ...] = (("blunder", 0.20), ("mistake", 0.10),
                                        ("inaccuracy", 0.05))
#: A loss counts only beyond this many standard errors of the paired difference.
Z = 2.0


@dataclass(frozen=True)
class Verdict:
    """A decision's judgement: every move weighed (best first) with its chance to win and
    the standard error of its difference from the best, the move played's index, and the
    mark."""

    moves: list[Any]
    chances: list[float]
    errors: list[float]
    played: int
    mark: str
    redeals: int

    @property
    def lost(self) -> float:
        return self.chances[0] - self.chances[self.played]


class Judge(Protocol):
    """What the review asks of a game."""

    def moves(self, state: Any, seat: int, played: Any) -> tuple[list[Any], int]:
        """The moves to weigh (the strong search's candidates and ``played``) and the
        index of ``played`` among them; an empty list when the decision is not judged."""

    def outcomes(self, state: Any, seat: int, moves: list[Any], seed: int,
                 redeals: int) -> np.ndarray:
        """A (redeals, moves) array of the seat's chance to win (0..1) after each move on
        each redeal, all moves on the same redeals."""

    def digest(self, state: Any, seat: int) -> bytes:
        """What the seat knows, as bytes (the searches' ``information_digest``)."""


def mark_of(lost: float, error: float) -> str:
    """``good`` unless the chance lost passes a threshold and ``Z`` standard errors."""
    if lost <= Z * error:
        return "good"
    for mark, threshold in MARKS:
        if lost >= threshold:
            return mark
    return "good"


def judge(game: Judge, state: Any, seat: int, played: Any, redeals: int,
          seed: int = 0) -> Verdict | None:
    """The verdict on ``played`` by ``seat`` in ``state`` (None: nothing to choose)."""
    moves, at = game.moves(state, seat, played)
    if len(moves) < 2:
        return None
    digest = hashlib.sha256(repr(seed).encode() + game.digest(state, seat)).digest()
    draw = random.Random(digest).getrandbits(63)
    out = game.outcomes(state, seat, moves, draw, redeals)
    means = out.mean(axis=0)
    order = sorted(range(len(moves)), key=lambda i: (-means[i], i != at, i))
    best = order[0]
    diffs = out[:, best:best + 1] - out
    errors = diffs.std(axis=0, ddof=1) / np.sqrt(len(out)) if len(out) > 1 else np.zeros(len(moves))
    played_at = order.index(at)
    lost = float(means[best] - means[at])
    return Verdict([moves[i] for i in order], [float(means[i]) for i in order],
                   [float(errors[i]) for i in order], played_at,
                   mark_of(lost, float(errors[at])), len(out))


__all__ = ["MARKS", "Judge", "Verdict", "Z", "judge", "mark_of"]
