"""Persistence: SQLite by default, PostgreSQL by URL (SQLAlchemy 2 for the schema and reads,
the writer of ``writer.py`` for writes).

A table is event-sourced: its row holds the immutable configuration and secret, the
process that owns it (``owner``: its ``--instance`` name) and the summary the lobby
lists (kept up to date as the table changes); its append-only ``events`` (joins, deals,
actions; one row per table version) rebuild it exactly after a restart. Finished rounds
are also stored as records for listing and download. Several processes share one
PostgreSQL: each restores only the tables it owns, and every process reads every
table's summary for the lobby.

A new SQLite file is created private (0600); SQLite gives its -wal and -shm files the
same permissions.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Float,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    delete,
    event,
    func,
    insert,
    or_,
    select,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ..errors import MarsMatchError
from ..words import error
from . import migrate
from .sqlite import prepare_sqlite_file, reader_pragmas, sqlite_path
from .statements import Rows
from .writer import PG_TIMEOUTS, PostgresWriter, SQLiteWriter, Writer

__all__ = ["Store", "StoredTable", "normalize_url", "shown_url", "sqlite_path"]


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
    created_at: Mapped[float] = mapped_column(Float, index=True)
    updated_at: Mapped[float] = mapped_column(Float)
    #: the --instance name of the process that owns the table (None: an earlier server's)
    owner: Mapped[str | None] = mapped_column(String(40), nullable=True, index=True)
    #: what the lobby lists (JSON), written when it changes
    summary: Mapped[str | None] = mapped_column(Text, nullable=True)


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


class ReviewRow(Base):
    """A stored round's review for one seat (``GET /api/records/{id}/review``): worked out
    once, by whichever process is asked first, and read by every process after (a record
    never changes, nor does the review of it)."""

    __tablename__ = "reviews"
    record_id: Mapped[str] = mapped_column(String(60), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    review: Mapped[str] = mapped_column(Text)
    made_at: Mapped[float] = mapped_column(Float)


class RateRow(Base):
    """One event counted against a per-address bound (a table created, a seat taken), so
    every process sharing the database counts every process's events (P8)."""

    __tablename__ = "rate_events"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(16))
    key: Mapped[str] = mapped_column(String(64))
    at: Mapped[float] = mapped_column(Float)


Index("ix_rate_events_key", RateRow.kind, RateRow.key, RateRow.at)

class LeaseRow(Base):
    """Which process serves the tables of one ``--instance`` name now (``lease.py``): a
    second process of the same name never plays the same tables (N16)."""

    __tablename__ = "leases"
    owner: Mapped[str] = mapped_column(String(40), primary_key=True)
    holder: Mapped[str] = mapped_column(String(64))
    host: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int] = mapped_column(Integer)
    expires_at: Mapped[float] = mapped_column(Float)


#: what the writer writes (``statements.py`` compiles each from its table), in the order a
#: batch writes them: a table's row before its events and summary; a record is stored
#: once (a record written again, after a restart or a retried batch, is skipped)
TABLE = Rows(TableRow.__table__)  # type: ignore[arg-type]
EVENT = Rows(EventRow.__table__)  # type: ignore[arg-type]
RECORD = Rows(RecordRow.__table__, once=True)  # type: ignore[arg-type]
REVIEW = Rows(ReviewRow.__table__, once=True)  # type: ignore[arg-type]
SUMMARY = Rows(TableRow.__table__, ("status", "summary", "updated_at"),  # type: ignore[arg-type]
               key="id")
WRITES = (TABLE, EVENT, RECORD, REVIEW, SUMMARY)

#: seconds a counted event is kept (past every window)
RATE_KEEP = 3600.0


#: the PostgreSQL advisory lock held while the schema is created or brought up to date
#: (``migrate.py``: the Alembic revisions)
SCHEMA_LOCK = 0x6D6D5343

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


