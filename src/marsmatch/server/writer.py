"""The one writer of a server process: every write queued and committed together.

Moves, joins and deals of many tables arrive at once; each is queued with a future and
the writer commits everything queued in one transaction (group commit), then releases
every waiting move, so a busy server pays one transaction per batch instead of several
per move. A batch that fails is retried write by write, so a bad write fails alone.
Database work never runs on the event loop: SQLite's batches are written in a thread of
their own, PostgreSQL's through asyncpg.

The statements come from the declared tables (``statements.py``): each kind of row is
compiled once for the writer's dialect, and a batch is one ``executemany`` (PostgreSQL)
or one multi-row statement (SQLite) per kind, in the order the kinds are given (a table's
row before its events and summary). Writes whose caller does not wait (a table's lobby summary, ``put``) are committed with the next batch; a
failure is logged, and the next change writes the summary again.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from .retry import Backoff
from .sqlite import WAL_LIMIT, open_writer, wal_bytes
from .statements import POSTGRES, SQLITE, Compiled, Rows

log = logging.getLogger("marsmatch.server")


Op = tuple[Rows, tuple[Any, ...]]
Item = tuple[Sequence[Op], "asyncio.Future[None] | None"]


def grouped(batch: Sequence[Item], kinds: Sequence[Rows]
            ) -> list[tuple[Rows, list[tuple[Any, ...]]]]:
    """A batch's rows by kind, in the order of ``kinds``; updates by key keep the last
    per key (the key is an update's last parameter)."""
    by_kind: dict[Rows, list[tuple[Any, ...]]] = {kind: [] for kind in kinds}
    updates: dict[Rows, dict[Any, tuple[Any, ...]]] = {}
    for ops, _ in batch:
        for kind, row in ops:
            if kind.key is None:
                by_kind[kind].append(row)
            else:
                updates.setdefault(kind, {})[row[-1]] = row
    for kind, rows in updates.items():
        by_kind[kind] = list(rows.values())
    return [(kind, rows) for kind, rows in by_kind.items() if rows]


#: errors of what a write holds (a duplicate key, a value the column refuses), by class
#: name in the error's ancestry: asyncpg's and sqlite3's
REFUSALS = {"IntegrityError", "IntegrityConstraintViolationError", "DataError"}


def _refused(exc: BaseException) -> bool:
    """A write the database refuses for what it holds: trying it again cannot help, and
    in a batch it fails alone. Anything else (a lost connection, a lock, a timeout, a full
    disk) fails every write of the batch at once, each free to be sent again."""
    return isinstance(exc, (sqlite3.ProgrammingError, sqlite3.InterfaceError)) or \
        any(c.__name__ in REFUSALS for c in type(exc).__mro__)


class Writer:
    """The group-commit queue; subclasses write a batch to their database.

    Writes queued during one turn of the event loop are committed together at the end of
    it (``call_soon``): a writer that can commit at once (:meth:`write_now`) does so there
    and then, with no task and no thread; otherwise one task writes the batch (:meth:`write`)
    while the next one gathers."""

    MAX_BATCH = 2000
    #: the dialect the statements are compiled for
    DIALECT = SQLITE

    def __init__(self, kinds: Sequence[Rows]) -> None:
        #: the kinds of row written, in the order a batch writes them, each compiled once
        self.kinds = tuple(kinds)
        self.sql: dict[Rows, Compiled] = {k: k.compiled(self.DIALECT) for k in self.kinds}
        self._pending: list[Item] = []
        self._scheduled = False
        self._task: asyncio.Task[None] | None = None
        self._idle: asyncio.Event | None = None
        self.batches = 0
        self.written = 0  # writes committed (each a move, a record, ...)
        self.write_seconds = 0.0  # time from handing a batch to the database to its commit
        self.thread_seconds = 0.0  # of which in the writer thread (SQLite)
        #: when the writer last finished a batch, and whether it failed (readiness)
        self.last_write = time.time()
        self.last_error: str | None = None
        self.put_retry = Backoff(0.1, 5.0)
        self._closing = False

    async def start(self) -> None:
        self._idle = asyncio.Event()
        self._idle.set()

    async def close(self) -> None:
        """Returns once everything queued is written (or failed)."""
        self._closing = True
        await self.drained()

    async def drained(self) -> None:
        """Returns once nothing is queued or being written."""
        while self._pending or self._task is not None or self._scheduled:
            assert self._idle is not None
            await self._idle.wait()
            await asyncio.sleep(0)

    @property
    def waiting(self) -> int:
        """Writes queued and not yet committed."""
        return len(self._pending)

    async def submit(self, *ops: Op) -> None:
        """Queue writes to commit together; returns once they are durable."""
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue((ops, fut))
        await fut

    def put(self, *ops: Op) -> None:
        """Queue writes nobody waits for (committed with the next batch)."""
        self._queue((ops, None))

    def _queue(self, item: Item) -> None:
        assert self._idle is not None, "Store.start() was not called"
        self._pending.append(item)
        self._idle.clear()
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        """At the end of a turn of the loop: commit what was queued."""
        self._scheduled = False
        if self._task is not None:
            return  # the batch being written takes the rest when it is done
        if not self._pending:
            assert self._idle is not None
            self._idle.set()
            return
        batch = self._pending[:self.MAX_BATCH]
        del self._pending[:self.MAX_BATCH]
        began = time.perf_counter()
        if self.write_now(batch):
            self.write_seconds += time.perf_counter() - began
            self._done(batch)
            self._next()
            return
        self._task = asyncio.get_running_loop().create_task(self._write_later(batch))

    def _next(self) -> None:
        if self._pending and not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._flush)
        elif not self._pending and self._idle is not None:
            self._idle.set()

    async def _write_later(self, batch: list[Item]) -> None:
        try:
            began = time.perf_counter()
            await self.write(batch)
            self.write_seconds += time.perf_counter() - began
            self._done(batch)
        except Exception as exc:  # noqa: BLE001 - retried one by one below, or all failed
            self.last_error = str(exc).splitlines()[0][:200] if str(exc) else repr(exc)
            if not _refused(exc):
                # a fault of the database, not of a write: waiting for it once per write
                # (a lock held for seconds) would hold every move back that many times
                log.warning("a write batch failed (%s)", self.last_error)
                for item in batch:
                    self._failed(item, exc)
                return
            log.warning("a write batch failed (%s); retrying its writes one by one", exc)
            for item in batch if len(batch) > 1 else ():
                try:
                    await self.write([item])
                    self._done([item])
                except Exception as exc1:  # noqa: BLE001 - reported to the caller
                    self._failed(item, exc1)
            if len(batch) == 1:
                self._failed(batch[0], exc)
        finally:
            self._task = None
            self._next()

    def _done(self, batch: Sequence[Item]) -> None:
        self.written += len(batch)
        self.batches += 1
        self.last_write, self.last_error = time.time(), None
        self.put_retry.reset()
        for _, fut in batch:
            if fut is not None and not fut.done():
                fut.set_result(None)

    def _failed(self, item: Item, exc: BaseException) -> None:
        """A write failed alone: its caller hears of it; one nobody waits for (a lobby
        summary, a finished round's record) is queued again after a backoff, until it is
        stored, so a database fault loses none of them."""
        fut = item[1]
        if fut is None and _refused(exc):
            log.warning("a write nobody waited for was refused: %s", exc)
        elif fut is None:
            delay = self.put_retry.next()
            log.warning("a write nobody waited for failed (%s); tried again in %.2f s",
                        str(exc).splitlines()[0] if str(exc) else type(exc).__name__, delay)
            if not self._closing:
                asyncio.get_running_loop().call_later(delay, self._queue, item)
        elif not fut.done():
            fut.set_exception(exc)

    async def probe(self) -> None:
        """Raise unless a write could be stored now (readiness while the last one failed)."""
        raise NotImplementedError

    async def recovered(self) -> bool:
        """Whether writes work again after a failure: a probe that succeeds clears the
        last error, so ``/api/ready`` recovers without waiting for a new write."""
        if self.last_error is None:
            return True
        try:
            await asyncio.wait_for(self.probe(), PROBE_SECONDS)
        except Exception as exc:  # noqa: BLE001 - still failing: the reason is kept
            log.debug("the writer's probe failed: %s", exc)
            return False
        self.last_error = None
        return True

    def write_now(self, batch: Sequence[Item]) -> bool:
        """Commit the batch at once, on the loop, if this database can (False: it was
        not written, :meth:`write` takes it)."""
        return False

    async def write(self, batch: Sequence[Item]) -> None:
        raise NotImplementedError


