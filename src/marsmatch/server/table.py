"""A table: the coordinator of its parts. It keeps the lock, the one commit path, applying
stored entries and the wake-ups.

Every change goes through :meth:`Table.commit` under the lock: the entry is stored first
and applied only once the write succeeded, so a failed write changes nothing and nobody
hears of a move that is not stored; then every connection gets the new version
(:class:`~.audience.Audience`) and the table sets its next wake-up (:func:`~.scheduler.plan`).

The parts (seats, the action desk, the dealer, what is shown) reach the table through
:class:`~.tablecore.TableCore`. The table knows no game: its ``Game``'s round ``State``
judges every action, once. Only moves count for the timers: a ``join``
(a seat taken, a link renewed) moves the version but not :attr:`Table.moved`. Bounds
(``config.Settings``): a storage quota per table, robot rounds in a row, the log in memory.
"""

from __future__ import annotations

import asyncio
import logging
import zlib
from collections.abc import Coroutine, Mapping
from typing import Any

from ..games import find_game
from .audience import Audience
from .clock import REAL_CLOCK, Cancellable, Clock
from .config import Settings
from .db import Store
from .dealer import DEAL_PACE, Dealer
from .desk import ActionDesk
from .protocol import ProtocolError, encode
from .retry import StoreRetry
from .robots import BotMoves
from .roster import SeatRoster
from .scheduler import Wake, plan
from .tableinfo import Publish, TableInfo
from .tablelog import TableLog

log = logging.getLogger("marsmatch.server")


