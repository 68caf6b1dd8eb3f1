"""Which stored paths become training data.

A *trajectory* is a path from a tree's root to a node, with the intent it accomplishes:

- a successful path: root to a node with status ``success`` (the JudgeAgent accepted the
  ending), with the tree's intent;
- a recycled path: an intent with ``source == "recycled"`` names the last node of the
  path it describes (``source_node_id``); the path is the one from that tree's root to
  that node, and it ends without a terminate step.

Each trajectory is labelled ``verified``, ``judged`` (judged only: nothing checked it) or
``refuted`` (a check refuted the judge; the node is stored as a failure), see
:mod:`m2miner.store.trust`. Only verified ones are selected unless ``Selection.include``
names the others; what is left out is counted with the flag that would include it.

Nodes the device never executed, or executed with an environment error (``candidate``,
``env_error``, ``divergent``, ``blocked``, ``malformed``), are never part of a trajectory.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from m2miner.actions import Domain
from m2miner.errors import NotFoundError
from m2miner.store import Store
from m2miner.store.records import IntentRecord, LoadedTree, NodeRecord
from m2miner.store.trust import Trust, intent_trust, trust_of

EXECUTED_STATUSES = frozenset({"valid", "invalid", "success", "failure"})
"""Statuses of nodes whose action ran on the device and whose screen was judged."""


@dataclass(frozen=True)
class Trajectory:
    """A root-to-node path of one tree and the intent it accomplishes."""

    intent: IntentRecord
    tree: LoadedTree
    nodes: tuple[NodeRecord, ...]
    recycled: bool
    trust: Trust = "verified"

    @property
    def id(self) -> str:
        """Stable name: ``t<tree>-n<last node>`` (recycled: ``r<intent>``)."""
        if self.recycled:
            return f"r{self.intent.id}"
        return f"t{self.tree.tree.id}-n{self.nodes[-1].id}"

    @property
    def domain(self) -> Domain:
        return self.intent.domain

    @property
    def app(self) -> str:
        return self.tree.tree.app

    @property
    def group(self) -> str:
        """What a split keeps together: the tree's own intent, so a recycled path shares
        its split with the tree it was cut from (they show the same screens)."""
        return normalise_intent(self.tree.intent.text)

    @property
    def steps(self) -> int:
        """Actions on the path (the root has none)."""
        return len(self.nodes) - 1

    @property
    def ground_truth(self) -> bool | None:
        """Whether the sim task's predicate held at the end (None when unknown)."""
        last = self.nodes[-1]
        recorded = last.info.ground_truth_success
        if recorded is not None:
            return recorded
        return None if self.recycled else self.tree.tree.ground_truth_success


