"""Stored RL rollouts: groups of rollouts of one task by one policy version.

The rollout service writes each group it hands out (:mod:`m2miner.rl.record`); ``m2miner
rollouts list/show/export`` read them and ``m2miner train --role policy --method grpo``
trains on them. A group is written in one transaction with all its rollouts, so a group
in the store is always complete: a resumed run reruns exactly the keys not stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from m2miner.errors import NotFoundError, StoreError
from m2miner.store.db import Database, get_row
from m2miner.store.models import Run
from m2miner.store.records import DOMAINS, check_choice
from m2miner.store.rollout_models import RolloutGroupRow, RolloutRow


@dataclass(frozen=True)
class RolloutStep:
    """One step of a rollout: what the policy was asked and answered, on which screen."""

    answer: str
    """The policy's answer as sent to the environment (text, or a structured action's JSON)."""
    prompt: str = ""
    """The text the policy was given with the screen (empty when the policy did not say)."""
    screenshot_hash: str = ""
    """The blob-store hash of the screen the answer was given on ("" when not kept)."""
    reward: float = 0.0
    faults: tuple[dict[str, Any], ...] = ()
    malformed: str | None = None
    """Why the answer did not parse, when it did not."""
    system: str = ""
    """The system turn the policy was given ("" when none: the scripted policies)."""
    logprobs: tuple[tuple[str, float], ...] | None = None
    """The behaviour policy's log-probability of each answer token, with the token's text
    (a model policy whose backend reports them); None when not known."""

    def to_dict(self) -> dict[str, Any]:
        logprobs = [[t, lp] for t, lp in self.logprobs] if self.logprobs is not None else None
        return {
            "answer": self.answer,
            "prompt": self.prompt,
            "system": self.system,
            "screenshot_hash": self.screenshot_hash,
            "reward": self.reward,
            "faults": [dict(f) for f in self.faults],
            "malformed": self.malformed,
            "logprobs": logprobs,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RolloutStep:
        return cls(
            answer=str(data["answer"]),
            prompt=str(data.get("prompt", "")),
            screenshot_hash=str(data.get("screenshot_hash", "")),
            reward=float(data.get("reward", 0.0)),
            faults=tuple(dict(f) for f in data.get("faults", ())),
            malformed=data.get("malformed"),
            system=str(data.get("system", "")),
            logprobs=_logprobs(data.get("logprobs")),
        )


def _logprobs(value: Any) -> tuple[tuple[str, float], ...] | None:
    if value is None:
        return None
    return tuple((str(token), float(logprob)) for token, logprob in value)


@dataclass(frozen=True)
class NewRollout:
    """One rollout to store."""

    reward: float
    terminated: bool
    truncated: bool
    steps: tuple[RolloutStep, ...] = ()
    check: dict[str, Any] | None = None
    """The verifier's record on the last step (None: it never ran)."""
    final_screenshot_hash: str | None = None

    @property
    def faults(self) -> int:
        return sum(len(s.faults) for s in self.steps)


@dataclass(frozen=True)
class NewRolloutGroup:
    """A complete group to store under ``key`` in a run."""

    key: str
    task_id: str
    app: str
    domain: str
    intent: str
    policy_version: int
    rollouts: tuple[NewRollout, ...]
    info: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RolloutRecord(NewRollout):
    """A stored rollout."""

    id: int = 0
    position: int = 0


@dataclass(frozen=True)
class RolloutGroupRecord:
    """A stored group with its rollouts, in order."""

    id: int
    run_id: int
    key: str
    task_id: str
    app: str
    domain: str
    intent: str
    policy_version: int
    rollouts: tuple[RolloutRecord, ...]
    info: dict[str, Any]
    created_at: datetime

    @property
    def rewards(self) -> tuple[float, ...]:
        return tuple(r.reward for r in self.rollouts)


@dataclass(frozen=True)
class RolloutRunSummary:
    """What one run stored: groups, rollouts, mean reward, policy versions."""

    run_id: int
    status: str
    groups: int
    rollouts: int
    mean_reward: float
    versions: tuple[int, int]
    """The lowest and highest policy version of its groups."""


