"""The schema's migrations (Alembic, ``server/migrate.py``) on real SQLite and PostgreSQL:
a new database is exactly the declared tables; a database made by the first server (its
DDL below, before ``owner``, ``summary``, the people's tables, rate events and leases)
is brought up at the next start and serves its tables, and one of the last server before
Alembic is taken as it is; ``marsmatch db`` says where a database stands and upgrades it. Without PostgreSQL (outside CI) its cases skip."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import insert, select
from typer.testing import CliRunner

from marsmatch.cli import app
from marsmatch.games import find_game
from marsmatch.server import migrate
from marsmatch.server.config import Settings
from marsmatch.server.db import Base, Store, TableRow
from marsmatch.server.manager import Manager
from marsmatch.server.people import schema  # noqa: F401 - the people's tables on Base
from marsmatch.server.seats import token_hash

from .helpers import DATABASES, server_seed

#: the first server's schema (56d6a31), as SQLAlchemy's create_all wrote it
OLD_DDL = """
CREATE TABLE tables (id VARCHAR(40) NOT NULL, game VARCHAR(20) NOT NULL, config TEXT NOT NULL,
  secret VARCHAR(128) NOT NULL, status VARCHAR(16) NOT NULL, version INTEGER NOT NULL,
  created_at FLOAT NOT NULL, updated_at FLOAT NOT NULL, PRIMARY KEY (id));
CREATE INDEX ix_tables_status ON tables (status);
CREATE TABLE events (id {serial} NOT NULL, table_id VARCHAR(40) NOT NULL,
  version INTEGER NOT NULL, type VARCHAR(16) NOT NULL, data TEXT NOT NULL,
  action_id VARCHAR(80), created_at FLOAT NOT NULL, PRIMARY KEY (id),
  UNIQUE (table_id, version));
CREATE INDEX ix_events_table ON events (table_id, version);
CREATE TABLE records (id VARCHAR(60) NOT NULL, table_id VARCHAR(40) NOT NULL,
  round INTEGER NOT NULL, game VARCHAR(20) NOT NULL, players TEXT NOT NULL,
  results TEXT NOT NULL, record TEXT NOT NULL, finished_at FLOAT NOT NULL, PRIMARY KEY (id));
CREATE INDEX ix_records_table_id ON records (table_id);
CREATE INDEX ix_records_finished_at ON records (finished_at);
"""
SECRET = "old-schema"
#: tables that revisions after 0001 made (the last server before Alembic had none of them)
LATER = {"reviews"}


async def _execute(url: str, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
    """Plain SQL on the database, through its own driver (no SQLAlchemy, no schema)."""
    if "://" not in url:
        conn = sqlite3.connect(url)
        for sql, args in statements:
            conn.execute(re.sub(r"\$\d+", "?", sql), args)
        conn.commit()
        conn.close()
        return
    import asyncpg

    pg = await asyncpg.connect(url)
    try:
        for sql, args in statements:
            await pg.execute(sql, *args)
    finally:
        await pg.close()


def _old_database(url: str) -> tuple[list[dict[str, Any]], Any]:
    """The first server's tables holding one table whose round was played to its end."""
    game = find_game("marsmatch")
    state = game.new_round(game.rules({"streak_to_win": 1}), players=["ann", "bo"],
                           seed=server_seed(SECRET))
    leader = state.to_act[0]
    lead = {"seat": leader, "play": state.view(leader)["hand"][:1]}
    follow = {"seat": 1 - leader, "pass": True}
    entries = [{"type": "join", "seat": 0, "name": "ann", "token_hash": token_hash("t0")},
               {"type": "join", "seat": 1, "name": "bo", "token_hash": token_hash("t1")},
               {"type": "deal", "round": 1},
               {"type": "action", "seat": leader, "action": lead, "by": "player", "id": "a1"},
               {"type": "action", "seat": 1 - leader, "action": follow, "by": "timeout"}]
    for action in (lead, follow):
        state.apply_action(action["seat"], action)
    config = {"name": "old", "rules": {"streak_to_win": 1}, "seats": [{"kind": "human"}] * 2,
              "turn_timer": 0, "grace": 30, "bot_delay": 0.8, "auto_next": None,
              "created_at": 0.0}
    serial = "SERIAL" if "://" in url else "INTEGER"
    ddl = [(s.strip(), ()) for s in OLD_DDL.format(serial=serial).split(";") if s.strip()]
    rows = [("INSERT INTO tables VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
             ("oldtable", "marsmatch", json.dumps(config), SECRET, "open", 0, 1.0, 1.0))]
    event = ("INSERT INTO events (table_id, version, type, data, action_id, created_at) "
             "VALUES ($1, $2, $3, $4, $5, $6)")
    rows += [(event, ("oldtable", v, e["type"], json.dumps(e), e.get("id"), 2.0))
             for v, e in enumerate(entries, 1)]
    asyncio.run(_execute(url, ddl + rows))
    return entries, state


