"""What the viewer's pages show, read from the store: plain values, no web framework.

The tree page gets every node as a compact dict (:func:`tree_nodes`), which the browser
draws lazily; the node and trajectory pages get one :class:`NodeView` or
:class:`TrajectoryView`. ``m2miner report`` and ``m2miner show --node`` read the same.
"""

from __future__ import annotations

import itertools
import re
import struct
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from m2miner.actions import TAP_TYPES
from m2miner.errors import NotFoundError
from m2miner.store import Store
from m2miner.store.node_info import NodeInfo
from m2miner.store.records import (
    IntentRecord,
    LoadedTree,
    ModelCallRecord,
    NodeRecord,
    RunRecord,
    TreeRecord,
    VerdictRecord,
)
from m2miner.store.trust import Trust, intent_trust, trust_of

MAX_ROW_ID = 2**63 - 1
"""The largest id a database row can have (a signed 64-bit integer)."""
_TRAJECTORY_ID = re.compile(r"t(\d+)-n(\d+)|r(\d+)")


@dataclass(frozen=True)
class TrajectoryRef:
    """A trajectory by name: ``t<tree>-n<node>`` (a tree's path to a terminal node, read
    as the tree's intent) or ``r<intent>`` (a recycled intent's path)."""

    id: str
    node_id: int
    intent_id: int
    tree_id: int
    recycled: bool
    trust: Trust
    intent: str
    app: str
    verdict: str | None = None


@dataclass(frozen=True)
class TreePage:
    """A tree with its nodes (compact, for the browser), trajectories and run facts."""

    tree: TreeRecord
    intent: IntentRecord
    run: RunRecord
    nodes: list[dict[str, Any]]
    images: list[str]
    """The screenshot hashes the nodes' ``h`` index."""
    trajectories: list[TrajectoryRef]
    faults: dict[str, int]
    run_stop_reasons: dict[str, int]
    """Why each tree of the run stopped (its status when it has no reason), counted."""


@dataclass(frozen=True)
class NodeView:
    """One node with its screens, what the agents said about it and its model calls."""

    node: NodeRecord
    tree: TreeRecord
    intent: IntentRecord
    parent: NodeRecord | None
    children: list[NodeRecord]
    calls: list[ModelCallRecord]
    screenshot_path: str | None
    hierarchy_path: str | None
    before_size: tuple[int, int] | None
    after_size: tuple[int, int] | None
    overlay: dict[str, Any] | None
    trajectories: list[TrajectoryRef] = field(default_factory=list)


@dataclass(frozen=True)
class Step:
    """One step of a film strip: the screen acted on and the action drawn on it."""

    node: NodeRecord
    before: NodeRecord
    size: tuple[int, int] | None
    overlay: dict[str, Any] | None


@dataclass(frozen=True)
class TrajectoryView:
    """A trajectory's steps, its verification and its reviewers' verdicts."""

    ref: TrajectoryRef
    tree: TreeRecord
    path: tuple[NodeRecord, ...]
    steps: list[Step]
    final_size: tuple[int, int] | None
    checks: list[dict[str, Any]]
    verification: dict[str, Any]
    history: list[VerdictRecord]


def png_size(store: Store, digest: str | None) -> tuple[int, int] | None:
    """Width and height of a stored PNG from its header; None when it is not there."""
    if digest is None:
        return None
    try:
        with store.screenshots.path(digest).open("rb") as f:
            head = f.read(24)
    except (OSError, NotFoundError):
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return int(width), int(height)


def overlay(node: NodeRecord) -> dict[str, Any] | None:
    """How to draw a node's action on the screen it was taken on (device pixels):
    a tap point, a swipe arrow, typed text or a key, or None when nothing is drawn."""
    a = node.action
    if a is None:
        return None
    if a.type in TAP_TYPES and a.x is not None and a.y is not None:
        return {"kind": "tap", "x": a.x, "y": a.y, "long": a.type == "long_press"}
    if a.type == "swipe" and None not in (a.x, a.y, a.x2, a.y2):
        return {"kind": "swipe", "x": a.x, "y": a.y, "x2": a.x2, "y2": a.y2}
    if a.type == "type":
        return {"kind": "text", "text": a.text or ""}
    label = {"system_button": a.button, "key": a.text, "open": a.text, "answer": a.text}
    text = label.get(a.type) or (a.status if a.type == "terminate" else a.type)
    return {"kind": "label", "text": f"{a.type}: {text}"}


