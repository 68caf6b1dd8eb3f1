"""Plain values the store hands out and takes in; no ORM object ever leaves the store.

``New*`` values describe a row to insert; ``*Record`` values are rows as they are stored.
Every status or kind column has a ``Literal`` type here and its allowed values as a tuple.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any, Literal, get_args

from m2miner.actions import Action, Domain
from m2miner.errors import StoreError
from m2miner.store.node_info import NodeInfo

RunStatus = Literal["running", "finished", "interrupted", "failed"]
IntentSource = Literal["task", "user", "generated", "recycled", "retry"]
SearchKind = Literal["m2m", "vanilla", "vanilla-infer"]
TreeStatus = Literal["running", "succeeded", "failed", "exhausted", "interrupted", "error"]
NodeStatus = Literal[
    "candidate",
    "valid",
    "invalid",
    "success",
    "failure",
    "env_error",
    "divergent",
    "blocked",
    "malformed",
]
RewardSource = Literal["judge", "terminal", "fallback", "heuristic", "critic", "none"]
ModelRole = Literal["infer", "orchestra", "judge", "recycle", "intents"]
RoundStep = Literal[
    "generate",
    "mine",
    "export",
    "train_infer",
    "train_judge",
    "rl_rollouts",
    "train_policy",
    "register",
    "done",
]
RoundStatus = Literal["running", "finished", "failed", "interrupted"]
TrainingRole = Literal["infer", "judge", "policy"]
TrainingStatus = Literal["running", "finished", "failed"]
VerdictKind = Literal["correct", "wrong", "skip"]

RUN_STATUSES: tuple[str, ...] = get_args(RunStatus)
INTENT_SOURCES: tuple[str, ...] = get_args(IntentSource)
SEARCH_KINDS: tuple[str, ...] = get_args(SearchKind)
TREE_STATUSES: tuple[str, ...] = get_args(TreeStatus)
NODE_STATUSES: tuple[str, ...] = get_args(NodeStatus)
REWARD_SOURCES: tuple[str, ...] = get_args(RewardSource)
MODEL_ROLES: tuple[str, ...] = get_args(ModelRole)
ROUND_STEPS: tuple[str, ...] = get_args(RoundStep)
ROUND_STATUSES: tuple[str, ...] = get_args(RoundStatus)
TRAINING_ROLES: tuple[str, ...] = get_args(TrainingRole)
TRAINING_STATUSES: tuple[str, ...] = get_args(TrainingStatus)
DOMAINS: tuple[str, ...] = get_args(Domain)
VERDICTS: tuple[str, ...] = get_args(VerdictKind)

# A tree in one of these states may be continued by ``mine --resume``.
UNFINISHED_TREE_STATUSES: tuple[TreeStatus, ...] = ("running", "interrupted")


def check_choice(value: str, allowed: tuple[str, ...], what: str) -> None:
    """Raise StoreError unless ``value`` is one of ``allowed``."""
    if value not in allowed:
        raise StoreError(f"unknown {what} {value!r}; expected one of {', '.join(allowed)}")


@dataclass(frozen=True)
class RunRecord:
    """One invocation of a command that writes to the store."""

    id: int
    status: RunStatus
    command: str
    config: dict[str, Any]
    seed: int | None
    versions: dict[str, str]
    created_at: datetime
    finished_at: datetime | None
    error: str | None


@dataclass(frozen=True)
class RunSummary:
    """A run with the amount of work stored under it."""

    run: RunRecord
    intents: int
    trees: int
    succeeded_trees: int
    nodes: int
    model_calls: int
    cost_usd: float


@dataclass(frozen=True)
class NewIntent:
    """An intent to store; ``source_node_id`` is the last node of a recycled path."""

    text: str
    app: str
    domain: Domain = "mobile"
    stage: int | None = None
    source: IntentSource = "task"
    task_id: str | None = None
    parent_intent_id: int | None = None
    source_node_id: int | None = None
    verified: bool | None = None
    verification_score: float | None = None
    verifier: Mapping[str, Any] | None = None
    """Checked on the device when a trajectory ends (see :mod:`m2miner.verify`)."""


@dataclass(frozen=True)
class IntentRecord:
    """A stored intent; ``run_id`` is the run that created it."""

    id: int
    text: str
    app: str
    domain: Domain
    stage: int | None
    source: IntentSource
    task_id: str | None
    parent_intent_id: int | None
    source_node_id: int | None
    verified: bool | None
    verification_score: float | None
    run_id: int | None
    created_at: datetime
    verifier: Mapping[str, Any] | None = field(default=None, hash=False)
    """Checked on the device when a trajectory ends (see :mod:`m2miner.verify`)."""


@dataclass(frozen=True)
class TreeCounters:
    """What a tree has spent so far; budgets are checked against these."""

    iterations: int = 0
    device_steps: int = 0
    restore_steps: int = 0
    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    successes: int = 0
    wall_s: float = 0.0
    image_tokens: int = 0
    """Of ``prompt_tokens``, the screenshots' (where the model backend counts them)."""
    """Seconds the tree has been searched, over all its sessions (``budget.wall_time_s``)."""


