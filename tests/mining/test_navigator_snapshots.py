"""The navigator uses device snapshots only where the device can take them, and deletes
those it drops."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.devices.adb import AdbDevice
from m2miner.devices.adb_proto import EmulatorConsole
from m2miner.devices.sim import SimDevice
from m2miner.mcts import Node
from m2miner.mining import navigator as nav_module
from m2miner.mining.navigator import Navigator, has_snapshots
from m2miner.mining.plan import MineRequest
from m2miner.mining.pool import timed
from m2miner.mining.run import Components, mine
from tests.devices.test_adb import make
from tests.devices.test_adb_proto import ConsoleServer
from tests.mining.conftest import make_config


def navigator(device, use_snapshots=True):
    return Navigator(device, None, lambda node: None, use_snapshots=use_snapshots)


def test_a_phone_over_adb_is_replayed_an_emulator_is_snapshotted():
    phone = AdbDevice("R58M750MQ9R")
    emulator = AdbDevice("emulator-5554")
    assert not has_snapshots(phone) and not has_snapshots(timed(phone))
    assert has_snapshots(emulator) and has_snapshots(timed(emulator))
    assert navigator(phone)._snapshots is None
    assert navigator(emulator)._snapshots == {}
    assert navigator(emulator, use_snapshots=False)._snapshots is None


def test_the_sim_keeps_its_snapshots():
    sim = SimDevice("maps")
    try:
        assert has_snapshots(sim)
    finally:
        sim.close()


def _chain(nav: Navigator, length: int) -> list[Node]:
    """Remember a path of ``length`` nodes below a root, as a tree's first steps do."""
    root = Node.root()
    root.id = 1
    nav.remember(root)
    chain = [root]
    for number in range(2, length + 2):
        node = Node(payload=Action("click", x=1, y=1), parent=chain[-1], depth=len(chain))
        node.id = number
        chain[-1].children.append(node)
        nav.remember(node)
        chain.append(node)
    return chain


def test_emulator_snapshots_are_deleted_when_dropped_and_when_the_tree_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nav_module, "SNAPSHOTS_KEPT", 2)
    server = ConsoleServer("s3cr3t", {"base"})
    token = tmp_path / "token"
    token.write_text("s3cr3t\n")
    try:
        console = EmulatorConsole(server.port, token_path=token, timeout_s=5)
        adb, *_ = make(console=console)
        nav = navigator(timed(adb))
        _chain(nav, 4)  # five snapshots saved, three of them dropped
        saved = [line.split()[-1] for line in server.received if "snapshot save" in line]
        assert len(saved) == 5
        # On the emulator's disk: the snapshots of the two nodes kept, and the one the
        # user had before (never touched).
        assert server.snapshots == {"base", *saved[-2:]}
        nav.drop_snapshots()
        assert server.snapshots == {"base"}
        deleted = [line.split()[-1] for line in server.received if "snapshot delete" in line]
        assert deleted == saved
        assert nav._snapshots == {}
    finally:
        server.close()


class DeletingSim(SimDevice):
    """The sim, recording the snapshots it hands out and those it is asked to delete."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.saved: list[int] = []
        self.deleted: list[int] = []
        self.kept: list[Any] = []  # alive, so that no two tokens share an id

    def snapshot(self) -> Any:
        token = super().snapshot()
        self.saved.append(id(token))
        self.kept.append(token)
        return token

    def delete_snapshot(self, token: Any) -> None:
        self.deleted.append(id(token))


def test_a_mined_tree_leaves_no_snapshot_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(nav_module, "SNAPSHOTS_KEPT", 3)
    devices: list[DeletingSim] = []

    def device(index: int) -> DeletingSim:
        sim = DeletingSim("maps")
        devices.append(sim)
        return sim

    config = make_config(tmp_path, **{"budget.iterations": 8})
    request = MineRequest(app="maps", task_ids=("maps.taxi_grand_hotel",))
    report = mine(config, request, components=Components(device=device))
    assert len(report.outcomes) == 1
    (sim,) = devices
    assert len(sim.saved) > 3  # some were dropped while mining, the rest at its end
    assert sorted(sim.deleted) == sorted(sim.saved)