class Table:
    def __init__(self, store: Store, settings: Settings, table_id: str, game: str,
                 config: dict[str, Any], secret: str, *, clock: Clock = REAL_CLOCK,
                 bots: BotMoves | None = None, publish: Publish | None = None) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        self.id = table_id
        self.game = find_game(game)
        self.config = config
        self.rules = self.game.rules(config.get("rules"))
        self.turn_timer = float(config.get("turn_timer", 0) or 0)
        self.grace = float(config.get("grace", 30))
        self.bot_delay = float(config.get("bot_delay", settings.bot_delay))
        self.auto_next: float | None = config.get("auto_next")
        self.deal_pace = float(config.get("deal_pace") or DEAL_PACE)
        self.created_at = float(config.get("created_at", clock.time()))
        self.log = TableLog()
        self.audience = Audience()
        #: bytes stored for this table (log entries and records): the quota counts them
        self.size = 0
        self.stopped: str | None = None
        #: why the table takes no more changes after an internal failure (reported)
        self.broken: str | None = None
        #: the version of the last move (every entry but a ``join``): the timers count
        #: from it, so renewing a link stops no clock
        self.moved = 0
        #: when the table last changed (expiry; from the store after a restart)
        self.last_change = clock.monotonic()
        #: when this process saw the last move (the scheduler's pauses)
        self.changed_at = self.last_change
        self.round_ended_at: float | None = None
        self.turn_deadline: tuple[int, float] | None = None
        self.turn_wall: float | None = None  # the same deadline on the wall clock
        self.jitter_seed = zlib.crc32(table_id.encode())
        self.match: Any = None
        self.state: Any = None
        self.round = 0
        self.lock = asyncio.Lock()
        self._wake_handle: Cancellable | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.roster = SeatRoster(self, config["seats"])
        self.seats = self.roster.seats
        self.board = TableInfo(self, publish or (lambda _summary: None))
        self.desk = ActionDesk(self, bots)
        self.dealer = Dealer(self, secret)
        self.retry = StoreRetry(self)

    # --- derived facts (what the scheduler reads: scheduler.TableClock) ---------------------
    @property
    def version(self) -> int:
        return self.log.version

    @property
    def status(self) -> str:
        if self.stopped is not None or (self.match is not None and self.match.finished):
            return "finished"
        return "open" if self.state is None else "playing"

    @property
    def accepting(self) -> bool:
        return self.broken is None and self.stopped is None

    @property
    def deal_deadline(self) -> float | None:
        d = self.dealer.ceremony.dealing
        return None if d is None else d.deadline

    @property
    def turn_seat(self) -> int | None:
        st = self.state
        if st is None or st.finished or not st.to_act:
            return None  # (nobody acts in turn while a round is dealt live)
        return int(st.to_act[0])

    @property
    def card_due(self) -> float | None:
        st = self.state
        if st is None or not getattr(st, "dealing", False):
            return None
        return self.changed_at + self.deal_pace

    @property
    def round_over_at(self) -> float | None:
        if self.state is None or not self.state.finished or self.match.finished:
            return None
        return self.round_ended_at

    # --- the log: one commit path -----------------------------------------------------
    def _apply(self, entry: Mapping[str, Any], action: Any = None) -> None:
        """Apply one stored entry; an action replays its record dict through the engine
        (``action``: the value already checked, applied on the fast path)."""
        kind = entry["type"]
        state = self.state
        start = len(state.events) if state is not None else 0
        if kind == "join":
            self.roster.apply_join(entry)
        elif kind == "commit":
            self.dealer.ceremony.closed(entry)
            state = None
        elif kind == "deal":
            state, start = self.dealer.deal(entry), 0
            self._round_end(state, dealt=True)  # a Heavenly Hand decides it at the deal
        elif kind == "action":
            if action is None:
                state.apply_action(entry["seat"], entry["action"])
            else:
                state.apply_unchecked(entry["seat"], action)
            if entry.get("by", "player") == "player":
                self.dealer.people = True
            self._round_end(state, dealt=False)
        elif kind == "card":
            if state.deal_card() != entry["seat"]:
                raise ValueError("a live deal's card went to another seat than stored")
        elif kind == "stop":
            self.stopped = entry["reason"]
            self.dealer.ceremony.stopped()
            state = None
        else:
            raise ValueError(f"unknown log entry {kind!r}")
        self.log.append(entry, None if state is None else (state, start, len(state.events)),
                        self.round)
        if kind != "join":
            self.moved = self.version

    def _round_end(self, state: Any, dealt: bool) -> None:
        if state.finished:
            self.match.finish_round(state)
            self.round_ended_at = self.clock.monotonic()
        elif dealt:
            self.round_ended_at = None

    def restore(self, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            self._apply(entry)
        self.board.changed()

    async def commit(self, entry: dict[str, Any], action: Any = None) -> None:
        """Store, then apply, then tell everyone (the caller holds the lock and has
        checked the entry). A failed write changes nothing: the caller gets ``storage``
        and may send the same thing again. A table over its storage quota stops."""
        if self.broken is not None:
            raise ProtocolError("table_unavailable", self.broken, 503)
        text = encode(entry)
        quota = self.settings.table_quota_bytes
        if entry["type"] != "stop" and self.size + len(text) > quota:
            await self.commit({"type": "stop", "reason": "quota"})
            raise ProtocolError("quota", f"this table has used its storage ({quota} bytes) "
                                "and takes no more changes", 507)
        version = self.version + 1
        try:
            await self.store.append(self.id, version, entry["type"], text, entry.get("id"))
        except Exception as exc:  # noqa: BLE001 - any failure to store: nothing changed
            log.warning("table %s: could not persist version %s: %s", self.id, version,
                        str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            self.retry.soon()  # whatever step this was (a deal a person asked for too)
            raise ProtocolError("storage", "the server could not save this move; nothing "
                                "changed: try again", 503) from None
        self.size += len(text)
        self.retry.stored()
        self.last_change = self.clock.monotonic()
        try:
            self._apply(entry, action)
        except Exception:
            # stored but not applicable: never happens with checked entries; the table
            # stops taking changes and says why (a restart replays the stored log)
            log.exception("table %s: stored version %s could not be applied", self.id, version)
            self.broken = (f"table {self.id} failed at version {version}; it takes no more "
                           "changes until the server restarts")
            raise ProtocolError("table_unavailable", self.broken, 503) from None
        if self.moved == self.version:
            self.changed_at = self.last_change
        self.board.changed()
        finished = self.state is not None and self.state.finished
        if entry["type"] not in ("action", "card") or finished:
            self.board.publish_summary()
        if finished and entry["type"] in ("action", "deal"):
            # every round is a record, also one decided at the deal (a Heavenly Hand)
            await self._quietly(self.dealer.save_record())
        self.reschedule()
        self.audience.update(self.board)

    async def _quietly(self, write: Any) -> None:
        """A write after the move is stored: a failure is logged (a restart redoes it)."""
        try:
            await write
        except Exception:
            log.exception("table %s: a follow-up write failed", self.id)

    # --- the next wake-up ---------------------------------------------------------------
    def reschedule(self) -> None:
        """Set the one wake-up the table needs now (``scheduler.plan``)."""
        if self._wake_handle is not None:
            self._wake_handle.cancel()
            self._wake_handle = None
        now = self.clock.monotonic()
        p = plan(self, now)
        if p.turn_deadline is None:
            self.turn_deadline = self.turn_wall = None
        elif self.turn_deadline != (self.moved, p.turn_deadline):
            self.turn_deadline = (self.moved, p.turn_deadline)
            self.turn_wall = self.clock.time() + (p.turn_deadline - now)
        wake = p.wake
        if wake is not None:
            self._wake_handle = self.clock.call_at(wake.at, lambda: self.spawn(self._wake(wake)))

    def spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        """Work the table does by itself (kept, so it can be awaited or cancelled)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settle(self) -> None:
        """Wait until the work the table started by itself is done (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _wake(self, wake: Wake) -> None:
        """Carry out a wake-up planned at ``wake.version`` (nothing if the table moved on)."""
        if wake.kind == "bot":
            assert wake.seat is not None
            await self._quietly_refused(self.desk.bot_move(wake.seat, wake.version))
            return
        async with self.lock:
            if self.version != wake.version or not self.accepting:
                return
            if wake.kind == "timeout":
                if wake.seat is not None and self.turn_seat == wake.seat:
                    await self._quietly_refused(self.desk.act_for(wake.seat, None, "timeout"))
            elif wake.kind == "takeover":
                assert wake.seat is not None
                self.roster.take_over(wake.seat)
            elif wake.kind == "card" and self.card_due is not None:
                await self._quietly_refused(self.dealer.deal_card())
            elif wake.kind == "deal" and self.dealer.ceremony.dealing is not None:
                await self._quietly_refused(self.dealer.advance(deadline_passed=True))
            elif wake.kind == "next" and self.round_over_at is not None and \
                    self.dealer.ceremony.dealing is None:
                await self._quietly_refused(self.dealer.due(self.round + 1))

    async def _quietly_refused(self, work: Any) -> None:
        """A change the server makes by itself; a refusal (storage, quota) is logged."""
        try:
            await work
        except ProtocolError as exc:
            log.warning("table %s: %s", self.id, exc.message)

    async def shutdown(self) -> None:
        if self._wake_handle is not None:
            self._wake_handle.cancel()
        self.retry.cancel()
        for task in list(self._tasks):
            task.cancel()
        for conn in list(self.audience):
            await conn.stop()
