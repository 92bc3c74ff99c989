"""The schema's migrations: Alembic revisions in ``server/migrations/versions``, run at
every server start (``Store.start``) and by ``marsmatch db upgrade``.

The tables are declared once (``db.py``, ``people/schema.py``); a revision changes a
database from one declared schema to the next, and a test checks that the newest
revision gives exactly the declared tables on SQLite and PostgreSQL. A database made
before the revisions (no ``alembic_version``) is brought up by the first one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

LOCATION = Path(__file__).with_name("migrations")


def config(connection: Any = None) -> Config:
    """Alembic's configuration: the revisions here, run on ``connection`` (``env.py``)."""
    made = Config()
    made.set_main_option("script_location", str(LOCATION))
    made.attributes["connection"] = connection
    return made


@cache
def head() -> str:
    """The newest revision."""
    found = ScriptDirectory.from_config(config()).get_current_head()
    assert found is not None
    return found


def current(connection: Any) -> str | None:
    """The revision a database is at (None: made before the revisions, or empty)."""
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Any) -> None:
    """Bring the database on ``connection`` (a sync connection, in a transaction) to the
    newest revision; nothing to do costs one read."""
    if current(connection) != head():
        command.upgrade(config(connection), "head")
