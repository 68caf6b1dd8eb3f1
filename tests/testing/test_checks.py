"""check_device: passes on the sim device, and names the promise a broken device breaks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import SimDevice, list_apps
from m2miner.testing.checks import DeviceCheckError, check_device


@pytest.mark.parametrize("app", list_apps())
def test_the_sim_device_passes_on_every_app(app):
    device = SimDevice(app)
    check_device(device, AppTarget(name=app))
    with pytest.raises(Exception, match="closed"):
        device.observe()


class Broken:
    """A sim device with one promise broken, chosen by ``fault``."""

    domain = "mobile"

    def __init__(self, fault: str) -> None:
        self.inner = SimDevice("settings")
        self.name = "broken"
        self.fault = fault

    def start_app(self, app: AppTarget) -> None:
        self.inner.start_app(app)

    def observe(self) -> Observation:
        obs = self.inner.observe()
        if self.fault == "size":
            return replace(obs, width=obs.width // 2)
        if self.fault == "bounds":
            return replace(
                obs, hierarchy=(obs.hierarchy or "").replace("[0,0][1080,2400]", "[0,0][1080,9999]")
            )
        if self.fault == "xml":
            return replace(obs, hierarchy="<hierarchy><node></hierarchy>")
        if self.fault == "png":
            return replace(obs, png=b"not a png")
        return obs

    def execute(self, action: Action) -> None:
        if self.fault == "swipe" and action.type == "swipe":
            raise RuntimeError("swipe is not supported")
        self.inner.execute(action)

    def close(self) -> None:
        self.inner.close()

    def snapshot(self) -> Any:
        return self.inner.snapshot()

    def restore(self, token: Any) -> None:
        if self.fault != "restore":
            self.inner.restore(token)


@pytest.mark.parametrize(
    ("fault", "message"),
    [
        ("size", "the PNG is 1080x2400 but the observation says 540x2400"),
        ("bounds", "bounds [0,0][1080,9999]"),
        ("xml", "the hierarchy is not XML"),
        ("png", "png is not PNG bytes"),
        ("swipe", 'execute({"type": "swipe"'),
        ("restore", "restore() did not bring back"),
    ],
)
def test_a_broken_device_fails_with_a_clear_message(fault, message):
    with pytest.raises(DeviceCheckError) as info:
        check_device(Broken(fault), AppTarget(name="settings"))
    assert message in str(info.value)
    assert isinstance(info.value, AssertionError)


def test_an_object_that_is_no_device_is_refused():
    with pytest.raises(DeviceCheckError, match="does not implement the Device protocol"):
        check_device(object(), AppTarget(name="maps"))  # type: ignore[arg-type]
