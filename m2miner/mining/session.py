"""One intent's tree from start (or resume) to finish on one device.

A tree whose device is lost for good (reconnects spent) stops without finishing:
:meth:`TreeSession.run` raises the :class:`~m2miner.errors.DeviceDisconnectedError`,
and the worker hands the tree to another device, which resumes it from the store.
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from m2miner.actions import Domain
from m2miner.agents.base import Agents
from m2miner.config import Config
from m2miner.devices.base import AppTarget, Device
from m2miner.mcts import (
    MCTS,
    Budget,
    Node,
    SearchConfig,
    SteppedInitValue,
    Usage,
    find_successes,
)
from m2miner.mining.navigator import Lease, Navigator
from m2miner.mining.persist import Tally, TreeWriter
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.tree import TreeMiner, TreeSetup
from m2miner.mining.vanilla import VanillaMiner
from m2miner.mining.vanilla_random import RandomVanillaMiner
from m2miner.store import Store
from m2miner.store.node_info import fault_counts
from m2miner.store.records import IntentRecord, TreeCounters, TreeRecord, TreeStatus
from m2miner.store.trust import trust_counts
from m2miner.verify.factory import verifier_for


@dataclass(frozen=True)
class TreeOutcome:
    """How one tree ended."""

    tree_id: int
    intent_id: int
    intent: str
    task_id: str | None
    status: TreeStatus
    stop_reason: str | None
    successes: int
    nodes: int
    iterations: int
    usage: Usage
    ground_truth_success: bool | None
    resumed: bool = False
    faults: Mapping[str, int] = field(default_factory=dict)
    """What happened to the tree's nodes, by fault kind (``model_timeout``: 2 ...)."""
    verified: int = 0
    """Successes a verifier confirmed (sim tasks: the task's success predicate)."""
    judged_only: int = 0
    """Successes nothing could verify; with ``verified`` they make ``successes``."""
    refuted: int = 0
    """Terminal nodes judged successful that the verifier refuted: stored as failures,
    not in ``successes``."""
    blocked: Mapping[str, int] = field(default_factory=dict)
    """Actions the safety policy refused, by the rule that fired (``commit-label``: 2)."""


def success_counts(nodes: Iterable[tuple[bool, Mapping[str, Any]]]) -> tuple[int, int, int]:
    """``(verified, judged_only, refuted)`` over ``(success, info)`` of a tree's nodes
    (see :func:`m2miner.mining.tree.verify_success` for the info keys)."""
    counts = trust_counts(nodes)
    return counts["verified"], counts["judged"], counts["refuted"]


