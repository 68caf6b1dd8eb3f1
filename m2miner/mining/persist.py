"""Writing a tree to the store as it grows, and reading it back to resume.

Search nodes carry the database id in ``Node.id``. Screens live in the blob store; the
writer keeps each node's :class:`ScreenRef` and a few recent observations in memory,
so memory stays flat however large the tree grows.

Environment errors are kept in a node's info: ``env_errors`` and ``expand_errors``
count its failed evaluations and expansions (each an iteration), ``env_error`` says
which of the two its ``env_error`` status stands for (``evaluate`` or ``expand``), and
``faults`` lists what happened to it (see :mod:`m2miner.mining.tree`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from m2miner.agents.base import FailedProposal
from m2miner.critic.search import is_transposition
from m2miner.devices.base import Observation
from m2miner.devices.screens import png_size
from m2miner.mcts import ENV_ERROR, NEW, ROOT, TRANSPOSITION, Node, build_tree, failed_iterations
from m2miner.mcts import NodeRecord as SearchRecord
from m2miner.store import Store
from m2miner.store.records import (
    Judgement,
    NewModelCall,
    NewNode,
    NodeRecord,
    NodeStatus,
    NodeValue,
    ScreenRef,
    TreeCounters,
)

_CACHE = 8
_DEAD = {"env_error", "divergent", "blocked", "malformed"}


def store_status(node: Node) -> NodeStatus:
    """The store's status word for a search node."""
    if _expand_pending(node):
        return "env_error"
    if node.status == NEW:
        return "candidate"
    if node.status == ROOT:
        return "valid"
    if node.status in _DEAD:
        return node.status  # type: ignore[return-value]
    if node.terminal:
        return "success" if node.success else "failure"
    return "valid" if (node.reward or 0.0) >= 0.5 else "invalid"


class Tally:
    """A tree's dead nodes and successes, counted as nodes are recorded: walking the whole
    tree for each write would make a write's cost grow with the tree."""

    def __init__(self, root: Node | None = None) -> None:
        nodes = list(root.walk()) if root is not None else []
        self.dead = sum(failed_iterations(node) for node in nodes)
        """Iterations that backpropagated nothing (failed evaluations and expansions)."""
        self.successes = sum(1 for node in nodes if node.terminal and node.success)

    def add(self, node: Node) -> None:
        """Count a newly judged node."""
        self.dead += node.failed
        self.successes += node.terminal and node.success


