"""Reviews kept with their records: one row per stored round and seat (issue 33).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-27

A round's review (``GET /api/records/{id}/review``) was kept in the process that made it;
with this table every process sharing the database answers from the one made first.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("record_id", sa.String(length=60), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("review", sa.Text(), nullable=False),
        sa.Column("made_at", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("record_id", "seat"),
    )


def downgrade() -> None:
    op.drop_table("reviews")
