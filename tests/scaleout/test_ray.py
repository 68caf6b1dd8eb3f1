"""A mining run over a Ray cluster of separate node processes on 127.0.0.1, with
PostgreSQL and an S3-compatible blob server: the same trees as a local run, and a worker
node killed mid-run loses no node.

One cluster (a head and two worker nodes of two sim devices each) serves the module;
the kill test runs last, since it takes a node away.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.config import Config
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, MineReport, mine
from m2miner.scaleout.driver import RayCluster
from m2miner.scaleout.fleet import Fleet
from m2miner.store.opening import open_store
from m2miner.testing.ray_cluster import LocalRayCluster, calibrated_components
from m2miner.testing.s3_server import S3Server
from tests.mining.conftest import make_config
from tests.mining.test_concurrent import _shape

pytest.importorskip("ray")
pytestmark = [pytest.mark.ray, pytest.mark.slow]

SIZE = (360, 800)
TASKS = (
    "settings.bluetooth_on",
    "settings.dark_theme",
    "settings.battery_saver",
    "settings.airplane_mode",
    "settings.wifi_off",
    "settings.volume_8",
)
FLEET = Fleet.sim({"w1": 2, "w2": 2})


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalRayCluster]:
    local = LocalRayCluster(head_cpus=1, cpus=1)
    try:
        local.start_head()
        for host in FLEET.hosts:
            local.add_host(FLEET, host)
        yield local
    finally:
        local.stop()


def _config(tmp_path: Path, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        **{
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "budget.iterations": 10,
            "search.successes": 2,
            "search.locality_eps": 0.0,  # where a device is must not steer the search
            "device.reconnect_wait_s": 0.0,
            "ray.restart_wait_s": 20.0,
            "store.heartbeat_s": 1.0,
            **overrides,
        },
    )


def _local(tmp_path: Path) -> tuple[Config, MineReport]:
    config = _config(tmp_path / "local")
    parts = calibrated_components(TASKS, SIZE)
    request = MineRequest(app="settings", task_ids=TASKS)
    return config, mine(config, request, components=Components(parts.agents, parts.device))


def _ray(
    tmp_path: Path, cluster: LocalRayCluster, postgres_url: str, s3: S3Server, **kwargs: object
) -> tuple[Config, MineReport]:
    config = _config(
        tmp_path / "ray",
        **{
            "store.url": postgres_url,
            "store.blobs": s3.url(tmp_path.name),
            "store.blob_options": s3.options(),
        },
    )
    parts = functools.partial(calibrated_components, TASKS, SIZE, kwargs.pop("latency_s", 0.0))
    on_ray = RayCluster(cluster.address, FLEET, parts)
    request = MineRequest(app="settings", task_ids=TASKS)
    return config, mine(config, request, cluster=on_ray, **kwargs)  # type: ignore[arg-type]


def _actor_niceness(cluster: LocalRayCluster) -> dict[int, int]:
    """The niceness of each device actor process of ``cluster``, by pid."""
    import psutil

    out = {}
    for node in cluster.nodes.values():
        for proc in psutil.Process(node.pid).children(recursive=True):
            try:
                if proc.cmdline()[:1] and proc.cmdline()[0].startswith("ray::DeviceWorker"):
                    out[proc.pid] = proc.nice()
            except psutil.NoSuchProcess:
                continue
    return out


def _trees(config: Config, report: MineReport) -> dict[str, list[tuple]]:
    with open_store(config) as store:
        return {o.intent: _shape(list(store.trees.load(o.tree_id).nodes)) for o in report.outcomes}


def test_two_worker_nodes_mine_the_trees_of_a_local_run(
    cluster: LocalRayCluster, postgres_url: str, s3: S3Server, tmp_path: Path
) -> None:
    local_config, local = _local(tmp_path)
    nice: dict[int, int] = {}

    def watch(event: MineEvent) -> None:
        if event.kind == "progress":  # every 2 s, and once more before the actors end
            nice.update(_actor_niceness(cluster))

    ray_config, on_ray = _ray(tmp_path, cluster, postgres_url, s3, observer=watch)

    assert not on_ray.interrupted and on_ray.error is None
    # Device actors run at niceness 0 (Ray's workers default to 15).
    assert nice and set(nice.values()) == {0}
    assert [o.intent for o in on_ray.outcomes] == [o.intent for o in local.outcomes]
    assert _trees(ray_config, on_ray) == _trees(local_config, local)
    assert [o.successes for o in on_ray.outcomes] == [o.successes for o in local.outcomes]
    with open_store(ray_config) as store:
        hosts = {store.trees.get(o.tree_id).device.split("/")[0] for o in on_ray.outcomes}
        assert hosts == {"w1", "w2"}  # both nodes mined
        shots = {
            n.screenshot_hash for o in on_ray.outcomes for n in store.trees.load(o.tree_id).nodes
        }
        from m2miner.store.leases import LeaseRepository, tree_lease_key

        leases = LeaseRepository(store.db)
        assert all(leases.get(tree_lease_key(o.tree_id)) is None for o in on_ray.outcomes)
    keys = {k.rsplit("/", 2)[-2] + k.rsplit("/", 1)[-1].split(".")[0] for k in s3.list_keys()}
    assert {h for h in shots if h} <= keys  # every screenshot is in the bucket
    assert sum(d.trees for d in on_ray.devices) == len(TASKS)


def test_a_killed_worker_node_loses_no_node(
    cluster: LocalRayCluster, postgres_url: str, s3: S3Server, tmp_path: Path
) -> None:
    local_config, local = _local(tmp_path)
    events: list[MineEvent] = []
    killed: list[float] = []

    def watch(event: MineEvent) -> None:
        events.append(event)
        hosts = event.data.get("hosts") or {}
        if not killed and hosts.get("w2", {}).get("nodes", 0) >= 3:
            killed.append(time.time())
            threading.Thread(target=cluster.kill, args=("w2",)).start()

    # Slow enough device steps that w2 is still mining when the kill lands, on a loaded
    # machine too (at 0.05 s a step, w2 once finished its trees before the kill).
    ray_config, on_ray = _ray(tmp_path, cluster, postgres_url, s3, observer=watch, latency_s=0.2)

    assert killed, "the run ended before w2 had mined anything"
    assert not on_ray.interrupted and on_ray.error is None
    assert _trees(ray_config, on_ray) == _trees(local_config, local)  # no node lost
    requeued = [e for e in events if e.kind == "tree_requeued"]
    assert requeued and all(e.data["device"].startswith("w2/") for e in requeued)
    # Every device that lost a tree is retired, and only w2's: a w2 device that had no
    # tree when the kill landed has nothing to report it.
    retired = {d.name for d in on_ray.devices if d.error}
    assert {e.data["device"] for e in requeued} <= retired <= {"w2/sim0", "w2/sim1"}
    assert sum(d.trees for d in on_ray.devices if d.name.startswith("w1/")) >= len(requeued)
