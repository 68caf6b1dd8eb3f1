"""The store: the only place in m2miner that opens database sessions.

``Store.open(url)`` migrates the schema and gives one repository per table group. Every
method runs in its own short transaction and commits before it returns, so whatever a
call stored survives a crash right after it. Methods return frozen records.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from sqlalchemy import Select, exists, func, select
from sqlalchemy.orm import Session

from m2miner.devices.base import Observation
from m2miner.errors import StoreError
from m2miner.store.db import Database, get_row
from m2miner.store.leases import run_lease_key, this_host
from m2miner.store.models import Intent, Lease, ModelCall, Node, Run, RunEvent, Tree, utcnow
from m2miner.store.records import (
    DOMAINS,
    INTENT_SOURCES,
    RUN_EVENT_KINDS,
    RUN_STATUSES,
    IntentRecord,
    IntentSource,
    NewIntent,
    NewRunEvent,
    RunEventRecord,
    RunRecord,
    RunStatus,
    RunSummary,
    ScreenRef,
    check_choice,
)
from m2miner.store.rollouts import RolloutRepository
from m2miner.store.screenshots import ScreenshotStore
from m2miner.store.stats import StatsRepository
from m2miner.store.tracking import (
    ModelCallRepository,
    RoundRepository,
    TrainingRunRepository,
)
from m2miner.store.trees import NodeRepository, TreeRepository
from m2miner.store.verdicts import VerdictRepository


class RunRepository:
    """Runs: one per command invocation that writes to the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(
        self,
        command: str,
        *,
        config: Mapping[str, Any] | None = None,
        seed: int | None = None,
        versions: Mapping[str, str] | None = None,
    ) -> RunRecord:
        """Start a run with its resolved config, seed and package versions."""
        with self._db.write("create a run") as session:
            row = Run(
                status="running",
                command=command,
                config=dict(config or {}),
                seed=seed,
                versions=dict(versions or {}),
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def finish(
        self,
        run_id: int,
        status: RunStatus = "finished",
        *,
        error: str | None = None,
        only_running: bool = False,
    ) -> RunRecord:
        """Mark a run finished, interrupted or failed, with the error text if any.

        A run whose lease another process holds (it took the run over) is left as it is;
        so is a run that is not running when ``only_running`` is set.
        """
        check_choice(status, RUN_STATUSES, "run status")
        if status == "running":
            raise StoreError("a run cannot finish with status 'running'")
        with self._db.write("finish a run") as session:
            row = get_row(session, Run, run_id)
            lease = session.get(Lease, run_lease_key(run_id))
            elsewhere = lease is not None and (lease.host, lease.pid) != (this_host(), os.getpid())
            if elsewhere or (only_running and row.status != "running"):
                return row.to_record()
            row.status = status
            row.error = error
            row.finished_at = utcnow()
            return row.to_record()

    def set_config(self, run_id: int, config: Mapping[str, Any]) -> RunRecord:
        """Replace a run's stored config (the plan is added once the intents are known)."""
        with self._db.write("update a run's config") as session:
            row = get_row(session, Run, run_id)
            row.config = dict(config)
            return row.to_record()

    def reopen(self, run_id: int) -> RunRecord:
        """Set an interrupted run running again (``mine --resume``)."""
        with self._db.write("reopen a run") as session:
            row = get_row(session, Run, run_id)
            if row.status == "finished":
                raise StoreError(
                    f"run {run_id} finished; nothing to resume", hint="see `m2miner runs`"
                )
            row.status = "running"
            row.finished_at = None
            row.error = None
            return row.to_record()

    def add_event(self, run_id: int, event: NewRunEvent) -> RunEventRecord:
        """Record that a process started, resumed or took over the run, or ended a session."""
        check_choice(event.kind, RUN_EVENT_KINDS, "run event kind")
        with self._db.write("record a run event") as session:
            get_row(session, Run, run_id)
            row = RunEvent(
                run_id=run_id,
                kind=event.kind,
                host=event.host,
                pid=event.pid,
                command=event.command,
                changes=[{"key": c.key, "old": c.old, "new": c.new} for c in event.changes],
                info=dict(event.info),
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def events(self, run_id: int) -> list[RunEventRecord]:
        """The run's history, oldest first; raises NotFoundError for an unknown run."""
        with self._db.read("read a run's history") as session:
            get_row(session, Run, run_id)
            rows = session.scalars(
                select(RunEvent).where(RunEvent.run_id == run_id).order_by(RunEvent.id)
            )
            return [row.to_record() for row in rows]

    def get(self, run_id: int) -> RunRecord:
        """The run with ``run_id``; raises NotFoundError."""
        with self._db.read("read a run") as session:
            return get_row(session, Run, run_id).to_record()

    def summaries(self, *, limit: int | None = None) -> list[RunSummary]:
        """Runs newest first, each with counts of what it stored."""
        with self._db.read("list runs") as session:
            runs = session.scalars(select(Run).order_by(Run.id.desc()).limit(limit)).all()
            counts = _run_counts(session, [run.id for run in runs])
            return [
                RunSummary(
                    run=run.to_record(),
                    intents=int(counts["intents"].get(run.id, 0)),
                    trees=int(counts["trees"].get(run.id, 0)),
                    succeeded_trees=int(counts["succeeded"].get(run.id, 0)),
                    nodes=int(counts["nodes"].get(run.id, 0)),
                    model_calls=int(counts["calls"].get(run.id, 0)),
                    cost_usd=float(counts["cost"].get(run.id, 0.0)),
                )
                for run in runs
            ]


def _run_counts(session: Session, ids: list[int]) -> dict[str, dict[int, float]]:
    """Per-run totals of intents, trees, succeeded trees, nodes, model calls and cost."""
    queries: dict[str, Select[Any]] = {
        "intents": select(Intent.run_id, func.count()).where(Intent.run_id.in_(ids)),
        "trees": select(Tree.run_id, func.count()).where(Tree.run_id.in_(ids)),
        "succeeded": select(Tree.run_id, func.count()).where(
            Tree.run_id.in_(ids), Tree.status == "succeeded"
        ),
        "nodes": select(Tree.run_id, func.count(Node.id))
        .join(Node, Node.tree_id == Tree.id)
        .where(Tree.run_id.in_(ids)),
        "calls": select(ModelCall.run_id, func.count()).where(ModelCall.run_id.in_(ids)),
        "cost": select(ModelCall.run_id, func.sum(ModelCall.cost_usd)).where(
            ModelCall.run_id.in_(ids)
        ),
    }
    return {
        name: {
            run_id: float(total or 0)
            for run_id, total in session.execute(query.group_by(query.selected_columns[0]))
        }
        for name, query in queries.items()
    }


class IntentRepository:
    """Intents: what a tree tries to do, from tasks, users, generation or recycling."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, intent: NewIntent, *, run_id: int | None = None) -> IntentRecord:
        """Store one intent, created by ``run_id``."""
        return self.add_many([intent], run_id=run_id)[0]

    def add_many(
        self, intents: Sequence[NewIntent], *, run_id: int | None = None
    ) -> list[IntentRecord]:
        """Store several intents in one transaction, in order."""
        for intent in intents:
            _check_intent(intent)
        with self._db.write("add intents") as session:
            if run_id is not None:
                get_row(session, Run, run_id)
            for parent_id in {i.parent_intent_id for i in intents} - {None}:
                assert parent_id is not None
                get_row(session, Intent, parent_id)
            for node_id in {i.source_node_id for i in intents} - {None}:
                assert node_id is not None
                get_row(session, Node, node_id)
            rows = [_intent_row(intent, run_id) for intent in intents]
            session.add_all(rows)
            session.flush()
            return [row.to_record() for row in rows]

    def get(self, intent_id: int) -> IntentRecord:
        """The intent with ``intent_id``; raises NotFoundError."""
        with self._db.read("read an intent") as session:
            return get_row(session, Intent, intent_id).to_record()

    def lookup(self, app: str, text: str) -> IntentRecord | None:
        """The oldest intent with exactly this text for ``app``, or None."""
        with self._db.read("look up an intent") as session:
            row = session.scalars(
                select(Intent)
                .where(Intent.app == app, Intent.text == text)
                .order_by(Intent.id)
                .limit(1)
            ).first()
            return row.to_record() if row is not None else None

    def find(
        self,
        *,
        app: str | None = None,
        stage: int | None = None,
        source: IntentSource | None = None,
        run_id: int | None = None,
        unmined: bool = False,
        limit: int | None = None,
    ) -> list[IntentRecord]:
        """Intents in id order matching every given filter; ``unmined``: without a tree."""
        query = select(Intent).order_by(Intent.id).limit(limit)
        if app is not None:
            query = query.where(Intent.app == app)
        if stage is not None:
            query = query.where(Intent.stage == stage)
        if source is not None:
            check_choice(source, INTENT_SOURCES, "intent source")
            query = query.where(Intent.source == source)
        if run_id is not None:
            query = query.where(Intent.run_id == run_id)
        if unmined:
            query = query.where(~exists().where(Tree.intent_id == Intent.id))
        with self._db.read("list intents") as session:
            return [row.to_record() for row in session.scalars(query)]

    def set_verifier(self, intent_id: int, verifier: Mapping[str, Any] | None) -> IntentRecord:
        """Replace how the intent is checked on the device (see :mod:`m2miner.verify`)."""
        with self._db.write("set an intent's verifier") as session:
            row = get_row(session, Intent, intent_id)
            row.verifier = dict(verifier) if verifier is not None else None
            session.flush()
            return row.to_record()

    def set_verification(
        self, intent_id: int, verified: bool, score: float | None = None
    ) -> IntentRecord:
        """Record the JudgeAgent's verification of a (recycled) intent."""
        with self._db.write("verify an intent") as session:
            row = get_row(session, Intent, intent_id)
            row.verified = verified
            row.verification_score = score
            return row.to_record()


def _check_intent(intent: NewIntent) -> None:
    if not intent.text.strip():
        raise StoreError("an intent needs a non-empty text")
    check_choice(intent.domain, DOMAINS, "domain")
    check_choice(intent.source, INTENT_SOURCES, "intent source")


def _intent_row(intent: NewIntent, run_id: int | None) -> Intent:
    return Intent(
        text=intent.text,
        app=intent.app,
        domain=intent.domain,
        stage=intent.stage,
        source=intent.source,
        task_id=intent.task_id,
        parent_intent_id=intent.parent_intent_id,
        source_node_id=intent.source_node_id,
        verified=intent.verified,
        verification_score=intent.verification_score,
        run_id=run_id,
        verifier=dict(intent.verifier) if intent.verifier is not None else None,
    )


class Store:
    """A database plus the screenshot store beside it, with one repository per table group.

    ``runs``, ``intents``, ``trees``, ``nodes``, ``model_calls``, ``rounds``, ``training``,
    ``stats``, ``verdicts`` and ``rollouts`` are safe to share between threads.
    """

    def __init__(self, db: Database, screenshots: ScreenshotStore) -> None:
        self.db = db
        self.screenshots = screenshots
        self.runs = RunRepository(db)
        self.intents = IntentRepository(db)
        self.trees = TreeRepository(db)
        self.nodes = NodeRepository(db)
        self.model_calls = ModelCallRepository(db)
        self.rounds = RoundRepository(db)
        self.training = TrainingRunRepository(db)
        self.stats = StatsRepository(db)
        self.verdicts = VerdictRepository(db)
        self.rollouts = RolloutRepository(db)

    @classmethod
    def open(
        cls,
        url: str | Path,
        *,
        screenshots_dir: str | Path | None = None,
        read_only: bool = False,
        blobs: ScreenshotStore | None = None,
    ) -> Store:
        """Open (and create or upgrade) the database at ``url`` or at a SQLite file path.

        Screenshots go to ``screenshots_dir``, by default ``screenshots/`` beside a SQLite
        file; other databases need it given. With ``read_only`` nothing is created or
        migrated: a missing database is a NotFoundError, an older schema a StoreError, and
        every write raises StoreError. ``blobs`` replaces the screenshot directory with
        another blob store (see :mod:`m2miner.store.blobs`).
        """
        db = Database(url, read_only=read_only)
        if screenshots_dir is None and blobs is None:
            if db.path is None:
                db.dispose()
                raise StoreError(
                    "a screenshots directory is needed for a database that is not a file",
                    hint="set the store's screenshots_dir",
                )
            screenshots_dir = db.path.parent / "screenshots"
        try:
            if read_only:
                db.check_schema()
            else:
                db.upgrade()
        except BaseException:
            db.dispose()
            raise
        return cls(db, blobs if blobs is not None else ScreenshotStore(screenshots_dir or "."))

    def save_screen(self, observation: Observation) -> ScreenRef:
        """Put an observation's screenshot and hierarchy in the blob store; return the ref."""
        hierarchy = observation.hierarchy
        return ScreenRef(
            screenshot_hash=self.screenshots.put(observation.png, ".png"),
            hierarchy_hash=self.screenshots.put_text(hierarchy) if hierarchy else None,
            package=observation.package,
            activity=observation.activity,
            url=observation.url,
        )

    def close(self) -> None:
        """Wait for the blobs written to reach the disk, then release the database
        connections."""
        try:
            self.screenshots.sync()
        finally:
            self.db.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
