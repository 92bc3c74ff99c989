"""Persistence through SQLAlchemy 2 (async): SQLite by default, PostgreSQL by URL.

A table is event-sourced: its row holds the immutable configuration and secret, and its
append-only ``events`` (joins, deals, actions; one row per table version) rebuild it exactly
after a restart. Finished rounds are also stored as records for listing and download.

All writes go through one writer task that commits queued writes together (group commit),
so many tables acting at once cost one transaction per batch, and SQLite never sees two
writers.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Float, Index, Integer, String, Text, UniqueConstraint, event, insert, select, update,
)
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


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


@dataclass
class StoredTable:
    id: str
    game: str
    config: dict[str, Any]
    secret: str
    status: str
    events: list[dict[str, Any]]


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


class Store:
    def __init__(self, url: str) -> None:
        self.url = normalize_url(url)
        kwargs: dict[str, Any] = {}
        if self.url.startswith("sqlite"):
            kwargs["connect_args"] = {"timeout": 30}
        self.engine: AsyncEngine = create_async_engine(self.url, **kwargs)
        if self.url.startswith("sqlite"):
            @event.listens_for(self.engine.sync_engine, "connect")
            def _pragmas(dbapi_conn: Any, _record: Any) -> None:
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA synchronous=NORMAL")
                cur.close()
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)
        self._queue: asyncio.Queue[tuple[tuple[Any, ...], asyncio.Future[None]]] | None = None
        self._writer: asyncio.Task[None] | None = None
        self.batches = 0

    async def start(self) -> None:
        async with self.engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        self._queue = asyncio.Queue()
        self._writer = asyncio.create_task(self._write_loop(), name="db-writer")

    async def close(self) -> None:
        if self._writer is not None:
            assert self._queue is not None
            await self._queue.join()
            self._writer.cancel()
            try:
                await self._writer
            except asyncio.CancelledError:
                pass
        await self.engine.dispose()

    # --- the single writer ---------------------------------------------------------------
    async def _submit(self, *stmts: Any) -> None:
        """Queue statements to commit together; returns once they are durable."""
        assert self._queue is not None, "Store.start() was not called"
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((stmts, fut))
        await fut

    async def _write_loop(self) -> None:
        assert self._queue is not None
        q = self._queue
        while True:
            batch = [await q.get()]
            while not q.empty() and len(batch) < 500:
                batch.append(q.get_nowait())
            try:
                async with self.sessions() as session, session.begin():
                    for stmts, _ in batch:
                        for stmt in stmts:
                            await session.execute(stmt)
                self.batches += 1
                for _, fut in batch:
                    if not fut.done():
                        fut.set_result(None)
            except Exception:
                # retry one by one so a bad write fails alone
                for stmts, fut in batch:
                    try:
                        async with self.sessions() as session, session.begin():
                            for stmt in stmts:
                                await session.execute(stmt)
                        if not fut.done():
                            fut.set_result(None)
                    except Exception as exc:  # noqa: BLE001 - reported to the caller
                        if not fut.done():
                            fut.set_exception(exc)
            finally:
                for _ in batch:
                    q.task_done()

    # --- writes ------------------------------------------------------------------------
    async def create_table(self, table_id: str, game: str, config: dict[str, Any],
                           secret: str) -> None:
        now = time.time()
        await self._submit(insert(TableRow).values(
            id=table_id, game=game, config=json.dumps(config), secret=secret, status="open",
            version=0, created_at=now, updated_at=now))

    async def append_event(self, table_id: str, version: int, data: dict[str, Any],
                           action_id: str | None, status: str | None = None) -> None:
        now = time.time()
        values: dict[str, Any] = {"version": version, "updated_at": now}
        if status is not None:
            values["status"] = status
        await self._submit(
            insert(EventRow).values(
                table_id=table_id, version=version, type=data["type"], data=json.dumps(data),
                action_id=action_id, created_at=now),
            update(TableRow).where(TableRow.id == table_id).values(**values))

    async def save_record(self, record_id: str, table_id: str, round_no: int, game: str,
                          players: list[str], results: list[dict[str, Any]],
                          record: dict[str, Any]) -> None:
        async with self.sessions() as session:
            exists = await session.get(RecordRow, record_id)
        if exists is not None:
            return
        await self._submit(insert(RecordRow).values(
            id=record_id, table_id=table_id, round=round_no, game=game,
            players=json.dumps(players), results=json.dumps(results),
            record=json.dumps(record), finished_at=time.time()))

    # --- reads -------------------------------------------------------------------------
    async def load_tables(self, statuses: tuple[str, ...], prefix: str = "") -> list[StoredTable]:
        out = []
        async with self.sessions() as session:
            rows = (await session.execute(
                select(TableRow).where(TableRow.status.in_(statuses)))).scalars().all()
            for row in rows:
                if prefix and not row.id.startswith(prefix):
                    continue
                evs = (await session.execute(
                    select(EventRow.data).where(EventRow.table_id == row.id)
                    .order_by(EventRow.version))).scalars().all()
                out.append(StoredTable(row.id, row.game, json.loads(row.config), row.secret,
                                       row.status, [json.loads(e) for e in evs]))
        return out

    async def list_tables(self, statuses: tuple[str, ...], limit: int = 100) -> list[TableRow]:
        async with self.sessions() as session:
            rows = (await session.execute(
                select(TableRow).where(TableRow.status.in_(statuses))
                .order_by(TableRow.created_at.desc()).limit(limit))).scalars().all()
        return list(rows)

    async def list_records(self, limit: int = 50, offset: int = 0,
                           table_id: str | None = None) -> list[RecordRow]:
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
