"""The fleet file, the S3 blob store against moto, and one writer per tree."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from m2miner.devices.sim import get_task
from m2miner.errors import ConfigError, NotFoundError
from m2miner.scaleout.fleet import Fleet, load_fleet, node_resources, parse_fleet
from m2miner.scaleout.worker import DeviceWorker, WorkerJob
from m2miner.store import NewIntent, Store
from m2miner.store.blobs import ObjectBlobStore, open_blobs
from m2miner.store.opening import open_store
from m2miner.store.screenshots import ScreenshotStore, content_hash
from m2miner.testing.s3_server import S3Server
from tests.mining.conftest import make_config


def test_a_fleet_file_gives_each_device_a_resource_of_its_host(tmp_path: Path) -> None:
    path = tmp_path / "fleet.yaml"
    path.write_text(
        "hosts:\n"
        "  - name: rack1\n    adb: [emulator-5554]\n    appium: [http://10.0.0.5:4723]\n"
        "  - name: rack2\n    sim: 2\n"
    )
    fleet = load_fleet(path)
    assert [(d.host, d.id, d.spec) for d in fleet.devices] == [
        ("rack1", "emulator-5554", "adb:emulator-5554"),
        ("rack1", "appium0", "appium:http://10.0.0.5:4723"),
        ("rack2", "sim0", "sim"),
        ("rack2", "sim1", "sim"),
    ]
    assert json.loads(node_resources(fleet, "rack2")) == {
        "device:rack2/sim0": 1,
        "device:rack2/sim1": 1,
    }
    assert fleet.hosts == ["rack1", "rack2"]
    assert Fleet.sim({"w1": 1}).devices[0].resource == "device:w1/sim0"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "expected `hosts:`"),
        ({"hosts": [{"adb": ["x"]}]}, "needs a `name`"),
        ({"hosts": [{"name": "a", "gpus": 1}]}, "unknown keys"),
        ({"hosts": [{"name": "a/b", "sim": 1}]}, "may not contain"),
        ({"hosts": [{"name": "a", "adb": ["s", "s"]}]}, "listed twice"),
        ({"hosts": [{"name": "a", "sim": -1}]}, "number of devices"),
        ({"hosts": [{"name": "a"}]}, "no device"),
    ],
)
def test_a_wrong_fleet_file_says_what_is_wrong(data: object, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_fleet(data)


def test_the_s3_blob_store_keeps_blobs_by_hash_in_the_bucket(s3: S3Server, tmp_path: Path) -> None:
    blobs = open_blobs(s3.url("t1"), tmp_path, s3.options())
    assert isinstance(blobs, ObjectBlobStore)
    digest = blobs.put(b"\x89PNG fake")
    assert digest == content_hash(b"\x89PNG fake")
    assert f"t1/{digest[:2]}/{digest[2:]}.png" in s3.list_keys()
    other = open_blobs(s3.url("t1"), tmp_path / "elsewhere", s3.options())
    assert other.exists(digest)
    assert other.get(digest) == b"\x89PNG fake"
    assert other.path(digest).read_bytes() == b"\x89PNG fake"  # exports read files
    assert other.get_text(blobs.put_text("<hierarchy/>")) == "<hierarchy/>"
    assert not other.exists("0" * 64)
    with pytest.raises(NotFoundError):
        other.get("0" * 64)
    assert isinstance(open_blobs(None, tmp_path), ScreenshotStore)
    assert open_blobs(f"file://{tmp_path}/x", tmp_path).root == tmp_path / "x"
    with pytest.raises(ConfigError, match="only a directory"):
        open_blobs("gs://bucket", tmp_path)


TASK = get_task("settings.wifi_off")


def _worker_job(config, store: Store) -> tuple[WorkerJob, int, int]:  # type: ignore[no-untyped-def]
    import functools

    from m2miner.testing.ray_cluster import calibrated_components

    run = store.runs.create("mine", config={}, seed=0)
    intent = store.intents.add(NewIntent(TASK.intent, "settings", task_id=TASK.id), run_id=run.id)
    tree = store.trees.create(run.id, intent.id, device="w1/sim0")
    parts = functools.partial(calibrated_components, (TASK.id,), (360, 800), 0.02)
    job = WorkerJob(config, run.id, "settings", "mobile", True, Fleet.sim({"w": 2}).devices[0], 0)
    return job.__class__(**{**job.__dict__, "components": parts}), intent.id, tree.id


def test_two_workers_never_write_one_tree(postgres_url: str, s3: S3Server, tmp_path: Path) -> None:
    config = make_config(
        tmp_path,
        **{
            "store.url": postgres_url,
            "store.blobs": s3.url("lease"),
            "store.blob_options": s3.options(),
            "budget.iterations": 6,
            "device.width": 360,
            "device.height": 800,
        },
    )
    with open_store(config) as store:
        job, intent_id, tree_id = _worker_job(config, store)
    first, second = DeviceWorker(job), DeviceWorker(job)
    results = {}
    thread = threading.Thread(target=lambda: results.update(a=first.mine_tree(intent_id, tree_id)))
    thread.start()
    while not first.status()["trees"]:  # the first worker holds the tree now
        thread.join(0.05)
    results["b"] = second.mine_tree(intent_id, tree_id)
    thread.join()
    assert results["b"].kind == "lease"
    assert "tree " + str(tree_id) in (results["b"].error or "")
    assert results["a"].kind == "ok" and results["a"].outcome is not None
    assert second.status()["nodes"] == 0 and first.status()["nodes"] > 0
    # The process's CPU since each worker was ready: the first was ready before the
    # second and mined, so it counts more.
    assert first.status()["cpu_s"] > second.status()["cpu_s"] > 0
    # With the lease given back, the other worker may resume the (finished) tree.
    again = second.mine_tree(intent_id, tree_id)
    assert again.kind == "ok" and again.outcome == results["a"].outcome.__class__(
        **{**results["a"].outcome.__dict__, "resumed": True}
    )
    with open_store(config) as store:
        nodes = store.trees.load(tree_id).nodes
        assert len(nodes) == results["a"].outcome.nodes
        shots = [n.screenshot_hash for n in nodes if n.screenshot_hash]
        assert len(shots) > 1 and all(store.screenshots.exists(h) for h in shots)
    first.close()
    second.close()


def test_the_command_line_refuses_a_ray_run_it_cannot_do(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from tests.cli_helpers import isolate, run

    isolate(monkeypatch, tmp_path)
    code, _, err = run(capsys, "mine", "--app", "settings", "--ray", "local")
    assert code == 2 and "SQLite is a local file" in err and "store.url" in err
    monkeypatch.setenv("M2MINER_STORE__URL", "postgresql+psycopg://nobody@127.0.0.1:1/x")
    code, _, err = run(capsys, "mine", "--app", "settings", "--ray")  # alone: auto
    assert code == 2 and "fleet file" in err
    (tmp_path / "fleet.yaml").write_text("hosts:\n  - name: rack1\n    sim: 2\n")
    code, out, _ = run(capsys, "fleet", "resources", "rack1", "--fleet", "fleet.yaml")
    assert code == 0 and json.loads(out) == {"device:rack1/sim0": 1, "device:rack1/sim1": 1}
    code, _, err = run(capsys, "fleet", "resources", "rack9", "--fleet", "fleet.yaml")
    assert code == 2 and "not in the fleet" in err


def test_the_progress_shows_each_host() -> None:
    from m2miner.cli.mine import host_lines
    from m2miner.scaleout.schedule import Member, host_progress

    fleet = Fleet.sim({"w1": 2, "w2": 1})
    members = [Member(d, None, 1) for d in fleet.devices]
    members[0].state, members[0].busy, members[0].trees = "live", 1, 2
    members[0].status = {"nodes": 30, "cpu_s": 1.5}
    members[1].state, members[1].status = "retired", {"nodes": 6, "cpu_s": 0.25}
    members[2].state, members[2].status = "live", {"nodes": 12}
    hosts = host_progress(members)
    assert hosts == {
        "w1": {"devices": 2, "live": 1, "mining": 1, "nodes": 36, "trees_done": 2, "cpu_s": 1.75},
        "w2": {"devices": 1, "live": 1, "mining": 0, "nodes": 12, "trees_done": 0, "cpu_s": 0.0},
    }
    assert host_lines(hosts, 120.0) == [
        "  w1: 1/2 devices live, 1 trees mining, 2 done, 36 nodes (18.0/min)",
        "  w2: 1/1 devices live, 0 trees mining, 0 done, 12 nodes (6.0/min)",
    ]
