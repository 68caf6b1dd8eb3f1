"""Mining with several devices: the same trees as one device, none lost or duplicated."""

from __future__ import annotations

from pathlib import Path

from m2miner.config import Config
from m2miner.devices.sim import Realism, get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.pool import DevicePool
from m2miner.mining.run import Components, MineReport, mine
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from m2miner.testing.calibrated import CalibratedWorld, Calibration
from tests.mining.conftest import make_config

SIZE = (360, 800)
TASKS = [
    get_task(t)
    for t in (
        "settings.bluetooth_on",
        "settings.dark_theme",
        "settings.battery_saver",
        "settings.airplane_mode",
        "settings.brightness_low",
        "settings.wifi_off",
        "settings.volume_8",
        "settings.rename_phone",
    )
]


def _config(tmp_path: Path, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        **{
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "budget.iterations": 14,
            "search.successes": 3,
            # Where a device happens to be must not steer the search, or turn-taking and
            # failures would change the trees.
            "search.locality_eps": 0.0,
            "device.reconnect_wait_s": 0.0,
            "device.return_wait_s": 0.0,
            **overrides,
        },
    )


def _mine(config: Config, world: CalibratedWorld, devices: int) -> MineReport:
    request = MineRequest(app="settings", task_ids=tuple(t.id for t in TASKS))
    parts = Components(agents=world.agents, device=world.device)
    return mine(config, request, devices=devices, components=parts)


def _trees(config: Config, report: MineReport) -> dict[str, list[NodeRecord]]:
    with open_store(config) as store:
        return {o.intent: list(store.trees.load(o.tree_id).nodes) for o in report.outcomes}


def _shape(nodes: list[NodeRecord]) -> list[tuple]:
    """A tree without ids: each node by its path of ranks, with what was found there."""
    by_id = {n.id: n for n in nodes}

    def path(n: NodeRecord) -> tuple:
        out: list[object] = []
        while n.parent_id is not None:
            out.append(n.rank if n.action is not None else f"malformed:{n.id - n.parent_id}")
            n = by_id[n.parent_id]
        return tuple(reversed(out))

    return sorted((path(n), n.description, n.status, n.reward, round(n.q, 9), n.n) for n in nodes)


def _check_consistent(config: Config, report: MineReport) -> None:
    ids: set[int] = set()
    with open_store(config) as store:
        for outcome in report.outcomes:
            loaded = store.trees.load(outcome.tree_id)
            node_ids = {n.id for n in loaded.nodes}
            assert not node_ids & ids, "a node belongs to two trees"
            ids |= node_ids
            assert all(n.parent_id is None or n.parent_id in node_ids for n in loaded.nodes)
            keys = [(n.parent_id, n.rank) for n in loaded.nodes if n.action is not None]
            assert len(keys) == len(set(keys)), "a child was stored twice"
            calls = store.model_calls.find(tree_id=outcome.tree_id)
            assert len(calls) == loaded.tree.counters.model_calls
            root = next(n for n in loaded.nodes if n.parent_id is None)
            dead = sum(1 for n in loaded.nodes if n.status in ("env_error", "divergent"))
            assert loaded.tree.counters.iterations == root.n + dead == outcome.iterations


def test_four_devices_mine_the_same_trees_as_one_without_losing_a_node(tmp_path: Path) -> None:
    world = CalibratedWorld(TASKS, Calibration(), size=SIZE)
    one_config = _config(tmp_path / "one")
    one = _mine(one_config, world, devices=1)
    four_config = _config(tmp_path / "four")
    four = _mine(four_config, world, devices=4)

    assert not one.interrupted and not four.interrupted
    assert [o.intent for o in four.outcomes] == [t.intent for t in TASKS]
    sequential, parallel = _trees(one_config, one), _trees(four_config, four)
    for intent, nodes in sequential.items():
        assert _shape(parallel[intent]) == _shape(nodes), intent
    _check_consistent(four_config, four)
    assert len(four.devices) == 4
    assert sum(d.trees for d in four.devices) == len(TASKS)
    assert sum(1 for d in four.devices if d.trees) >= 3  # the trees were spread out
    with open_store(four_config) as store:
        names = {store.trees.get(o.tree_id).device for o in four.outcomes}
    assert len(names) >= 3


def test_trees_taking_turns_on_a_device_match_the_sequential_trees(tmp_path: Path) -> None:
    world = CalibratedWorld(TASKS[:4], Calibration(), size=SIZE)
    request = MineRequest(app="settings", task_ids=tuple(t.id for t in TASKS[:4]))
    parts = Components(agents=world.agents, device=world.device)
    one_config = _config(tmp_path / "one")
    one = mine(one_config, request, components=parts)
    shared_config = _config(tmp_path / "shared", **{"device.trees_per_device": 4})
    shared = mine(shared_config, request, devices=1, components=parts)
    for intent, nodes in _trees(one_config, one).items():
        assert _shape(_trees(shared_config, shared)[intent]) == _shape(nodes), intent
    _check_consistent(shared_config, shared)
    (device,) = shared.devices
    assert device.trees == 4 and 0 < device.busy_s <= device.wall_s


