"""How long a table waits before it tries again a change it makes by itself (a bot's
move, a timeout, a deal, the next round) that could not be stored.

Before (the red team's N3), a failed server-made write was only logged: the table's one
wake-up was spent and it stood still until a client did something (5 of 5 tables after a
1 s PostgreSQL restart). Now the table tries again after ``first`` seconds, doubling up
to ``cap``, until the write is stored; a success resets the wait. Pure, on no clock: the
table sets the wake-up.
"""

from __future__ import annotations


class Backoff:
    """The waits between tries: ``first``, doubled after each failure, at most ``cap``."""

    __slots__ = ("cap", "failures", "first")

    def __init__(self, first: float = 0.05, cap: float = 1.0) -> None:
        self.first = first
        self.cap = cap
        self.failures = 0

    def next(self) -> float:
        """One more failure: the wait before the next try."""
        self.failures += 1
        return min(self.cap, self.first * 2 ** (self.failures - 1))

    def reset(self) -> bool:
        """A write was stored: whether it ended a run of failures."""
        failed, self.failures = self.failures > 0, 0
        return failed