#: seconds between two looks at the WAL's size (a stat of its file)
WAL_LOOK = 0.05

#: seconds a readiness probe of the writer may take
PROBE_SECONDS = 2.0

#: rows in one multi-row statement (SQLite takes at most 32,766 parameters in one)
SQLITE_ROWS = 500


class SQLiteWriter(Writer):
    """A batch is committed at once on the event loop when the database is free: with
    WAL and ``synchronous=NORMAL`` a commit is an append to the WAL, no sync, tens of
    microseconds, cheaper than handing it to a thread and back. When another process
    holds a lock the attempt fails at once (no busy wait on the loop) and the batch is
    written in the writer's thread, which waits up to ``busy_timeout`` and then fails
    the batch, so a foreign lock never freezes the tables. Checkpoints, which sync to
    disk, run in a thread of their own."""

    def __init__(self, kinds: Sequence[Rows], path: str, busy_timeout: float) -> None:
        super().__init__(kinds)
        self.path = path
        self.busy_timeout = busy_timeout
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="db-writer")
        self._conn: sqlite3.Connection | None = None  # the thread's (with a busy timeout)
        self._now: sqlite3.Connection | None = None  # the loop's (no busy timeout)
        self._checkpointer: asyncio.Task[None] | None = None
        self.waited = 0  # batches that found the database locked and went to the thread
        #: the WAL's bound, its largest size seen, and the TRUNCATE checkpoints it took
        self.wal_limit = WAL_LIMIT
        self.wal_high = 0
        self.truncations = 0
        self.truncate_seconds = 0.0  # the longest one (moves waited that long)
        self._truncate_due = False
        self._wal_look = 0.0

    async def start(self) -> None:
        await super().start()
        self._checkpointer = asyncio.create_task(self._checkpoint_loop(), name="db-ckpt")

    async def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.cancel()
        await super().close()
        await asyncio.get_running_loop().run_in_executor(self._thread, self._close_sync)
        self._thread.shutdown(wait=False)

    def _close_sync(self) -> None:
        for conn in (self._conn, self._now):
            if conn is not None:
                conn.close()
        self._conn = self._now = None
        try:
            self._checkpoint("TRUNCATE")
        except sqlite3.Error as exc:  # the next start checkpoints anyway
            log.debug("final checkpoint skipped: %s", exc)

    def _checkpoint(self, mode: str = "PASSIVE") -> None:
        conn = sqlite3.connect(self.path, timeout=self.busy_timeout)
        try:
            conn.execute(f"PRAGMA wal_checkpoint({mode})")
        finally:
            conn.close()

    async def _checkpoint_loop(self, every: float = 1.0) -> None:
        """Move the WAL into the database file now and then (only after new writes), in a
        thread of its own: a checkpoint syncs to disk, the writer must not wait for it.

        A passive checkpoint copies what was committed when it began; a writer that
        never pauses keeps appending meanwhile, so the WAL never starts over and grows
        without bound (the red team: 875 MB in 60 s at 1,024 writes/s). When it passes
        ``wal_limit`` the writer itself takes a TRUNCATE checkpoint between two batches
        (:meth:`_flush` sees ``_truncate_due``): moves wait for it (a few tens of ms, most
        of the WAL is already copied) and the file starts over at 0 bytes."""
        done = 0
        while True:
            await asyncio.sleep(every)
            if self.batches == done:
                continue
            done = self.batches
            try:
                await asyncio.to_thread(self._checkpoint)
            except Exception as exc:  # noqa: BLE001 - a busy database: try again next time
                log.debug("checkpoint skipped: %s", exc)
            if self._look_at_wal() and not self._scheduled and self._task is None:
                self._scheduled = True  # due now, even if nothing more is written
                asyncio.get_running_loop().call_soon(self._flush)

    def _look_at_wal(self) -> bool:
        """Whether the WAL has passed its bound (looked at most every ``WAL_LOOK`` s)."""
        now = time.monotonic()
        if now < self._wal_look:
            return self._truncate_due
        self._wal_look = now + WAL_LOOK
        size = wal_bytes(self.path)
        self.wal_high = max(self.wal_high, size)
        if size > self.wal_limit:
            self._truncate_due = True
        return self._truncate_due

    def _done(self, batch: Sequence[Item]) -> None:
        super()._done(batch)
        self._look_at_wal()

    def _flush(self) -> None:
        if self._truncate_due and self._task is None:
            self._truncate_due = False
            self._scheduled = False
            self._task = asyncio.get_running_loop().create_task(self._truncate())
            return
        super()._flush()

    async def _truncate(self) -> None:
        """A TRUNCATE checkpoint on the writer's thread, while writes wait in the queue."""
        try:
            began = time.perf_counter()
            await asyncio.get_running_loop().run_in_executor(self._thread, self._truncate_sync)
            self.truncations += 1
            self.truncate_seconds = max(self.truncate_seconds, time.perf_counter() - began)
        except Exception as exc:  # noqa: BLE001 - readers in the way: tried again later
            log.info("the WAL could not be truncated now (%s); tried again soon", exc)
        finally:
            self._task = None
            self._next()

    def _truncate_sync(self) -> None:
        if self._conn is None:
            self._conn = open_writer(self.path, self.busy_timeout)
        row = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        if row and row[0]:
            raise sqlite3.OperationalError("a reader kept the WAL busy")

    def _write_rows(self, conn: sqlite3.Connection, batch: Sequence[Item]) -> None:
        """The batch as a few multi-row statements, one transaction.

        The sqlite3 module lets go of the GIL around every step of a statement, and in the
        writer's thread each time it takes it back it may wait for the event loop's thread
        to hand it over (``sys.getswitchinterval``); so inserts are written as one
        multi-row statement of every row of a kind, not one step per row."""
        try:
            for kind, rows in grouped(batch, self.kinds):
                compiled = self.sql[kind]
                if compiled.rows is None:
                    conn.executemany(compiled.sql, rows)
                    continue
                for i in range(0, len(rows), SQLITE_ROWS):
                    chunk = rows[i:i + SQLITE_ROWS]
                    conn.execute(compiled.rows(len(chunk)), [x for row in chunk for x in row])
            conn.commit()
        except BaseException:
            conn.rollback()
            raise

    def _write_sync(self, batch: Sequence[Item]) -> None:
        """In the writer thread, waiting for a lock up to the busy timeout."""
        began = time.perf_counter()
        try:
            if self._conn is None:
                self._conn = open_writer(self.path, self.busy_timeout)
            self._write_rows(self._conn, batch)
        finally:
            self.thread_seconds += time.perf_counter() - began

    async def probe(self) -> None:
        def take_the_write_lock() -> None:
            if self._conn is None:
                self._conn = open_writer(self.path, self.busy_timeout)
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.rollback()

        await asyncio.get_running_loop().run_in_executor(self._thread, take_the_write_lock)

    def write_now(self, batch: Sequence[Item]) -> bool:
        try:
            if self._now is None:
                self._now = open_writer(self.path, 0)
            self._write_rows(self._now, batch)
            return True
        except Exception as exc:  # noqa: BLE001 - locked by another process (the thread
            if "locked" in str(exc) or "busy" in str(exc):  # waits) or a bad write (the
                self.waited += 1  # thread retries it write by write)
            return False

    async def write(self, batch: Sequence[Item]) -> None:
        # On success the thread's one callback on the loop also releases every waiting
        # move, so they go on in the same turn of the loop as this task.
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def settle(error: BaseException | None) -> None:
            if done.done():
                return
            if error is None:
                for _, fut in batch:
                    if fut is not None and not fut.done():
                        fut.set_result(None)
                done.set_result(None)
            else:
                done.set_exception(error)

        def run() -> None:
            try:
                self._write_sync(batch)
            except BaseException as exc:  # noqa: BLE001 - handed to the loop
                loop.call_soon_threadsafe(settle, exc)
            else:
                loop.call_soon_threadsafe(settle, None)

        self._thread.submit(run)
        await done


