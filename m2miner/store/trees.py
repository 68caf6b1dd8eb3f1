"""Trees and their nodes.

The search keeps its tree in memory and mirrors each change here at once: candidates
when OrchestraAgent ranked them, and the judged node together with the new Q/N of its
path in a single transaction (:meth:`NodeRepository.record_result`). A crash therefore
loses at most the node in flight, and :meth:`TreeRepository.load` rebuilds the rest.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Text, bindparam, cast, insert, select, update
from sqlalchemy.engine import Connection

from m2miner.actions import Action
from m2miner.errors import NotFoundError, StoreError
from m2miner.store.db import Database, get_row
from m2miner.store.models import Intent, Node, Run, Tree, utcnow
from m2miner.store.node_info import NodeInfo
from m2miner.store.prepared import Prepared
from m2miner.store.records import (
    NODE_STATUSES,
    REWARD_SOURCES,
    SEARCH_KINDS,
    TREE_STATUSES,
    UNFINISHED_TREE_STATUSES,
    Judgement,
    LoadedTree,
    NewModelCall,
    NewNode,
    NodeRecord,
    NodeValue,
    ScreenRef,
    SearchKind,
    TreeCounters,
    TreeRecord,
    TreeStatus,
    check_choice,
)
from m2miner.store.tracking import add_calls


class TreeRepository:
    """Search trees: one per intent and attempt, with their budget counters."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(
        self,
        run_id: int,
        intent_id: int,
        *,
        device: str | None = None,
        search: SearchKind = "m2m",
    ) -> TreeRecord:
        """Start a running tree for an intent (on the intent's app) within a run."""
        check_choice(search, SEARCH_KINDS, "search kind")
        with self._db.write("create a tree") as session:
            get_row(session, Run, run_id)
            intent = get_row(session, Intent, intent_id)
            row = Tree(
                run_id=run_id,
                intent_id=intent_id,
                app=intent.app,
                device=device,
                search=search,
                status="running",
            )
            session.add(row)
            session.flush()
            return row.to_record()

    def get(self, tree_id: int) -> TreeRecord:
        """The tree with ``tree_id``; raises NotFoundError."""
        with self._db.read("read a tree") as session:
            return get_row(session, Tree, tree_id).to_record()

    def update(
        self,
        tree_id: int,
        *,
        status: TreeStatus | None = None,
        counters: TreeCounters | None = None,
        device: str | None = None,
    ) -> TreeRecord:
        """Change a tree's status, counters or device; arguments left None stay as they are."""
        if status is not None:
            check_choice(status, TREE_STATUSES, "tree status")
        with self._db.write("update a tree") as session:
            row = get_row(session, Tree, tree_id)
            if status is not None:
                row.status = status
            if counters is not None:
                row.set_counters(counters)
            if device is not None:
                row.device = device
            return row.to_record()

    def finish(
        self,
        tree_id: int,
        status: TreeStatus,
        *,
        stop_reason: str | None = None,
        counters: TreeCounters | None = None,
        ground_truth_success: bool | None = None,
        error: str | None = None,
    ) -> TreeRecord:
        """End a tree with its final status, why it stopped and its final counters."""
        check_choice(status, TREE_STATUSES, "tree status")
        if status == "running":
            raise StoreError("a tree cannot finish with status 'running'")
        with self._db.write("finish a tree") as session:
            row = get_row(session, Tree, tree_id)
            row.status = status
            row.stop_reason = stop_reason
            row.ground_truth_success = ground_truth_success
            row.error = error
            row.finished_at = utcnow()
            if counters is not None:
                row.set_counters(counters)
            return row.to_record()

    def resume(self, tree_id: int, *, device: str | None = None) -> TreeRecord:
        """Set an unfinished tree running again (``mine --resume``)."""
        with self._db.write("resume a tree") as session:
            row = get_row(session, Tree, tree_id)
            if row.status not in UNFINISHED_TREE_STATUSES:
                raise StoreError(f"tree {tree_id} is {row.status} and cannot be resumed")
            row.status = "running"
            row.finished_at = None
            if device is not None:
                row.device = device
            return row.to_record()

    def find(
        self,
        *,
        run_id: int | None = None,
        intent_id: int | None = None,
        app: str | None = None,
        status: TreeStatus | None = None,
        unfinished: bool = False,
    ) -> list[TreeRecord]:
        """Trees in id order matching every given filter; ``unfinished``: resumable ones."""
        query = select(Tree).order_by(Tree.id)
        if run_id is not None:
            query = query.where(Tree.run_id == run_id)
        if intent_id is not None:
            query = query.where(Tree.intent_id == intent_id)
        if app is not None:
            query = query.where(Tree.app == app)
        if status is not None:
            check_choice(status, TREE_STATUSES, "tree status")
            query = query.where(Tree.status == status)
        if unfinished:
            query = query.where(Tree.status.in_(UNFINISHED_TREE_STATUSES))
        with self._db.read("list trees") as session:
            return [row.to_record() for row in session.scalars(query)]

    def unfinished(self, run_id: int) -> list[TreeRecord]:
        """The trees of ``run_id`` that a resume should continue."""
        return self.find(run_id=run_id, unfinished=True)

    def outline(self, tree_id: int) -> list[dict[str, Any]]:
        """Every node of a tree as a dict of id, parent_id, rank, description, q, n,
        reward, status, screenshot_hash and info, in id order: what drawing a large tree
        needs, read without building records (raises NotFoundError for an unknown tree)."""
        with self._db.read("outline a tree") as session:
            get_row(session, Tree, tree_id)
            return [_outline_row(row) for row in session.execute(outline_query(tree_id))]

    def fault_infos(self, run_id: int) -> list[tuple[int, NodeInfo]]:
        """``(tree_id, info)`` of every node of the run's trees whose info records
        faults; the rest are filtered out by the database, unparsed."""
        nodes = Node.__table__
        query = (
            select(Tree.id, cast(nodes.c.info, Text))
            .join(Tree, nodes.c.tree_id == Tree.id)
            .where(Tree.run_id == run_id, cast(nodes.c.info, Text).like('%"faults"%'))
        )
        with self._db.read("read a run's faults") as session:
            rows = session.execute(query)
            return [(int(tree), NodeInfo.parse(json.loads(text))) for tree, text in rows]

    def request_infos(
        self, *, run_id: int | None = None, app: str | None = None
    ) -> list[tuple[str, int, str, NodeInfo]]:
        """``(app, run_id, description, info)`` of every node, in id order, whose info
        may record web requests (``info["safety"]["requests"]``), of one run and/or one
        app; the rest are filtered out by the database, unparsed."""
        nodes = Node.__table__
        text = cast(nodes.c.info, Text)
        query = (
            select(Tree.app, Tree.run_id, nodes.c.description, text)
            .join(Tree, nodes.c.tree_id == Tree.id)
            .where(text.like('%"requests"%'))
            .order_by(nodes.c.id)
        )
        if run_id is not None:
            query = query.where(Tree.run_id == run_id)
        if app is not None:
            query = query.where(Tree.app == app)
        with self._db.read("read held requests") as session:
            return [
                (str(a), int(run), str(description or ""), NodeInfo.parse(json.loads(info)))
                for a, run, description, info in session.execute(query)
            ]

    def load(self, tree_id: int) -> LoadedTree:
        """The tree, its intent and all its nodes ordered by id, from one snapshot."""
        with self._db.read("load a tree") as session:
            tree = get_row(session, Tree, tree_id)
            intent = get_row(session, Intent, tree.intent_id)
            nodes = session.scalars(select(Node).where(Node.tree_id == tree_id).order_by(Node.id))
            return LoadedTree(
                tree=tree.to_record(),
                intent=intent.to_record(),
                nodes=tuple(node.to_record() for node in nodes),
            )


