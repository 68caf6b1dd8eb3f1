"""Run history and leases: an event per start, resume, takeover and end of a run, and
one lease row per thing being written (``run:7``), so a run has one writer at a time; and
each tree's wall time over all its sessions.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _timestamp(name: str) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=False)


def upgrade() -> None:
    # A tree's wall time over all its sessions, so budget.wall_time_s spans resumes.
    with op.batch_alter_table("trees") as batch:
        batch.add_column(sa.Column("wall_s", sa.Float(), nullable=False, server_default="0"))
    op.create_table(
        "run_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        _timestamp("at"),
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("command", sa.Text(), nullable=False),
        sa.Column("changes", sa.JSON(), nullable=False),
        sa.Column("info", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_run_events_run_id_runs", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_run_events"),
    )
    op.create_index("ix_run_events_run_id", "run_events", ["run_id"])
    op.create_table(
        "leases",
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("owner", sa.String(length=64), nullable=False),
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        _timestamp("acquired_at"),
        _timestamp("heartbeat_at"),
        sa.PrimaryKeyConstraint("key", name="pk_leases"),
    )


def downgrade() -> None:
    op.drop_table("leases")
    op.drop_index("ix_run_events_run_id", table_name="run_events")
    op.drop_table("run_events")
    with op.batch_alter_table("trees") as batch:
        batch.drop_column("wall_s")
