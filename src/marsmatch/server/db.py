"""Persistence through SQLAlchemy 2 (async): SQLite by default, PostgreSQL by URL.

A table is event-sourced: its row holds the immutable configuration and secret, and its
append-only ``events`` (joins, deals, actions; one row per table version) rebuild it exactly
after a restart. Finished rounds are also stored as records for listing and download.

All writes go through one writer task that commits queued writes together (group commit),
so many tables acting at once cost one transaction per batch, and SQLite never sees two
writers. Database work never runs on the event loop: SQLite's batches are written in one
worker thread (with a busy timeout, so a lock held by another process fails the batch
after ``db_busy_timeout`` instead of freezing anything), PostgreSQL goes through asyncpg.
A new SQLite file is created private (0600); SQLite gives its -wal and -shm files the
same permissions.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import stat
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import (
    Float,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
    bindparam,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ..errors import MarsMatchError

log = logging.getLogger("marsmatch.server")


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    __tablename__ = "tables"
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    game: Mapped[str] = mapped_column(String(20))
    config: Mapped[str] = mapped_column(Text)
    secret: Mapped[str] = mapped_column(String(128))
    status: Mapped[str] = mapped_column(String(16), index=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[float] = mapped_column(Float)
    updated_at: Mapped[float] = mapped_column(Float)


class EventRow(Base):
    __tablename__ = "events"
    __table_args__ = (UniqueConstraint("table_id", "version"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(String(40))
    version: Mapped[int] = mapped_column(Integer)
    type: Mapped[str] = mapped_column(String(16))
    data: Mapped[str] = mapped_column(Text)
    action_id: Mapped[str | None] = mapped_column(String(80), nullable=True)
    created_at: Mapped[float] = mapped_column(Float)


Index("ix_events_table", EventRow.table_id, EventRow.version)


class RecordRow(Base):
    __tablename__ = "records"
    id: Mapped[str] = mapped_column(String(60), primary_key=True)
    table_id: Mapped[str] = mapped_column(String(40), index=True)
    round: Mapped[int] = mapped_column(Integer)
    game: Mapped[str] = mapped_column(String(20))
    players: Mapped[str] = mapped_column(Text)
    results: Mapped[str] = mapped_column(Text)
    record: Mapped[str] = mapped_column(Text)
    finished_at: Mapped[float] = mapped_column(Float, index=True)


# the Core tables, for the writer's executemany statements
TABLES = cast(Table, TableRow.__table__)
EVENTS = cast(Table, EventRow.__table__)
RECORDS = cast(Table, RecordRow.__table__)


@dataclass
class StoredTable:
    id: str
    game: str
    config: dict[str, Any]
    secret: str
    status: str
    events: list[dict[str, Any]]
    #: bytes of the table's log entries and records (its storage quota counts them)
    size: int = 0
    updated_at: float = 0.0


def normalize_url(url: str) -> str:
    """Accept plain URLs and file paths: ``x.db`` → sqlite+aiosqlite, postgres → asyncpg."""
    if "://" not in url:
        return f"sqlite+aiosqlite:///{url}"
    scheme, rest = url.split("://", 1)
    if scheme in ("sqlite",):
        return f"sqlite+aiosqlite://{rest}"
    if scheme in ("postgres", "postgresql"):
        return f"postgresql+asyncpg://{rest}"
    return url


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    """WAL lets readers run beside the writer; NORMAL syncs at checkpoints, not every commit."""
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def _sqlite_writer_pragmas(dbapi_conn: Any, record: Any) -> None:
    _sqlite_pragmas(dbapi_conn, record)
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints run off the event loop
    cur.close()


def shown_url(url: str) -> str:
    """A database URL fit to print: the password hidden."""
    try:
        return make_url(normalize_url(url)).render_as_string(hide_password=True)
    except ArgumentError:
        return "(an unreadable URL)"


def sqlite_path(url: str) -> str | None:
    """The file of a SQLite URL (None: not SQLite, or in memory)."""
    if not url.startswith("sqlite") or ":memory:" in url:
        return None
    path = url.split("://", 1)[1]
    return path.removeprefix("/")


def prepare_sqlite_file(path: str) -> None:
    """Create the database file private (0600), make an existing one private, and check
    that it is a SQLite database we can write: one clear MarsMatchError, no traceback."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise MarsMatchError(f"cannot open the database {path!r}: the folder {folder} does "
                             "not exist")
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        os.close(fd)
        mode = stat.S_IMODE(os.stat(path).st_mode)
        if mode & 0o077:
            os.chmod(path, 0o600)
            for extra in (path + "-wal", path + "-shm"):
                if os.path.exists(extra):
                    os.chmod(extra, 0o600)
    except OSError as exc:
        raise MarsMatchError(f"cannot open the database {path!r}: {exc.strerror}") from None
    try:
        conn = sqlite3.connect(path, timeout=5)
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise MarsMatchError(f"cannot open the database {path!r}: {exc}") from None


