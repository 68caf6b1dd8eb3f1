"""``reconnect()``: the optional Device method the miner calls after a disconnect."""

from __future__ import annotations

import adbutils
import pytest
from urllib3.exceptions import MaxRetryError

from m2miner.actions import Action
from m2miner.devices.base import ReconnectableDevice
from m2miner.devices.sim import Realism, SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import DeviceDisconnectedError, DeviceError
from tests.devices.test_adb import Reply, make
from tests.devices.test_appium import SHOP
from tests.devices.test_appium import make as make_appium


def test_the_sim_reconnects_where_it_was() -> None:
    device = SimDevice("settings", realism=Realism(disconnect_rate=1.0))
    assert isinstance(device, ReconnectableDevice)
    x, y = widget_point(device.frame(), "display")
    before = device.state
    with pytest.raises(DeviceDisconnectedError):
        device.execute(Action("click", x=x, y=y))
    with pytest.raises(DeviceDisconnectedError):
        device.observe()
    device.reconnect()
    assert device.state == before and device.observe().package == "com.m2miner.settings"
    device.close()
    with pytest.raises(DeviceError, match="closed"):
        device.reconnect()


def test_a_sim_disconnect_is_not_replayed_by_restoring_a_snapshot() -> None:
    device = SimDevice("settings", realism=Realism(disconnect_rate=0.5), seed=1)
    token = device.snapshot()
    outcomes = []
    for _ in range(12):
        device.restore(token)
        try:
            device.execute(Action("system_button", button="Back"))
            outcomes.append("ok")
        except DeviceDisconnectedError:
            outcomes.append("lost")
    assert "ok" in outcomes and "lost" in outcomes


def test_the_sim_reports_popups_and_dropped_actions_once() -> None:
    device = SimDevice("settings", realism=Realism(popup_rate=1.0, drop_rate=1.0))
    device.execute(Action("system_button", button="Back"))
    assert device.observe().info["faults"] == [
        {"kind": "drop", "action": "system_button"},
        {"kind": "popup"},
    ]
    assert "faults" not in device.observe().info


def test_adb_dials_a_network_device_again_and_checks_it_answers() -> None:
    adb, dev, client, _ = make({r"echo": Reply("")}, serial="10.0.0.7:5555")
    assert isinstance(adb, ReconnectableDevice)
    adb.reconnect()
    assert client.connected == ["10.0.0.7:5555"] and dev.calls == ["echo"]


def test_adb_reconnect_of_a_device_that_stays_away_is_a_disconnect() -> None:
    gone = Reply(error=adbutils.AdbError("device 'emulator-5554' not found"))
    adb, *_ = make({r"echo": gone}, reconnect_attempts=1)
    with pytest.raises(DeviceDisconnectedError):
        adb.reconnect()


def test_appium_reconnect_opens_a_new_session_and_starts_the_app_again() -> None:
    dev, factory = make_appium()
    assert isinstance(dev, ReconnectableDevice)
    dev.start_app(SHOP)
    dev.reconnect()
    assert len(factory.drivers) == 2 and ("quit",) in factory.drivers[0].calls
    assert dev.observe().package == "com.example.shop"
    factory.fail_with = MaxRetryError(None, "/session", "Connection refused")  # type: ignore[arg-type]
    with pytest.raises(DeviceDisconnectedError, match="cannot reach the Appium server"):
        dev.reconnect()
