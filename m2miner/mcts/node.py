"""Search-tree nodes, their flat records, and the tree facts derived from them.

A :class:`Node` is mutable search state. Everything the search needs to continue a tree
(``q``, ``n``, ``status``, ``expanded``, ``terminal``, ranks and initial values) is kept
on the node and can be written out as a :class:`NodeRecord` and read back with
:func:`build_tree`; nothing else is needed to resume, not even random-generator state.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

NEW = "new"
"""Status of a node that was proposed but not yet evaluated."""
ROOT = "root"
"""Status of the root: the app's start screen, reached by no action."""
JUDGED = "judged"
"""Default status of a node whose evaluation succeeded."""
ENV_ERROR = "env_error"
"""Status of a node whose evaluation failed because a model or the device did: unlike
the other dead statuses it may be retried (see :attr:`Node.retryable`)."""
TRANSPOSITION = "transposition"
"""Status of a node whose state another node of the tree reached first (a transposition):
it is judged and backpropagated like any node, then closed: never expanded, so the same
state is searched once, under the node that reached it first."""
DIVERGENT = "divergent"
BLOCKED = "blocked"
MALFORMED = "malformed"
DEAD_STATUSES = frozenset({ENV_ERROR, DIVERGENT, BLOCKED, MALFORMED})
"""Statuses of nodes whose evaluation failed for reasons outside the app (the device
errored, a replay diverged, the safety guard refused the action, the model's output did
not parse). Their reward says nothing about the intent, so it is never backpropagated,
and such a node is *dead*: never selected again, except an :data:`ENV_ERROR` node that
has retries left."""


@dataclass(frozen=True)
class Proposal:
    """A candidate child returned by an expansion, in rank order (best first).

    ``init_value`` overrides the configured initial value for this rank (ranked
    ordering only).
    """

    payload: Any
    description: str | None = None
    init_value: float | None = None