def shown_url(url: str) -> str:
    """A database URL fit to print: the password hidden."""
    try:
        return make_url(normalize_url(url)).render_as_string(hide_password=True)
    except ArgumentError:
        return "(an unreadable URL)"


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
            kwargs["connect_args"] = {"server_settings": PG_TIMEOUTS}
        try:
            if not self.url.startswith(("sqlite+aiosqlite://", "postgresql+asyncpg://")):
                raise ArgumentError(self.url)  # MySQL and others: drivers not installed
            self.engine: AsyncEngine = create_async_engine(self.url, **kwargs)
        except (ArgumentError, NoSuchModuleError, ImportError):
            raise error(MarsMatchError, "srv-db-unusable", db=repr(shown_url(url))) from None
        self.writer: Writer
        if self.url.startswith("sqlite"):
            event.listens_for(self.engine.sync_engine, "connect")(reader_pragmas)
            if path is None:
                raise error(MarsMatchError, "srv-db-in-memory")
            self.writer = SQLiteWriter(WRITES, path, busy_timeout)
        else:
            dsn = make_url(self.url).set(drivername="postgresql")
            self.writer = PostgresWriter(WRITES, dsn.render_as_string(hide_password=False))
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self._rate_pruned = 0.0

    async def start(self) -> None:
        await self.upgrade()
        await self.writer.start()

    async def upgrade(self) -> None:
        """Bring the schema to the newest revision (``migrate.py``), in one transaction."""
        async with self.engine.begin() as conn:
            if conn.dialect.name == "postgresql":
                # processes starting together on one database: one upgrades, the others wait
                await conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})")
            await conn.run_sync(migrate.upgrade)

    async def revision(self) -> str | None:
        """The schema revision of the database (None: made before the revisions, or new)."""
        async with self.engine.connect() as conn:
            return await conn.run_sync(migrate.current)

    async def close(self) -> None:
        await self.writer.close()
        await self.engine.dispose()

    # --- the writer's figures (``/api/health``) ----------------------------------------
    @property
    def waiting(self) -> int:
        return self.writer.waiting

    @property
    def last_error(self) -> str | None:
        return self.writer.last_error

    # --- writes ------------------------------------------------------------------------
    async def create_table(self, table_id: str, game: str, config: dict[str, Any],
                           secret: str, owner: str = "", summary: str | None = None) -> None:
        now = time.time()
        await self.writer.submit((TABLE, TABLE.row(
            id=table_id, game=game, config=json.dumps(config), secret=secret, status="open",
            version=0, created_at=now, updated_at=now, owner=owner, summary=summary)))

    async def append(self, table_id: str, version: int, kind: str, data: str,
                     action_id: str | None) -> None:
        """One log entry (``data``: its JSON text), durable when this returns."""
        await self.writer.submit((EVENT, EVENT.row(
            table_id=table_id, version=version, type=kind, data=data, action_id=action_id,
            created_at=time.time())))

    def put_summary(self, table_id: str, status: str, summary: str) -> None:
        """A table's new status and lobby summary, with the next batch (nobody waits)."""
        self.writer.put((SUMMARY, _summary(table_id, status, summary)))

    async def write_summary(self, table_id: str, status: str, summary: str) -> None:
        """The same, durable when this returns (a table expiring)."""
        await self.writer.submit((SUMMARY, _summary(table_id, status, summary)))

    async def save_record(self, record_id: str, table_id: str, round_no: int, game: str,
                          players: list[str], results: list[dict[str, Any]],
                          record: dict[str, Any] | str, check: bool = False) -> None:
        """A finished round's record, stored once (one already stored is kept as it is).
        With ``check`` (a restart) durable when this returns; else it goes with the next
        batch and is tried again until stored: the table's log already holds the round,
        nobody waits for it."""
        row = (RECORD, RECORD.row(
            id=record_id, table_id=table_id, round=round_no, game=game,
            players=json.dumps(players), results=json.dumps(results),
            record=record if isinstance(record, str) else json.dumps(record),
            finished_at=time.time()))
        if check:
            await self.writer.submit(row)
        else:
            self.writer.put(row)

    @property
    def shared(self) -> bool:
        """Whether other processes may use this database (a database server)."""
        return not self.url.startswith("sqlite")

    async def take(self, kind: str, key: str, limit: int, seconds: float) -> float:
        """0 if one more ``kind`` event for ``key`` fits in the last ``seconds`` of every
        process's events (and counts it), else the seconds until one does."""
        now = time.time()
        async with self.engine.begin() as conn:
            found = (await conn.execute(
                select(RateRow.at).where(RateRow.kind == kind, RateRow.key == key[:64],
                                         RateRow.at > now - seconds)
                .order_by(RateRow.at.desc()).limit(limit))).scalars().all()
            if len(found) >= limit:
                return max(0.01, found[-1] + seconds - now)
            await conn.execute(insert(RateRow).values(kind=kind, key=key[:64], at=now))
            if self._rate_pruned < now - 60:
                self._rate_pruned = now
                await conn.execute(delete(RateRow).where(RateRow.at < now - RATE_KEEP))
        return 0.0

    async def ping(self, timeout: float = 2.0) -> None:
        """A read that must answer within ``timeout`` (readiness)."""
        async def read() -> None:
            async with self.engine.connect() as conn:
                await conn.exec_driver_sql("SELECT 1")
        await asyncio.wait_for(read(), timeout)

    # --- reads -------------------------------------------------------------------------
    async def load_tables(self, statuses: tuple[str, ...], owner: str = "") -> list[StoredTable]:
        """The tables in ``statuses`` that process ``owner`` owns, with their logs
        (tables of earlier servers, with no owner, by the prefix of their id)."""
        async with self.sessions() as session:
            rows = (await session.execute(
                select(TableRow).where(TableRow.status.in_(statuses)).where(or_(
                    TableRow.owner == owner,
                    TableRow.owner.is_(None) & TableRow.id.startswith(owner, autoescape=True)))
                .order_by(TableRow.created_at))).scalars().all()
            ids = [r.id for r in rows]
            record_bytes: dict[str, int] = {}
            logs: dict[str, list[tuple[str, float]]] = {i: [] for i in ids}
            for i in range(0, len(ids), 500):
                chunk = ids[i:i + 500]
                for table_id, size in (await session.execute(
                        select(RecordRow.table_id, func.sum(func.length(RecordRow.record)))
                        .where(RecordRow.table_id.in_(chunk))
                        .group_by(RecordRow.table_id))).all():
                    record_bytes[table_id] = int(size or 0)
                for table_id, data, at in (await session.execute(
                        select(EventRow.table_id, EventRow.data, EventRow.created_at)
                        .where(EventRow.table_id.in_(chunk))
                        .order_by(EventRow.table_id, EventRow.version))).all():
                    logs[table_id].append((data, at))
        out = []
        for row in rows:
            evs = logs[row.id]
            try:
                config = json.loads(row.config)
            except ValueError as exc:  # the manager reports the table broken
                config = {"unreadable": str(exc)}
            stored = StoredTable(row.id, row.game, config, row.secret,
                                 row.status, [],
                                 size=record_bytes.get(row.id, 0) + sum(len(d) for d, _ in evs),
                                 updated_at=max([row.updated_at, *(at for _, at in evs[-1:])]))
            try:
                stored.events = [json.loads(d) for d, _ in evs]
            except ValueError as exc:
                stored.events = [{"type": "unreadable", "error": str(exc)}]
            out.append(stored)
        return out

    async def lobby(self, statuses: tuple[str, ...], finished_since: float,
                    limit: int) -> list[str]:
        """The newest tables' lobby summaries (JSON) in ``statuses``, of every process;
        finished tables only if they changed after ``finished_since``."""
        live = [s for s in statuses if s != "finished"]
        done = (TableRow.status == "finished") & (TableRow.updated_at >= finished_since)
        wanted = (or_(TableRow.status.in_(live), done) if "finished" in statuses and live
                  else done if "finished" in statuses else TableRow.status.in_(live))
        async with self.sessions() as session:
            found = (await session.execute(
                select(TableRow.summary).where(wanted).where(TableRow.summary.is_not(None))
                .order_by(TableRow.created_at.desc()).limit(limit))).scalars().all()
        return [s for s in found if s]

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

    async def get_review(self, record_id: str, seat: int) -> dict[str, Any] | None:
        """A stored round's review for ``seat``, if some process made it."""
        async with self.sessions() as session:
            row = await session.get(ReviewRow, (record_id, seat))
        return None if row is None else dict(json.loads(row.review))

    def save_review(self, record_id: str, seat: int, review: dict[str, Any]) -> None:
        """Keep a complete review with its record (with the next batch: nobody waits; one
        already stored, by another process, is kept as it is)."""
        self.writer.put((REVIEW, REVIEW.row(record_id=record_id, seat=seat,
                                            review=json.dumps(review), made_at=time.time())))


def _summary(table_id: str, status: str, summary: str) -> tuple[Any, ...]:
    return SUMMARY.row(status=status, summary=summary, updated_at=time.time(), id=table_id)
