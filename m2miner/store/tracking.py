"""Bookkeeping around the search: model calls, loop rounds and training runs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session

from m2miner.errors import StoreError
from m2miner.store.db import Database, get_row
from m2miner.store.models import ModelCall, Node, Round, Run, TrainingRun, Tree, utcnow
from m2miner.store.prepared import Prepared
from m2miner.store.records import (
    MODEL_ROLES,
    ROUND_STATUSES,
    ROUND_STEPS,
    TRAINING_ROLES,
    TRAINING_STATUSES,
    ModelCallRecord,
    ModelRole,
    NewModelCall,
    RoundRecord,
    RoundStatus,
    RoundStep,
    TrainingRole,
    TrainingRunRecord,
    TrainingStatus,
    check_choice,
)

# Prompts carry base64 screenshots; keeping them whole would make the database huge.
MAX_LOGGED_CHARS = 20_000


def truncate(text: str | None, limit: int = MAX_LOGGED_CHARS) -> str | None:
    """``text`` cut to ``limit`` characters, with a marker saying how much was cut."""
    if text is None or len(text) <= limit:
        return text
    cut = len(text) - limit
    return f"{text[:limit]}\n[... {cut} more characters not stored]"


_INSERT_CALLS = Prepared(insert(ModelCall.__table__))  # type: ignore[arg-type]


def add_calls(session: Session | Connection, calls: Sequence[NewModelCall]) -> None:
    """Insert model calls in the transaction of ``session`` (another record's, say), in
    one statement."""
    if not calls:
        return
    for call in calls:
        check_choice(call.role, MODEL_ROLES, "model role")
    connection = session.connection() if isinstance(session, Session) else session
    _INSERT_CALLS.execute(connection, [_call_columns(call) for call in calls])


def _call_row(call: NewModelCall) -> ModelCall:
    return ModelCall(**_call_columns(call))


def _call_columns(call: NewModelCall) -> dict[str, Any]:
    return dict(
        run_id=call.run_id,
        tree_id=call.tree_id,
        node_id=call.node_id,
        role=call.role,
        model=call.model,
        prompt_tokens=call.prompt_tokens,
        completion_tokens=call.completion_tokens,
        image_tokens=call.image_tokens,
        latency_s=call.latency_s,
        cost_usd=call.cost_usd,
        ok=call.ok,
        error=call.error,
        request=truncate(call.request),
        response=truncate(call.response),
        created_at=utcnow(),
    )


class ModelCallRepository:
    """One row per model call, for cost accounting and debugging prompts."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def record(self, call: NewModelCall) -> ModelCallRecord:
        """Store a model call; request and response are truncated."""
        check_choice(call.role, MODEL_ROLES, "model role")
        with self._db.write("record a model call") as session:
            for model, row_id in ((Run, call.run_id), (Tree, call.tree_id), (Node, call.node_id)):
                if row_id is not None:
                    get_row(session, model, row_id)
            row = _call_row(call)
            session.add(row)
            session.flush()
            return row.to_record()

    def record_many(self, calls: Sequence[NewModelCall]) -> int:
        """Store several model calls in one transaction (one commit); returns how many.

        Unlike :meth:`record` it does not look up the run, tree and node first: the
        foreign keys still refuse ids that do not exist.
        """
        if not calls:
            return 0
        with self._db.write("record model calls") as session:
            add_calls(session, calls)
        return len(calls)

    def find(
        self,
        *,
        run_id: int | None = None,
        tree_id: int | None = None,
        role: ModelRole | None = None,
        node_id: int | None = None,
    ) -> list[ModelCallRecord]:
        """Model calls in id order matching every given filter."""
        query = select(ModelCall).order_by(ModelCall.id)
        if run_id is not None:
            query = query.where(ModelCall.run_id == run_id)
        if tree_id is not None:
            query = query.where(ModelCall.tree_id == tree_id)
        if node_id is not None:
            query = query.where(ModelCall.node_id == node_id)
        if role is not None:
            check_choice(role, MODEL_ROLES, "model role")
            query = query.where(ModelCall.role == role)
        with self._db.read("list model calls") as session:
            return [row.to_record() for row in session.scalars(query)]


class RoundRepository:
    """Stages of a progressive model-in-the-loop run, so a loop can resume at its step."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(
        self,
        loop_id: str,
        stage: int,
        *,
        step: RoundStep = "generate",
        run_id: int | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> RoundRecord:
        """Start a running round for ``stage`` of loop ``loop_id``."""
        check_choice(step, ROUND_STEPS, "round step")
        with self._db.write("create a round") as session:
            if run_id is not None:
                get_row(session, Run, run_id)
            row = Round(
                loop_id=loop_id,
                stage=stage,
                step=step,
                status="running",
                run_id=run_id,
                checkpoints={},
                endpoints={},
                info=dict(info or {}),
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def update(
        self,
        round_id: int,
        *,
        step: RoundStep | None = None,
        status: RoundStatus | None = None,
        run_id: int | None = None,
        export_dir: str | None = None,
        checkpoints: Mapping[str, Any] | None = None,
        endpoints: Mapping[str, Any] | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> RoundRecord:
        """Change fields of a round; mappings are merged into what is stored."""
        if step is not None:
            check_choice(step, ROUND_STEPS, "round step")
        if status is not None:
            check_choice(status, ROUND_STATUSES, "round status")
        with self._db.write("update a round") as session:
            row = get_row(session, Round, round_id)
            if run_id is not None:
                get_row(session, Run, run_id)
                row.run_id = run_id
            row.step = step if step is not None else row.step
            row.status = status if status is not None else row.status
            row.export_dir = export_dir if export_dir is not None else row.export_dir
            # New dicts, so the ORM sees the change to the JSON column.
            row.checkpoints = {**row.checkpoints, **(checkpoints or {})}
            row.endpoints = {**row.endpoints, **(endpoints or {})}
            row.info = {**row.info, **(info or {})}
            row.updated_at = utcnow()
            return row.to_record()

    def get(self, round_id: int) -> RoundRecord:
        """The round with ``round_id``; raises NotFoundError."""
        with self._db.read("read a round") as session:
            return get_row(session, Round, round_id).to_record()

    def find(self, loop_id: str) -> list[RoundRecord]:
        """The rounds of a loop by stage, then creation order."""
        with self._db.read("list rounds") as session:
            rows = session.scalars(
                select(Round).where(Round.loop_id == loop_id).order_by(Round.stage, Round.id)
            )
            return [row.to_record() for row in rows]

    def latest(self, loop_id: str) -> RoundRecord | None:
        """The most recently created round of a loop, or None."""
        with self._db.read("read the latest round") as session:
            row = session.scalars(
                select(Round).where(Round.loop_id == loop_id).order_by(Round.id.desc()).limit(1)
            ).first()
            return row.to_record() if row is not None else None

    def loops(self) -> list[str]:
        """The loop ids that have rounds, the most recently updated loop first."""
        with self._db.read("list loops") as session:
            rows = session.execute(
                select(Round.loop_id, func.max(Round.updated_at).label("last"), func.max(Round.id))
                .group_by(Round.loop_id)
                .order_by(func.max(Round.updated_at).desc(), func.max(Round.id).desc())
            )
            return [str(loop_id) for loop_id, _, _ in rows]


class TrainingRunRepository:
    """Fine-tuning jobs of the InferAgent and JudgeAgent models."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(
        self,
        role: TrainingRole,
        base_model: str,
        data_dir: str,
        out_dir: str,
        *,
        config: Mapping[str, Any] | None = None,
        round_id: int | None = None,
    ) -> TrainingRunRecord:
        """Start a running training job that writes ``out_dir`` from ``data_dir``."""
        check_choice(role, TRAINING_ROLES, "training role")
        with self._db.write("create a training run") as session:
            if round_id is not None:
                get_row(session, Round, round_id)
            row = TrainingRun(
                role=role,
                base_model=base_model,
                data_dir=str(data_dir),
                out_dir=str(out_dir),
                config=dict(config or {}),
                status="running",
                metrics={},
                round_id=round_id,
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def finish(
        self,
        training_run_id: int,
        status: TrainingStatus = "finished",
        *,
        metrics: Mapping[str, Any] | None = None,
    ) -> TrainingRunRecord:
        """End a training job with its status and final metrics."""
        check_choice(status, TRAINING_STATUSES, "training status")
        if status == "running":
            raise StoreError("a training run cannot finish with status 'running'")
        with self._db.write("finish a training run") as session:
            row = get_row(session, TrainingRun, training_run_id)
            row.status = status
            row.metrics = {**row.metrics, **(metrics or {})}
            row.finished_at = utcnow()
            return row.to_record()

    def get(self, training_run_id: int) -> TrainingRunRecord:
        """The training run with ``training_run_id``; raises NotFoundError."""
        with self._db.read("read a training run") as session:
            return get_row(session, TrainingRun, training_run_id).to_record()

    def find(
        self, *, role: TrainingRole | None = None, round_id: int | None = None
    ) -> list[TrainingRunRecord]:
        """Training runs in id order matching every given filter."""
        query = select(TrainingRun).order_by(TrainingRun.id)
        if role is not None:
            check_choice(role, TRAINING_ROLES, "training role")
            query = query.where(TrainingRun.role == role)
        if round_id is not None:
            query = query.where(TrainingRun.round_id == round_id)
        with self._db.read("list training runs") as session:
            return [row.to_record() for row in session.scalars(query)]
