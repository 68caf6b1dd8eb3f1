"""The run-engine contract: both engines satisfy it, build their trees with one factory,
take intents from one queue and end a run the same way."""

from __future__ import annotations

import functools
import inspect
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from m2miner.config import Config
from m2miner.devices.factory import DeviceSpec
from m2miner.mcts import Usage
from m2miner.mining.engine import (
    Cluster,
    Components,
    IntentQueue,
    RunEngine,
    RunJob,
    StopFlag,
    TreeFactory,
    finish_run,
)
from m2miner.mining.local import LocalEngine
from m2miner.mining.plan import MineRequest, resolve_intents
from m2miner.mining.pool import DevicePool
from m2miner.mining.run import mine
from m2miner.mining.session import TreeOutcome
from m2miner.safety.wrapper import SafeDevice
from m2miner.scaleout.driver import RayCluster, RayEngine
from m2miner.scaleout.fleet import Fleet, FleetDevice
from m2miner.scaleout.worker import DeviceWorker, WorkerJob
from m2miner.store import Store
from m2miner.store.opening import open_store
from m2miner.store.records import IntentRecord, NewIntent
from m2miner.testing.ray_cluster import calibrated_components
from tests.mining.conftest import make_config
from tests.mining.test_concurrent import _shape

SIZE = (360, 800)
TASK = "settings.dark_theme"


def _config(tmp_path: Path) -> Config:
    return make_config(
        tmp_path,
        **{
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "budget.iterations": 6,
            "search.successes": 1,
            "search.locality_eps": 0.0,
        },
    )


def _job(store: Store, config: Config, stop: StopFlag | None = None) -> RunJob:
    run = store.runs.create("mine", config={}, seed=config.seed)
    request = MineRequest(app="settings")
    return RunJob(store, config, run, request, lambda event: None, stop or StopFlag())


def _outcome(stop_reason: str) -> TreeOutcome:
    return TreeOutcome(1, 1, "x", None, "failed", stop_reason, 0, 1, 1, Usage(), None)


def test_both_engines_mine_through_the_one_contract() -> None:
    contract = inspect.signature(RunEngine.mine)
    assert inspect.signature(LocalEngine.mine) == contract
    assert inspect.signature(RayEngine.mine) == contract
    for name in ("check", "specs", "engine"):
        assert inspect.signature(getattr(RayCluster, name)) == inspect.signature(
            getattr(Cluster, name)
        )


def test_the_ray_cluster_builds_its_engine_for_the_job(tmp_path: Path) -> None:
    config = _config(tmp_path)
    cluster = RayCluster("local", Fleet.sim({"w1": 2}))
    with open_store(config) as store:
        job = _job(store, config)
        engine = cluster.engine(job)
        assert isinstance(engine, RayEngine)
        assert (engine.cluster, engine.job) == (cluster, job)
    assert cluster.specs() == "sim,sim"
    with pytest.raises(Exception, match="SQLite is a local file"):
        cluster.check(config)


class _Here:
    """A cluster that is this process: the contract is all ``mine`` sees of a cluster."""

    def __init__(self) -> None:
        self.checked: list[Config] = []
        self.engines: list[LocalEngine] = []

    def check(self, config: Config) -> None:
        self.checked.append(config)

    def specs(self) -> str:
        return "sim,sim"

    def engine(self, job: RunJob) -> RunEngine:
        self.engines.append(LocalEngine(job))
        return self.engines[-1]


def test_mine_checks_the_cluster_and_mines_with_its_engine_on_its_devices(
    tmp_path: Path,
) -> None:
    config = _config(tmp_path)
    here = _Here()
    parts = calibrated_components((TASK,), SIZE)
    report = mine(
        config, MineRequest(app="settings", task_ids=(TASK,)), cluster=here, components=parts
    )
    assert here.checked == [config]
    assert [e.job.run.id for e in here.engines] == [report.run_id]
    assert [d.name for d in report.devices] == ["sim:settings#0", "sim:settings#1"]
    assert [(o.task_id, o.status) for o in report.outcomes] == [(TASK, "succeeded")]
    with open_store(config) as store:
        assert store.runs.get(report.run_id).status == "finished"


