"""How long a table waits before it tries again a change it makes by itself (a bot's
move, a timeout, a deal, the next round) that could not be stored.

Before (the red team's N3), a failed server-made write was only logged: the table's one
wake-up was spent and it stood still until a client did something (5 of 5 tables after a
1 s PostgreSQL restart). Now the table tries again after ``first`` seconds, doubling up
to ``cap``, until the write is stored; a success resets the wait. Pure, on no clock: the
table sets the wake-up.
"""

from __future__ import annotations

from typing import Any

from .clock import Cancellable
from .protocol import ProtocolError, frame


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


class StoreRetry:
    """A table's part that tries again a server-made change that could not be stored.

    Everyone at the table is told once when storing fails and once when it works again;
    the table's next step is planned again after each :class:`Backoff` wait, with no
    client's help, until the write is stored."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.backoff = Backoff()
        self._handle: Cancellable | None = None

    def stored(self) -> None:
        """A write was stored: a run of failures ends (and the table hears of it)."""
        if self.backoff.reset():
            self.table.audience.send_all(frame(self.table, "notice", code="storage_ok"))

    def soon(self) -> None:
        """A server-made change failed to store: try the table's next step again later."""
        t = self.table
        if self.backoff.failures == 0:
            t.audience.send_all(frame(t, "notice", code="storage_failed"))
        delay = self.backoff.next()
        if self._handle is None:
            self._handle = t.clock.call_at(t.clock.monotonic() + delay,
                                           lambda: t.spawn(self._resume()))

    async def _resume(self) -> None:
        """Plan the table's next step again (its wake-up fires at once when overdue)."""
        self._handle = None
        t = self.table
        async with t.lock:
            if not t.accepting:
                return
            try:
                await t.dealer.start_if_ready_locked()
            except ProtocolError as exc:
                if exc.code == "storage":
                    self.soon()
                    return
            t.reschedule()

    def cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
