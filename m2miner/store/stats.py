"""Totals over what the store holds: trees, nodes, successes, images, tokens and cost."""

from __future__ import annotations

from typing import Any, Literal

from sqlalchemy import Select, case, distinct, exists, func, or_, select

from m2miner.errors import StoreError
from m2miner.store.db import Database
from m2miner.store.models import Intent, ModelCall, Node, Tree
from m2miner.store.records import GroupStats, StoreStats

StatsKey = Literal["app", "stage", "source"]
_KEYS: dict[str, Any] = {"app": Tree.app, "stage": Intent.stage, "source": Intent.source}
IntentKey = Literal["app", "stage", "source", "domain"]
_INTENT_KEYS: dict[str, Any] = {
    "app": Intent.app,
    "stage": Intent.stage,
    "source": Intent.source,
    "domain": Intent.domain,
}


def _count_if(condition: Any) -> Any:
    return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)


def _node_totals() -> Select[Any]:
    return select(
        func.count(Node.id),
        _count_if(Node.judged_at.is_not(None)),
        _count_if(Node.status == "success"),
        func.count(distinct(Node.screenshot_hash)),
    ).join(Tree, Node.tree_id == Tree.id)


class StatsRepository:
    """Read-only totals, for ``m2miner stats`` and the reports of export and loop."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def totals(self, *, run_id: int | None = None, app: str | None = None) -> StoreStats:
        """Totals over all trees, or over those of one run and/or one app."""
        filters = []
        if run_id is not None:
            filters.append(Tree.run_id == run_id)
        if app is not None:
            filters.append(Tree.app == app)
        calls = select(
            func.count(ModelCall.id),
            func.coalesce(func.sum(ModelCall.prompt_tokens), 0),
            func.coalesce(func.sum(ModelCall.completion_tokens), 0),
            func.coalesce(func.sum(ModelCall.cost_usd), 0.0),
            func.coalesce(func.sum(ModelCall.image_tokens), 0),
        )
        if app is not None:
            calls = calls.join(Tree, ModelCall.tree_id == Tree.id).where(Tree.app == app)
        if run_id is not None:
            calls = calls.where(ModelCall.run_id == run_id)
        trees = select(func.count(Tree.id), _count_if(Tree.status == "succeeded"))
        with self._db.read("compute store totals") as session:
            n_trees, n_succeeded = session.execute(trees.where(*filters)).one()
            n_nodes, n_judged, n_success, n_images = session.execute(
                _node_totals().where(*filters)
            ).one()
            n_calls, prompt, completion, cost, image = session.execute(calls).one()
        return StoreStats(
            trees=int(n_trees),
            succeeded_trees=int(n_succeeded),
            nodes=int(n_nodes),
            judged_nodes=int(n_judged),
            success_nodes=int(n_success),
            images=int(n_images),
            model_calls=int(n_calls),
            prompt_tokens=int(prompt),
            completion_tokens=int(completion),
            cost_usd=float(cost),
            image_tokens=int(image),
        )

    def by(self, key: StatsKey, *, run_id: int | None = None) -> list[GroupStats]:
        """Totals per app, per intent stage or per intent source, ordered by key."""
        if key not in _KEYS:
            raise StoreError(f"cannot group stats by {key!r}; expected one of app, stage, source")
        column = _KEYS[key]
        trees = (
            select(column, func.count(Tree.id), _count_if(Tree.status == "succeeded"))
            .join(Intent, Tree.intent_id == Intent.id)
            .group_by(column)
        )
        nodes = (
            _node_totals()
            .add_columns(column)
            .join(Intent, Tree.intent_id == Intent.id)
            .group_by(column)
        )
        if run_id is not None:
            trees = trees.where(Tree.run_id == run_id)
            nodes = nodes.where(Tree.run_id == run_id)
        with self._db.read("compute grouped store totals") as session:
            tree_rows = {k: (int(t), int(s)) for k, t, s in session.execute(trees)}
            node_rows = {row[4]: row[:4] for row in session.execute(nodes)}
        groups = []
        for k, (n_trees, n_succeeded) in tree_rows.items():
            n_nodes, _judged, n_success, n_images = node_rows.get(k, (0, 0, 0, 0))
            groups.append(
                GroupStats(
                    key=k,
                    trees=n_trees,
                    succeeded_trees=n_succeeded,
                    nodes=int(n_nodes),
                    success_nodes=int(n_success),
                    images=int(n_images),
                )
            )
        # Keys of one grouping share a type; None (no stage) sorts last.
        return sorted(groups, key=lambda g: (g.key is None, g.key if g.key is not None else 0))

    def terminal_nodes(self, run_ids: list[int]) -> dict[int, list[tuple[bool, dict[str, Any]]]]:
        """``{run_id: [(success, info), ...]}`` over the terminal nodes (stored as success
        or failure) of the trees of ``run_ids``, to label them verified, judged or refuted
        (see :mod:`m2miner.store.trust`)."""
        query = (
            select(Tree.run_id, Node.status, Node.info)
            .join(Tree, Node.tree_id == Tree.id)
            .where(Tree.run_id.in_(run_ids), Node.status.in_(("success", "failure")))
        )
        out: dict[int, list[tuple[bool, dict[str, Any]]]] = {run_id: [] for run_id in run_ids}
        with self._db.read("read terminal nodes") as session:
            for run_id, status, info in session.execute(query):
                out[run_id].append((status == "success", dict(info or {})))
        return out

    def intents_by(
        self, key: IntentKey, *, run_id: int | None = None, app: str | None = None
    ) -> dict[Any, tuple[int, int]]:
        """Intents per app, stage, source or domain: ``{key: (intents, verified)}``.

        Intents are counted whether or not a tree mined them (recycled intents have
        none); with ``run_id``, the intents that run created or mined a tree for.
        """
        if key not in _INTENT_KEYS:
            raise StoreError(
                f"cannot group intents by {key!r}; expected one of {', '.join(_INTENT_KEYS)}"
            )
        column = _INTENT_KEYS[key]
        query = select(column, func.count(Intent.id), _count_if(Intent.verified.is_(True)))
        if run_id is not None:
            mined = exists().where(Tree.intent_id == Intent.id, Tree.run_id == run_id)
            query = query.where(or_(Intent.run_id == run_id, mined))
        if app is not None:
            query = query.where(Intent.app == app)
        with self._db.read("count intents") as session:
            rows = session.execute(query.group_by(column)).all()
        return {k: (int(n), int(v)) for k, n, v in rows}
