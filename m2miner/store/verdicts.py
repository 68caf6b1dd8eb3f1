"""Reviewers' verdicts on trajectories, written by ``m2miner view`` (the only thing it
writes) and read by ``m2miner stats`` (data-quality accuracy) and ``export
--exclude-rejected``.

A trajectory is named by its last node and the intent it is read as: a tree's successful
path with the tree's intent, a recycled path with the recycled intent. Every click adds a
row; the latest verdict of a trajectory is the one that counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import Select, func, select

from m2miner.store.db import Database, get_row
from m2miner.store.models import Intent, Node, Tree, Verdict
from m2miner.store.records import VERDICTS, VerdictKind, VerdictRecord, check_choice

TrajectoryKey = tuple[int, int]
"""``(last node id, intent id)``."""


class VerdictRepository:
    """Human verdicts (``correct`` / ``wrong`` / ``skip``) on trajectories."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(
        self,
        node_id: int,
        intent_id: int,
        verdict: VerdictKind,
        *,
        reviewer: str = "",
        note: str = "",
    ) -> VerdictRecord:
        """Store a verdict on the path to ``node_id`` read as ``intent_id``; raises
        NotFoundError for an unknown node or intent, StoreError for an unknown verdict."""
        check_choice(verdict, VERDICTS, "verdict")
        with self._db.write("store a verdict") as session:
            get_row(session, Node, node_id)
            get_row(session, Intent, intent_id)
            row = Verdict(
                node_id=node_id,
                intent_id=intent_id,
                verdict=verdict,
                reviewer=reviewer[:200],
                note=note,
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def history(self, node_id: int, intent_id: int) -> list[VerdictRecord]:
        """Every verdict on one trajectory, oldest first."""
        query = (
            select(Verdict)
            .where(Verdict.node_id == node_id, Verdict.intent_id == intent_id)
            .order_by(Verdict.id)
        )
        with self._db.read("read verdicts") as session:
            return [row.to_record() for row in session.scalars(query)]

    def latest(self, keys: Iterable[TrajectoryKey] | None = None) -> dict[TrajectoryKey, str]:
        """``{(node_id, intent_id): verdict}``: each trajectory's latest verdict, over
        ``keys`` or every reviewed trajectory."""
        newest = select(func.max(Verdict.id)).group_by(Verdict.node_id, Verdict.intent_id)
        query = select(Verdict.node_id, Verdict.intent_id, Verdict.verdict).where(
            Verdict.id.in_(newest)
        )
        wanted = set(keys) if keys is not None else None
        if wanted is not None:
            query = query.where(Verdict.node_id.in_({node for node, _ in wanted}))
        with self._db.read("read the latest verdicts") as session:
            rows = session.execute(query).all()
        out = {(int(n), int(i)): str(v) for n, i, v in rows}
        return out if wanted is None else {k: v for k, v in out.items() if k in wanted}

    def rejected(self) -> frozenset[TrajectoryKey]:
        """Every trajectory whose latest verdict is ``wrong``."""
        return frozenset(key for key, verdict in self.latest().items() if verdict == "wrong")

    def terminal_paths(
        self, *, app: str | None = None, run_id: int | None = None
    ) -> list[tuple[int, str, dict[str, Any], int, int, str, str]]:
        """``(node_id, status, info, tree_id, intent_id, app, intent text)`` of every
        terminal node, in id order: the trees' own trajectories a reviewer may judge."""
        with self._db.read("list terminal nodes") as session:
            return [
                (int(n), str(s), dict(info or {}), int(t), int(i), str(a), str(text))
                for n, s, info, t, i, a, text in session.execute(
                    reviewable_query(app=app, run_id=run_id)
                )
            ]


def reviewable_query(*, app: str | None = None, run_id: int | None = None) -> Select[Any]:
    """Terminal nodes (stored as success or failure) with their tree, intent and app:
    the candidates for review of trees' own trajectories."""
    query = (
        select(Node.id, Node.status, Node.info, Tree.id, Tree.intent_id, Tree.app, Intent.text)
        .join(Tree, Node.tree_id == Tree.id)
        .join(Intent, Tree.intent_id == Intent.id)
        .where(Node.status.in_(("success", "failure")))
        .order_by(Node.id)
    )
    if app is not None:
        query = query.where(Tree.app == app)
    if run_id is not None:
        query = query.where(Tree.run_id == run_id)
    return query