_OUTLINE_COLUMNS = (
    "id",
    "parent_id",
    "rank",
    "description",
    "q",
    "n",
    "reward",
    "status",
    "screenshot_hash",
    "info",
)


def outline_query(tree_id: int) -> Any:
    """The columns of a tree's nodes that a picture of the tree needs, in id order; info
    as its JSON text, which the caller parses only where it is not empty."""
    nodes = Node.__table__
    columns = [nodes.c[name] for name in _OUTLINE_COLUMNS[:-1]]
    return (
        select(*columns, cast(nodes.c.info, Text))
        .where(nodes.c.tree_id == tree_id)
        .order_by(nodes.c.id)
    )


def _outline_row(row: Sequence[Any]) -> dict[str, Any]:
    out = dict(zip(_OUTLINE_COLUMNS, row, strict=True))
    text = out["info"]
    out["info"] = NodeInfo.parse(json.loads(text) if text and text not in ("{}", "null") else {})
    return out


class NodeRepository:
    """Tree nodes: the root screen, ranked candidates, and their judgements and values."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add_root(
        self, tree_id: int, screen: ScreenRef, *, info: Mapping[str, Any] | None = None
    ) -> NodeRecord:
        """Store the root (the app's start screen) and link it from the tree."""
        with self._db.write("add a root node") as session:
            tree = get_row(session, Tree, tree_id)
            if tree.root_node_id is not None:
                raise StoreError(f"tree {tree_id} already has root node {tree.root_node_id}")
            row = Node(
                tree_id=tree_id, parent_id=None, depth=0, status="valid", **_screen_columns(screen)
            )
            row.info = NodeInfo.parse(info).to_json()
            session.add(row)
            session.flush()
            tree.root_node_id = row.id
            return row.to_record()

    def add(self, tree_id: int, node: NewNode) -> NodeRecord:
        """Store one child node under its parent in ``tree_id``."""
        return self.add_many(tree_id, [node])[0]

    def add_many(
        self, tree_id: int, nodes: Sequence[NewNode], *, calls: Sequence[NewModelCall] = ()
    ) -> list[NodeRecord]:
        """Store child nodes (typically one ranked expansion) in one transaction, in order,
        with ``calls``, the model calls that made them."""
        for node in nodes:
            check_choice(node.status, NODE_STATUSES, "node status")
        if not nodes:
            with self._db.write("add nodes") as session:
                add_calls(session, calls)
                get_row(session, Tree, tree_id)
                return []
        with self._db.write_connection("add nodes") as connection:
            add_calls(connection, calls)
            depths = {}
            for parent_id in sorted({node.parent_id for node in nodes}):
                found = _PARENT_DEPTH.rows(connection, {"b_node": parent_id, "b_tree": tree_id})
                if not found:
                    raise NotFoundError(f"no parent node {parent_id} in tree {tree_id}")
                depths[parent_id] = found[0]["depth"]
            added = [_node_columns(tree_id, node, depths[node.parent_id] + 1) for node in nodes]
            ids = _INSERT_NODES.insert_ids(connection, added)
            return [
                _record({"id": node_id, **row}, node.action)
                for node_id, row, node in zip(ids, added, nodes, strict=True)
            ]

    def get(self, node_id: int) -> NodeRecord:
        """The node with ``node_id``; raises NotFoundError."""
        with self._db.read("read a node") as session:
            return get_row(session, Node, node_id).to_record()

    def children(self, node_id: int) -> list[NodeRecord]:
        """The children of ``node_id`` in rank order (unranked last, then by id)."""
        with self._db.read("list child nodes") as session:
            parent = get_row(session, Node, node_id)
            rows = session.scalars(
                select(Node)
                .where(Node.tree_id == parent.tree_id, Node.parent_id == node_id)
                .order_by(Node.rank.is_(None), Node.rank, Node.id)
            )
            return [row.to_record() for row in rows]

    def judge(self, node_id: int, judgement: Judgement) -> NodeRecord:
        """Store a node's judgement (status, reward, screen) without touching Q/N."""
        return self.record_result(node_id, judgement, ())

    def add_info(self, node_id: int, info: Mapping[str, Any]) -> NodeRecord:
        """Merge ``info`` into a node's info (e.g. what recycling made of it); nothing else
        about the node changes."""
        with self._db.write("annotate a node") as session:
            row = get_row(session, Node, node_id)
            # A new dict, so the ORM sees the change to the JSON column.
            row.info = NodeInfo.parse({**row.info, **info}, node=node_id).to_json()
            return row.to_record()

    def set_values(self, values: Sequence[NodeValue]) -> None:
        """Store new Q/N values for several nodes in one transaction."""
        with self._db.write_connection("update node values") as connection:
            _write_values(connection, values, tree_id=None)

    def record_result(
        self,
        node_id: int,
        judgement: Judgement,
        path: Sequence[NodeValue],
        *,
        counters: TreeCounters | None = None,
        calls: Sequence[NewModelCall] = (),
    ) -> NodeRecord:
        """Store a judgement, the backpropagated Q/N of ``path``, the tree's counters and
        ``calls``, the model calls made since the last record.

        All of it commits in one transaction or none of it does; every node of ``path``
        must belong to the judged node's tree.
        """
        check_choice(judgement.status, NODE_STATUSES, "node status")
        check_choice(judgement.reward_source, REWARD_SOURCES, "reward source")
        with self._db.write_connection("record a node result") as connection:
            found = _NODE_ROW.rows(connection, {"b_node": node_id})
            if not found:
                raise NotFoundError(f"no node with id {node_id}")
            row = found[0]
            row.update(
                status=judgement.status,
                reward=judgement.reward,
                reward_source=judgement.reward_source,
                judged_at=utcnow(),
            )
            if judgement.screen is not None:
                row.update(_screen_columns(judgement.screen))
            if judgement.info:
                info = {**row["info"], **judgement.info}
                row["info"] = NodeInfo.parse(info, node=node_id).to_json()
            # The judged node's own values go with its row; the rest in one statement.
            for value in path:
                if value.node_id == node_id:
                    _check_value(value)
                    row.update(q=value.q, n=value.n)
            _JUDGE_NODE.execute(
                connection, {"b_node": node_id, **{f"b_{c}": row[c] for c in _JUDGED_COLUMNS}}
            )
            _write_values(connection, [v for v in path if v.node_id != node_id], row["tree_id"])
            if counters is not None:
                _SET_COUNTERS.execute(connection, _counter_params(row["tree_id"], counters))
            add_calls(connection, calls)
            return _record(row)


# Statements of the hot path, built once: building one costs more than running it. The
# writes among them run on the driver's cursor (see m2miner.store.prepared).
_NODES, _TREES = Node.__table__, Tree.__table__
_SET_NODE_VALUES = (
    update(_NODES)  # type: ignore[arg-type]
    .where(_NODES.c.id == bindparam("b_node"))
    .values(q=bindparam("b_q"), n=bindparam("b_n"))
)
_SET_VALUES = Prepared(_SET_NODE_VALUES)
_SET_TREE_VALUES = Prepared(_SET_NODE_VALUES.where(_NODES.c.tree_id == bindparam("b_tree")))
_INSERT_NODES = Prepared(insert(_NODES))  # type: ignore[arg-type]
_NODE_ROW = Prepared(select(_NODES).where(_NODES.c.id == bindparam("b_node")))
_PARENT_DEPTH = Prepared(
    select(_NODES.c.depth).where(
        _NODES.c.id == bindparam("b_node"), _NODES.c.tree_id == bindparam("b_tree")
    )
)
_JUDGED_COLUMNS = (
    "status",
    "reward",
    "reward_source",
    "judged_at",
    "screenshot_hash",
    "hierarchy_hash",
    "package",
    "activity",
    "url",
    "info",
    "q",
    "n",
)
_JUDGE_NODE = Prepared(
    update(_NODES)  # type: ignore[arg-type]
    .where(_NODES.c.id == bindparam("b_node"))
    .values({name: bindparam(f"b_{name}") for name in _JUDGED_COLUMNS})
)
_COUNTER_FIELDS = tuple(TreeCounters.__dataclass_fields__)
_SET_COUNTERS = Prepared(
    update(_TREES)  # type: ignore[arg-type]
    .where(_TREES.c.id == bindparam("b_tree"))
    .values({name: bindparam(f"b_{name}") for name in TreeCounters.__dataclass_fields__})
)


def _check_value(value: NodeValue) -> None:
    if value.n < 0:
        raise StoreError(f"visit count of node {value.node_id} is negative: {value.n}")


def _write_values(connection: Connection, values: Sequence[NodeValue], tree_id: int | None) -> None:
    """Set q and n of each node in one statement; raises NotFoundError (rolling back)
    for a node that is missing, or outside ``tree_id`` when one is given."""
    if not values:
        return
    for value in values:
        _check_value(value)
    changed = (_SET_VALUES if tree_id is None else _SET_TREE_VALUES).execute(
        connection,
        [{"b_node": v.node_id, "b_tree": tree_id, "b_q": v.q, "b_n": v.n} for v in values],
    )
    if connection.dialect.supports_sane_multi_rowcount and changed == len(values):
        return
    ids = {value.node_id for value in values}
    query = select(Node.id).where(Node.id.in_(ids))
    if tree_id is not None:
        query = query.where(Node.tree_id == tree_id)
    missing = ids - set(connection.scalars(query))
    if missing:
        where = f" in tree {tree_id}" if tree_id is not None else ""
        raise NotFoundError(f"no node {min(missing)}{where}")


def _counter_params(tree_id: int, counters: TreeCounters) -> dict[str, Any]:
    # Not dataclasses.asdict: it deep-copies every field.
    return {"b_tree": tree_id, **{f"b_{k}": getattr(counters, k) for k in _COUNTER_FIELDS}}


def _screen_columns(screen: ScreenRef) -> dict[str, str | None]:
    return {
        "screenshot_hash": screen.screenshot_hash,
        "hierarchy_hash": screen.hierarchy_hash,
        "package": screen.package,
        "activity": screen.activity,
        "url": screen.url,
    }


_NO_ACTION = object()
_NO_SCREEN = ScreenRef(screenshot_hash=None)  # type: ignore[arg-type]


def _record(row: Mapping[str, Any], action: Any = _NO_ACTION) -> NodeRecord:
    """A node's columns as a record, without an ORM object in between (the hot path).

    ``action``: the node's action when the caller has it, rather than parsing its JSON.
    """
    if action is _NO_ACTION:
        action = Action.from_json(row["action"]) if row["action"] is not None else None
    info = NodeInfo.parse(row["info"], node=row["id"])
    return NodeRecord(**{**row, "action": action, "info": info})


def _node_columns(tree_id: int, node: NewNode, depth: int) -> dict[str, Any]:
    """Every column of a new child node but its id."""
    return {
        "tree_id": tree_id,
        "parent_id": node.parent_id,
        "depth": depth,
        "rank": node.rank,
        "action": node.action.to_json() if node.action is not None else None,
        "description": node.description,
        **_screen_columns(node.screen or _NO_SCREEN),
        "q": 0.0,
        "n": 0,
        "prior": node.prior,
        "reward": None,
        "reward_source": "none",
        "status": node.status,
        "info": NodeInfo.parse(node.info).to_json(),
        "created_at": utcnow(),
        "judged_at": None,
    }
