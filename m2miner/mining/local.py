"""The local run engine: a run's trees on this process's devices.

Trees run concurrently, one device per tree, ``device.trees_per_device`` trees taking
turns on each device (:mod:`m2miner.mining.pool`, :mod:`m2miner.mining.workers`). A
device that disconnects is taken out of the pool and its tree resumes on another; when
none is left the run stops, resumable.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from m2miner.devices.base import Device
from m2miner.devices.factory import DeviceSpec
from m2miner.errors import M2MinerError
from m2miner.llm.base import ChatModel
from m2miner.mining.engine import (
    Components,
    MineEvent,
    MineReport,
    Observer,
    RunJob,
    TreeFactory,
    ctrl_c,
    finish_run,
)
from m2miner.mining.pool import DevicePool, DeviceSlot
from m2miner.mining.session import TreeOutcome, TreeSession
from m2miner.mining.workers import PoolRunner
from m2miner.store.records import IntentRecord


class LocalEngine:
    """Mines a run's intents on this process's devices (a :class:`~m2miner.mining.engine.
    RunEngine`)."""

    def __init__(self, job: RunJob) -> None:
        self.job = job

    def mine(
        self,
        intents: list[IntentRecord],
        specs: list[DeviceSpec],
        models: dict[str, ChatModel] | None,
        components: Components,
    ) -> MineReport:
        job = self.job
        self.factory = factory = TreeFactory(
            job.store,
            job.config,
            job.run.id,
            job.request.app,
            specs[0].kind,
            components,
            models,
            job.retry_errors,
        )
        pool = DevicePool(
            self._open(specs),
            job.config.device.trees_per_device,
            return_wait_s=job.config.device.return_wait_s,
            revivals=job.config.device.reconnects,
        )
        runner = PoolRunner(pool, self._mine_tree, job.stop, job.stop.set)
        self._total, self._taken, self._lock = len(intents), 0, threading.Lock()
        try:
            with ctrl_c(job.stop, job.notify):
                result = runner.run(intents)
        except M2MinerError as exc:
            job.store.runs.finish(job.run.id, "failed", error=str(exc))
            raise
        finally:
            pool.close()
        # Trees are left only when every device failed.
        lost = "device lost: " + "; ".join(result.device_errors) if result.left else None
        interrupted, error = finish_run(job, result.outcomes, lost)
        stats = tuple(pool.stats())
        wall = stats[0].wall_s if stats else 0.0
        heuristic = factory.agents.heuristic
        return MineReport(job.run.id, result.outcomes, interrupted, heuristic, error, stats, wall)

    def _open(self, specs: list[DeviceSpec]) -> list[Device]:
        opened: list[Device] = []
        try:
            for index, spec in enumerate(specs):
                opened.append(self.factory.device(spec, index))
        except BaseException:
            for device in opened:
                device.close()
            raise
        return opened

    def _mine_tree(self, intent: IntentRecord, slot: DeviceSlot) -> TreeOutcome:
        session = self.factory.session(intent, slot)
        with self._lock:
            self._taken += 1
            k = self._taken
        if session.already_finished():
            return session.outcome()
        notify = self.job.notify
        data = self._started(k, session)
        notify(MineEvent("tree_started", intent.text, session.tree_id, data=data))
        outcome = session.run(self.job.stop, _node_events(notify, intent.text, session.tree_id))
        notify(MineEvent("tree_finished", intent.text, outcome.tree_id, outcome))
        return outcome

    def _started(self, k: int, session: TreeSession) -> dict[str, Any]:
        """What a progress view shows of a starting tree: it is the ``k``-th of ``n``,
        the budget it mines against, and what it spent before (a resumed tree)."""
        c = session.tree.counters
        return {
            "k": k,
            "n": self._total,
            "budget": self.job.config.budget.model_dump(),
            "iterations": c.iterations,
            "device_steps": c.device_steps,
            "successes": c.successes,
            "wall_s": c.wall_s,
            "started": time.time(),
        }


def _node_events(notify: Observer, intent: str, tree_id: int) -> Callable[[dict[str, Any]], None]:
    return lambda data: notify(MineEvent("node", intent, tree_id, data=data))
