"""Alembic's environment: the migrations run on the connection the server (or
``marsmatch db``) hands over (``migrate.py``), against the tables declared in ``db.py`` and
``people/schema.py``."""

from alembic import context

from marsmatch.server.db import Base
from marsmatch.server.people import schema  # noqa: F401 - the people's tables on Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