#: rows in one multi-row statement (SQLite takes at most 32,766 parameters in one)
SQLITE_ROWS = 500


class Store:
    def __init__(self, url: str, busy_timeout: float = 5.0) -> None:
        self.url = normalize_url(url)
        self.busy_timeout = busy_timeout
        kwargs: dict[str, Any] = {}
        path = sqlite_path(self.url)
        if path is not None:
            prepare_sqlite_file(path)
        if self.url.startswith("sqlite"):
            kwargs["connect_args"] = {"timeout": busy_timeout}
        else:
            kwargs["pool_pre_ping"] = True
        try:
            self.engine: AsyncEngine = create_async_engine(self.url, **kwargs)
        except (ArgumentError, NoSuchModuleError):
            raise MarsMatchError(
                f"{url!r} is not a database this server can use; give a SQLite file path or "
                "a URL such as postgresql://user:pass@host/db") from None
        if self.url.startswith("sqlite"):
            event.listens_for(self.engine.sync_engine, "connect")(_sqlite_pragmas)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        # SQLite's writes go through a synchronous engine on the same file, driven from one
        # worker thread of its own: a batch costs one hop from the event loop, and a write
        # waiting for a lock (busy timeout) holds up only the writer, never the loop.
        self.sync_engine: Engine | None = None
        self._thread: ThreadPoolExecutor | None = None
        if path is not None:
            self.sync_engine = create_engine(self.url.replace("sqlite+aiosqlite", "sqlite", 1),
                                             connect_args={"timeout": busy_timeout,
                                                           "check_same_thread": False})
            event.listens_for(self.sync_engine, "connect")(_sqlite_writer_pragmas)
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="db-writer")
        self._queue: asyncio.Queue[Any] | None = None
        self._writer: asyncio.Task[None] | None = None
        self.batches = 0
        self.written = 0  # writes committed (each a move, a record, ...)
        self.write_seconds = 0.0  # time from handing a batch to the database to its commit
        self.thread_seconds = 0.0  # of which in the writer thread (SQLite)
        #: when the writer last finished a batch, and whether it failed (readiness)
        self.last_write = time.time()
        self.last_error: str | None = None
        self._checkpointer: asyncio.Task[None] | None = None

    async def start(self) -> None:
        async with self.engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        self._queue = asyncio.Queue()
        self._writer = asyncio.create_task(self._write_loop(), name="db-writer")
        if self.sync_engine is not None:
            self._checkpointer = asyncio.create_task(self._checkpoint_loop(), name="db-ckpt")

    def _checkpoint(self, mode: str = "PASSIVE") -> None:
        assert self.sync_engine is not None
        with self.sync_engine.connect() as conn:
            conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})")

    async def _checkpoint_loop(self, every: float = 1.0) -> None:
        """Move the WAL into the database file now and then (only after new writes), in a
        thread of its own: a checkpoint syncs to disk, the writer must not wait for it."""
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

    async def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.cancel()
        if self._writer is not None:
            assert self._queue is not None
            await self._queue.join()
            self._writer.cancel()
            try:
                await self._writer
            except asyncio.CancelledError:
                pass
        await self.engine.dispose()
        if self.sync_engine is not None:
            try:
                self._checkpoint("TRUNCATE")
            except Exception as exc:  # noqa: BLE001 - the next start checkpoints anyway
                log.debug("final checkpoint skipped: %s", exc)
            self.sync_engine.dispose()
        if self._thread is not None:
            self._thread.shutdown(wait=False)

    # --- the single writer ---------------------------------------------------------------
    # Writes are queued as (kind, row) and committed together: all event rows of a batch in
    # one executemany, one version update per table, so a busy server pays one transaction
    # and a handful of statements per batch instead of several per action.
    @property
    def waiting(self) -> int:
        """Writes queued and not yet committed."""
        return 0 if self._queue is None else self._queue.qsize()

    async def _submit(self, *ops: tuple[str, dict[str, Any]]) -> None:
        """Queue writes to commit together; returns once they are durable."""
        assert self._queue is not None, "Store.start() was not called"
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((ops, fut))
        await fut

    @staticmethod
    def _statements(batch: list[Any]) -> list[tuple[Any, list[dict[str, Any]]]]:
        tables: list[dict[str, Any]] = []
        events: list[dict[str, Any]] = []
        versions: dict[str, dict[str, Any]] = {}
        records: list[dict[str, Any]] = []
        for ops, _ in batch:
            for kind, row in ops:
                if kind == "table":
                    tables.append(row)
                elif kind == "event":
                    events.append(row)
                elif kind == "version":
                    prev = versions.get(row["b_id"])
                    if prev is None or prev["version"] <= row["version"]:
                        versions[row["b_id"]] = row
                elif kind == "record":
                    records.append(row)
        out: list[tuple[Any, list[dict[str, Any]]]] = []
        if tables:
            out.append((insert(TABLES), tables))
        if events:
            out.append((insert(EVENTS), events))
        if versions:
            t = TABLES
            out.append((update(t).where(t.c.id == bindparam("b_id")).values(
                version=bindparam("version"), status=bindparam("status"),
                updated_at=bindparam("updated_at")), list(versions.values())))
        if records:
            out.append((insert(RECORDS), records))
        return out

    def _write_sync(self, batch: list[Any]) -> None:
        """SQLite, in the writer thread: the batch as a few multi-row statements.

        The sqlite3 module lets go of the GIL around every step of a statement, and each
        time it takes it back it may wait for the event loop's thread to hand it over
        (``sys.getswitchinterval``); so a batch is written in as few steps as possible: one
        INSERT of every event row, one UPDATE of every table's version, one INSERT of
        every record, instead of one step per row."""
        assert self.sync_engine is not None
        began = time.perf_counter()
        try:
            self._write_rows(batch)
        finally:
            self.thread_seconds += time.perf_counter() - began

    def _write_rows(self, batch: list[Any]) -> None:
        assert self.sync_engine is not None
        kinds: dict[str, list[dict[str, Any]]] = {"table": [], "event": [], "record": []}
        versions: dict[str, dict[str, Any]] = {}
        for ops, _ in batch:
            for kind, row in ops:
                if kind == "version":
                    prev = versions.get(row["b_id"])
                    if prev is None or prev["version"] <= row["version"]:
                        versions[row["b_id"]] = row
                else:
                    kinds[kind].append(row)
        with self.sync_engine.begin() as conn:
            for kind, table in (("table", TABLES), ("event", EVENTS), ("record", RECORDS)):
                rows = kinds[kind]
                cols = [c for c in rows[0] if c in table.c] if rows else []
                for i in range(0, len(rows), SQLITE_ROWS):
                    chunk = rows[i:i + SQLITE_ROWS]
                    marks = ",".join(["(" + ",".join("?" * len(cols)) + ")"] * len(chunk))
                    conn.exec_driver_sql(
                        f"INSERT INTO {table.name} ({','.join(cols)}) VALUES {marks}",
                        tuple(r[c] for r in chunk for c in cols))
            rows = list(versions.values())
            for i in range(0, len(rows), SQLITE_ROWS):
                chunk = rows[i:i + SQLITE_ROWS]
                case = " ".join(["WHEN ? THEN ?"] * len(chunk))
                params: list[Any] = []
                for field in ("version", "status", "updated_at"):
                    params += [x for r in chunk for x in (r["b_id"], r[field])]
                params += [r["b_id"] for r in chunk]
                conn.exec_driver_sql(
                    f"UPDATE tables SET version = CASE id {case} END, status = CASE id {case} "
                    f"END, updated_at = CASE id {case} END WHERE id IN "
                    f"({','.join('?' * len(chunk))})", tuple(params))

    async def _write(self, batch: list[Any]) -> None:
        if self.sync_engine is not None:
            # SQLite: the batch's transaction in the writer thread (WAL, synchronous=NORMAL,
            # no automatic checkpoint: a commit is an append to the WAL; the checkpoints,
            # which sync to disk, run every second in another thread). On success the
            # thread's one callback on the loop also releases every waiting move, so they
            # go on in the same turn of the loop as this task.
            loop = asyncio.get_running_loop()
            done: asyncio.Future[None] = loop.create_future()

            def settle(error: BaseException | None) -> None:
                if error is None:
                    for _, fut in batch:
                        if not fut.done():
                            fut.set_result(None)
                if done.done():
                    return
                if error is None:
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

            assert self._thread is not None
            self._thread.submit(run)
            await done
            return
        async with self.engine.begin() as conn:
            for stmt, rows in self._statements(batch):
                await conn.execute(stmt, rows)

    async def _write_loop(self) -> None:
        assert self._queue is not None
        q = self._queue
        while True:
            batch = [await q.get()]
            while not q.empty() and len(batch) < 1000:
                batch.append(q.get_nowait())
            try:
                began = time.perf_counter()
                await self._write(batch)
                self.write_seconds += time.perf_counter() - began
                self.written += len(batch)
                self.batches += 1
                self.last_write, self.last_error = time.time(), None
                for _, fut in batch:
                    if not fut.done():
                        fut.set_result(None)
            except Exception as exc:  # noqa: BLE001 - retried one by one below
                log.warning("a write batch failed (%s); retrying its writes one by one", exc)
                self.last_error = str(exc).splitlines()[0][:200]
                if len(batch) == 1:
                    fut = batch[0][1]
                    if not fut.done():
                        fut.set_exception(exc)
                    continue
                # retry one by one so a bad write fails alone
                for item in batch:
                    fut = item[1]
                    try:
                        await self._write([item])
                        self.last_write, self.last_error = time.time(), None
                        if not fut.done():
                            fut.set_result(None)
                    except Exception as exc1:  # noqa: BLE001 - reported to the caller
                        if not fut.done():
                            fut.set_exception(exc1)
            finally:
                for _ in batch:
                    q.task_done()

    # --- writes ------------------------------------------------------------------------
    async def create_table(self, table_id: str, game: str, config: dict[str, Any],
                           secret: str) -> None:
        now = time.time()
        await self._submit(("table", {
            "id": table_id, "game": game, "config": json.dumps(config), "secret": secret,
            "status": "open", "version": 0, "created_at": now, "updated_at": now}))

    async def append_event(self, table_id: str, version: int, data: dict[str, Any] | str,
                           action_id: str | None, status: str) -> None:
        """One log entry (``data``: the entry, or its JSON text) and the table's version."""
        now = time.time()
        text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
        kind = json.loads(text)["type"] if isinstance(data, str) else data["type"]
        await self._submit(
            ("event", {"table_id": table_id, "version": version, "type": kind,
                       "data": text, "action_id": action_id, "created_at": now}),
            ("version", {"b_id": table_id, "version": version, "status": status,
                         "updated_at": now}))

    async def set_status(self, table_id: str, version: int, status: str) -> None:
        """A table's status changed after its latest event was written (a match ended, the
        table expired)."""
        await self._submit(("version", {"b_id": table_id, "version": version, "status": status,
                                        "updated_at": time.time()}))

    async def save_record(self, record_id: str, table_id: str, round_no: int, game: str,
                          players: list[str], results: list[dict[str, Any]],
                          record: dict[str, Any] | str, check: bool = False) -> None:
        if check:
            async with self.sessions() as session:
                if await session.get(RecordRow, record_id) is not None:
                    return
        await self._submit(("record", {
            "id": record_id, "table_id": table_id, "round": round_no, "game": game,
            "players": json.dumps(players), "results": json.dumps(results),
            "record": record if isinstance(record, str) else json.dumps(record),
            "finished_at": time.time()}))

    async def ping(self, timeout: float = 2.0) -> None:
        """A read that must answer within ``timeout`` (readiness)."""
        async def read() -> None:
            async with self.engine.connect() as conn:
                await conn.exec_driver_sql("SELECT 1")
        await asyncio.wait_for(read(), timeout)

    # --- reads -------------------------------------------------------------------------
    async def load_tables(self, statuses: tuple[str, ...], prefix: str = "") -> list[StoredTable]:
        out = []
        async with self.sessions() as session:
            rows = (await session.execute(
                select(TableRow).where(TableRow.status.in_(statuses)))).scalars().all()
            rows = [r for r in rows if not prefix or r.id.startswith(prefix)]
            record_bytes: dict[str, Any] = {}
            if rows:
                for table_id, size in (await session.execute(
                        select(RecordRow.table_id, func.sum(func.length(RecordRow.record)))
                        .group_by(RecordRow.table_id))).all():
                    record_bytes[table_id] = size
            for row in rows:
                evs = (await session.execute(
                    select(EventRow.data).where(EventRow.table_id == row.id)
                    .order_by(EventRow.version))).scalars().all()
                size = int(record_bytes.get(row.id) or 0) + sum(map(len, evs))
                stored = StoredTable(row.id, row.game, json.loads(row.config), row.secret,
                                     row.status, [], size=size, updated_at=row.updated_at)
                try:
                    stored.events = [json.loads(e) for e in evs]
                except ValueError as exc:
                    stored.events = [{"type": "unreadable", "error": str(exc)}]
                out.append(stored)
        return out

    async def list_tables(self, statuses: tuple[str, ...], limit: int = 100) -> list[TableRow]:
        async with self.sessions() as session:
            rows = (await session.execute(
                select(TableRow).where(TableRow.status.in_(statuses))
                .order_by(TableRow.created_at.desc()).limit(limit))).scalars().all()
        return list(rows)

    async def list_records(self, limit: int = 50, offset: int = 0,
                           table_id: str | None = None) -> list[RecordRow]:
        if offset > 1 << 62:  # past any real count (and beyond what the drivers take)
            return []
        async with self.sessions() as session:
            q = select(RecordRow)
            if table_id:
                q = q.where(RecordRow.table_id == table_id)
            rows = (await session.execute(
                q.order_by(RecordRow.finished_at.desc()).limit(limit).offset(offset)
            )).scalars().all()
        return list(rows)

    async def get_record(self, record_id: str) -> RecordRow | None:
        async with self.sessions() as session:
            return await session.get(RecordRow, record_id)
