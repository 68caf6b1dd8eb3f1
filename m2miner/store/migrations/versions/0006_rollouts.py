"""RL rollouts: groups of rollouts of one task by one policy version, each rollout with
its steps, reward, verifier record and faults, so ``m2miner rollouts`` can list, show and
export them, a rollout run can resume, and ``train --method grpo`` can train on them.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rollout_groups",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=300), nullable=False),
        sa.Column("task_id", sa.String(length=300), nullable=False),
        sa.Column("app", sa.String(length=200), nullable=False),
        sa.Column("domain", sa.String(length=16), nullable=False),
        sa.Column("intent", sa.Text(), nullable=False),
        sa.Column("policy_version", sa.Integer(), nullable=False),
        sa.Column("info", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_rollout_groups_run_id_runs", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_rollout_groups"),
    )
    op.create_index(
        "ix_rollout_groups_run_id_key", "rollout_groups", ["run_id", "key"], unique=True
    )
    op.create_index("ix_rollout_groups_task_id", "rollout_groups", ["task_id"])
    op.create_table(
        "rollouts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("group_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("reward", sa.Float(), nullable=False),
        sa.Column("terminated", sa.Boolean(), nullable=False),
        sa.Column("truncated", sa.Boolean(), nullable=False),
        sa.Column("faults", sa.Integer(), nullable=False),
        sa.Column("final_screenshot_hash", sa.String(length=64), nullable=True),
        sa.Column("check", sa.JSON(), nullable=True),
        sa.Column("steps", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["group_id"],
            ["rollout_groups.id"],
            name="fk_rollouts_group_id_rollout_groups",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_rollouts"),
    )
    op.create_index(
        "ix_rollouts_group_id_position", "rollouts", ["group_id", "position"], unique=True
    )


def downgrade() -> None:
    op.drop_index("ix_rollouts_group_id_position", table_name="rollouts")
    op.drop_table("rollouts")
    op.drop_index("ix_rollout_groups_task_id", table_name="rollout_groups")
    op.drop_index("ix_rollout_groups_run_id_key", table_name="rollout_groups")
    op.drop_table("rollout_groups")