@dataclass(frozen=True)
class TreeRecord:
    """One search tree for one intent on one app."""

    id: int
    run_id: int
    intent_id: int
    app: str
    device: str | None
    search: SearchKind
    status: TreeStatus
    root_node_id: int | None
    counters: TreeCounters
    started_at: datetime
    finished_at: datetime | None
    ground_truth_success: bool | None
    stop_reason: str | None
    error: str | None


@dataclass(frozen=True)
class ScreenRef:
    """Where a screen lives in the blob store, plus what the device said about it."""

    screenshot_hash: str
    hierarchy_hash: str | None = None
    package: str | None = None
    activity: str | None = None
    url: str | None = None


@dataclass(frozen=True)
class NewNode:
    """A child proposed under ``parent_id``; ``action`` is None only for malformed output."""

    parent_id: int
    action: Action | None
    description: str = ""
    rank: int | None = None
    prior: float | None = None
    status: NodeStatus = "candidate"
    info: Mapping[str, Any] = field(default_factory=dict)
    screen: ScreenRef | None = None
    """The screen the action led to, when it is known already (imports, test trees)."""


@dataclass(frozen=True)
class Judgement:
    """The outcome of executing a node's action and judging the screen it led to.

    ``info`` is merged into the node's stored info rather than replacing it.
    """

    status: NodeStatus
    reward: float | None = None
    reward_source: RewardSource = "none"
    screen: ScreenRef | None = None
    info: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NodeValue:
    """The search's current ``Q`` and visit count ``N`` of one node."""

    node_id: int
    q: float
    n: int


@dataclass(frozen=True)
class NodeRecord:
    """A stored tree node; the root has no parent and no action."""

    id: int
    tree_id: int
    parent_id: int | None
    depth: int
    rank: int | None
    action: Action | None
    description: str
    screenshot_hash: str | None
    hierarchy_hash: str | None
    package: str | None
    activity: str | None
    url: str | None
    q: float
    n: int
    prior: float | None
    reward: float | None
    reward_source: RewardSource
    status: NodeStatus
    info: NodeInfo
    created_at: datetime
    judged_at: datetime | None

    @property
    def screen(self) -> ScreenRef | None:
        """The node's screen as a :class:`ScreenRef`, or None before it was observed."""
        if self.screenshot_hash is None:
            return None
        return ScreenRef(
            self.screenshot_hash, self.hierarchy_hash, self.package, self.activity, self.url
        )


@dataclass(frozen=True)
class LoadedTree:
    """A whole tree: its record, its intent and every node ordered by id."""

    tree: TreeRecord
    intent: IntentRecord
    nodes: tuple[NodeRecord, ...]

    @cached_property
    def _by_id(self) -> dict[int, NodeRecord]:
        return {node.id: node for node in self.nodes}

    @property
    def root(self) -> NodeRecord | None:
        """The node without a parent, or None before the root was observed."""
        return next((node for node in self.nodes if node.parent_id is None), None)

    def node(self, node_id: int) -> NodeRecord:
        """The node with ``node_id``; raises KeyError when it is not in this tree."""
        return self._by_id[node_id]

    def children(self, node_id: int) -> tuple[NodeRecord, ...]:
        """The children of ``node_id`` in rank order (unranked last, then by id)."""
        kids = [node for node in self.nodes if node.parent_id == node_id]
        kids.sort(key=lambda n: (n.rank is None, n.rank if n.rank is not None else 0, n.id))
        return tuple(kids)

    def path(self, node_id: int) -> tuple[NodeRecord, ...]:
        """The nodes from the root down to ``node_id``, both included."""
        path = [self._by_id[node_id]]
        while path[-1].parent_id is not None:
            path.append(self._by_id[path[-1].parent_id])
        return tuple(reversed(path))