#: every PostgreSQL session of the server: a write waits at most ``lock_timeout`` for a
#: lock another session holds, and no statement runs longer than ``statement_timeout``
#: (the red team's N13: a ``LOCK TABLE`` held moves for 15 s); a write that times out
#: fails like any other (the mover hears ``storage``, the table tries its own again)
PG_TIMEOUTS = {"lock_timeout": "2000", "statement_timeout": "5000",
               "idle_in_transaction_session_timeout": "10000"}
CONNECT_SECONDS = 5


class PostgresWriter(Writer):
    """Batches written through one asyncpg connection of the writer's own (opened again
    after a failure), each batch one transaction of one ``executemany`` per kind of row."""

    DIALECT = POSTGRES

    def __init__(self, kinds: Sequence[Rows], dsn: str) -> None:
        super().__init__(kinds)
        self.dsn = dsn
        self._conn: Any = None

    async def close(self) -> None:
        await super().close()
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    async def write(self, batch: Sequence[Item]) -> None:
        import asyncpg

        if self._conn is None or self._conn.is_closed():
            self._conn = await asyncpg.connect(self.dsn, timeout=CONNECT_SECONDS,
                                               server_settings=PG_TIMEOUTS)
        conn = self._conn
        try:
            async with conn.transaction():
                for kind, rows in grouped(batch, self.kinds):
                    await conn.executemany(self.sql[kind].sql, rows)
        except BaseException as exc:
            if not _refused(exc):  # a restart, a lost connection, a timeout: a new one
                await self._drop()
            raise

    async def probe(self) -> None:
        import asyncpg

        if self._conn is None or self._conn.is_closed():
            self._conn = await asyncpg.connect(self.dsn, timeout=CONNECT_SECONDS,
                                               server_settings=PG_TIMEOUTS)
        try:
            await self._conn.execute("SELECT 1")
        except BaseException:
            await self._drop()
            raise

    async def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.terminate()
