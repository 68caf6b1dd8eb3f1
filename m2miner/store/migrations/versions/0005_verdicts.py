"""Reviewers' verdicts on trajectories (``m2miner view``): correct, wrong or skipped, one
row per click, the latest counting; they give the data-quality accuracy of ``m2miner
stats`` and let ``export --exclude-rejected`` drop what a reviewer marked wrong.

Revision ID: 0005
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "verdicts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("node_id", sa.Integer(), nullable=False),
        sa.Column("intent_id", sa.Integer(), nullable=False),
        sa.Column("verdict", sa.String(length=16), nullable=False),
        sa.Column("reviewer", sa.String(length=200), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["node_id"], ["nodes.id"], name="fk_verdicts_node_id_nodes", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["intent_id"], ["intents.id"], name="fk_verdicts_intent_id_intents", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_verdicts"),
    )
    op.create_index("ix_verdicts_node_id_intent_id", "verdicts", ["node_id", "intent_id"])


def downgrade() -> None:
    op.drop_index("ix_verdicts_node_id_intent_id", table_name="verdicts")
    op.drop_table("verdicts")
