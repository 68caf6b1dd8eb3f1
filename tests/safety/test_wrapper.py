"""The policy as a device wrapper: on for every backend the factory opens, refusing
before the backend acts, failing closed where it cannot see, reporting sandboxed acts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from m2miner.actions import Action
from m2miner.config import DeviceFaults, FaultsConfig, SafetyConfig, load_config
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.factory import DeviceSpec
from m2miner.devices.sim import SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import UnsafeActionError
from m2miner.mining.device_stack import open_device
from m2miner.rehearsal.faults import FaultyDevice
from m2miner.safety.policy import Policy
from m2miner.safety.wrapper import SafeDevice, SafeSnapshotDevice, wrap_safe
from m2miner.testing.checks import check_device

CONTACTS = AppTarget("contacts")
BACK = Action("system_button", button="Back")


def at_alice(config: SafetyConfig = SafetyConfig()) -> SafeDevice:
    device = SafeDevice(SimDevice("contacts", render=False), Policy(config))
    device.start_app(CONTACTS)
    tap(device, "contact_alice_wong")
    return device


def tap(device: SafeDevice, widget: str) -> None:
    x, y = widget_point(device.unwrapped.frame(), widget)  # type: ignore[attr-defined]
    device.execute(Action("click", x=x, y=y))


def test_a_blocked_action_never_reaches_the_backend() -> None:
    device = at_alice()
    before = device.unwrapped.state  # type: ignore[attr-defined]
    with pytest.raises(UnsafeActionError) as raised:
        tap(device, "call_button")
    verdict = raised.value.verdict
    assert verdict.rule == "commit-label" and verdict.kind == "call"
    assert verdict.element_text == "Call" and "safety.sandbox" in (raised.value.hint or "")
    assert device.unwrapped.state == before  # type: ignore[attr-defined]
    assert device.blocked == 1
    device.execute(BACK)  # navigation goes through


def test_sandbox_mode_performs_it_and_reports_it_on_the_next_screen() -> None:
    device = at_alice(SafetyConfig(sandbox=True))
    device.observe()
    tap(device, "call_button")
    noted = device.observe().info["safety"]
    assert noted["rule"] == "commit-label" and noted["sandboxed"] is True
    assert "safety" not in device.observe().info  # reported once


class Blind(SimDevice):
    """A sim whose hierarchy dump fails, like uiautomator on a secure window."""

    def observe(self) -> Observation:
        obs = super().observe()
        return replace(obs, hierarchy=None, info={**obs.info, "hierarchy_error": "ERROR"})


def test_a_screen_without_a_hierarchy_fails_closed() -> None:
    device = wrap_safe(Blind("contacts", render=False), SafetyConfig())
    device.start_app(CONTACTS)
    with pytest.raises(UnsafeActionError) as raised:
        device.execute(Action("click", x=540, y=1200))
    assert raised.value.verdict.rule == "unchecked"
    assert raised.value.verdict.detail["hierarchy_error"] == "ERROR"
    device.execute(BACK)
    device.execute(Action("type", text="hello"))
    relaxed = wrap_safe(Blind("contacts", render=False), SafetyConfig(unchecked="allow"))
    relaxed.start_app(CONTACTS)
    relaxed.execute(Action("click", x=540, y=1200))


def test_the_factory_wraps_every_device_outermost() -> None:
    config = load_config(overrides={"device.width": 360, "device.height": 800})
    device = open_device(config, DeviceSpec("sim"), "maps")
    assert isinstance(device, SafeSnapshotDevice) and isinstance(device.unwrapped, SimDevice)
    assert wrap_safe(device, config.safety) is device
    faulty = config.model_copy(update={"faults": FaultsConfig(device=DeviceFaults(drop_rate=0.5))})
    wrapped = open_device(faulty, DeviceSpec("sim"), "maps")
    assert isinstance(wrapped, SafeDevice) and isinstance(wrapped.device, FaultyDevice)
    assert isinstance(wrapped.unwrapped, SimDevice)


def test_check_device_passes_over_the_wrapper() -> None:
    check_device(wrap_safe(SimDevice("maps"), SafetyConfig()), AppTarget("maps"))


def test_start_app_selects_the_apps_policy_files(tmp_path) -> None:
    path = tmp_path / "contacts.yaml"
    path.write_text("apps: [contacts]\nsandbox: true\n")
    device = at_alice(SafetyConfig(policy_files=[path]))
    assert device.policy.sandbox
    tap(device, "call_button")  # allowed by the file's sandbox mode


def test_a_fault_of_the_screen_the_wrapper_looked_at_reaches_the_miner() -> None:
    """After ``start_app`` the wrapper observes once to check the first action; a slow
    screen it met then comes with the next observation, once."""
    faulty = FaultyDevice(
        SimDevice("contacts", render=False), DeviceFaults(slow_screen_rate=1.0, slow_s=0)
    )
    device = SafeDevice(faulty, Policy(SafetyConfig()))
    device.start_app(CONTACTS)
    tap(device, "contact_alice_wong")
    kinds = [f["kind"] for f in device.observe().faults()]
    assert kinds == ["slow_screen", "slow_screen"]  # the wrapper's look, then this one
    assert faulty.counts["slow_screen"] == 2
    assert [f["kind"] for f in device.observe().faults()] == ["slow_screen"]


def test_an_unsettled_screen_is_a_slow_screen_fault() -> None:
    obs = Observation(png=b"", width=1, height=1, info={"stable": False, "settle_s": 5.0})
    assert obs.faults() == [{"kind": "slow_screen", "settle_s": 5.0}]
    reported = replace(obs, info={**obs.info, "faults": [{"kind": "slow_screen"}, "junk"]})
    assert reported.faults() == [{"kind": "slow_screen"}]
