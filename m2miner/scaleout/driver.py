"""A mining run over a Ray cluster: ``m2miner mine --ray ADDRESS``.

The driver is the process that runs ``m2miner mine``: it holds the run's lease, records
the run like a local one and creates one :class:`~m2miner.scaleout.worker.DeviceWorker`
actor per fleet device; :class:`~m2miner.scaleout.schedule.Scheduler` sends the trees.
The store must be one every worker reaches: PostgreSQL (``store.url``) and a shared blob
store (``store.blobs``). Ctrl-C stops every tree after its node in flight; the run is
then resumable with ``m2miner mine --resume RUN_ID --ray ADDRESS``, on the same cluster
or on another one.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from m2miner.config import Config
from m2miner.devices.factory import DeviceSpec
from m2miner.errors import ConfigError
from m2miner.llm.base import ChatModel
from m2miner.mining.engine import (
    Components,
    MineEvent,
    MineReport,
    RunEngine,
    RunJob,
    ctrl_c,
    finish_run,
)
from m2miner.scaleout.fleet import Fleet, FleetDevice
from m2miner.store.records import IntentRecord

if TYPE_CHECKING:
    from m2miner.scaleout.schedule import Member


ACTOR_ENV = {"env_vars": {"RAY_worker_niceness": "0"}}
"""Ray starts its workers at niceness 15, fit for batch tasks; a device actor mostly waits
on its device and must answer as soon as the screen is ready, and on a host whose
emulators (or anything else) keep the cores busy at niceness 0 it would get a small
fraction of a core. Ray's own job supervisor is started at niceness 0 the same way."""


@dataclass(frozen=True)
class RayCluster:
    """Where a run mines: the cluster's ``address`` and its ``fleet`` (a
    :class:`~m2miner.mining.engine.Cluster`, passed as ``mine(cluster=...)``).

    ``components`` (tests, benchmarks) builds :class:`~m2miner.mining.engine.Components`
    inside each actor; it must pickle (a module-level function or a partial of one).
    """

    address: str
    fleet: Fleet
    components: Callable[[], Any] | None = None

    def specs(self) -> str:
        """The ``--device`` list the run records: every fleet device's spec."""
        return ",".join(d.spec for d in self.fleet.devices)

    def check(self, config: Config) -> None:
        check_store(config)

    def engine(self, job: RunJob) -> RunEngine:
        return RayEngine(self, job)


def check_store(config: Config) -> None:
    """A Ray run's store must be reachable from every host."""
    if config.store.database_url().startswith("sqlite"):
        raise ConfigError(
            "a Ray run needs a database every worker reaches; SQLite is a local file",
            hint="set store.url = 'postgresql+psycopg://USER@HOST/DB' (pip install "
            "'m2miner[postgres]') and store.blobs to a shared directory or s3://BUCKET",
        )


def connect(address: str, namespace: str, fleet: Fleet) -> bool:
    """Join the cluster; False when this process had joined it already. ``local`` starts
    a one-host cluster offering every fleet device (a laptop, a single big host)."""
    import ray

    if ray.is_initialized():
        return False
    local: dict[str, Any] = {}
    if address == "local":
        resources = {d.resource: 1.0 for d in fleet.devices}
        local = {"resources": resources, "include_dashboard": False}
    try:
        ray.init(
            address=None if address == "local" else address,
            namespace=namespace,
            logging_level=logging.WARNING,
            log_to_driver=False,
            **local,
        )
    except ConnectionError as exc:
        raise ConfigError(
            f"cannot reach the Ray cluster at {address}: {exc}",
            hint="start it with `ray start --head` (see docs/scaleout.md), or use --ray local",
        ) from exc
    return True