def _record(row: RolloutGroupRow) -> RolloutGroupRecord:
    return RolloutGroupRecord(
        id=row.id,
        run_id=row.run_id,
        key=row.key,
        task_id=row.task_id,
        app=row.app,
        domain=row.domain,
        intent=row.intent,
        policy_version=row.policy_version,
        rollouts=tuple(
            RolloutRecord(
                reward=r.reward,
                terminated=r.terminated,
                truncated=r.truncated,
                steps=tuple(RolloutStep.from_dict(s) for s in r.steps.get("steps", ())),
                check=dict(r.check) if r.check is not None else None,
                final_screenshot_hash=r.final_screenshot_hash,
                id=r.id,
                position=r.position,
            )
            for r in row.rollouts
        ),
        info=dict(row.info),
        created_at=row.created_at,
    )


class RolloutRepository:
    """Rollout groups, by run; safe to share between threads."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add_group(self, run_id: int, group: NewRolloutGroup) -> RolloutGroupRecord:
        """Store a complete group; StoreError when the run already has its key, or for
        an unknown domain; NotFoundError for an unknown run."""
        check_choice(group.domain, DOMAINS, "domain")
        if not group.rollouts:
            raise StoreError(f"rollout group {group.key!r} has no rollouts")
        with self._db.write("store a rollout group") as session:
            get_row(session, Run, run_id)
            taken = select(RolloutGroupRow.id).where(
                RolloutGroupRow.run_id == run_id, RolloutGroupRow.key == group.key
            )
            if session.scalar(taken) is not None:
                raise StoreError(f"run {run_id} already stored rollout group {group.key!r}")
            row = RolloutGroupRow(
                run_id=run_id,
                key=group.key,
                task_id=group.task_id,
                app=group.app,
                domain=group.domain,
                intent=group.intent,
                policy_version=group.policy_version,
                info=dict(group.info),
                rollouts=[_rollout_row(i, r) for i, r in enumerate(group.rollouts)],
            )
            session.add(row)
            session.flush()
            return _record(row)

    def keys(self, run_id: int) -> set[str]:
        """The keys of the groups run ``run_id`` stored (what a resume skips)."""
        with self._db.read("read rollout group keys") as session:
            query = select(RolloutGroupRow.key).where(RolloutGroupRow.run_id == run_id)
            return set(session.scalars(query))

    def get(self, group_id: int) -> RolloutGroupRecord:
        """The group with ``group_id``; NotFoundError when there is none."""
        with self._db.read("read a rollout group") as session:
            row = session.get(RolloutGroupRow, group_id)
            if row is None:
                raise NotFoundError(
                    f"no rollout group with id {group_id}",
                    hint="`m2miner rollouts list --groups` lists the groups",
                )
            return _record(row)

    def groups(
        self,
        run_ids: Sequence[int] = (),
        *,
        min_version: int | None = None,
        limit: int | None = None,
    ) -> list[RolloutGroupRecord]:
        """Groups oldest first: of ``run_ids`` (all runs when empty), at least
        ``min_version``, at most ``limit`` of them."""
        query = select(RolloutGroupRow).order_by(RolloutGroupRow.id)
        if run_ids:
            query = query.where(RolloutGroupRow.run_id.in_(list(run_ids)))
        if min_version is not None:
            query = query.where(RolloutGroupRow.policy_version >= min_version)
        with self._db.read("read rollout groups") as session:
            return [_record(row) for row in session.scalars(query.limit(limit))]

    def summaries(self) -> list[RolloutRunSummary]:
        """One line per run that stored rollouts, newest first."""
        query = (
            select(
                RolloutGroupRow.run_id,
                Run.status,
                func.count(func.distinct(RolloutGroupRow.id)),
                func.count(RolloutRow.id),
                func.avg(RolloutRow.reward),
                func.min(RolloutGroupRow.policy_version),
                func.max(RolloutGroupRow.policy_version),
            )
            .join(Run, Run.id == RolloutGroupRow.run_id)
            .join(RolloutRow, RolloutRow.group_id == RolloutGroupRow.id)
            .group_by(RolloutGroupRow.run_id, Run.status)
            .order_by(RolloutGroupRow.run_id.desc())
        )
        with self._db.read("summarise rollout runs") as session:
            return [
                RolloutRunSummary(run, status, groups, rollouts, float(mean or 0.0), (lo, hi))
                for run, status, groups, rollouts, mean, lo, hi in session.execute(query)
            ]


def _rollout_row(position: int, rollout: NewRollout) -> RolloutRow:
    return RolloutRow(
        position=position,
        reward=rollout.reward,
        terminated=rollout.terminated,
        truncated=rollout.truncated,
        faults=rollout.faults,
        final_screenshot_hash=rollout.final_screenshot_hash,
        check=dict(rollout.check) if rollout.check is not None else None,
        steps={"steps": [s.to_dict() for s in rollout.steps]},
    )