def success_path_ids(rows: list[dict[str, Any]]) -> set[int]:
    """Ids of every node on a root-to-success path, from outline rows."""
    parent = {row["id"]: row["parent_id"] for row in rows}
    out: set[int] = set()
    for row in rows:
        current = row["id"] if row["status"] == "success" else None
        while current is not None and current not in out:
            out.add(current)
            current = parent.get(current)
    return out


def tree_nodes(
    rows: list[dict[str, Any]], recycled: dict[int, list[IntentRecord]], images: dict[str, int]
) -> list:
    """Every node as ``{i, p, d, q, n, r, s, h, o, k, t, y}``: id, parent, description,
    Q, N, reward, status, screenshot (an index into ``images``, which it fills: hashes
    repeat, and 64 characters each would double the page), rank, on a successful path,
    trust label, recycled intents ending there."""
    on_path = success_path_ids(rows)
    out = []
    for row in rows:
        node: dict[str, Any] = {
            "i": row["id"],
            "p": row["parent_id"],
            "d": row["description"] or ("start screen" if row["parent_id"] is None else ""),
            "q": round(row["q"], 3),
            "n": row["n"],
            "r": None if row["reward"] is None else round(row["reward"], 3),
            "s": row["status"],
            "h": images.setdefault(row["screenshot_hash"], len(images))
            if row["screenshot_hash"]
            else None,
            "o": row["rank"],
        }
        if row["id"] in on_path:
            node["k"] = 1
        trust = trust_of(row["status"] == "success", row["info"] or {})
        if trust is not None:
            node["t"] = trust
        if row["id"] in recycled:
            node["y"] = [{"id": i.id, "text": i.text} for i in recycled[row["id"]]]
        out.append(node)
    return out


def recycled_by_node(store: Store, app: str, node_ids: set[int]) -> dict[int, list[IntentRecord]]:
    """The recycled intents of ``app`` whose path ends on one of ``node_ids``."""
    out: dict[int, list[IntentRecord]] = {}
    for intent in store.intents.find(app=app, source="recycled"):
        if intent.source_node_id in node_ids:
            out.setdefault(intent.source_node_id, []).append(intent)
    return out


def tree_trajectories(
    store: Store,
    tree: TreeRecord,
    intent: IntentRecord,
    ends: Sequence[tuple[int, str, Mapping[str, Any]]],
    recycled: dict[int, list[IntentRecord]],
) -> list[TrajectoryRef]:
    """A tree's trajectories: each judged success (verified, judged or refuted) among
    ``ends`` (``(node id, status, info)``) and each recycled intent, with its latest
    verdict."""
    return with_verdicts(store, _trajectory_refs(tree, intent, ends, recycled))


def _trajectory_refs(
    tree: TreeRecord,
    intent: IntentRecord,
    ends: Sequence[tuple[int, str, Mapping[str, Any]]],
    recycled: dict[int, list[IntentRecord]],
) -> list[TrajectoryRef]:
    refs = []
    for node_id, status, info in ends:
        trust = trust_of(status == "success", info)
        if trust is not None and status in ("success", "failure"):
            refs.append(_ref(tree, node_id, intent, recycled=False, trust=trust))
    for node_id, intents in sorted(recycled.items()):
        for other in intents:
            refs.append(_ref(tree, node_id, other, True, intent_trust(other.verified)))
    return refs


def _ref(
    tree: TreeRecord, node_id: int, intent: IntentRecord, recycled: bool, trust: Trust
) -> TrajectoryRef:
    name = f"r{intent.id}" if recycled else f"t{tree.id}-n{node_id}"
    return TrajectoryRef(name, node_id, intent.id, tree.id, recycled, trust, intent.text, tree.app)


def with_verdicts(store: Store, refs: list[TrajectoryRef]) -> list[TrajectoryRef]:
    """``refs`` with each one's latest verdict filled in."""
    from dataclasses import replace

    latest = store.verdicts.latest([(r.node_id, r.intent_id) for r in refs])
    return [replace(r, verdict=latest.get((r.node_id, r.intent_id))) for r in refs]


