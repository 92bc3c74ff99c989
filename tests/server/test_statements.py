"""The writer's statements come from the declared tables (``statements.py``): compiled
once per dialect, written by sqlite3's multi-row statements and asyncpg's executemany,
and what they store reads back the same through the ORM, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import secrets

import pytest
from sqlalchemy import insert, select

from marsmatch.server.db import EVENT, RECORD, SUMMARY, TABLE, WRITES, EventRow, Store, TableRow
from marsmatch.server.statements import POSTGRES, SQLITE
from marsmatch.server.writer import SQLITE_ROWS

from .helpers import DATABASES


def test_each_kind_is_compiled_from_its_table() -> None:
    for kind in WRITES:
        declared = {c.name for c in kind.table.columns}
        assert set(kind.order) <= declared and kind.compiled(SQLITE) is kind.compiled(SQLITE)
    assert EVENT.order == ("table_id", "version", "type", "data", "action_id", "created_at")
    assert SUMMARY.order[-1] == "id" and "id" not in TABLE.order[1:]
    sql = EVENT.compiled(SQLITE)
    assert sql.rows is not None
    # the n-row text is SQLAlchemy's own multi-row insert for n rows
    many = [{c: i for c in EVENT.order} for i in range(7)]
    assert sql.rows(7) == str(insert(EventRow).values(many).compile(dialect=SQLITE))
    assert RECORD.compiled(SQLITE).sql.endswith("ON CONFLICT (id) DO NOTHING")
    assert RECORD.compiled(POSTGRES).sql.endswith("ON CONFLICT (id) DO NOTHING")
    assert "$4" in SUMMARY.compiled(POSTGRES).sql and "RETURNING" not in \
        EVENT.compiled(POSTGRES).sql
    with pytest.raises(TypeError, match="takes table_id"):
        EVENT.row(table_id="t", version=1)


@pytest.mark.parametrize("database", DATABASES, indirect=True)
def test_a_big_batch_reads_back_the_same(database: str) -> None:
    async def run() -> None:
        store = Store(database)
        await store.start()
        table_id = f"t{secrets.token_hex(4)}"
        try:
            await store.create_table(table_id, "marsmatch", {"rules": {}}, "s", owner="a")
            count = 2 * SQLITE_ROWS + 3  # three statements on SQLite: 500, 500, 3
            await asyncio.gather(*(store.append(table_id, v, "action", json.dumps({"v": v}),
                                                f"id{v}" if v % 2 else None)
                                   for v in range(1, count + 1)))
            for _ in range(2):  # a record stored once, whatever sends it again
                await store.save_record(f"{table_id}-r1", table_id, 1, "marsmatch", ["a"],
                                        [{"points": 1}], {"round": 1}, check=True)
            store.put_summary(table_id, "playing", "{\"first\": 1}")
            store.put_summary(table_id, "finished", "{\"last\": 1}")  # the last one wins
            await store.writer.drained()
            assert store.writer.last_error is None
            async with store.sessions() as session:
                events = (await session.execute(
                    select(EventRow).where(EventRow.table_id == table_id)
                    .order_by(EventRow.version))).scalars().all()
                row = await session.get(TableRow, table_id)
            assert [e.version for e in events] == list(range(1, count + 1))
            assert [json.loads(e.data)["v"] for e in events] == list(range(1, count + 1))
            assert events[0].action_id == "id1" and events[1].action_id is None
            assert row is not None and (row.status, row.summary, row.owner) == \
                ("finished", "{\"last\": 1}", "a")
            records = await store.list_records(table_id=table_id)
            assert [r.id for r in records] == [f"{table_id}-r1"]
        finally:
            await store.close()

    asyncio.run(run())
