"""A clock the tests move by hand, so every timer of a table can be tested in process
without waiting (``server.clock.Clock``), and the in-process tables that use it."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from marsmatch.server.config import Settings
from marsmatch.server.connection import Conn
from marsmatch.server.db import Store
from marsmatch.server.manager import Manager
from marsmatch.server.table import Table


class Timer:
    def __init__(self, when: float, callback: Callable[[], None]) -> None:
        self.when = when
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """Monotonic time starts at 1000 and moves only in :meth:`advance`; wall time follows
    it from a fixed epoch."""

    EPOCH = 1_700_000_000.0

    def __init__(self) -> None:
        self.now = 1000.0
        self._timers: list[tuple[float, int, Timer]] = []
        self._order = itertools.count()
        self.tables: list[Table] = []  # whose work ``advance`` waits for

    def monotonic(self) -> float:
        return self.now

    def time(self) -> float:
        return self.EPOCH + self.now

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        timer = Timer(when, callback)
        heapq.heappush(self._timers, (when, next(self._order), timer))
        return timer

    def pending(self) -> list[float]:
        """When the timers still set will fire, earliest first."""
        return sorted(t.when for _, _, t in self._timers if not t.cancelled)

    async def settle(self) -> None:
        """Let the work the fired timers started run to its end."""
        for _ in range(3):
            for table in self.tables:
                await table.settle()
            await asyncio.sleep(0)

    async def advance(self, seconds: float) -> None:
        """Move time on by ``seconds``, firing each timer due on the way at its own time
        and letting what it starts finish before the next."""
        target = self.now + seconds
        await self.settle()
        while self._timers and self._timers[0][0] <= target:
            when, _, timer = heapq.heappop(self._timers)
            if timer.cancelled:
                continue
            self.now = max(self.now, when)
            timer.callback()
            await self.settle()
        self.now = target
        await self.settle()


class Socket:
    """A connection's far end: the frames it was sent, decoded."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.conn = Conn(self._send, self._close)
        self.closed: list[int] = []
        self.token: str | None = None  # the seat's token, for a seated socket

    async def _send(self, text: str) -> None:
        self.frames.append(json.loads(text))

    async def _close(self, code: int) -> None:
        self.closed.append(code)

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == kind]

    @property
    def last(self) -> dict[str, Any]:
        return [f for f in self.frames if f["type"] in ("welcome", "update")][-1]


async def start_manager(tmp_path: Path, clock: FakeClock, **settings: Any) -> Manager:
    base = {"db": str(tmp_path / "t.db"), "key_file": str(tmp_path / "k"), "allow_seeds": True,
            "deal_wait": 0, "bot_delay": 1.0}
    manager = Manager(Store(str(tmp_path / "t.db")), Settings(**{**base, **settings}), clock)
    await manager.start()
    return manager


async def seated(manager: Manager, clock: FakeClock, spec: dict[str, Any],
                 contribute: bool = False) -> tuple[Table, dict[int, Socket]]:
    """A table made from ``spec`` with a person at every human seat, each connected."""
    table = await manager.create({"game": "marsmatch", "auto_next": None, **spec})
    clock.tables.append(table)
    sockets = {}
    for seat in [s.index for s in table.seats if s.kind == "human"]:
        _t, _seat, token = await manager.join(table.id, f"p{seat}", seat)
        sock = Socket()
        sock.token = token
        sock.conn.start()
        await table.roster.attach(sock.conn, seat, token, None, contribute)
        sockets[seat] = sock
    await clock.settle()
    return table, sockets