class TreeWriter:
    """Commits one tree's nodes; ``counters()`` gives the tree's running totals."""

    def __init__(
        self,
        store: Store,
        tree_id: int,
        counters: Callable[[], TreeCounters],
        calls: Callable[[], Sequence[NewModelCall]] = tuple,
    ) -> None:
        self.store = store
        self.tree_id = tree_id
        self._counters = counters
        self._calls = calls
        """The model calls not written yet; each write of nodes takes them along."""
        self.tally = Tally()
        self._screens: dict[int, ScreenRef] = {}
        self._recent: OrderedDict[int, Observation] = OrderedDict()

    # -- screens ----------------------------------------------------------------

    def add_root(self, root: Node, obs: Observation) -> None:
        ref = self.store.save_screen(obs)
        record = self.store.nodes.add_root(self.tree_id, ref)
        root.id = record.id
        self._keep(record.id, ref, obs)

    def save_screen(self, node: Node, obs: Observation) -> ScreenRef:
        assert node.id is not None
        ref = self.store.save_screen(obs)
        self._keep(node.id, ref, obs)
        return ref

    def _keep(self, node_id: int, ref: ScreenRef, obs: Observation | None) -> None:
        self._screens[node_id] = ref
        if obs is not None:
            self._recent[node_id] = obs
            self._recent.move_to_end(node_id)
            while len(self._recent) > _CACHE:
                self._recent.popitem(last=False)

    def png(self, node: Node) -> bytes | None:
        if node.id is None or node.id not in self._screens:
            return None
        if node.id in self._recent:
            return self._recent[node.id].png
        return self.store.screenshots.get(self._screens[node.id].screenshot_hash)

    def observation(self, node: Node) -> Observation:
        """The screen stored for ``node`` (which must have been observed)."""
        assert node.id is not None
        if node.id in self._recent:
            return self._recent[node.id]
        ref = self._screens[node.id]
        png = self.store.screenshots.get(ref.screenshot_hash)
        hierarchy = (
            self.store.screenshots.get_text(ref.hierarchy_hash) if ref.hierarchy_hash else None
        )
        width, height = png_size(png)
        obs = Observation(
            png, width, height, hierarchy, package=ref.package, activity=ref.activity, url=ref.url
        )
        self._keep(node.id, ref, obs)
        return obs

    # -- nodes ------------------------------------------------------------------

    def add_children(self, node: Node, faults: Sequence[dict[str, Any]] = ()) -> None:
        """Store the children of a new expansion; ``faults`` (when any) is the node's
        fault list, which the expansion added to."""
        assert node.id is not None
        if node.expand_errors or faults:
            # After failed expansions the node was env_error: it is itself again.
            self._set_status(node, {"faults": list(node.info.get("faults", []))})
        if not node.children:
            self.note(node, {"expanded": True, "dead_end": True})
            return
        origins = node.info.pop("proposals", None) or {}
        new = [
            NewNode(
                parent_id=node.id,
                action=child.payload,
                description=child.description or "",
                rank=child.rank,
                prior=child.init_value,
                info=_origin(origins, child.payload),
            )
            for child in node.children
        ]
        for child, record in zip(
            node.children,
            self.store.nodes.add_many(self.tree_id, new, calls=self._calls()),
            strict=True,
        ):
            child.id = record.id

    def expand_failed(self, node: Node) -> None:
        """Store that expanding ``node`` failed: status env_error, the faults, the error
        and the tree counters."""
        self.tally.dead += 1
        self._set_status(
            node,
            {
                "faults": list(node.info.get("faults", [])),
                "expand_error": node.info.get("expand_error"),
            },
            counters=self._counters(),
        )

    def _set_status(
        self, node: Node, info: dict[str, Any], counters: TreeCounters | None = None
    ) -> None:
        assert node.id is not None
        current = self.store.nodes.get(node.id)
        judgement = Judgement(
            status=store_status(node),
            reward=current.reward,
            reward_source=current.reward_source,
            info={**info, **_error_counts(node)},
        )
        self.store.nodes.record_result(
            node.id, judgement, (), counters=counters, calls=self._calls()
        )

    def failed_proposals(self, node: Node, failures: Sequence[FailedProposal]) -> None:
        if not failures or node.id is None:
            return
        rows = [
            NewNode(
                parent_id=node.id,
                action=None,
                status="malformed",
                info={"model": f.model, "raw": f.raw[:4000], "error": f.error},
            )
            for f in failures
        ]
        self.store.nodes.add_many(self.tree_id, rows, calls=self._calls())

    def record(self, node: Node, path: list[Node]) -> None:
        """Commit a judged node with the path's Q/N and the tree counters, atomically."""
        assert node.id is not None
        self.tally.add(node)
        info = {**node.info, **_error_counts(node)}
        source = info.pop("reward_source", "none")
        judgement = Judgement(
            status=store_status(node),
            reward=node.reward,
            reward_source=source,
            screen=self._screens.get(node.id),
            info=info,
        )
        values = _values([n for n in path if n.id is not None])
        self.store.nodes.record_result(
            node.id, judgement, values, counters=self._counters(), calls=self._calls()
        )

    def note(self, node: Node, info: dict[str, Any]) -> None:
        """Add ``info`` to a node's stored info, leaving its judgement as it is."""
        assert node.id is not None
        current = self.store.nodes.get(node.id)
        judgement = Judgement(
            status=current.status,
            reward=current.reward,
            reward_source=current.reward_source,
            info=info,
        )
        self.store.nodes.record_result(node.id, judgement, (), calls=self._calls())

    def store_faults(self, node: Node, faults: Sequence[dict[str, Any]]) -> None:
        """Write ``faults``, the node's whole fault list, to its stored info at once (a
        fault is stored when the miner learns of it, not when its node commits); nothing
        else about the node changes."""
        assert node.id is not None
        self.store.nodes.add_info(node.id, {"faults": list(faults)})

    # -- resume -----------------------------------------------------------------

    def rebuild(self, records: Sequence[NodeRecord], *, retry_errors: bool = False) -> Node:
        """The search tree from stored nodes (malformed proposals are left out).

        ``retry_errors`` clears the nodes' environment-error counts, so that the search
        tries each env_error node again as if it had never failed (``mine --resume N
        --retry-errors``); the cleared attempts no longer count as iterations."""
        kept = [r for r in records if r.action is not None or r.parent_id is None]
        has_children = {r.parent_id for r in kept if r.parent_id is not None}
        search_records = []
        for r in kept:
            if r.screen is not None:
                self._screens[r.id] = r.screen
            search_records.append(_search_record(r, r.id in has_children))
        root = build_tree(search_records)
        if retry_errors:
            for node in root.walk():
                node.env_errors = node.expand_errors = 0
        self.tally = Tally(root)
        return root


def _origin(origins: dict[str, dict[str, Any]], action: Any) -> dict[str, Any]:
    """Which model proposed the child with ``action`` and how many proposals
    OrchestraAgent merged into it (shown by ``m2miner view``); nothing for a single
    heuristic proposal."""
    origin = origins.get(action.to_json()) if action is not None else None
    if origin is None or (origin["merged_from"] == 1 and origin["model"] == "heuristic"):
        return {}
    return dict(origin)


def _values(path: list[Node]) -> list[NodeValue]:
    return [NodeValue(n.id, n.q, n.n) for n in path if n.id is not None]


def _expand_pending(node: Node) -> bool:
    """Whether the node's last expansion failed (and none has succeeded since)."""
    return bool(node.expand_errors) and not node.expanded and not node.failed


def _error_counts(node: Node) -> dict[str, Any]:
    if not (node.env_errors or node.expand_errors):
        return {}
    phase = "expand" if _expand_pending(node) else None
    if node.status == ENV_ERROR:
        phase = "evaluate"
    return {
        "env_errors": node.env_errors,
        "expand_errors": node.expand_errors,
        "env_error": phase,
    }


def _search_record(r: NodeRecord, has_children: bool) -> SearchRecord:
    info = dict(r.info)
    terminal = r.status in ("success", "failure") or bool(info.get("terminal"))
    expand_failed = r.status == "env_error" and info.get("env_error") == "expand"
    if r.parent_id is None:
        status = ROOT
    elif expand_failed:
        status = "judged"
    elif r.status == "candidate":
        status = NEW
    elif r.status in _DEAD:
        status = r.status
    elif is_transposition(info):
        status = TRANSPOSITION
    else:
        status = "judged"
    return SearchRecord(
        id=r.id,
        parent_id=r.parent_id,
        depth=r.depth,
        rank=r.rank or 0,
        payload=r.action,
        description=r.description or None,
        init_value=r.prior or 0.0,
        q=r.q,
        n=r.n,
        reward=r.reward,
        status=status,
        terminal=terminal,
        success=r.status == "success",
        expanded=has_children or bool(info.get("expanded")),
        info={**info, "reward_source": r.reward_source},
        env_errors=int(info.get("env_errors") or 0),
        expand_errors=int(info.get("expand_errors") or 0),
    )
