"""The writer's statements, made by SQLAlchemy from the declared tables (``db.py``).

A kind of row the writer writes (:class:`Rows`) names a declared table and what is done
with it: inserted, inserted once (a row whose key is stored already is skipped: the
dialect's ``INSERT ... ON CONFLICT DO NOTHING``), or updated by its key. SQLAlchemy Core
compiles it once per dialect (:meth:`Rows.compiled`) to SQL text and the order of its
parameters; the writer hands that text to ``sqlite3`` / ``asyncpg`` as it is, so a batch
costs what a hand-written statement would, and no SQL string restates a column list.
A row is a tuple in the compiled order (:meth:`Rows.row`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, bindparam, insert, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.dialects.postgresql import asyncpg
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.dml import ValuesBase

#: the dialects the writer writes through: sqlite3's ``?`` and asyncpg's ``$1``
SQLITE: Dialect = sqlite.dialect()
POSTGRES: Dialect = asyncpg.dialect()

#: the bind parameter of an update's key (a column's own name is SQLAlchemy's, for SET)
WHERE = "where_"


@dataclass(frozen=True)
class Compiled:
    """One kind of row's statement in one dialect."""

    sql: str
    #: SQL text that writes ``n`` rows in one statement (inserts only; SQLite's batches)
    rows: Callable[[int], str] | None = None


class Rows:
    """A kind of row the writer writes (compared by identity: one object per kind)."""

    def __init__(self, table: Table, columns: tuple[str, ...] = (), key: str | None = None,
                 once: bool = False) -> None:
        self.table = table
        #: the columns written (default: every column but an autoincrement key)
        self.columns = columns or tuple(
            c.name for c in table.columns if c is not table.autoincrement_column)
        self.key = key
        self.once = once
        unknown = set(self.columns) - set(table.columns.keys())
        if key is not None:
            unknown |= {key} - set(table.columns.keys())
        if unknown:
            raise ValueError(f"{table.name} has no column {sorted(unknown)}")
        #: the parameters in the order every dialect's statement takes them
        self.order = self._order(SQLITE)
        if key is not None and self.order[-1] != key:
            raise ValueError(f"the key of {table.name} must be the statement's last parameter")
        self._get = operator.itemgetter(*self.order)
        self._compiled: dict[str, Compiled] = {}

    def __repr__(self) -> str:
        what = "update" if self.key else "insert once" if self.once else "insert"
        return f"Rows({what} {self.table.name} {', '.join(self.columns)})"

    # --- rows --------------------------------------------------------------------------
    def row(self, **values: Any) -> tuple[Any, ...]:
        """A row as the compiled statement takes it (every parameter named, none more)."""
        if len(values) != len(self.order):
            raise TypeError(f"{self!r} takes {', '.join(self.order)}, "
                            f"not {', '.join(values)}")
        got = self._get(values)
        return got if isinstance(got, tuple) else (got,)

    # --- statements --------------------------------------------------------------------
    def statement(self, rows: int = 1, dialect: Dialect = SQLITE) -> ValuesBase:
        """The Core statement: ``rows`` > 1 writes that many rows at once (inserts)."""
        if self.key is not None:
            return update(self.table).where(
                self.table.c[self.key] == bindparam(WHERE + self.key)).values(
                {c: bindparam(c) for c in self.columns})
        many: list[dict[str, Any]] = [{c: bindparam(c if rows == 1 else f"{c}_{i}") for c in self.columns}
                for i in range(rows)]
        values = many[0] if rows == 1 else many
        if not self.once:
            return insert(self.table).inline().values(values)
        dialect_insert = postgresql.insert if dialect.name == "postgresql" else sqlite.insert
        keys = [c.name for c in self.table.primary_key.columns]
        return dialect_insert(self.table).values(values).on_conflict_do_nothing(
            index_elements=keys)

    def _order(self, dialect: Dialect) -> tuple[str, ...]:
        compiled = self.statement(dialect=dialect).compile(dialect=dialect)
        return tuple(name.removeprefix(WHERE) for name in compiled.positiontup or ())

    def compiled(self, dialect: Dialect) -> Compiled:
        """This kind's statement in ``dialect``, compiled on first use and kept."""
        done = self._compiled.get(dialect.name)
        if done is not None:
            return done
        if self._order(dialect) != self.order:
            raise ValueError(f"{dialect.name} orders the parameters of {self!r} otherwise")
        sql = str(self.statement(dialect=dialect).compile(dialect=dialect))
        rows = None
        if self.key is None and dialect.paramstyle == "qmark":
            rows = _repeated(sql, str(self.statement(2, dialect).compile(dialect=dialect)),
                             str(self.statement(3, dialect).compile(dialect=dialect)))
        done = self._compiled[dialect.name] = Compiled(sql, rows)
        return done


@dataclass
class _Repeat:
    """The text of an insert of ``n`` rows: SQLAlchemy's own multi-row ``VALUES`` form
    (compiled for 2 and 3 rows), its row group repeated, kept per ``n``."""

    head: str
    one: str
    tail: str
    made: dict[int, str] = field(default_factory=dict)

    def __call__(self, n: int) -> str:
        sql = self.made.get(n)
        if sql is None:
            sql = self.made[n] = self.head + ", ".join([self.one] * n) + self.tail
        return sql


def _repeated(one_row: str, two_rows: str, three_rows: str) -> _Repeat:
    """Split an insert into what comes before its row, the row and what follows, from
    how SQLAlchemy writes it for 1, 2 and 3 rows (checked: anything else is refused)."""
    start = one_row.index(" VALUES ") + len(" VALUES ")
    width = len(two_rows) - len(one_row) - len(", ")
    head, one, tail = one_row[:start], one_row[start:start + width], one_row[start + width:]
    made = _Repeat(head, one, tail)
    if made(1) != one_row or made(2) != two_rows or made(3) != three_rows:
        raise ValueError(f"cannot write several rows of {one_row!r} in one statement")
    return made