class RayEngine:
    """Mines a run's intents on the cluster's device actors (the Ray twin of
    :class:`~m2miner.mining.local.LocalEngine`)."""

    def __init__(self, cluster: RayCluster, job: RunJob) -> None:
        self.cluster = cluster
        self.job = job
        self.requeues: list[Any] = []

    def mine(
        self,
        intents: list[IntentRecord],
        specs: list[DeviceSpec],
        models: dict[str, ChatModel] | None,
        components: Components,
    ) -> MineReport:
        """See :class:`~m2miner.mining.engine.RunEngine`; ``models`` and ``components``
        stay in this process (each actor builds its own from the cluster's)."""
        import ray

        from m2miner.scaleout.schedule import Scheduler, raise_failure

        job, config = self.job, self.job.config
        started = time.monotonic()
        joined = connect(self.cluster.address, config.ray.namespace, self.cluster.fleet)
        scheduler: Scheduler | None = None
        try:
            members = self._members(specs[0].kind)
            scheduler = Scheduler(
                members,
                self._tree_for,
                self._event,
                job.stop,
                failures=config.ray.device_failures,
                restart_wait_s=config.ray.restart_wait_s,
                start_wait_s=config.ray.start_wait_s,
            )
            with ctrl_c(job.stop, job.notify):
                result = scheduler.run(intents)
            self.requeues = result.requeues
            stats = tuple(scheduler.stats(time.monotonic() - started))
            heuristic = any(m.info.get("heuristic") for m in members)
        finally:
            if scheduler is not None:
                _close(scheduler.members)
            if joined:
                ray.shutdown()
        raise_failure(scheduler.failure)
        outcomes = [result.outcomes[i.id] for i in intents if i.id in result.outcomes]
        lost = None
        if result.left:
            lost = "no device left: " + "; ".join(
                f"{m.device.name}: {m.error}" for m in scheduler.members if m.error
            )
        interrupted, error = finish_run(job, outcomes, lost)
        wall = time.monotonic() - started
        return MineReport(job.run.id, outcomes, interrupted, heuristic, error, stats, wall)

    def _members(self, kind: str) -> list[Member]:
        import ray

        from m2miner.mining.plan import is_sim_app
        from m2miner.scaleout.schedule import Member
        from m2miner.scaleout.worker import DeviceWorker, WorkerJob

        job, config = self.job, self.job.config
        offered = ray.cluster_resources()
        actor_class = ray.remote(DeviceWorker)
        per_device = config.device.trees_per_device
        members = []
        for index, device in enumerate(self.cluster.fleet.devices):
            work = WorkerJob(
                config,
                job.run.id,
                job.request.app,
                job.request.domain,
                kind == "sim" and is_sim_app(job.request.app),
                device,
                index,
                job.retry_errors,
                self.cluster.components,
            )
            member = Member(device, None, per_device)
            if not offered.get(device.resource):
                member.state = "retired"
                member.error = f"no Ray node offers {device.resource}"
            else:
                member.actor = actor_class.options(  # type: ignore[attr-defined]
                    name=f"run{job.run.id}:{device.name}",
                    num_cpus=0,
                    resources={device.resource: 1},
                    max_restarts=config.ray.max_restarts,
                    max_concurrency=per_device + 3,
                    runtime_env=ACTOR_ENV,
                ).remote(work)
            members.append(member)
        if all(m.state == "retired" for m in members):
            raise ConfigError(
                "no node of the Ray cluster offers a device of the fleet",
                hint="start each host's node with `ray start --address HEAD "
                '--resources "$(m2miner fleet resources HOST)"`',
            )
        return members

    def _tree_for(self, intent: IntentRecord, device: FleetDevice) -> int:
        """The intent's tree in this run, created here so that no two workers race."""
        store, run_id = self.job.store, self.job.run.id
        trees = store.trees.find(run_id=run_id, intent_id=intent.id)
        if trees:
            return int(trees[-1].id)
        search = self.job.config.search.algorithm
        return int(store.trees.create(run_id, intent.id, device=device.name, search=search).id)

    def _event(
        self, kind: str, intent: IntentRecord | None, tree_id: int | None, **data: Any
    ) -> None:
        outcome = data.pop("outcome", None)
        text = intent.text if intent is not None else ""
        self.job.notify(MineEvent(kind, text, tree_id, outcome, {**data, "at": time.time()}))


def _close(members: list[Any]) -> None:
    import ray

    live = [m.actor for m in members if m.actor is not None and m.state != "retired"]
    refs = [a.close.remote() for a in live]
    ray.wait(refs, num_returns=len(refs), timeout=10.0)
    for member in members:
        if member.actor is not None:
            ray.kill(member.actor, no_restart=True)
