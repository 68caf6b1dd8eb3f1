"""A device of the cluster and the miner that drives it: the body of one Ray actor.

:class:`DeviceWorker` is a plain class; the driver (:mod:`m2miner.scaleout.driver`) makes
it a Ray actor placed by the device's custom resource. The actor opens the device, the
shared store (PostgreSQL and the blob store) and the agents once, then mines the trees
the driver sends it, several at a time when ``device.trees_per_device`` is above one
(they take turns on the device, as in the local mode).

Every tree is mined under its lease (``tree:N``, :mod:`m2miner.store.leases`): no two
workers ever write one tree. A tree whose worker died is taken over at once on the same
host (its process is gone) and after ``store.lease_timeout_s`` from another host, and
resumes from its last committed node. Outcomes come back as :class:`TreeResult`, errors
included as text, so nothing the driver must read depends on pickling an exception.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from m2miner.actions import Domain
from m2miner.config import Config
from m2miner.errors import DeviceDisconnectedError, LeaseHeldError
from m2miner.mining.session import TreeOutcome
from m2miner.scaleout.fleet import FleetDevice


@dataclass(frozen=True)
class WorkerJob:
    """What a device actor needs to mine a run's trees (pickled to the actor)."""

    config: Config
    run_id: int
    app: str
    domain: Domain
    sim: bool
    device: FleetDevice
    index: int
    retry_errors: bool = False
    components: Callable[[], Any] | None = None
    """Builds :class:`~m2miner.mining.engine.Components` in the actor (benchmarks, tests)."""


@dataclass(frozen=True)
class TreeResult:
    """How a tree's turn on a device ended.

    ``kind``: ``ok`` (``outcome`` set; the tree finished or was interrupted), ``device``
    (the device was lost; the tree resumes elsewhere), ``lease`` (another live worker
    holds the tree), ``stopped`` (the run stopped before the tree started) or ``error``
    (anything else, in ``error``).
    """

    intent_id: int
    tree_id: int
    kind: str
    outcome: TreeOutcome | None = None
    error: str | None = None
    host: str = ""
    pid: int = 0
    started: float = 0.0
    nodes: int = 0


@dataclass
class _Progress:
    trees: dict[int, int] = field(default_factory=dict)
    """Trees being mined now -> nodes judged in this turn."""
    nodes: int = 0
    trees_done: int = 0


class DeviceWorker:
    """One device, the store and the agents, in one process of the cluster."""

    def __init__(self, job: WorkerJob) -> None:
        from m2miner.devices.factory import DeviceSpec
        from m2miner.mining.engine import Components, TreeFactory
        from m2miner.mining.pool import DevicePool
        from m2miner.store.leases import LeaseRepository, this_host
        from m2miner.store.opening import open_store

        self.job = job
        self.config = config = job.config
        self.host = this_host()
        self.pid = os.getpid()
        self.store = open_store(config)
        self.leases = LeaseRepository(self.store.db)
        spec = DeviceSpec.parse(job.device.spec)
        parts = job.components() if job.components is not None else Components()
        self.factory = TreeFactory(
            self.store,
            config,
            job.run_id,
            job.app,
            spec.kind,
            parts,
            retry_errors=job.retry_errors,
            domain=job.domain,
            sim=job.sim,
        )
        self.pool = DevicePool(
            [self.factory.device(spec, job.index)], config.device.trees_per_device
        )
        # Trees record the fleet's name of the device: it says which host mined them.
        self.pool.slots[0].device.name = job.device.name
        self._stop = threading.Event()
        self._progress = _Progress()
        self._lock = threading.Lock()
        self._start_cpu_s = time.process_time()

    def ready(self) -> dict[str, Any]:
        """Where this actor runs (the driver waits for it before sending trees)."""
        return {
            "host": self.host,
            "pid": self.pid,
            "device": self.job.device.name,
            "heuristic": self.factory.agents.heuristic,
        }

    def stop(self) -> None:
        """Stop every tree after its node in flight (Ctrl-C on the driver)."""
        self._stop.set()

    def status(self) -> dict[str, Any]:
        """What the device is doing: trees being mined, nodes judged, busy seconds (inside
        device calls) and ``cpu_s``, this process's CPU seconds since it was ready (its
        start-up left out: what mining costs the host)."""
        slot = self.pool.slots[0]
        with self._lock:
            return {
                "device": self.job.device.name,
                "host": self.job.device.host,
                "node": self.host,
                "pid": self.pid,
                "trees": dict(self._progress.trees),
                "nodes": self._progress.nodes,
                "trees_done": self._progress.trees_done,
                "busy_s": slot.device.busy_s,
                "cpu_s": time.process_time() - self._start_cpu_s,
                "error": slot.error,
            }

    def mine_tree(self, intent_id: int, tree_id: int) -> TreeResult:
        """Mine (or resume) tree ``tree_id`` of intent ``intent_id`` under its lease."""
        from m2miner.mining.lease import HeldLease
        from m2miner.store.leases import tree_lease_key

        started = time.time()
        base: Any = {"intent_id": intent_id, "tree_id": tree_id, "host": self.host, "pid": self.pid}
        lost = threading.Event()
        try:
            lease = HeldLease.take(
                self.leases,
                tree_lease_key(tree_id),
                timeout_s=self.config.store.lease_timeout_s,
                heartbeat_s=self.config.store.heartbeat_s,
                on_lost=lost.set,
            )
        except LeaseHeldError as exc:
            return TreeResult(kind="lease", error=str(exc), started=started, **base)
        lease.start()
        try:
            return self._mine(intent_id, tree_id, lost, started, base)
        finally:
            lease.release()
            with self._lock:
                self._progress.trees.pop(tree_id, None)

    def _mine(
        self, intent_id: int, tree_id: int, lost: threading.Event, started: float, base: Any
    ) -> TreeResult:
        slot = self.pool.checkout(self._stop.is_set)
        if slot is None:
            return TreeResult(kind="stopped", error="stopped before it started", **base)
        finished = False
        try:
            session = self.factory.session(self.store.intents.get(intent_id), slot)
            if session.tree_id != tree_id:
                return TreeResult(kind="error", error=f"intent has tree {session.tree_id}", **base)
            if session.already_finished():
                finished = True
                return TreeResult(kind="ok", outcome=session.outcome(), started=started, **base)
            with self._lock:
                self._progress.trees[tree_id] = 0
            outcome = session.run(
                lambda: self._stop.is_set() or lost.is_set(), lambda _: self._count(tree_id)
            )
            finished = True
            nodes = self._progress.trees.get(tree_id, 0)
            return TreeResult(kind="ok", outcome=outcome, started=started, nodes=nodes, **base)
        except DeviceDisconnectedError as exc:
            self.pool.retire(slot, str(exc))
            return TreeResult(kind="device", error=str(exc), started=started, **base)
        except Exception as exc:
            return TreeResult(
                kind="error", error=f"{type(exc).__name__}: {exc}", started=started, **base
            )
        finally:
            self.pool.checkin(slot, finished=finished)
            if finished:
                with self._lock:
                    self._progress.trees_done += 1

    def _count(self, tree_id: int) -> None:
        with self._lock:
            self._progress.nodes += 1
            self._progress.trees[tree_id] = self._progress.trees.get(tree_id, 0) + 1

    def close(self) -> None:
        """Close the device and the store (the driver calls it at the end of a run)."""
        try:
            self.pool.close()
        finally:
            self.store.close()
