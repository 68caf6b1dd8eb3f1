"""Initial schema: runs, intents, trees, nodes, model calls, rounds, training runs.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Intents, trees and nodes refer to each other in a cycle. SQLite accepts a foreign key to
# a table that does not exist yet (and cannot add one later); other backends get these two
# after the nodes table exists.
_CYCLE_FKS = (
    ("fk_intents_source_node_id_nodes", "intents", "source_node_id"),
    ("fk_trees_root_node_id_nodes", "trees", "root_node_id"),
)


def _timestamp(name: str, nullable: bool = False) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def _cycle_fk(name: str, column: str, inline: bool) -> list[sa.ForeignKeyConstraint]:
    if not inline:
        return []
    return [sa.ForeignKeyConstraint([column], ["nodes.id"], name=name, ondelete="SET NULL")]


def upgrade() -> None:
    inline = op.get_context().dialect.name == "sqlite"
    op.create_table(
        "runs",
        sa.Column("id", sa.Integer(), nullable=False),
        _timestamp("created_at"),
        _timestamp("finished_at", nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("command", sa.Text(), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=True),
        sa.Column("versions", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_runs"),
    )
    op.create_table(
        "intents",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("app", sa.String(length=200), nullable=False),
        sa.Column("domain", sa.String(length=16), nullable=False),
        sa.Column("stage", sa.Integer(), nullable=True),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("task_id", sa.String(length=200), nullable=True),
        sa.Column("parent_intent_id", sa.Integer(), nullable=True),
        sa.Column("source_node_id", sa.Integer(), nullable=True),
        sa.Column("verified", sa.Boolean(), nullable=True),
        sa.Column("verification_score", sa.Float(), nullable=True),
        _timestamp("created_at"),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["parent_intent_id"],
            ["intents.id"],
            name="fk_intents_parent_intent_id_intents",
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_intents_run_id_runs", ondelete="SET NULL"
        ),
        *_cycle_fk("fk_intents_source_node_id_nodes", "source_node_id", inline),
        sa.PrimaryKeyConstraint("id", name="pk_intents"),
    )
    op.create_index("ix_intents_app_text", "intents", ["app", "text"])
    op.create_index("ix_intents_run_id", "intents", ["run_id"])

    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("loop_id", sa.String(length=200), nullable=False),
        sa.Column("stage", sa.Integer(), nullable=False),
        sa.Column("step", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("export_dir", sa.Text(), nullable=True),
        sa.Column("checkpoints", sa.JSON(), nullable=False),
        sa.Column("endpoints", sa.JSON(), nullable=False),
        sa.Column("info", sa.JSON(), nullable=False),
        _timestamp("created_at"),
        _timestamp("updated_at"),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_rounds_run_id_runs", ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_rounds"),
    )
    op.create_index("ix_rounds_loop_id", "rounds", ["loop_id"])

    op.create_table(
        "training_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("base_model", sa.Text(), nullable=False),
        sa.Column("data_dir", sa.Text(), nullable=False),
        sa.Column("out_dir", sa.Text(), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("metrics", sa.JSON(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=True),
        _timestamp("created_at"),
        _timestamp("finished_at", nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name="fk_training_runs_round_id_rounds",
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_training_runs"),
    )
    op.create_index("ix_training_runs_round_id", "training_runs", ["round_id"])

    op.create_table(
        "trees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=False),
        sa.Column("intent_id", sa.Integer(), nullable=False),
        sa.Column("app", sa.String(length=200), nullable=False),
        sa.Column("device", sa.String(length=200), nullable=True),
        sa.Column("search", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("root_node_id", sa.Integer(), nullable=True),
        sa.Column("iterations", sa.Integer(), nullable=False),
        sa.Column("device_steps", sa.Integer(), nullable=False),
        sa.Column("restore_steps", sa.Integer(), nullable=False),
        sa.Column("model_calls", sa.Integer(), nullable=False),
        sa.Column("prompt_tokens", sa.BigInteger(), nullable=False),
        sa.Column("completion_tokens", sa.BigInteger(), nullable=False),
        sa.Column("cost_usd", sa.Float(), nullable=False),
        sa.Column("successes", sa.Integer(), nullable=False),
        _timestamp("started_at"),
        _timestamp("finished_at", nullable=True),
        sa.Column("ground_truth_success", sa.Boolean(), nullable=True),
        sa.Column("stop_reason", sa.Text(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["intent_id"], ["intents.id"], name="fk_trees_intent_id_intents", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_trees_run_id_runs", ondelete="CASCADE"
        ),
        *_cycle_fk("fk_trees_root_node_id_nodes", "root_node_id", inline),
        sa.PrimaryKeyConstraint("id", name="pk_trees"),
    )
    op.create_index("ix_trees_intent_id", "trees", ["intent_id"])
    op.create_index("ix_trees_run_id", "trees", ["run_id"])

    op.create_table(
        "nodes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tree_id", sa.Integer(), nullable=False),
        sa.Column("parent_id", sa.Integer(), nullable=True),
        sa.Column("depth", sa.Integer(), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=True),
        sa.Column("action", sa.Text(), nullable=True),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("screenshot_hash", sa.String(length=64), nullable=True),
        sa.Column("hierarchy_hash", sa.String(length=64), nullable=True),
        sa.Column("package", sa.String(length=200), nullable=True),
        sa.Column("activity", sa.String(length=300), nullable=True),
        sa.Column("url", sa.Text(), nullable=True),
        sa.Column("q", sa.Float(), nullable=False),
        sa.Column("n", sa.Integer(), nullable=False),
        sa.Column("prior", sa.Float(), nullable=True),
        sa.Column("reward", sa.Float(), nullable=True),
        sa.Column("reward_source", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("info", sa.JSON(), nullable=False),
        _timestamp("created_at"),
        _timestamp("judged_at", nullable=True),
        sa.ForeignKeyConstraint(
            ["parent_id"], ["nodes.id"], name="fk_nodes_parent_id_nodes", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tree_id"], ["trees.id"], name="fk_nodes_tree_id_trees", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_nodes"),
    )
    op.create_index("ix_nodes_screenshot_hash", "nodes", ["screenshot_hash"])
    op.create_index("ix_nodes_tree_id_parent_id", "nodes", ["tree_id", "parent_id"])

    if not inline:
        for name, table, column in _CYCLE_FKS:
            op.create_foreign_key(name, table, "nodes", [column], ["id"], ondelete="SET NULL")

    op.create_table(
        "model_calls",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("tree_id", sa.Integer(), nullable=True),
        sa.Column("node_id", sa.Integer(), nullable=True),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("model", sa.String(length=200), nullable=False),
        sa.Column("prompt_tokens", sa.Integer(), nullable=False),
        sa.Column("completion_tokens", sa.Integer(), nullable=False),
        sa.Column("latency_s", sa.Float(), nullable=False),
        sa.Column("cost_usd", sa.Float(), nullable=False),
        sa.Column("ok", sa.Boolean(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("request", sa.Text(), nullable=True),
        sa.Column("response", sa.Text(), nullable=True),
        _timestamp("created_at"),
        sa.ForeignKeyConstraint(
            ["node_id"], ["nodes.id"], name="fk_model_calls_node_id_nodes", ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name="fk_model_calls_run_id_runs", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tree_id"], ["trees.id"], name="fk_model_calls_tree_id_trees", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_model_calls"),
    )
    op.create_index("ix_model_calls_run_id", "model_calls", ["run_id"])
    op.create_index("ix_model_calls_tree_id", "model_calls", ["tree_id"])


def downgrade() -> None:
    if op.get_context().dialect.name != "sqlite":
        for name, table, _column in _CYCLE_FKS:
            op.drop_constraint(name, table, type_="foreignkey")
    for table in ("model_calls", "nodes", "trees", "training_runs", "rounds", "intents", "runs"):
        op.drop_table(table)
