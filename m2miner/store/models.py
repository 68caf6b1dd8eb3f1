"""SQLAlchemy models of the store. Only the store imports these; others get records.

Schema changes need a new Alembic revision under ``migrations/versions``; a test checks
that the migrated schema equals these models.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    MetaData,
    String,
    Text,
    TypeDecorator,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from m2miner.actions import Action
from m2miner.redact import redact, redact_value
from m2miner.store import records as r
from m2miner.store.node_info import NodeInfo

# Stable constraint names, so later migrations can alter them on every backend.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    """The current time, timezone-aware in UTC."""
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored in UTC and always read back timezone-aware.

    SQLite keeps no zone, so values are converted to UTC before they are written.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("timestamps must be timezone-aware")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value


class RedactedText(TypeDecorator[str]):
    """Text with secrets redacted on the way in (:func:`m2miner.redact.redact`): error
    texts, model requests and responses."""

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: str | None, dialect: Dialect) -> str | None:
        return redact(value) if value else value


class RedactedJSON(TypeDecorator[Any]):
    """JSON with secrets redacted from every string on the way in (node info, configs)."""

    impl = JSON
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        return redact_value(value)


class Base(DeclarativeBase):
    """Declarative base whose metadata names constraints by a fixed convention."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: RedactedJSON,
        datetime: UTCDateTime,
    }


class Run(Base):
    __tablename__ = "runs"

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]
    status: Mapped[str] = mapped_column(String(16))
    command: Mapped[str] = mapped_column(RedactedText)
    config: Mapped[dict[str, Any]]
    seed: Mapped[int | None] = mapped_column(BigInteger)
    versions: Mapped[dict[str, Any]]
    error: Mapped[str | None] = mapped_column(RedactedText)

    def to_record(self) -> r.RunRecord:
        """This row as a :class:`RunRecord`."""
        return r.RunRecord(
            id=self.id,
            status=self.status,  # type: ignore[arg-type]
            command=self.command,
            config=dict(self.config),
            seed=self.seed,
            versions=dict(self.versions),
            created_at=self.created_at,
            finished_at=self.finished_at,
            error=self.error,
        )


class Intent(Base):
    __tablename__ = "intents"
    __table_args__ = (Index("ix_intents_app_text", "app", "text"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    text: Mapped[str] = mapped_column(Text)
    app: Mapped[str] = mapped_column(String(200))
    domain: Mapped[str] = mapped_column(String(16))
    stage: Mapped[int | None]
    source: Mapped[str] = mapped_column(String(16))
    task_id: Mapped[str | None] = mapped_column(String(200))
    parent_intent_id: Mapped[int | None] = mapped_column(
        ForeignKey("intents.id", ondelete="SET NULL")
    )
    # Intents, trees and nodes refer to each other in a cycle; this edge is added last.
    source_node_id: Mapped[int | None] = mapped_column(
        ForeignKey("nodes.id", ondelete="SET NULL", use_alter=True)
    )
    verified: Mapped[bool | None]
    verification_score: Mapped[float | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="SET NULL"), index=True
    )
    # What checks the intent on the device when a trajectory ends ({"type": "js", ...}).
    verifier: Mapped[dict[str, Any] | None] = mapped_column(JSON)

    def to_record(self) -> r.IntentRecord:
        """This row as a :class:`IntentRecord`."""
        return r.IntentRecord(
            id=self.id,
            text=self.text,
            app=self.app,
            domain=self.domain,  # type: ignore[arg-type]
            stage=self.stage,
            source=self.source,  # type: ignore[arg-type]
            task_id=self.task_id,
            parent_intent_id=self.parent_intent_id,
            source_node_id=self.source_node_id,
            verified=self.verified,
            verification_score=self.verification_score,
            run_id=self.run_id,
            created_at=self.created_at,
            verifier=self.verifier,
        )


class Tree(Base):
    __tablename__ = "trees"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    intent_id: Mapped[int] = mapped_column(ForeignKey("intents.id", ondelete="CASCADE"), index=True)
    app: Mapped[str] = mapped_column(String(200))
    device: Mapped[str | None] = mapped_column(String(200))
    search: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    root_node_id: Mapped[int | None] = mapped_column(
        ForeignKey("nodes.id", ondelete="SET NULL", use_alter=True)
    )
    iterations: Mapped[int] = mapped_column(default=0)
    device_steps: Mapped[int] = mapped_column(default=0)
    restore_steps: Mapped[int] = mapped_column(default=0)
    model_calls: Mapped[int] = mapped_column(default=0)
    prompt_tokens: Mapped[int] = mapped_column(BigInteger, default=0)
    completion_tokens: Mapped[int] = mapped_column(BigInteger, default=0)
    image_tokens: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    cost_usd: Mapped[float] = mapped_column(default=0.0)
    successes: Mapped[int] = mapped_column(default=0)
    wall_s: Mapped[float] = mapped_column(default=0.0)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]
    ground_truth_success: Mapped[bool | None]
    stop_reason: Mapped[str | None] = mapped_column(RedactedText)
    error: Mapped[str | None] = mapped_column(RedactedText)

    def set_counters(self, counters: r.TreeCounters) -> None:
        """Overwrite the budget counters with ``counters``."""
        self.iterations = counters.iterations
        self.device_steps = counters.device_steps
        self.restore_steps = counters.restore_steps
        self.model_calls = counters.model_calls
        self.prompt_tokens = counters.prompt_tokens
        self.completion_tokens = counters.completion_tokens
        self.image_tokens = counters.image_tokens
        self.cost_usd = counters.cost_usd
        self.successes = counters.successes
        self.wall_s = counters.wall_s

    def to_record(self) -> r.TreeRecord:
        """This row as a :class:`TreeRecord`."""
        counters = r.TreeCounters(
            iterations=self.iterations,
            device_steps=self.device_steps,
            restore_steps=self.restore_steps,
            model_calls=self.model_calls,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            cost_usd=self.cost_usd,
            successes=self.successes,
            wall_s=self.wall_s,
            image_tokens=self.image_tokens,
        )
        return r.TreeRecord(
            id=self.id,
            run_id=self.run_id,
            intent_id=self.intent_id,
            app=self.app,
            device=self.device,
            search=self.search,  # type: ignore[arg-type]
            status=self.status,  # type: ignore[arg-type]
            root_node_id=self.root_node_id,
            counters=counters,
            started_at=self.started_at,
            finished_at=self.finished_at,
            ground_truth_success=self.ground_truth_success,
            stop_reason=self.stop_reason,
            error=self.error,
        )


