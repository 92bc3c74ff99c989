"""The time a table lives by, injected so every timer can be tested without waiting.

A table reads the monotonic clock for its deadlines (turn timers, stand-ins, deal waits,
bot pauses, expiry), the wall clock only for what it shows people (a turn's deadline),
and sets its one wake-up with :meth:`Clock.call_at`. :class:`LoopClock` is the real one,
on the running event loop; tests use a fake clock they move forward by hand
(``tests/server/fakeclock.py``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Protocol


class Cancellable(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def monotonic(self) -> float:
        """Seconds on a clock that never goes back (deadlines)."""
        ...

    def time(self) -> float:
        """Seconds since the epoch (what people are shown)."""
        ...

    def call_at(self, when: float, callback: Callable[[], None]) -> Cancellable:
        """Call ``callback`` once the monotonic clock reads ``when`` (at once if past)."""
        ...


class LoopClock:
    """The real clocks, with callbacks on the running event loop."""

    monotonic = staticmethod(time.monotonic)
    time = staticmethod(time.time)

    def call_at(self, when: float, callback: Callable[[], None]) -> Cancellable:
        # call_later, not the loop's call_at: uvloop's loop.time() is not time.monotonic()
        return asyncio.get_running_loop().call_later(max(0.0, when - time.monotonic()),
                                                     callback)


REAL_CLOCK = LoopClock()
