"""A recycling run: finished trees in, verified recycled intents out (``m2miner recycle``).

For every selected tree, :func:`m2miner.agents.recycle_paths.candidate_paths` picks the
candidate paths; the configured :class:`~m2miner.agents.recycle.Recycler` filters each,
writes its intent and verifies it. A verified intent is stored with source ``recycled``,
the tree's intent as parent and the path's last node as ``source_node_id``. Every model
call is recorded with role ``recycle``, the tree and the path's last node.

What became of each path is written into its last node's info under ``recycle`` (the
outcome, the reason, the intent and its score), so a second run skips the paths already
done: an interrupted run is resumed by running it again, and ``redo`` recycles anew.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from m2miner.agents.intents import normalise
from m2miner.agents.recycle import PathStep, PathView, Recycler, build_recycler
from m2miner.agents.recycle_paths import CandidatePath, candidate_paths, has_detour
from m2miner.agents.steps import touched
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.devices.screens import png_size
from m2miner.errors import ConfigError, M2MinerError, StoreError
from m2miner.llm.base import ChatModel
from m2miner.mining.plan import too_long
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.recycle_report import SimMatchReport, measure_on_sim, unchecked_sim_apps
from m2miner.mining.recycle_truth import TruthReport, check_recycled
from m2miner.store import Store
from m2miner.store.opening import open_store, package_versions
from m2miner.store.records import (
    UNFINISHED_TREE_STATUSES,
    IntentRecord,
    NewIntent,
    NodeRecord,
    TreeRecord,
)

Outcome = Literal["recycled", "filtered", "unwritten", "unverified", "earlier"]


@dataclass(frozen=True)
class RecycleRequest:
    """Which trees to recycle: one tree, the trees of one run, or (neither) all of them."""

    run_id: int | None = None
    tree_id: int | None = None
    max_per_tree: int | None = None
    """Candidate paths per tree; None: ``agents.recycle.max_paths_per_tree``."""
    redo: bool = False
    """Recycle paths again even when an earlier run did."""
    report: bool = True
    """Measure the recycled intents against the bundled tasks and check each against the
    sim's state (sim trees only)."""


@dataclass(frozen=True)
class PathOutcome:
    """What became of one candidate path."""

    tree_id: int
    node_id: int
    length: int
    outcome: Outcome
    reason: str
    intent: str | None = None
    score: float | None = None
    intent_id: int | None = None


@dataclass(frozen=True)
class TreeSummary:
    """Counts for one tree: ``considered`` paths, of which ``filtered`` were dropped,
    ``written`` got an intent and ``verified`` were stored; ``earlier``: done before."""

    tree_id: int
    intent: str
    considered: int
    filtered: int
    written: int
    verified: int
    earlier: int


@dataclass(frozen=True)
class RecycleReport:
    run_id: int
    trees: list[TreeSummary]
    paths: list[PathOutcome]
    heuristic: bool
    sim: SimMatchReport | None = None
    truth: TruthReport | None = None
    """Recycled intents of sim trees checked against the sim's state (``report`` on)."""
    unchecked_apps: tuple[str, ...] = ()
    """Sim apps whose recycled intents went unchecked: no configured folder holds them."""


@dataclass(frozen=True)
class RecycleEvent:
    """Progress: ``planned`` (with the number of paths), then one ``path`` per path."""

    kind: Literal["planned", "path"]
    total: int = 0
    outcome: PathOutcome | None = None


@dataclass(frozen=True)
class _Plan:
    tree: TreeRecord
    intent: IntentRecord
    paths: list[CandidatePath]
    detours: list[bool]
    node_ids: frozenset[int]


def select_trees(store: Store, request: RecycleRequest) -> list[TreeRecord]:
    """The finished trees the request names; raises ConfigError for an unfinished one."""
    if request.run_id is not None and request.tree_id is not None:
        raise ConfigError("give --run or --tree, not both")
    if request.tree_id is not None:
        tree = store.trees.get(request.tree_id)
        if tree.status in UNFINISHED_TREE_STATUSES:
            raise ConfigError(
                f"tree {tree.id} is {tree.status}; only finished trees are recycled",
                hint=f"finish it with `m2miner mine --resume {tree.run_id}`",
            )
        return [tree]
    if request.run_id is not None:
        store.runs.get(request.run_id)  # NotFoundError for an unknown run
    trees = store.trees.find(run_id=request.run_id)
    return [t for t in trees if t.status not in UNFINISHED_TREE_STATUSES]