def tree_page(store: Store, tree_id: int) -> TreePage:
    """Everything the tree page shows; raises NotFoundError for an unknown tree."""
    from m2miner.store.node_info import fault_counts

    rows = store.trees.outline(tree_id)
    tree = store.trees.get(tree_id)
    intent = store.intents.get(tree.intent_id)
    recycled = recycled_by_node(store, tree.app, {row["id"] for row in rows})
    ends = [(r["id"], r["status"], r["info"] or {}) for r in rows]
    stops = Counter(t.stop_reason or t.status for t in store.trees.find(run_id=tree.run_id))
    images: dict[str, int] = {}
    return TreePage(
        tree=tree,
        intent=intent,
        run=store.runs.get(tree.run_id),
        nodes=tree_nodes(rows, recycled, images),
        images=list(images),
        trajectories=tree_trajectories(store, tree, intent, ends, recycled),
        faults=fault_counts(row["info"] or {} for row in rows),
        run_stop_reasons=dict(stops.most_common()),
    )


def run_faults(store: Store, run_id: int) -> dict[int | None, dict[str, int]]:
    """Faults by kind for each tree of a run (``None``: the whole run)."""
    from m2miner.store.node_info import fault_counts

    infos: dict[int, list[NodeInfo]] = {}
    for tree_id, info in store.trees.fault_infos(run_id):
        infos.setdefault(tree_id, []).append(info)
    out: dict[int | None, dict[str, int]] = {k: fault_counts(v) for k, v in infos.items()}
    out[None] = fault_counts(info for group in infos.values() for info in group)
    return out


@dataclass(frozen=True)
class WholeTree:
    """A tree read once, for the pages of many of its nodes (``m2miner report``)."""

    loaded: LoadedTree
    children: dict[int, list[NodeRecord]]
    recycled: dict[int, list[IntentRecord]]
    calls: dict[int, list[ModelCallRecord]]
    verdicts: dict[tuple[int, int], str]


def whole_tree(store: Store, tree_id: int) -> WholeTree:
    """Everything the node pages of ``tree_id`` need, in a few queries."""
    loaded = store.trees.load(tree_id)
    children: dict[int, list[NodeRecord]] = {}
    for node in loaded.nodes:
        if node.parent_id is not None:
            children.setdefault(node.parent_id, []).append(node)
    for kids in children.values():
        kids.sort(key=lambda n: (n.rank is None, n.rank or 0, n.id))
    calls: dict[int, list[ModelCallRecord]] = {}
    for call in store.model_calls.find(tree_id=tree_id):
        if call.node_id is not None:
            calls.setdefault(call.node_id, []).append(call)
    recycled = recycled_by_node(store, loaded.tree.app, {n.id for n in loaded.nodes})
    return WholeTree(loaded, children, recycled, calls, store.verdicts.latest())


def node_view(store: Store, node_id: int, whole: WholeTree | None = None) -> NodeView:
    """Everything the node page (and ``m2miner show --node``) shows; ``whole``: its
    tree, read already."""
    if whole is not None:
        return _node_view_of(store, whole, whole.loaded.node(node_id))
    node = store.nodes.get(node_id)
    tree = store.trees.get(node.tree_id)
    intent = store.intents.get(tree.intent_id)
    parent = store.nodes.get(node.parent_id) if node.parent_id is not None else None
    recycled = recycled_by_node(store, tree.app, {node.id})
    ends = [(node.id, node.status, node.info)]
    return NodeView(
        node=node,
        tree=tree,
        intent=intent,
        parent=parent,
        children=store.nodes.children(node.id),
        calls=store.model_calls.find(node_id=node.id),
        screenshot_path=_blob_path(store, node.screenshot_hash, ".png"),
        hierarchy_path=_blob_path(store, node.hierarchy_hash, ".xml"),
        before_size=png_size(store, parent.screenshot_hash if parent else None),
        after_size=png_size(store, node.screenshot_hash),
        overlay=overlay(node),
        trajectories=tree_trajectories(store, tree, intent, ends, recycled),
    )


