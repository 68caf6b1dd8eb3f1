"""Realism knobs of the sim device: seeded, reproducible, and each does what it says."""

from __future__ import annotations

import time

import pytest

from m2miner.actions import Action
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import Realism, SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import DeviceDisconnectedError

BACK = Action("system_button", button="Back")


def run(device: SimDevice, rounds: int = 12) -> list[tuple[object, ...]]:
    """Alternate opening Display and going back; record what happened each time."""
    trace: list[tuple[object, ...]] = []
    for i in range(rounds):
        action = BACK
        if i % 2 == 0 and device.state.screen == "home" and device.state.popup is None:
            x, y = widget_point(device.frame(), "display")
            action = Action("click", x=x, y=y)
        try:
            device.execute(action)
            trace.append((device.state.screen, device.state.popup))
        except DeviceDisconnectedError:
            trace.append(("disconnected",))
            device.start_app(AppTarget(name="settings"))
    return trace


def test_knobs_are_off_by_default():
    assert Realism() == Realism(0.0, 0.0, 0, 0.0, 0.0, 0.0)
    with pytest.raises(ValueError, match="popup_rate"):
        Realism(popup_rate=1.5)


def test_the_same_seed_reproduces_popups_drops_and_disconnects():
    realism = Realism(popup_rate=0.25, drop_rate=0.2, disconnect_rate=0.1)
    first = run(SimDevice("settings", realism=realism, seed=7), 40)
    second = run(SimDevice("settings", realism=realism, seed=7), 40)
    other = run(SimDevice("settings", realism=realism, seed=8), 40)
    assert first == second
    assert first != other
    assert any(step[0] == "disconnected" for step in first)
    assert any(len(step) == 2 and step[1] is not None for step in first)


def test_a_popup_sits_on_top_until_dismissed():
    device = SimDevice("settings", realism=Realism(popup_rate=1.0))
    x, y = widget_point(device.frame(), "display")
    device.execute(Action("click", x=x, y=y))
    obs = device.observe()
    assert device.state.screen == "display" and device.state.popup is not None
    assert obs.info["popup"] is True
    assert "Adaptive brightness" not in (obs.hierarchy or "")
    device.execute(Action("click", x=x, y=y))
    assert device.state.screen == "display" and device.state.popup is not None
    device.execute(BACK)
    assert device.state.popup is None and device.state.screen == "display"


def test_dropped_actions_change_nothing_but_time():
    device = SimDevice("settings", realism=Realism(drop_rate=1.0))
    x, y = widget_point(device.frame(), "display")
    before = device.state
    device.execute(Action("click", x=x, y=y))
    assert device.state == before
    assert device.clock == "9:01"


def test_a_disconnected_device_refuses_until_restarted():
    device = SimDevice("settings", realism=Realism(disconnect_rate=1.0))
    with pytest.raises(DeviceDisconnectedError):
        device.execute(BACK)
    with pytest.raises(DeviceDisconnectedError):
        device.observe()
    device.start_app(AppTarget(name="settings"))
    assert device.observe().package == "com.m2miner.settings"


def test_latency_makes_actions_take_time():
    device = SimDevice("settings", realism=Realism(latency=0.05))
    start = time.perf_counter()
    device.execute(BACK)
    assert time.perf_counter() - start >= 0.05


def test_settling_screens_show_transition_frames_then_stay_stable():
    device = SimDevice("settings", realism=Realism(settle_frames=2))
    home = device.observe().png
    x, y = widget_point(device.frame(), "display")
    device.execute(Action("click", x=x, y=y))
    frames = [device.observe() for _ in range(4)]
    assert [f.info["settling"] for f in frames] == [True, True, False, False]
    assert frames[0].png != frames[1].png != frames[2].png
    assert home not in {f.png for f in frames}
    assert frames[2].png == frames[3].png


def test_restoring_a_snapshot_does_not_replay_its_faults():
    realism = Realism(popup_rate=0.5, drop_rate=0.3)
    device = SimDevice("settings", realism=realism, seed=3)
    token = device.snapshot()
    first = run(device, 10)
    device.restore(token)
    assert run(device, 10) != first