@dataclass(eq=False)
class Node:
    """One node of a search tree: the screen reached by ``payload`` from ``parent``.

    ``payload`` is opaque to the search (the miner puts an action there). ``rank`` is the
    position among its siblings as proposed, ``init_value`` the value used in place of
    ``q`` while ``n == 0``. ``exhausted`` says that no call to expand or evaluate can ever
    be made under this node again. ``in_flight`` counts selections whose evaluation has
    not completed (virtual loss); it is never persisted. ``id`` is free for the caller
    (the miner stores the database id there from a hook).

    ``env_errors`` counts the evaluations of this node, and ``expand_errors`` its
    expansions, that failed for environment reasons (since the caller last cleared
    them); each counted as an iteration. ``env_error_retries`` is set by the search from
    its config (not persisted): how many such failures are retried.
    """

    payload: Any = None
    description: str | None = None
    parent: Node | None = field(default=None, repr=False)
    children: list[Node] = field(default_factory=list, repr=False)
    rank: int = 0
    init_value: float = 0.0
    depth: int = 0
    id: int | None = None
    q: float = 0.0
    n: int = 0
    reward: float | None = None
    status: str = NEW
    terminal: bool = False
    success: bool = False
    expanded: bool = False
    exhausted: bool = False
    at_depth_limit: bool = False
    in_flight: int = 0
    info: dict[str, Any] = field(default_factory=dict)
    env_errors: int = 0
    expand_errors: int = 0
    env_error_retries: int = 0

    @classmethod
    def root(cls, payload: Any = None, *, id: int | None = None) -> Node:
        """A fresh root (status :data:`ROOT`, depth 0)."""
        return cls(payload=payload, status=ROOT, id=id)

    @property
    def failed(self) -> bool:
        """Whether the last evaluation failed (a status in :data:`DEAD_STATUSES`)."""
        return self.status in DEAD_STATUSES

    @property
    def retryable(self) -> bool:
        """An :data:`ENV_ERROR` node with retries left: it is evaluated again."""
        return self.status == ENV_ERROR and self.env_errors <= self.env_error_retries

    @property
    def dead(self) -> bool:
        """A failed node that is not tried again."""
        return self.failed and not self.retryable

    @property
    def expand_failed(self) -> bool:
        """Its expansion failed more often than it may be retried: a dead end."""
        return not self.expanded and self.expand_errors > self.env_error_retries

    @property
    def evaluated(self) -> bool:
        """True once the node has a status other than :data:`NEW` (the root always),
        unless its evaluation is to be retried."""
        return self.status != NEW and not self.retryable

    def path(self) -> list[Node]:
        """The nodes from the root down to this one, both included."""
        nodes: list[Node] = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def key(self) -> str:
        """The ranks from the root, e.g. ``"0/2/1"``: stable across save and rebuild."""
        return "/".join(str(node.rank) for node in self.path()[1:])

    def walk(self) -> Iterator[Node]:
        """This node and its descendants, depth first, children in list order."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


def is_exhausted(node: Node) -> bool:
    """Whether ``node`` is exhausted, given that its children's flags are up to date.

    Dead and evaluated terminal nodes are exhausted, and so are transpositions and nodes
    whose expansion failed past its retries; so is an expanded node all of whose children are (an
    expansion that proposed nothing leaves a dead end).
    """
    if node.dead or (node.terminal and node.evaluated) or node.expand_failed:
        return True
    if node.status == TRANSPOSITION:
        return True
    return node.expanded and all(child.exhausted for child in node.children)


def refresh_exhausted(node: Node) -> None:
    """Recompute ``exhausted`` for ``node`` and, while it changes, its ancestors."""
    current: Node | None = node
    while current is not None:
        value = is_exhausted(current)
        if value == current.exhausted and current is not node:
            return
        current.exhausted = value
        current = current.parent


def failed_iterations(node: Node) -> int:
    """Iterations spent on ``node`` that backpropagated nothing: each failed evaluation
    or expansion (environment errors counted one by one)."""
    other = node.failed and node.status != ENV_ERROR
    return node.env_errors + node.expand_errors + int(other)


def count_iterations(root: Node) -> int:
    """Iterations a tree has run: each one either backpropagated through the root or
    failed (:func:`failed_iterations`)."""
    return root.n + sum(failed_iterations(node) for node in root.walk())


def spent_env_errors(root: Node) -> list[Node]:
    """Nodes whose evaluation or expansion failed past its retries for environment
    reasons: a tree exhausted with any of them was cut short by its environment."""
    return [
        node
        for node in root.walk()
        if (node.status == ENV_ERROR and node.dead) or node.expand_failed
    ]


def set_retries(root: Node, env_error_retries: int) -> None:
    """Give every node of the tree the retry limit, and recompute ``exhausted``."""
    nodes = list(root.walk())
    for node in nodes:
        node.env_error_retries = env_error_retries
    for node in reversed(nodes):
        node.exhausted = is_exhausted(node)


def find_successes(root: Node) -> list[Node]:
    """Evaluated terminal success nodes, depth first."""
    return [node for node in root.walk() if node.terminal and node.success]


@dataclass(frozen=True)
class NodeRecord:
    """A node as stored: the flat form :func:`build_tree` reads back."""

    id: int
    parent_id: int | None
    depth: int
    rank: int
    payload: Any
    description: str | None
    init_value: float
    q: float
    n: int
    reward: float | None
    status: str
    terminal: bool
    success: bool
    expanded: bool
    info: Mapping[str, Any] = field(default_factory=dict)
    env_errors: int = 0
    expand_errors: int = 0


def to_record(node: Node) -> NodeRecord:
    """The record of one node; it must have an id, and so must its parent."""
    if node.id is None or (node.parent is not None and node.parent.id is None):
        raise ValueError(f"node {node.key()!r} or its parent has no id")
    return NodeRecord(
        id=node.id,
        parent_id=None if node.parent is None else node.parent.id,
        depth=node.depth,
        rank=node.rank,
        payload=node.payload,
        description=node.description,
        init_value=node.init_value,
        q=node.q,
        n=node.n,
        reward=node.reward,
        status=node.status,
        terminal=node.terminal,
        success=node.success,
        expanded=node.expanded,
        info=dict(node.info),
        env_errors=node.env_errors,
        expand_errors=node.expand_errors,
    )


def to_records(root: Node) -> list[NodeRecord]:
    """Records of every node under ``root``, parents before children."""
    return [to_record(node) for node in root.walk()]


def _node_from(record: NodeRecord) -> Node:
    return Node(
        payload=record.payload,
        description=record.description,
        rank=record.rank,
        init_value=record.init_value,
        depth=record.depth,
        id=record.id,
        q=record.q,
        n=record.n,
        reward=record.reward,
        status=record.status,
        terminal=record.terminal,
        success=record.success,
        expanded=record.expanded,
        info=dict(record.info),
        # A record of an env_error node stored without its count failed once.
        env_errors=record.env_errors or int(record.status == ENV_ERROR),
        expand_errors=record.expand_errors,
    )


def build_tree(records: Iterable[NodeRecord], env_error_retries: int = 0) -> Node:
    """Rebuild a tree from flat records (any order) and return its root.

    Children are ordered by rank, then id. ``exhausted`` is recomputed, with
    ``env_error_retries`` retries of environment errors (the search sets its own when it
    runs). Raises ``ValueError`` unless the records form exactly one tree with
    consistent depths.
    """
    nodes = {record.id: (_node_from(record), record.parent_id) for record in records}
    roots = [node for node, parent_id in nodes.values() if parent_id is None]
    if len(roots) != 1:
        raise ValueError(f"expected one root record, found {len(roots)}")
    for node, parent_id in nodes.values():
        if parent_id is None:
            continue
        if parent_id not in nodes:
            raise ValueError(f"node {node.id} names missing parent {parent_id}")
        parent = nodes[parent_id][0]
        node.parent = parent
        parent.children.append(node)
    root = roots[0]
    reached = list(root.walk())
    if len(reached) != len(nodes):
        raise ValueError("records contain a cycle or nodes unreachable from the root")
    for node in reached:
        node.children.sort(key=lambda child: (child.rank, child.id))
        expected = 0 if node.parent is None else node.parent.depth + 1
        if node.depth != expected:
            raise ValueError(f"node {node.id} has depth {node.depth}, expected {expected}")
    set_retries(root, env_error_retries)
    return root
