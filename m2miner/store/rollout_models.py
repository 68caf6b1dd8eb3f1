"""SQLAlchemy models of stored RL rollouts: one row per group, one per rollout in it.

A group belongs to a run (``m2miner rollouts run`` creates one) and is named within it by
its ``key`` (the planned slot it fills, e.g. ``TASK#2``): a resumed run skips every key
already stored. A rollout keeps its steps (the policy's prompt and answer, the hash of
the screen it answered, the step's reward and faults) as JSON, since they are always read
together with the rollout; screenshots stay in the blob store, by hash.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from m2miner.store.models import Base, RedactedJSON, utcnow


class RolloutGroupRow(Base):
    __tablename__ = "rollout_groups"
    __table_args__ = (Index("ix_rollout_groups_run_id_key", "run_id", "key", unique=True),)

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(300))
    task_id: Mapped[str] = mapped_column(String(300), index=True)
    app: Mapped[str] = mapped_column(String(200))
    domain: Mapped[str] = mapped_column(String(16))
    intent: Mapped[str] = mapped_column(Text)
    policy_version: Mapped[int] = mapped_column(default=0)
    info: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    rollouts: Mapped[list[RolloutRow]] = relationship(
        order_by="RolloutRow.position", cascade="all, delete-orphan", lazy="selectin"
    )


class RolloutRow(Base):
    __tablename__ = "rollouts"
    __table_args__ = (Index("ix_rollouts_group_id_position", "group_id", "position", unique=True),)

    id: Mapped[int] = mapped_column(primary_key=True)
    group_id: Mapped[int] = mapped_column(ForeignKey("rollout_groups.id", ondelete="CASCADE"))
    position: Mapped[int]
    reward: Mapped[float]
    terminated: Mapped[bool]
    truncated: Mapped[bool]
    faults: Mapped[int] = mapped_column(default=0)
    """Faults over all steps (blocked actions, device errors, faults the device reported)."""
    final_screenshot_hash: Mapped[str | None] = mapped_column(String(64))
    check: Mapped[dict[str, Any] | None] = mapped_column(RedactedJSON)
    """The verifier's record on the last step; None when it never ran."""
    steps: Mapped[dict[str, Any]]
    """``{"steps": [step, ...]}``, each step as :meth:`RolloutStep.to_dict` writes it."""
