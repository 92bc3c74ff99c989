"""The events' one index on (table_id, version) is their unique constraint's.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-27

``ix_events_table`` repeated the index every database builds for the unique constraint
on the same columns, so every stored move was written into two identical B-trees: with
the tables' moves interleaved, each commit touched one more page per move, and SQLite's
commits cost twice the CPU (the largest single cost of a move under ``make load``).
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_events_table", table_name="events", if_exists=True)


def downgrade() -> None:
    op.create_index("ix_events_table", "events", ["table_id", "version"])