def recycle(
    config: Config,
    request: RecycleRequest,
    *,
    models: dict[str, ChatModel] | None = None,
    observer: Callable[[RecycleEvent], None] | None = None,
) -> RecycleReport:
    """Recycle the requested trees into verified intents; see the module docstring."""
    notify = observer or (lambda event: None)
    store = open_store(config)
    pool: dict[str, ChatModel] = dict(models or {})
    try:
        plans = _plan(store, config, request)
        run = store.runs.create(
            "recycle",
            config={"config": config.model_dump(mode="json"), "request": request.__dict__},
            seed=config.seed,
            versions=package_versions(),
        )
        recorder = StoreRecorder(store, run.id, config)
        try:
            recycler = build_recycler(config, recorder, pool)
            notify(RecycleEvent("planned", total=sum(len(p.paths) for p in plans)))
            summaries, outcomes = _Recycling(
                store, config, recycler, recorder, run.id, request.redo
            ).run(plans, notify)
        except KeyboardInterrupt:
            store.runs.finish(run.id, "interrupted", error="interrupted")
            raise
        except M2MinerError as exc:
            store.runs.finish(run.id, "failed", error=str(exc))
            raise
        store.runs.finish(run.id)
        sim = truth = None
        unchecked: tuple[str, ...] = ()
        if request.report:
            recycled = _recycled_in(store, plans)
            sim = measure_on_sim(store, recycled)
            truth = check_recycled(store, recycled)
            unchecked = unchecked_sim_apps(store, recycled)
        return RecycleReport(run.id, summaries, outcomes, recycler.heuristic, sim, truth, unchecked)
    finally:
        for name, model in pool.items():
            if models is None or name not in models:
                model.close()
        store.close()


def _plan(store: Store, config: Config, request: RecycleRequest) -> list[_Plan]:
    cap = request.max_per_tree
    cap = config.agents.recycle.max_paths_per_tree if cap is None else cap
    if cap < 1:
        raise ConfigError(f"--max-per-tree must be at least 1, got {cap}")
    plans = []
    for tree in select_trees(store, request):
        loaded = store.trees.load(tree.id)
        paths = candidate_paths(loaded, max_paths=cap, min_length=config.agents.recycle.min_length)
        plans.append(
            _Plan(
                tree=loaded.tree,
                intent=loaded.intent,
                paths=paths,
                detours=[has_detour(p) for p in paths],
                node_ids=frozenset(n.id for n in loaded.nodes),
            )
        )
    return plans


class _Recycling:
    """One run's processing of planned paths, with what it needs to store results."""

    def __init__(
        self,
        store: Store,
        config: Config,
        recycler: Recycler,
        recorder: StoreRecorder,
        run_id: int,
        redo: bool,
    ) -> None:
        self.store = store
        self.config = config
        self.recycler = recycler
        self.recorder = recorder
        self.run_id = run_id
        self.redo = redo
        self.stored: dict[tuple[str, str], PathOutcome] = {}
        """The run's recycled intents by app and normalised text: each is stored once."""

    def run(
        self, plans: list[_Plan], notify: Callable[[RecycleEvent], None]
    ) -> tuple[list[TreeSummary], list[PathOutcome]]:
        summaries, outcomes = [], []
        for plan in plans:
            done: list[PathOutcome] = []
            for path, detour in zip(plan.paths, plan.detours, strict=True):
                if "recycle" in path.end.info and not self.redo:
                    outcome = _earlier(plan.tree.id, path)
                else:
                    self.recorder.bind(plan.tree.id, path.end.id)
                    outcome = self._mark(self._path(plan, path, detour, done))
                if outcome.intent and outcome.intent_id is not None:
                    self.stored.setdefault((plan.tree.app, normalise(outcome.intent)), outcome)
                done.append(outcome)
                notify(RecycleEvent("path", outcome=outcome))
            self.recorder.bind(None, None)
            outcomes += done
            summaries.append(_summary(plan, done))
        return summaries, outcomes

    def _path(
        self, plan: _Plan, path: CandidatePath, detour: bool, done: list[PathOutcome]
    ) -> PathOutcome:
        """Filter, write and verify one path; store its intent when it is verified."""
        view = path_view(self.store, plan.tree, plan.intent, path, detour=detour)
        tree_id, node_id, length = plan.tree.id, path.end.id, path.length
        verdict = self.recycler.filter(view)
        if not verdict.keep:
            return PathOutcome(tree_id, node_id, length, "filtered", verdict.reason)
        text = self.recycler.write(view)
        if text is None:
            reason = "no intent could be written for the path"
            return PathOutcome(tree_id, node_id, length, "unwritten", reason)
        long_by = too_long(text, self.config.max_intent_chars)
        if long_by is not None:
            reason = f"the written intent is {long_by}"
            return PathOutcome(tree_id, node_id, length, "unwritten", reason, text[:200])
        # One text per run and app: another tree reaching the same screen (every settings
        # tree opens "Network & internet") writes the same intent again.
        key = normalise(text)
        same = self.stored.get((plan.tree.app, key)) or next(
            (o for o in done if o.intent and normalise(o.intent) == key), None
        )
        if same is not None:
            where = f" of tree {same.tree_id}" if same.tree_id != tree_id else ""
            reason = f"same intent as the path to node {same.node_id}{where}: {text}"
            return PathOutcome(tree_id, node_id, length, "filtered", reason)
        check = self.recycler.verify(view, text)
        if not check.verified:
            return PathOutcome(
                tree_id, node_id, length, "unverified", check.reason, text, check.score
            )
        intent_id = self._store_intent(plan, path.end, text, check.score)
        return PathOutcome(
            tree_id, node_id, length, "recycled", check.reason, text, check.score, intent_id
        )

    def _store_intent(self, plan: _Plan, end: NodeRecord, text: str, score: float) -> int:
        """Store the verified intent, or reuse the one an earlier run stored for this node."""
        earlier = end.info.get("recycle", {}).get("intent_id")
        if earlier is not None and self.store.intents.get(earlier).text == text:
            return int(earlier)
        record = self.store.intents.add(
            NewIntent(
                text=text,
                app=plan.tree.app,
                domain=plan.intent.domain,
                stage=self.config.agents.recycle.stage,
                source="recycled",
                parent_intent_id=plan.intent.id,
                source_node_id=end.id,
                verified=True,
                verification_score=score,
            ),
            run_id=self.run_id,
        )
        return record.id

    def _mark(self, outcome: PathOutcome) -> PathOutcome:
        """Note the outcome on the path's last node, so later runs skip the path."""
        mark = {
            "run_id": self.run_id,
            "outcome": outcome.outcome,
            "reason": outcome.reason,
            "intent": outcome.intent,
            "score": outcome.score,
            "intent_id": outcome.intent_id,
        }
        self.store.nodes.add_info(outcome.node_id, {"recycle": mark})
        return outcome