def _differences(conn: Any) -> list[Any]:
    """What the database's schema has otherwise than the declared tables (Alembic's own
    comparison: tables, columns, types, nullability, indexes, unique constraints)."""
    return list(compare_metadata(MigrationContext.configure(conn), Base.metadata))


async def _schema(store: Store) -> tuple[str | None, list[Any]]:
    async with store.engine.connect() as conn:
        return await conn.run_sync(migrate.current), await conn.run_sync(_differences)


@pytest.mark.parametrize("database", DATABASES, indirect=True)
def test_a_new_database_is_the_declared_schema(database: str) -> None:
    async def run() -> None:
        store = Store(database)
        await store.start()
        try:
            assert await _schema(store) == (migrate.head(), [])
            await store.upgrade()  # the next start: nothing to do
            assert await store.revision() == migrate.head()
        finally:
            await store.close()

    asyncio.run(run())


@pytest.mark.parametrize("database", DATABASES, indirect=True)
def test_a_first_server_database_upgrades_and_serves_its_tables(database: str) -> None:
    entries, state = _old_database(database)

    async def run() -> None:
        store = Store(database)
        assert await store.revision() is None  # no alembic_version: before the revisions
        settings = Settings(db=database, allow_seeds=True, deal_wait=0)
        manager = Manager(store, settings)
        await manager.start()
        try:
            assert await _schema(store) == (migrate.head(), [])
            table = manager.get("oldtable")
            assert table.version == len(entries)
            assert table.state.view(None) == state.view(None)
            row = await store.get_record("oldtable-r1")  # the round's record, stored
            assert row is not None and json.loads(row.record)["table"] == "oldtable"
            await store.writer.drained()
            lobby = [json.loads(s) for s in await store.lobby(("open", "playing"), 0, 10)]
            assert [t["id"] for t in lobby] == ["oldtable"]  # the summary column, filled
        finally:
            await manager.close()

    asyncio.run(run())


def test_db_current_and_upgrade_on_an_old_file(tmp_path: Path) -> None:
    path = str(tmp_path / "old.db")
    _old_database(path)
    runner = CliRunner()
    said = runner.invoke(app, ["db", "current", "--db", path])
    assert said.exit_code == 0 and said.output.startswith("none (made before the revisions")
    said = runner.invoke(app, ["db", "upgrade", "--db", path])
    assert (said.exit_code, said.output) == (0, f"{migrate.head()} (the newest)\n")
    said = runner.invoke(app, ["db", "current", "--db", path])
    assert (said.exit_code, said.output) == (0, f"{migrate.head()} (the newest)\n")
    said = runner.invoke(app, ["db", "current", "--db", str(tmp_path / "none.db")])
    assert said.exit_code == 2 and said.output.count("\n") == 1 and "error:" in said.output
    conn = sqlite3.connect(path)
    try:  # the old rows are all there, with the new columns
        assert conn.execute("SELECT id, owner, summary FROM tables").fetchall() == [
            ("oldtable", None, None)]
        assert conn.execute("SELECT count(*) FROM events").fetchone() == (5,)
        # a move is written into one index on (table_id, version), its unique constraint's:
        # the first servers' second, identical one doubled what each commit wrote
        indexes = [row[1] for row in conn.execute("PRAGMA index_list(events)")]
        assert len(indexes) == 1 and [c[2] for c in conn.execute(
            f"PRAGMA index_info({indexes[0]})")] == ["table_id", "version"]
    finally:
        conn.close()


@pytest.mark.parametrize("database", DATABASES, indirect=True)
def test_a_database_of_the_last_server_before_alembic_is_taken_as_it_is(database: str) -> None:
    """The last servers made every table with ``create_all`` (no ``alembic_version``): the
    first start after them changes nothing but the revision, and keeps every row."""
    async def run() -> None:
        store = Store(database)
        async with store.engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all, tables=[
                t for t in Base.metadata.sorted_tables if t.name not in LATER])
            await conn.execute(insert(TableRow).values(
                id="kept", game="marsmatch", config="{}", secret="s", status="open", version=0,
                created_at=1.0, updated_at=1.0, owner="", summary=None))
        assert await store.revision() is None
        await store.start()
        try:
            assert await _schema(store) == (migrate.head(), [])
            async with store.sessions() as session:
                assert [r.id for r in (await session.execute(select(TableRow))).scalars()] \
                    == ["kept"]
        finally:
            await store.close()

    asyncio.run(run())