def test_a_failing_device_leaves_the_pool_and_its_tree_finishes_elsewhere(tmp_path: Path) -> None:
    def realism(index: int) -> Realism:
        # Device 1 loses its connection on every action: reconnecting does not help.
        return Realism(disconnect_rate=1.0) if index == 1 else Realism()

    world = CalibratedWorld(TASKS, Calibration(), size=SIZE, realism=realism)
    clean = CalibratedWorld(TASKS, Calibration(), size=SIZE)
    reference_config = _config(tmp_path / "reference")
    reference = _mine(reference_config, clean, devices=1)
    config = _config(tmp_path / "faulty")
    report = _mine(config, world, devices=4)

    assert not report.interrupted and report.error is None
    failed = [d for d in report.devices if d.error]
    assert [d.name for d in failed] == ["sim:settings#1"]
    assert "disconnected" in (failed[0].error or "")
    assert all(o.status != "interrupted" for o in report.outcomes)
    resumed = [o for o in report.outcomes if o.resumed]
    assert resumed, "the failed device's tree was resumed on another device"
    with open_store(config) as store:
        for outcome in resumed:
            assert store.trees.get(outcome.tree_id).device != "sim:settings#1"
    # The node in flight was lost and judged again: the trees are as without the fault.
    expected = _trees(reference_config, reference)
    for intent, nodes in _trees(config, report).items():
        assert _shape(nodes) == _shape(expected[intent]), intent


def test_when_every_device_fails_the_run_stops_resumable(tmp_path: Path) -> None:
    world = CalibratedWorld(
        TASKS[:2], Calibration(), size=SIZE, realism=lambda i: Realism(disconnect_rate=1.0)
    )
    config = _config(tmp_path)
    request = MineRequest(app="settings", task_ids=(TASKS[0].id, TASKS[1].id))
    report = mine(config, request, devices=2, components=Components(world.agents, world.device))
    assert report.interrupted
    assert report.error is not None and report.error.startswith("device lost")
    assert all(d.error for d in report.devices)

    healthy = CalibratedWorld(TASKS[:2], Calibration(), size=SIZE)
    again = mine(
        config, None, resume=report.run_id, components=Components(healthy.agents, healthy.device)
    )
    assert not again.interrupted and len(again.outcomes) == 2


def test_the_pool_hands_each_slot_to_at_most_trees_per_device_trees() -> None:
    from m2miner.devices.sim import SimDevice

    pool = DevicePool([SimDevice("settings", index=i) for i in range(2)], trees_per_device=2)
    never = lambda: False  # noqa: E731
    taken = [pool.checkout(never) for _ in range(4)]
    assert sorted(s.index for s in taken if s) == [0, 0, 1, 1]
    assert pool.checkout(lambda: True) is None  # full, and asked to stop: no wait
    pool.retire(taken[0], "gone")  # type: ignore[arg-type]
    for slot in taken:
        pool.checkin(slot, finished=True)  # type: ignore[arg-type]
    assert pool.alive == 1
    again = [pool.checkout(never) for _ in range(2)]
    assert {s.index for s in again if s} == {1}
    pool.close()


def test_mine_command_with_devices_lists_each_device(tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from m2miner.cli import _optional_values, app
    from m2miner.cli.errors import EXIT_CONFIG, run_guarded

    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("M2MINER_CONFIG", raising=False)
    monkeypatch.chdir(tmp_path)
    args = ["mine", "--app", "settings", "--n-tasks", "4", "--devices", "2", "-b", "iterations=6"]
    code = run_guarded(app, _optional_values(args))
    out, _ = capsys.readouterr()
    assert code == 0, out
    assert "sim:settings#0:" in out and "sim:settings#1:" in out and "busy" in out
    code = run_guarded(app, _optional_values(["mine", "--app", "settings", "--devices", "0"]))
    _, err = capsys.readouterr()
    assert code == EXIT_CONFIG and "--devices must be at least 1" in err
    listed = ["mine", "--app", "settings", "--device", "sim,sim", "--devices", "3"]
    code = run_guarded(app, _optional_values(listed))
    _, err = capsys.readouterr()
    assert code == EXIT_CONFIG


def test_the_navigator_keeps_few_snapshots_and_replays_from_the_deepest_one(
    monkeypatch,
) -> None:  # type: ignore[no-untyped-def]
    from m2miner.devices.base import AppTarget
    from m2miner.devices.sim import SimDevice
    from m2miner.devices.sim.solve import reference_actions
    from m2miner.mcts import Node
    from m2miner.mining import navigator as nav_module

    monkeypatch.setattr(nav_module, "SNAPSHOTS_KEPT", 2)
    task = get_task("settings.connect_coffeeshop")
    actions = reference_actions(SimDevice("settings"), task)  # five steps
    device = SimDevice("settings")
    nav = nav_module.Navigator(device, AppTarget(name="settings"), lambda node: None)
    root = Node.root()
    root.id = 1
    nav.start(root)
    chain = [root]
    for number, action in enumerate(actions[:4], start=2):
        node = Node(payload=action, parent=chain[-1], depth=len(chain), id=number)
        chain[-1].children.append(node)
        assert nav.go_to(chain[-1]).ok
        device.execute(action)
        nav.remember(node)
        chain.append(node)
    assert nav._snapshots is not None and list(nav._snapshots) == [4, 5]
    last = Node(payload=actions[4], parent=chain[-1], depth=5, id=6)
    nav.lost()
    arrival = nav.go_to(chain[3])  # its snapshot is kept: no step
    assert arrival.ok and arrival.restore_steps == 0
    nav.lost()
    arrival = nav.go_to(chain[2])  # dropped: relaunch and replay two steps
    assert arrival.ok and arrival.restore_steps == 2
    # The replay took snapshots of the nodes it passed, dropping the older ones.
    assert list(nav._snapshots) == [2, 3]
    assert nav.go_to(chain[4]).restore_steps == 2  # on from where the device is
    nav.lost()
    assert nav.go_to(chain[4]).restore_steps == 0  # its snapshot, taken by that replay
    device.execute(last.payload)
    assert device.check(task)
    assert len(nav._snapshots) <= 2