def _earlier(tree_id: int, path: CandidatePath) -> PathOutcome:
    mark = path.end.info["recycle"]
    return PathOutcome(
        tree_id,
        path.end.id,
        path.length,
        "earlier",
        f"{mark.get('outcome', 'done')} in run {mark.get('run_id', '?')}",
        intent=mark.get("intent"),
        score=mark.get("score"),
        intent_id=mark.get("intent_id"),
    )


def _summary(plan: _Plan, done: list[PathOutcome]) -> TreeSummary:
    fresh = [o for o in done if o.outcome != "earlier"]
    return TreeSummary(
        tree_id=plan.tree.id,
        intent=plan.intent.text,
        considered=len(fresh),
        filtered=sum(o.outcome == "filtered" for o in fresh),
        written=sum(o.outcome in ("recycled", "unverified") for o in fresh),
        verified=sum(o.outcome == "recycled" for o in fresh),
        earlier=len(done) - len(fresh),
    )


def path_view(
    store: Store,
    tree: TreeRecord,
    intent: IntentRecord,
    path: CandidatePath,
    *,
    detour: bool = False,
) -> PathView:
    """The path with its screens read from the blob store and its touched elements named."""
    screens = tuple(_observation(store, node) for node in path.nodes)
    steps = []
    for before, node in zip(screens, path.steps, strict=False):
        assert node.action is not None
        target = touched(before.hierarchy, node.action)
        steps.append(PathStep(node.action, node.description, target))
    return PathView(tree.app, intent.domain, intent.text, tuple(steps), screens, detour)


def _observation(store: Store, node: NodeRecord) -> Observation:
    if node.screenshot_hash is None:
        raise StoreError(f"node {node.id} of tree {node.tree_id} has no stored screenshot")
    png = store.screenshots.get(node.screenshot_hash)
    hierarchy = store.screenshots.get_text(node.hierarchy_hash) if node.hierarchy_hash else None
    width, height = png_size(png)
    return Observation(
        png, width, height, hierarchy, package=node.package, activity=node.activity, url=node.url
    )


def _recycled_in(store: Store, plans: list[_Plan]) -> list[IntentRecord]:
    """The verified recycled intents whose path ends in one of the planned trees."""
    nodes = frozenset().union(*(p.node_ids for p in plans)) if plans else frozenset()
    return [
        i for i in store.intents.find(source="recycled") if i.verified and i.source_node_id in nodes
    ]
