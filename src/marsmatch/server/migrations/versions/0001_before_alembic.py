"""The schema of the last servers before Alembic: every table, as one revision.

Revision ID: 0001
Revises:
Create Date: 2026-11-27

Those servers made their tables with ``create_all`` at every start (a table missing from
an older database was made then; new indexes on tables it had were not) and added the
``tables`` columns ``owner`` and ``summary`` with a hand-written ``ALTER TABLE``. So a
database of any of them holds part of this schema and nothing else: this revision makes
what is missing (tables, nullable columns, indexes) and leaves what is there, so it both
creates a new database and brings an old one up. The tables are written out here, not
taken from ``db.py``: a revision is the schema of its day.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

META = sa.MetaData()

sa.Table(
    "account_seats", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("seat", sa.Integer(), nullable=False),
    sa.Column("game", sa.String(length=20), nullable=False),
    sa.Column("joined_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("table_id", "seat"),
    sa.Index("ix_account_seats_account_id", "account_id"),
    sa.Index("ix_account_seats_table_id", "table_id"),
)
sa.Table(
    "accounts", META,
    sa.Column("id", sa.String(length=32), nullable=False),
    sa.Column("login", sa.String(length=40), nullable=False),
    sa.Column("display_name", sa.String(length=40), nullable=False),
    sa.Column("language", sa.String(length=10), nullable=False),
    sa.Column("password_hash", sa.String(length=200), nullable=True),
    sa.Column("created_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("login"),
)
sa.Table(
    "chat", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("round", sa.Integer(), nullable=False),
    sa.Column("seat", sa.Integer(), nullable=True),
    sa.Column("name", sa.String(length=40), nullable=False),
    sa.Column("kind", sa.String(length=8), nullable=False),
    sa.Column("text", sa.Text(), nullable=False),
    sa.Column("at", sa.Float(), nullable=False),
    sa.Column("hidden", sa.Boolean(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.Index("ix_chat_table", "table_id", "id"),
)
sa.Table(
    "chat_mutes", META,
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
    sa.PrimaryKeyConstraint("table_id", "seat"),
)
sa.Table(
    "events", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("version", sa.Integer(), nullable=False),
    sa.Column("type", sa.String(length=16), nullable=False),
    sa.Column("data", sa.Text(), nullable=False),
    sa.Column("action_id", sa.String(length=80), nullable=True),
    sa.Column("created_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("table_id", "version"),
    sa.Index("ix_events_table", "table_id", "version"),
)
sa.Table(
    "friends", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("friend_id", sa.String(length=32), nullable=False),
    sa.Column("added_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("account_id", "friend_id"),
    sa.Index("ix_friends_account_id", "account_id"),
)
sa.Table(
    "leases", META,
    sa.Column("owner", sa.String(length=40), nullable=False),
    sa.Column("holder", sa.String(length=64), nullable=False),
    sa.Column("host", sa.String(length=255), nullable=False),
    sa.Column("pid", sa.Integer(), nullable=False),
    sa.Column("expires_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("owner"),
)
sa.Table(
    "passkeys", META,
    sa.Column("credential_id", sa.String(length=400), nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("public_key", sa.Text(), nullable=False),
    sa.Column("sign_count", sa.Integer(), nullable=False),
    sa.Column("created_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("credential_id"),
    sa.Index("ix_passkeys_account_id", "account_id"),
)
sa.Table(
    "rate_events", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("kind", sa.String(length=16), nullable=False),
    sa.Column("key", sa.String(length=64), nullable=False),
    sa.Column("at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.Index("ix_rate_events_key", "kind", "key", "at"),
)
sa.Table(
    "rated_records", META,
    sa.Column("record_id", sa.String(length=60), nullable=False),
    sa.Column("rated_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("record_id"),
)
sa.Table(
    "ratings", META,
    sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("game", sa.String(length=20), nullable=False),
    sa.Column("mu", sa.Float(), nullable=False),
    sa.Column("sigma", sa.Float(), nullable=False),
    sa.Column("rounds", sa.Integer(), nullable=False),
    sa.Column("updated_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("account_id", "game"),
    sa.Index("ix_ratings_account_id", "account_id"),
    sa.Index("ix_ratings_game", "game"),
)
sa.Table(
    "records", META,
    sa.Column("id", sa.String(length=60), nullable=False),
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("round", sa.Integer(), nullable=False),
    sa.Column("game", sa.String(length=20), nullable=False),
    sa.Column("players", sa.Text(), nullable=False),
    sa.Column("results", sa.Text(), nullable=False),
    sa.Column("record", sa.Text(), nullable=False),
    sa.Column("finished_at", sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.Index("ix_records_finished_at", "finished_at"),
    sa.Index("ix_records_table_id", "table_id"),
)
sa.Table(
    "recovery_codes", META,
    sa.Column("code_hash", sa.String(length=64), nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("used", sa.Boolean(), nullable=False),
    sa.PrimaryKeyConstraint("code_hash"),
    sa.Index("ix_recovery_codes_account_id", "account_id"),
)
sa.Table(
    "sessions", META,
    sa.Column("id", sa.String(length=24), nullable=False),
    sa.Column("token_hash", sa.String(length=64), nullable=False),
    sa.Column("account_id", sa.String(length=32), nullable=False),
    sa.Column("created_at", sa.Float(), nullable=False),
    sa.Column("last_seen", sa.Float(), nullable=False),
    sa.Column("agent", sa.String(length=160), nullable=False),
    sa.PrimaryKeyConstraint("id"),
    sa.UniqueConstraint("token_hash"),
    sa.Index("ix_sessions_account_id", "account_id"),
)
sa.Table(
    "table_hosts", META,
    sa.Column("table_id", sa.String(length=40), nullable=False),
    sa.Column("seat", sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint("table_id"),
)
sa.Table(
    "tables", META,
    sa.Column("id", sa.String(length=40), nullable=False),
    sa.Column("game", sa.String(length=20), nullable=False),
    sa.Column("config", sa.Text(), nullable=False),
    sa.Column("secret", sa.String(length=128), nullable=False),
    sa.Column("status", sa.String(length=16), nullable=False),
    sa.Column("version", sa.Integer(), nullable=False),
    sa.Column("created_at", sa.Float(), nullable=False),
    sa.Column("updated_at", sa.Float(), nullable=False),
    sa.Column("owner", sa.String(length=40), nullable=True),
    sa.Column("summary", sa.Text(), nullable=True),
    sa.PrimaryKeyConstraint("id"),
    sa.Index("ix_tables_created_at", "created_at"),
    sa.Index("ix_tables_owner", "owner"),
    sa.Index("ix_tables_status", "status"),
)


def upgrade() -> None:
    bind = op.get_bind()
    found = sa.inspect(bind)
    for table in META.sorted_tables:
        if not found.has_table(table.name):
            table.create(bind)
            continue
        have = {c["name"] for c in found.get_columns(table.name)}
        for column in table.columns:
            if column.name not in have:  # owner, summary: nullable, added to old rows
                assert column.nullable, f"{table.name}.{column.name} cannot be added"
                op.add_column(table.name, sa.Column(column.name, column.type, nullable=True))
        indexes = {i["name"] for i in found.get_indexes(table.name)}
        for index in table.indexes:
            if index.name not in indexes:
                index.create(bind)


def downgrade() -> None:
    bind = op.get_bind()
    for table in reversed(META.sorted_tables):
        table.drop(bind, checkfirst=True)