class Node(Base):
    __tablename__ = "nodes"
    __table_args__ = (Index("ix_nodes_tree_id_parent_id", "tree_id", "parent_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tree_id: Mapped[int] = mapped_column(ForeignKey("trees.id", ondelete="CASCADE"))
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("nodes.id", ondelete="CASCADE"))
    depth: Mapped[int]
    rank: Mapped[int | None]
    action: Mapped[str | None] = mapped_column(Text)
    description: Mapped[str] = mapped_column(Text, default="")
    screenshot_hash: Mapped[str | None] = mapped_column(String(64), index=True)
    hierarchy_hash: Mapped[str | None] = mapped_column(String(64))
    package: Mapped[str | None] = mapped_column(String(200))
    activity: Mapped[str | None] = mapped_column(String(300))
    url: Mapped[str | None] = mapped_column(Text)
    q: Mapped[float] = mapped_column(default=0.0)
    n: Mapped[int] = mapped_column(default=0)
    prior: Mapped[float | None]
    reward: Mapped[float | None]
    reward_source: Mapped[str] = mapped_column(String(16), default="none")
    status: Mapped[str] = mapped_column(String(16))
    info: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    judged_at: Mapped[datetime | None]

    def to_record(self) -> r.NodeRecord:
        """This row as a :class:`NodeRecord`."""
        return r.NodeRecord(
            id=self.id,
            tree_id=self.tree_id,
            parent_id=self.parent_id,
            depth=self.depth,
            rank=self.rank,
            action=Action.from_json(self.action) if self.action is not None else None,
            description=self.description,
            screenshot_hash=self.screenshot_hash,
            hierarchy_hash=self.hierarchy_hash,
            package=self.package,
            activity=self.activity,
            url=self.url,
            q=self.q,
            n=self.n,
            prior=self.prior,
            reward=self.reward,
            reward_source=self.reward_source,  # type: ignore[arg-type]
            status=self.status,  # type: ignore[arg-type]
            info=NodeInfo.parse(self.info, node=self.id),
            created_at=self.created_at,
            judged_at=self.judged_at,
        )


class ModelCall(Base):
    __tablename__ = "model_calls"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int | None] = mapped_column(
        ForeignKey("runs.id", ondelete="CASCADE"), index=True
    )
    tree_id: Mapped[int | None] = mapped_column(
        ForeignKey("trees.id", ondelete="CASCADE"), index=True
    )
    node_id: Mapped[int | None] = mapped_column(ForeignKey("nodes.id", ondelete="SET NULL"))
    role: Mapped[str] = mapped_column(String(16))
    model: Mapped[str] = mapped_column(String(200))
    prompt_tokens: Mapped[int] = mapped_column(default=0)
    completion_tokens: Mapped[int] = mapped_column(default=0)
    image_tokens: Mapped[int] = mapped_column(default=0, server_default="0")
    latency_s: Mapped[float] = mapped_column(default=0.0)
    cost_usd: Mapped[float] = mapped_column(default=0.0)
    ok: Mapped[bool] = mapped_column(default=True)
    error: Mapped[str | None] = mapped_column(RedactedText)
    request: Mapped[str | None] = mapped_column(RedactedText)
    response: Mapped[str | None] = mapped_column(RedactedText)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    def to_record(self) -> r.ModelCallRecord:
        """This row as a :class:`ModelCallRecord`."""
        return r.ModelCallRecord(
            id=self.id,
            role=self.role,  # type: ignore[arg-type]
            model=self.model,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            latency_s=self.latency_s,
            cost_usd=self.cost_usd,
            ok=self.ok,
            error=self.error,
            run_id=self.run_id,
            tree_id=self.tree_id,
            node_id=self.node_id,
            request=self.request,
            response=self.response,
            created_at=self.created_at,
            image_tokens=self.image_tokens,
        )