def _node_view_of(store: Store, whole: WholeTree, node: NodeRecord) -> NodeView:
    from dataclasses import replace

    loaded = whole.loaded
    parent = loaded.node(node.parent_id) if node.parent_id is not None else None
    ends = [(node.id, node.status, node.info)]
    recycled = {node.id: whole.recycled[node.id]} if node.id in whole.recycled else {}
    refs = _trajectory_refs(loaded.tree, loaded.intent, ends, recycled)
    return NodeView(
        node=node,
        tree=loaded.tree,
        intent=loaded.intent,
        parent=parent,
        children=whole.children.get(node.id, []),
        calls=whole.calls.get(node.id, []),
        screenshot_path=_blob_path(store, node.screenshot_hash, ".png"),
        hierarchy_path=_blob_path(store, node.hierarchy_hash, ".xml"),
        before_size=png_size(store, parent.screenshot_hash if parent else None),
        after_size=png_size(store, node.screenshot_hash),
        overlay=overlay(node),
        trajectories=[
            replace(r, verdict=whole.verdicts.get((r.node_id, r.intent_id))) for r in refs
        ],
    )


def path_to(store: Store, node_id: int) -> tuple[NodeRecord, ...]:
    """The nodes from the root down to ``node_id``, read one by one (a path is short;
    its tree may not be)."""
    path = [store.nodes.get(node_id)]
    while path[-1].parent_id is not None:
        path.append(store.nodes.get(path[-1].parent_id))
    return tuple(reversed(path))


def _blob_path(store: Store, digest: str | None, suffix: str) -> str | None:
    if digest is None:
        return None
    try:
        return str(store.screenshots.path(digest, suffix).resolve())
    except NotFoundError:
        return None


def parse_trajectory_id(name: str) -> tuple[int | None, int]:
    """``(tree_id, node_id)`` of ``t<tree>-n<node>``, ``(None, intent_id)`` of ``r<id>``;
    raises NotFoundError for anything else."""
    match = _TRAJECTORY_ID.fullmatch(name)
    if match is None:
        raise NotFoundError(
            f"not a trajectory id: {name!r}", hint="trajectory ids look like t3-n17 or r12"
        )
    ids = [int(g) for g in match.groups() if g is not None]
    if any(i > MAX_ROW_ID for i in ids):  # beyond the database's integer range
        raise NotFoundError(f"no trajectory {name!r}")
    if match.group(3) is not None:
        return None, ids[0]
    return ids[0], ids[1]


def trajectory_view(store: Store, name: str) -> TrajectoryView:
    """A trajectory's film strip, verification and verdicts; NotFoundError when unknown."""
    tree_id, number = parse_trajectory_id(name)
    if tree_id is None:
        intent = store.intents.get(number)
        if intent.source != "recycled" or intent.source_node_id is None:
            raise NotFoundError(f"intent {number} is not a recycled intent with a path")
        node_id = intent.source_node_id
        tree = store.trees.get(store.nodes.get(node_id).tree_id)
        ref = _ref(tree, node_id, intent, True, intent_trust(intent.verified))
    else:
        node_id = number
        end = store.nodes.get(node_id)
        if end.tree_id != tree_id:
            raise NotFoundError(f"no node {node_id} in tree {tree_id}")
        tree = store.trees.get(tree_id)
        trust = trust_of(end.status == "success", end.info) or "judged"
        ref = _ref(tree, node_id, store.intents.get(tree.intent_id), False, trust)
    ref = with_verdicts(store, [ref])[0]
    path = path_to(store, node_id)
    steps = [
        Step(node, before, png_size(store, before.screenshot_hash), overlay(node))
        for before, node in itertools.pairwise(path)
    ]
    return TrajectoryView(
        ref=ref,
        tree=tree,
        path=path,
        steps=steps,
        final_size=png_size(store, path[-1].screenshot_hash),
        checks=[dict(c.data) for c in path[-1].info.checks],
        verification=verification(path[-1], ref),
        history=store.verdicts.history(ref.node_id, ref.intent_id),
    )


def verification(end: NodeRecord, ref: TrajectoryRef) -> dict[str, Any]:
    """What checked the trajectory's ending: the trust label, and the facts behind it."""
    info = end.info
    out: dict[str, Any] = {"trust": ref.trust}
    for key in ("judged", "verified", "refuted", "ground_truth_success", "verdict"):
        if key in info:
            out[key] = info[key]
    return out