def test_the_tree_factory_builds_agents_once_devices_behind_safety_and_sessions(
    tmp_path: Path,
) -> None:
    config = _config(tmp_path)
    built: list[tuple[Config, Any]] = []
    opened: list[int] = []
    agents = object()
    world = calibrated_components((TASK,), SIZE)

    def make_agents(cfg: Config, recorder: Any) -> Any:
        built.append((cfg, recorder))
        return agents

    def make_device(index: int) -> Any:
        opened.append(index)
        return world.device(index)

    parts = Components(agents=make_agents, device=make_device)
    with open_store(config) as store:
        job = _job(store, config)
        factory = TreeFactory(store, config, job.run.id, "settings", "sim", parts)
        assert built == [(config, factory.recorder)] and factory.agents is agents
        assert (factory.target.name, factory.domain, factory.sim) == ("settings", "mobile", True)
        device = factory.device(DeviceSpec("sim"), 3)
        assert opened == [3] and isinstance(device, SafeDevice)
        # Without components, the configured backend opens (a sim device, also wrapped).
        assert isinstance(
            TreeFactory(store, config, job.run.id, "settings", "sim").device(DeviceSpec("sim"), 0),
            SafeDevice,
        )
        slot = DevicePool([device]).slots[0]
        intent = store.intents.add(NewIntent("turn on dark theme", "settings"), run_id=job.run.id)
        session = factory.session(intent, slot)
        tree = store.trees.get(session.tree_id)
        assert (tree.run_id, tree.intent_id, tree.search) == (job.run.id, intent.id, "m2m")
        assert (session.device, session.lease, session.resumed) == (slot.device, slot, False)
        again = factory.session(intent, slot)
        assert (again.tree_id, again.resumed) == (session.tree_id, True)
        assert built == [(config, factory.recorder)]  # built once


def test_a_device_actor_mines_the_tree_the_local_engine_mines(tmp_path: Path) -> None:
    """The Ray worker, run in this process: the same factory, so the same tree."""
    local_config = _config(tmp_path / "local")
    request = MineRequest(app="settings", task_ids=(TASK,))
    local = mine(local_config, request, components=calibrated_components((TASK,), SIZE))
    with open_store(local_config) as store:
        expected = _shape(list(store.trees.load(local.outcomes[0].tree_id).nodes))
    assert len(expected) > 2 and local.outcomes[0].successes == 1

    config = _config(tmp_path / "worker")
    with open_store(config) as store:
        run = store.runs.create("mine", config={}, seed=config.seed)
        (intent,) = resolve_intents(request, store, run.id)
        tree = store.trees.create(run.id, intent.id, device="w1/sim0", search="m2m")
    parts = functools.partial(calibrated_components, (TASK,), SIZE)
    device = FleetDevice("w1", "sim0", "sim")
    worker = DeviceWorker(
        WorkerJob(config, run.id, "settings", "mobile", True, device, 0, False, parts)
    )
    try:
        assert worker.factory.sim and worker.pool.slots[0].device.name == "w1/sim0"
        result = worker.mine_tree(intent.id, tree.id)
    finally:
        worker.close()
    assert (result.kind, result.error) == ("ok", None)
    assert result.outcome is not None and result.outcome.successes == local.outcomes[0].successes
    with open_store(config) as store:
        assert _shape(list(store.trees.load(tree.id).nodes)) == expected


def _intents(n: int) -> list[IntentRecord]:
    at = datetime(2026, 1, 1, tzinfo=UTC)
    fields = (None, "task", None, None, None, None, None, None, at)
    return [IntentRecord(i, f"intent {i}", "a", "mobile", *fields) for i in range(1, n + 1)]


def test_the_intent_queue_puts_failed_trees_first_and_held_ones_last() -> None:
    one, two, three, four = _intents(4)
    queue = IntentQueue([one, two, three])
    assert queue.take() == one
    queue.put_back(one)  # its device failed: next, before the others
    assert queue.take() == one
    queue.later(one, 0.0)  # its lease is held elsewhere: due at once, behind the others
    queue.later(four, 3600.0)  # not due for an hour
    assert [queue.take(), queue.take(), queue.take(), queue.take()] == [two, three, one, None]
    assert queue and queue.left() == [four]
    assert not IntentQueue([])


@pytest.mark.parametrize(
    ("stopped", "lost", "reasons", "status", "error"),
    [
        (False, None, ["successes", "budget"], "finished", None),
        (False, "device lost: sim0: gone", ["budget"], "interrupted", "device lost: sim0: gone"),
        (True, "device lost: sim0: gone", ["env_errors"], "interrupted", None),
        (False, None, ["env_errors", "budget", "env_errors"], "interrupted", "2 trees stopped"),
    ],
)
def test_a_run_ends_the_same_way_on_either_engine(
    tmp_path: Path,
    stopped: bool,
    lost: str | None,
    reasons: list[str],
    status: str,
    error: str | None,
) -> None:
    config = _config(tmp_path)
    with open_store(config) as store:
        stop = StopFlag()
        if stopped:
            stop.set()
        job = _job(store, config, stop)
        interrupted, said = finish_run(job, [_outcome(r) for r in reasons], lost)
        run = store.runs.get(job.run.id)
    assert (run.status, interrupted) == (status, status == "interrupted")
    assert run.error == said
    if error is None:
        assert said is None
    else:
        assert said is not None and said.startswith(error)
    if error and error.startswith("2 trees"):
        assert f"m2miner mine --resume {job.run.id} --retry-errors" in said
