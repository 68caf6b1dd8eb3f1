"""The navigator uses device snapshots only where the device can take them."""

from __future__ import annotations

from m2miner.devices.adb import AdbDevice
from m2miner.devices.sim import SimDevice
from m2miner.mining.navigator import Navigator, has_snapshots
from m2miner.mining.pool import timed


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
