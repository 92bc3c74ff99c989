"""Who acts next and when, at one table: bots, turn timers, absent players, the next round.

After every change the table calls :meth:`Scheduler.reschedule`, which sets one wake-up:
a bot's move after its pause, a seat's default action at its turn deadline, a bot taking
an absent player's seat after the grace period, or the next deal (``auto_next``). Every
wake-up carries the version it was set for and does nothing if the table moved on.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
import zlib
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from ..bots import make_bot
from .protocol import ProtocolError

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger("marsmatch.server")

#: bot levels that think for a while: they run in a worker thread, off the event loop
SLOW_BOTS = ("search",)


class Scheduler:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.deadline: float | None = None  # wall clock, shown to clients
        self.deadline_seat: int | None = None
        self._deadline_v = -1
        self._wake: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._bots: dict[int, Any] = {}
        self._jitter = random.Random(zlib.crc32(table.id.encode()))

    def timer_info(self) -> dict[str, Any] | None:
        if self.deadline is None:
            return None
        return {"seat": self.deadline_seat, "deadline": self.deadline, "now": time.time(),
                "seconds": self.table.turn_timer}

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _later(self, delay: float, coro: Any) -> None:
        loop = asyncio.get_running_loop()
        self._wake = loop.call_later(max(0.0, delay), lambda: self._spawn(coro()))

    def reschedule(self) -> None:
        """Set the one wake-up the table needs now (cancelling the previous one)."""
        if self._wake is not None:
            self._wake.cancel()
            self._wake = None
        t = self.table
        old_deadline = self.deadline
        self.deadline = self.deadline_seat = None
        st = t.state
        v = t.version
        if t.broken is not None or t.stopped is not None:
            return
        if t.dealing is not None:
            self._later(t.dealing.deadline - time.monotonic(), lambda: self._deal_wake(v))
            return
        if st is None:
            return
        if st.finished:
            if t.auto_next is not None and not t.match.finished:
                self._later(float(t.auto_next), lambda: self._auto_next(v))
            return
        seat = st.to_act[0]
        s = t.seats[seat]
        now = time.monotonic()
        if s.kind == "human" and not s.auto and not s.conns:
            if s.disconnected_at is None:
                s.disconnected_at = now
            if now - s.disconnected_at >= t.grace:
                s.auto = True
                t.broadcast_presence()
        if s.robot:
            # a little jitter: tables created together do not keep their bots in step
            self._later(t.bot_delay * self._jitter.uniform(0.8, 1.2),
                        lambda: self._bot_move(seat, v))
            return
        waits = []
        if t.turn_timer > 0:
            # the same turn keeps its deadline; a new turn gets a fresh one
            same_turn = old_deadline is not None and self._deadline_v == v
            deadline = old_deadline if same_turn and old_deadline else time.time() + t.turn_timer
            self.deadline, self.deadline_seat = deadline, seat
            waits.append(deadline - time.time())
        self._deadline_v = v
        if not s.conns and s.disconnected_at is not None:
            waits.append(t.grace - (now - s.disconnected_at))
        if waits:
            self._later(min(waits), lambda: self._on_wake(seat, v))

    async def _on_wake(self, seat: int, v: int) -> None:
        t = self.table
        async with t.lock:
            if t.version != v or t.state is None or t.state.finished:
                return
            s = t.seats[seat]
            if self.deadline is not None and time.time() >= self.deadline - 0.01:
                await self._quietly(t.act_for(seat, None, "timeout"))
                return
            if not s.conns and s.disconnected_at is not None and \
                    time.monotonic() - s.disconnected_at >= t.grace - 0.01:
                s.auto = True
                t.broadcast_presence()
            self.reschedule()

    def _bot(self, seat: int) -> Any:
        if seat not in self._bots:
            level = self.table.seats[seat].bot or "greedy"
            self._bots[seat] = make_bot(level, self.table.game.name,
                                        seed=zlib.crc32(f"{self.table.id}-{seat}".encode()))
        return self._bots[seat]

    async def _bot_move(self, seat: int, v: int) -> None:
        t = self.table
        if t.version != v or t.state is None or t.state.finished:
            return
        action = None
        try:
            bot = self._bot(seat)
            if t.seats[seat].bot in SLOW_BOTS:
                action = await asyncio.to_thread(bot.act, t.state.copy(), seat)
            else:
                action = bot.act(t.state.copy(), seat)
        except Exception:
            log.exception("table %s: bot at seat %s failed", t.id, seat)
        async with t.lock:
            if t.version != v or t.state is None or seat not in t.state.to_act:
                return
            by = "bot" if t.seats[seat].kind == "bot" else "takeover"
            await self._quietly(t.act_for(seat, action, by))

    async def _auto_next(self, v: int) -> None:
        t = self.table
        async with t.lock:
            if t.version != v or not t.state.finished or t.match.finished or \
                    t.dealing is not None:
                return
            await self._quietly(t.due(t.round + 1))

    async def _deal_wake(self, v: int) -> None:
        """The contributions' deadline: deal with what came in."""
        t = self.table
        async with t.lock:
            if t.version != v or t.dealing is None:
                return
            await self._quietly(t.advance_deal(deadline_passed=True))

    async def _quietly(self, work: Any) -> None:
        """A change the server makes by itself; a refusal (storage, quota) is logged."""
        try:
            await work
        except ProtocolError as exc:
            log.warning("table %s: %s", self.table.id, exc.message)

    async def shutdown(self) -> None:
        if self._wake is not None:
            self._wake.cancel()
        for task in list(self._tasks):
            task.cancel()