def normalise_intent(text: str) -> str:
    """Intent text as splits compare it: NFKC, case-folded, single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def path_is_clean(nodes: Sequence[NodeRecord]) -> bool:
    """Whether every node of a path ran on the device and has its screenshot stored."""
    if not nodes or nodes[0].parent_id is not None or nodes[0].screenshot_hash is None:
        return False
    return all(
        n.action is not None and n.status in EXECUTED_STATUSES and n.screenshot_hash is not None
        for n in nodes[1:]
    )


@dataclass(frozen=True)
class Selection:
    """Which trees and recycled intents an export (or ``m2miner stats``) looks at."""

    run_ids: tuple[int, ...] = ()
    apps: tuple[str, ...] = ()
    recycled: bool = True
    require_ground_truth: bool = False
    include: tuple[str, ...] = ()
    """Labels selected besides ``verified``: ``judged`` and/or ``refuted``."""
    exclude: frozenset[tuple[int, int]] = frozenset()
    """``(last node id, intent id)`` of trajectories to leave out: those a reviewer
    marked wrong (``export --exclude-rejected``, see :mod:`m2miner.view.review`)."""

    def accepts(self, trust: Trust) -> bool:
        return trust == "verified" or trust in self.include


@dataclass(frozen=True)
class Collected:
    """The selected trees, their trajectories and how many paths were left out, and why."""

    trees: tuple[LoadedTree, ...]
    trajectories: tuple[Trajectory, ...]
    skipped: dict[str, int]


def load_trees(
    store: Store, selection: Selection, progress: Callable[[int, int], None] | None = None
) -> list[LoadedTree]:
    """Every tree of the selected runs and apps (all of them when none are named)."""
    records = {}
    for run_id in selection.run_ids or (None,):
        for app in selection.apps or (None,):
            for tree in store.trees.find(run_id=run_id, app=app):
                records[tree.id] = tree
    trees = []
    ids = sorted(records)
    for done, tree_id in enumerate(ids, 1):
        trees.append(store.trees.load(tree_id))
        if progress is not None:
            progress(done, len(ids))
    return trees


def collect(
    store: Store, selection: Selection, progress: Callable[[int, int], None] | None = None
) -> Collected:
    """The selected trees and every trajectory they (and the recycled intents) hold."""
    trees = load_trees(store, selection, progress)
    skipped: dict[str, int] = {}
    trajectories: list[Trajectory] = []
    for tree in trees:
        trajectories += _successful(tree, selection, skipped)
    if selection.recycled:
        trajectories += _recycled(store, selection, {t.tree.id: t for t in trees}, skipped)
    return Collected(tuple(trees), tuple(trajectories), skipped)


def _skip(skipped: dict[str, int], reason: str) -> None:
    skipped[reason] = skipped.get(reason, 0) + 1


REJECTED = "marked wrong by a reviewer (--exclude-rejected leaves it out)"

LEFT_OUT: dict[Trust, str] = {
    "judged": "judged-only success, nothing verified it (--include judged exports it)",
    "refuted": "success refuted by its verifier or checks (--include refuted exports it)",
}
"""The reason each label not asked for is left out, with the flag that includes it."""
LEFT_OUT_RECYCLED: dict[Trust, str] = {
    "judged": "recycled intent only its model check passed (--include judged exports it)",
    "refuted": "recycled intent its verification rejected (--include refuted exports it)",
}


def _successful(
    tree: LoadedTree, selection: Selection, skipped: dict[str, int]
) -> list[Trajectory]:
    out = []
    for node in tree.nodes:
        trust = trust_of(node.status == "success", node.info)
        if trust is None or node.status not in ("success", "failure"):
            continue
        if not selection.accepts(trust):
            _skip(skipped, LEFT_OUT[trust])
            continue
        if (node.id, tree.intent.id) in selection.exclude:
            _skip(skipped, REJECTED)
            continue
        path = tree.path(node.id)
        trajectory = Trajectory(tree.intent, tree, path, recycled=False, trust=trust)
        if not path_is_clean(trajectory.nodes):
            _skip(skipped, "path with an unexecuted node or a missing screenshot")
        elif selection.require_ground_truth and trajectory.ground_truth is False:
            _skip(skipped, "success not confirmed by the sim task's ground truth")
        else:
            out.append(trajectory)
    return out


def _recycled(
    store: Store,
    selection: Selection,
    trees: dict[int, LoadedTree],
    skipped: dict[str, int],
) -> list[Trajectory]:
    selected_runs = set(selection.run_ids)
    out = []
    for intent in _recycled_intents(store, selection.apps):
        trust = intent_trust(intent.verified)
        if intent.source_node_id is None:
            _skip(skipped, "recycled intent without the node its path ends on")
            continue
        if not selection.accepts(trust):
            _skip(skipped, LEFT_OUT_RECYCLED[trust])
            continue
        if (intent.source_node_id, intent.id) in selection.exclude:
            _skip(skipped, REJECTED)
            continue
        tree = _tree_of(store, intent.source_node_id, trees)
        if tree is None:
            _skip(skipped, "recycled intent whose node is gone")
            continue
        if selected_runs and not ({intent.run_id, tree.tree.run_id} & selected_runs):
            continue
        path = tree.path(intent.source_node_id)
        trajectory = Trajectory(intent, tree, path, recycled=True, trust=trust)
        if not path_is_clean(trajectory.nodes) or trajectory.steps == 0:
            _skip(skipped, "path with an unexecuted node or a missing screenshot")
            continue
        out.append(trajectory)
    return out


def _recycled_intents(store: Store, apps: Iterable[str]) -> list[IntentRecord]:
    intents: dict[int, IntentRecord] = {}
    for app in tuple(apps) or (None,):
        for intent in store.intents.find(app=app, source="recycled"):
            intents[intent.id] = intent
    return [intents[i] for i in sorted(intents)]


def _tree_of(store: Store, node_id: int, trees: dict[int, LoadedTree]) -> LoadedTree | None:
    try:
        tree_id = store.nodes.get(node_id).tree_id
    except NotFoundError:
        return None
    if tree_id not in trees:
        trees[tree_id] = store.trees.load(tree_id)
    return trees[tree_id]