def blocked_counts(infos: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Nodes the safety policy refused, by rule, over nodes' stored info."""
    counts: Counter[str] = Counter()
    for info in infos:
        if info.get("blocked"):
            safety = info.get("safety")
            rule = safety.get("rule") if isinstance(safety, Mapping) else None
            counts[str(rule or "blocked")] += 1
    return dict(counts.most_common())


def usage_of(counters: TreeCounters) -> Usage:
    return Usage(
        device_steps=counters.device_steps,
        restore_steps=counters.restore_steps,
        model_calls=counters.model_calls,
        prompt_tokens=counters.prompt_tokens,
        completion_tokens=counters.completion_tokens,
        cost=counters.cost_usd,
        image_tokens=counters.image_tokens,
    )


def budget_of(config: Config) -> Budget:
    b = config.budget
    return Budget(
        iterations=b.iterations,
        max_depth=config.search.max_depth,
        device_steps=b.device_steps,
        model_calls=b.model_calls,
        wall_time_s=b.wall_time_s,
        money=b.money_usd,
    )


def search_config(config: Config) -> SearchConfig:
    s = config.search
    return SearchConfig(
        c_uct=s.c_uct,
        init_value=SteppedInitValue(s.init_top, s.init_step),
        successes=s.successes,
        ordering="random" if s.algorithm in ("vanilla", "vanilla-infer") else "ranked",
        locality_eps=s.locality_eps,
        env_error_retries=s.env_error_retries,
    )


class TreeSession:
    """Creates or resumes the tree of ``intent`` and runs the search on ``device``."""

    def __init__(
        self,
        store: Store,
        config: Config,
        run_id: int,
        intent: IntentRecord,
        app: AppTarget,
        domain: Domain,
        agents: Agents,
        recorder: StoreRecorder,
        device: Device,
        *,
        search: str = "m2m",
        sim: bool = False,
        lease: Lease | None = None,
        retry_errors: bool = False,
    ) -> None:
        self.store = store
        self.retry_errors = retry_errors
        self.config = config
        self.intent = intent
        self.device = device
        self.lease = lease
        self.search = search
        existing = [t for t in store.trees.find(run_id=run_id, intent_id=intent.id)]
        self.resumed = bool(existing)
        self.tree: TreeRecord = (
            existing[-1]
            if existing
            else store.trees.create(run_id, intent.id, device=device.name, search=search)  # type: ignore[arg-type]
        )
        self.tree_id = self.tree.id
        self._wall = (self.tree.counters.wall_s, time.monotonic())
        self.root: Node | None = None
        self.setup = TreeSetup(
            intent=intent.text,
            app=app,
            domain=domain,
            agents=agents,
            config=config,
            store=store,
            recorder=recorder,
            tree_id=self.tree_id,
            verifier=verifier_for(intent, sim=sim),
            sim=sim,
        )

    def already_finished(self) -> bool:
        """Whether the tree is done; with ``retry_errors`` a finished tree that has
        env_error nodes is reopened instead."""
        if self.tree.status in ("running", "interrupted"):
            return False
        if not self.retry_errors:
            return True
        nodes = self.store.trees.load(self.tree_id).nodes
        if not any(n.status == "env_error" for n in nodes):
            return True
        self.tree = self.store.trees.update(self.tree_id, status="interrupted")
        return False

    def outcome(self, root: Node | None = None, stop_reason: str | None = None) -> TreeOutcome:
        tree = self.store.trees.get(self.tree_id)
        nodes = self.store.trees.load(self.tree_id).nodes if root is None else None
        count = sum(1 for _ in root.walk()) if root is not None else len(nodes or ())
        infos = [n.info for n in root.walk()] if root is not None else [n.info for n in nodes or ()]
        flags = (
            [n.terminal and n.success for n in root.walk()]
            if root is not None
            else [n.status == "success" for n in nodes or ()]
        )
        verified, judged_only, refuted = success_counts(zip(flags, infos, strict=True))
        return TreeOutcome(
            tree_id=tree.id,
            intent_id=self.intent.id,
            intent=self.intent.text,
            task_id=self.intent.task_id,
            status=tree.status,
            stop_reason=stop_reason or tree.stop_reason,
            successes=tree.counters.successes,
            nodes=count,
            iterations=tree.counters.iterations,
            usage=usage_of(tree.counters),
            ground_truth_success=tree.ground_truth_success,
            resumed=self.resumed,
            faults=fault_counts(infos),
            blocked=blocked_counts(infos),
            verified=verified,
            judged_only=judged_only,
            refuted=refuted,
        )

    def run(
        self, stop: Callable[[], bool], on_node: Callable[[dict[str, Any]], None]
    ) -> TreeOutcome:
        """Mine the tree; one that raises (its app would not start, say) is ended
        ``interrupted`` with the error, never left ``running``, and can be resumed."""
        try:
            return self._run(stop, on_node)
        except BaseException as exc:
            with contextlib.suppress(Exception):  # the store may be what failed
                if self.store.trees.get(self.tree_id).status == "running":
                    error = (str(exc).strip() or type(exc).__name__).splitlines()[0][:300]
                    self.store.trees.finish(
                        self.tree_id, "interrupted", stop_reason="error", error=error
                    )
            raise

    def _run(
        self, stop: Callable[[], bool], on_node: Callable[[dict[str, Any]], None]
    ) -> TreeOutcome:
        miner: TreeMiner | None = None
        root = Node.root()
        recorder = self.setup.recorder
        writer = TreeWriter(
            self.store, self.tree_id, lambda: self._counters(root, miner, writer), recorder.take
        )
        nav = Navigator(
            self.device,
            self.setup.app,
            writer.png,
            use_snapshots=self.config.device.snapshots,
            lease=self.lease,
            reconnects=self.config.device.reconnects,
            reconnect_wait_s=self.config.device.reconnect_wait_s,
        )
        stored = self.store.trees.load(self.tree_id).nodes if self.resumed else ()
        if self.resumed:
            self.store.trees.resume(self.tree_id, device=self.device.name)
        if stored:
            root = writer.rebuild(stored, retry_errors=self.retry_errors)
            nav.lost()  # the first restore relaunches the app and replays
        else:
            # A new tree, or one whose device failed before the root was stored.
            with nav.holding():
                obs = self._start(nav, root)
                writer.add_root(root, obs)
                nav.remember(root)
            faults = obs.faults()
            if faults:  # a slow first screen, say
                root.info["faults"] = faults
                writer.note(root, {"faults": faults})
        miners = {"vanilla": RandomVanillaMiner, "vanilla-infer": VanillaMiner}
        miner_class = miners.get(self.search, TreeMiner)
        miner = miner_class(self.setup, nav, writer, on_node)
        miner.spent = usage_of(self.tree.counters)
        search = MCTS(
            search_config(self.config), self.config.seed, miner.expand, miner.evaluate, miner
        )
        self._wall = (self.tree.counters.wall_s, time.monotonic())
        try:
            result = search.run(
                root,
                budget_of(self.config),
                stop,
                prefer=nav.prefers,
                spent=miner.spent,
                elapsed_s=self._wall[0],  # wall time counts over all sessions
            )
        finally:
            recorder.flush()  # calls that no node write took along
            miner.verification.close()
            nav.drop_snapshots()
        return self._finish(root, miner, result.stop_reason)

    def _start(self, nav: Navigator, root: Node) -> Any:
        """Launch the app for a new tree, reconnecting a lost device; the root screen.
        Faults met here have no node to be recorded on."""
        return nav.reconnecting(lambda: nav.start(root))

    def _counters(
        self, root: Node, miner: TreeMiner | None, writer: TreeWriter | None = None
    ) -> TreeCounters:
        """The tree's totals: from the writer's tally while mining, counted over the whole
        tree when ``writer`` is None."""
        spent = miner.spent if miner else Usage()
        tally = writer.tally if writer is not None else Tally(root)
        return TreeCounters(
            iterations=root.n + tally.dead,
            device_steps=spent.device_steps,
            restore_steps=spent.restore_steps,
            model_calls=spent.model_calls,
            prompt_tokens=spent.prompt_tokens,
            completion_tokens=spent.completion_tokens,
            image_tokens=spent.image_tokens,
            cost_usd=spent.cost,
            successes=tally.successes,
            wall_s=self._wall[0] + (time.monotonic() - self._wall[1]),
        )

    def _finish(self, root: Node, miner: TreeMiner, reason: str) -> TreeOutcome:
        successes = find_successes(root)
        if reason == "interrupted":
            status: TreeStatus = "interrupted"
        elif successes:
            status = "succeeded"
        elif reason == "exhausted":
            status = "exhausted"
        else:
            status = "failed"
        truth = None
        if self.setup.verifier is not None and self.setup.verifier.kind == "sim":
            truth = any(n.info.get("ground_truth_success") for n in successes)
        # A checkpoint: a finished tree's screens are all on the disk.
        self.store.screenshots.sync()
        self.store.trees.finish(
            self.tree_id,
            status,
            stop_reason=reason,
            counters=self._counters(root, miner),
            ground_truth_success=truth,
        )
        return self.outcome(root, reason)