@dataclass(frozen=True)
class NewModelCall:
    """One call to a model, as the agents report it; request/response are truncated."""

    role: ModelRole
    model: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    cost_usd: float = 0.0
    ok: bool = True
    error: str | None = None
    run_id: int | None = None
    tree_id: int | None = None
    node_id: int | None = None
    request: str | None = None
    response: str | None = None
    image_tokens: int = 0


@dataclass(frozen=True)
class ModelCallRecord:
    """A stored model call."""

    id: int
    role: ModelRole
    model: str
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    cost_usd: float
    ok: bool
    error: str | None
    run_id: int | None
    tree_id: int | None
    node_id: int | None
    request: str | None
    response: str | None
    created_at: datetime
    image_tokens: int = 0


@dataclass(frozen=True)
class RoundRecord:
    """One stage of a progressive model-in-the-loop run and how far it got."""

    id: int
    loop_id: str
    stage: int
    step: RoundStep
    status: RoundStatus
    run_id: int | None
    export_dir: str | None
    checkpoints: dict[str, Any]
    endpoints: dict[str, Any]
    info: dict[str, Any]
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class TrainingRunRecord:
    """One fine-tuning job of an agent model."""

    id: int
    role: TrainingRole
    base_model: str
    data_dir: str
    out_dir: str
    config: dict[str, Any]
    status: TrainingStatus
    metrics: dict[str, Any]
    round_id: int | None
    created_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True)
class StoreStats:
    """Totals over the selected trees; tokens and cost come from the recorded model calls."""

    trees: int
    succeeded_trees: int
    nodes: int
    judged_nodes: int
    success_nodes: int
    images: int
    model_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    image_tokens: int = 0
    """Of ``prompt_tokens``, the screenshots' (where the model backend counts them)."""

    @property
    def cost_per_image(self) -> float | None:
        """Money spent per distinct stored screenshot, or None without screenshots."""
        return self.cost_usd / self.images if self.images else None


@dataclass(frozen=True)
class GroupStats:
    """Totals for one value of the grouping key (an app, a stage or an intent source)."""

    key: str | int | None
    trees: int
    succeeded_trees: int
    nodes: int
    success_nodes: int
    images: int


RunEventKind = Literal["start", "resume", "takeover", "end"]
RUN_EVENT_KINDS: tuple[str, ...] = get_args(RunEventKind)


@dataclass(frozen=True)
class ConfigChange:
    """One setting a resume changed: its dotted ``key`` with the ``old`` and ``new`` value."""

    key: str
    old: Any
    new: Any


@dataclass(frozen=True)
class NewRunEvent:
    """Something that happened to a run: a process started, resumed or took it over, or
    a session of it ended (``info["status"]``). ``command`` is the process's command line."""

    kind: RunEventKind
    host: str
    pid: int
    command: str
    changes: tuple[ConfigChange, ...] = ()
    info: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RunEventRecord:
    """A stored run event, in the order it happened."""

    id: int
    run_id: int
    kind: RunEventKind
    at: datetime
    host: str
    pid: int
    command: str
    changes: tuple[ConfigChange, ...]
    info: dict[str, Any]


@dataclass(frozen=True)
class LeaseRecord:
    """Who holds the lease of ``key`` (``run:7``, later ``tree:12``): one writer at a time.

    ``owner`` is a token unique to the holder; ``heartbeat_at`` is refreshed while it works.
    """

    key: str
    owner: str
    host: str
    pid: int
    acquired_at: datetime
    heartbeat_at: datetime


@dataclass(frozen=True)
class VerdictRecord:
    """A reviewer's verdict on a trajectory (the path to ``node_id`` read as ``intent_id``):
    ``correct``, ``wrong``, or ``skip`` (looked at, not judged); the latest one counts."""

    id: int
    node_id: int
    intent_id: int
    verdict: VerdictKind
    reviewer: str
    note: str
    created_at: datetime