class Round(Base):
    __tablename__ = "rounds"

    id: Mapped[int] = mapped_column(primary_key=True)
    loop_id: Mapped[str] = mapped_column(String(200), index=True)
    stage: Mapped[int]
    step: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    run_id: Mapped[int | None] = mapped_column(ForeignKey("runs.id", ondelete="SET NULL"))
    export_dir: Mapped[str | None] = mapped_column(Text)
    checkpoints: Mapped[dict[str, Any]]
    endpoints: Mapped[dict[str, Any]]
    info: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    def to_record(self) -> r.RoundRecord:
        """This row as a :class:`RoundRecord`."""
        return r.RoundRecord(
            id=self.id,
            loop_id=self.loop_id,
            stage=self.stage,
            step=self.step,  # type: ignore[arg-type]
            status=self.status,  # type: ignore[arg-type]
            run_id=self.run_id,
            export_dir=self.export_dir,
            checkpoints=dict(self.checkpoints),
            endpoints=dict(self.endpoints),
            info=dict(self.info),
            created_at=self.created_at,
            updated_at=self.updated_at,
        )


class TrainingRun(Base):
    __tablename__ = "training_runs"

    id: Mapped[int] = mapped_column(primary_key=True)
    role: Mapped[str] = mapped_column(String(16))
    base_model: Mapped[str] = mapped_column(Text)
    data_dir: Mapped[str] = mapped_column(Text)
    out_dir: Mapped[str] = mapped_column(Text)
    config: Mapped[dict[str, Any]]
    status: Mapped[str] = mapped_column(String(16))
    metrics: Mapped[dict[str, Any]]
    round_id: Mapped[int | None] = mapped_column(
        ForeignKey("rounds.id", ondelete="SET NULL"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None]

    def to_record(self) -> r.TrainingRunRecord:
        """This row as a :class:`TrainingRunRecord`."""
        return r.TrainingRunRecord(
            id=self.id,
            role=self.role,  # type: ignore[arg-type]
            base_model=self.base_model,
            data_dir=self.data_dir,
            out_dir=self.out_dir,
            config=dict(self.config),
            status=self.status,  # type: ignore[arg-type]
            metrics=dict(self.metrics),
            round_id=self.round_id,
            created_at=self.created_at,
            finished_at=self.finished_at,
        )


class RunEvent(Base):
    __tablename__ = "run_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(16))
    at: Mapped[datetime] = mapped_column(default=utcnow)
    host: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int]
    command: Mapped[str] = mapped_column(Text)
    changes: Mapped[list[Any]] = mapped_column(JSON)
    info: Mapped[dict[str, Any]]

    def to_record(self) -> r.RunEventRecord:
        """This row as a :class:`RunEventRecord`."""
        return r.RunEventRecord(
            id=self.id,
            run_id=self.run_id,
            kind=self.kind,  # type: ignore[arg-type]
            at=self.at,
            host=self.host,
            pid=self.pid,
            command=self.command,
            changes=tuple(r.ConfigChange(c["key"], c["old"], c["new"]) for c in self.changes),
            info=dict(self.info),
        )


class Verdict(Base):
    """A reviewer's verdict on a trajectory: the path to ``node_id`` read as ``intent_id``."""

    __tablename__ = "verdicts"
    __table_args__ = (Index("ix_verdicts_node_id_intent_id", "node_id", "intent_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    node_id: Mapped[int] = mapped_column(ForeignKey("nodes.id", ondelete="CASCADE"))
    intent_id: Mapped[int] = mapped_column(ForeignKey("intents.id", ondelete="CASCADE"))
    verdict: Mapped[str] = mapped_column(String(16))
    reviewer: Mapped[str] = mapped_column(String(200), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    def to_record(self) -> r.VerdictRecord:
        """This row as a :class:`VerdictRecord`."""
        return r.VerdictRecord(
            id=self.id,
            node_id=self.node_id,
            intent_id=self.intent_id,
            verdict=self.verdict,  # type: ignore[arg-type]
            reviewer=self.reviewer,
            note=self.note,
            created_at=self.created_at,
        )


class Lease(Base):
    __tablename__ = "leases"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64))
    host: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int]
    acquired_at: Mapped[datetime]
    heartbeat_at: Mapped[datetime]

    def to_record(self) -> r.LeaseRecord:
        """This row as a :class:`LeaseRecord`."""
        return r.LeaseRecord(
            key=self.key,
            owner=self.owner,
            host=self.host,
            pid=self.pid,
            acquired_at=self.acquired_at,
            heartbeat_at=self.heartbeat_at,
        )
