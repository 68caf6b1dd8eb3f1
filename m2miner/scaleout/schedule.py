"""Trees to free devices of a Ray cluster, as they finish: the driver's loop.

One :class:`DeviceWorker` actor per fleet device, placed by the device's custom resource,
restarted by Ray (``ray.max_restarts``) when its process dies. The loop sends the next
intent to a device with room, waits for any tree to end (``ray.wait``), and:

- a finished or interrupted tree is an outcome;
- a dead actor (its process or its whole node died) loses at most the nodes in flight:
  the intent goes back to the front of the queue and the next free device resumes the
  tree from its last committed node, once the tree's lease is free (at once on the same
  host, after ``store.lease_timeout_s`` from another). The device is probed until Ray
  has restarted its actor; one that keeps failing (``ray.device_failures`` in a row) or
  does not come back within ``ray.restart_wait_s`` is retired and reported;
- a lost device (the miner's reconnects spent) is retired, as in the local mode.

The scheduling itself is Ray's: placement, restarts and the transport are its job.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from m2miner.errors import M2MinerError
from m2miner.mining.engine import IntentQueue
from m2miner.mining.pool import DeviceStats
from m2miner.mining.session import TreeOutcome
from m2miner.scaleout.fleet import FleetDevice
from m2miner.scaleout.worker import TreeResult
from m2miner.store.records import IntentRecord

POLL_S = 0.25
STATUS_EVERY_S = 2.0


@dataclass
class Member:
    """A fleet device in the loop: its actor, its load and its health."""

    device: FleetDevice
    actor: Any
    capacity: int
    state: str = "starting"
    """starting, live, probing (its actor died; waiting for Ray's restart) or retired."""
    busy: int = 0
    failures: int = 0
    trees: int = 0
    error: str | None = None
    probe: Any = None
    deadline: float = 0.0
    status: dict[str, Any] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Requeue:
    """A tree that went back to the queue: when, why, and when it was sent out again."""

    intent_id: int
    device: str
    reason: str
    at: float
    resent_at: float | None = None


@dataclass
class LoopResult:
    outcomes: dict[int, TreeOutcome]
    left: list[IntentRecord]
    errors: list[str]
    requeues: list[Requeue]


class Scheduler:
    """Sends intents to device actors until every tree ended, the run stopped or no
    device is left. ``tree_for(intent, device)`` gives the tree id (created when new);
    ``notify(kind, **data)`` reports progress."""

    def __init__(
        self,
        members: list[Member],
        tree_for: Callable[[IntentRecord, FleetDevice], int],
        notify: Callable[..., None],
        stop: Callable[[], bool],
        *,
        failures: int,
        restart_wait_s: float,
        start_wait_s: float,
    ) -> None:
        self.members = members
        self.tree_for = tree_for
        self.notify = notify
        self.stop = stop
        self.max_failures = failures
        self.restart_wait_s = restart_wait_s
        self.start_wait_s = start_wait_s
        self.failure: str | None = None
        self._stopped = False
        self._last_status = 0.0

    def run(self, intents: list[IntentRecord]) -> LoopResult:
        import ray

        queue = IntentQueue(intents)
        pending: dict[Any, tuple[Member, IntentRecord]] = {}
        out = LoopResult({}, [], [], [])
        for m in self.members:
            if m.state == "starting":
                m.probe, m.deadline = m.actor.ready.remote(), time.monotonic() + self.start_wait_s
        while True:
            if self.stop() and not self._stopped:
                self._stop_all()
            if not self._stopped:
                self._dispatch(queue, pending, out)
            alive = any(m.state != "retired" for m in self.members)
            if not pending and (self._stopped or not queue or not alive):
                break
            probes = {m.probe: m for m in self.members if m.probe is not None}
            ready, _ = ray.wait([*pending, *probes], num_returns=1, timeout=POLL_S)
            for ref in ready:
                if ref in pending:
                    member, intent = pending.pop(ref)
                    self._result(ref, member, intent, queue, out)
                else:
                    self._probed(ref, probes[ref])
            self._expire_probes()
            self._poll_status()
        out.left = queue.left()
        return out

    def _dispatch(self, queue: IntentQueue, pending: dict[Any, Any], out: LoopResult) -> None:
        while True:
            room = [m for m in self.members if m.state == "live" and m.busy < m.capacity]
            intent = queue.take() if room else None
            if intent is None:
                return
            member = min(room, key=lambda m: (m.busy, m.trees, m.device.name))
            tree_id = self.tree_for(intent, member.device)
            pending[member.actor.mine_tree.remote(intent.id, tree_id)] = (member, intent)
            member.busy += 1
            for i, r in enumerate(out.requeues):
                if r.intent_id == intent.id and r.resent_at is None:
                    out.requeues[i] = Requeue(
                        r.intent_id, r.device, r.reason, r.at, resent_at=time.time()
                    )
            self.notify("tree_started", intent, tree_id, device=member.device.name)

    def _result(
        self,
        ref: Any,
        member: Member,
        intent: IntentRecord,
        queue: IntentQueue,
        out: LoopResult,
    ) -> None:
        import ray
        from ray.exceptions import RayActorError

        member.busy -= 1
        try:
            result: TreeResult = ray.get(ref)
        except RayActorError as exc:
            self._requeue(intent, member, f"actor died: {_first_line(exc)}", queue, out)
            self._failed(member, f"its process died: {_first_line(exc)}", probe=True)
            return
        if result.kind == "ok" and result.outcome is not None:
            member.failures, member.trees = 0, member.trees + 1
            out.outcomes[intent.id] = result.outcome
            self.notify("tree_finished", intent, result.tree_id, outcome=result.outcome)
            if result.outcome.status == "interrupted" and not self._stopped:
                # Its lease was taken over (a heartbeat failed for too long): mine on.
                queue.later(intent, 1.0)
        elif result.kind == "stopped":
            queue.put_back(intent)
        elif result.kind == "lease":
            queue.later(intent, 1.0)  # another live worker holds the tree
        elif result.kind == "device":
            out.errors.append(f"{member.device.name}: {result.error}")
            self._requeue(intent, member, "device lost", queue, out)
            self._retire(member, result.error or "device lost")
        else:
            self.failure = f"tree {result.tree_id} on {member.device.name}: {result.error}"
            self._requeue(intent, member, "error", queue, out)
            self._stop_all()

    def _requeue(
        self,
        intent: IntentRecord,
        member: Member,
        reason: str,
        queue: IntentQueue,
        out: LoopResult,
    ) -> None:
        queue.put_back(intent)
        out.requeues.append(Requeue(intent.id, member.device.name, reason, time.time()))
        self.notify("tree_requeued", intent, None, device=member.device.name, reason=reason)

    def _failed(self, member: Member, error: str, *, probe: bool) -> None:
        member.failures += 1
        if member.failures >= self.max_failures:
            self._retire(member, f"{member.failures} failures in a row; last: {error}")
        elif probe:
            member.state, member.error = "probing", error
            member.probe = member.actor.ready.remote()
            member.deadline = time.monotonic() + self.restart_wait_s

    def _probed(self, ref: Any, member: Member) -> None:
        import ray
        from ray.exceptions import RayActorError, RayTaskError

        member.probe = None
        try:
            member.info = ray.get(ref)
        except (RayActorError, RayTaskError) as exc:
            # Opening the device failed, or Ray spent the actor's restarts.
            self._retire(member, f"actor cannot start: {_first_line(exc)}")
            return
        member.state, member.error = "live", None

    def _expire_probes(self) -> None:
        now = time.monotonic()
        for m in self.members:
            if m.probe is not None and now > m.deadline:
                m.probe = None
                if m.state == "starting":
                    self._retire(m, f"did not start within {self.start_wait_s:g} s")
                else:
                    self._retire(m, f"not back within {self.restart_wait_s:g} s (host gone?)")

    def _retire(self, member: Member, error: str) -> None:
        if member.state != "retired":
            member.state, member.error, member.probe = "retired", error, None
            self.notify("device_retired", None, None, device=member.device.name, reason=error)

    def _stop_all(self) -> None:
        self._stopped = True
        for m in self.members:
            if m.state == "live":
                m.actor.stop.remote()

    def _poll_status(self, force: bool = False) -> None:
        import ray

        now = time.monotonic()
        if not force and now - self._last_status < STATUS_EVERY_S:
            return
        self._last_status = now
        live = [m for m in self.members if m.state == "live"]
        refs = {m.actor.status.remote(): m for m in live}
        ready, _ = ray.wait(list(refs), num_returns=len(refs), timeout=1.0)
        for ref in ready:
            try:
                refs[ref].status = ray.get(ref)
            except Exception:  # a dying actor: the next result says what happened
                continue
        self.notify("progress", None, None, hosts=host_progress(self.members))

    def stats(self, wall_s: float) -> list[DeviceStats]:
        self._poll_status(force=True)
        return [
            DeviceStats(m.device.name, m.trees, float(m.status.get("busy_s", 0.0)), wall_s, m.error)
            for m in self.members
        ]


def host_progress(members: list[Member]) -> dict[str, dict[str, Any]]:
    """Per host: devices, live devices, trees being mined, nodes judged, trees done and
    the CPU seconds its device actors spent since they were ready."""
    out: dict[str, dict[str, Any]] = {}
    for m in members:
        row = out.setdefault(
            m.device.host,
            {"devices": 0, "live": 0, "mining": 0, "nodes": 0, "trees_done": 0, "cpu_s": 0.0},
        )
        row["devices"] += 1
        row["live"] += int(m.state == "live")
        row["mining"] += m.busy
        row["nodes"] += int(m.status.get("nodes", 0))
        row["trees_done"] += m.trees
        row["cpu_s"] += float(m.status.get("cpu_s", 0.0))
    return out


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:200] if text else type(exc).__name__


def raise_failure(failure: str | None) -> None:
    if failure is not None:
        raise M2MinerError(f"a tree failed on the cluster: {failure}")
