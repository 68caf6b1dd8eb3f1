"""A wrapped device offers ``reconnect`` exactly when its backend has one, so the
navigator's and the pool's reconnect loops can tell a backend that cannot reconnect."""

from __future__ import annotations

from typing import Any

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice
from m2miner.errors import DeviceDisconnectedError
from m2miner.mining.navigator import Navigator
from m2miner.safety.policy import Policy
from m2miner.safety.wrapper import SafeDevice


class NoReconnect:
    """A sim backend without the optional ``reconnect``."""

    def __init__(self) -> None:
        self._sim = SimDevice("contacts", render=False)

    def __getattr__(self, name: str) -> Any:
        if name == "reconnect":
            raise AttributeError(name)
        return getattr(self._sim, name)


def test_reconnect_is_offered_only_where_the_backend_has_one() -> None:
    plain = SafeDevice(NoReconnect(), Policy(SafetyConfig()))  # type: ignore[arg-type]
    assert not hasattr(plain, "reconnect")
    sim = SafeDevice(SimDevice("contacts", render=False), Policy(SafetyConfig()))
    sim.start_app(AppTarget("contacts"))
    sim.reconnect()  # the sim's own, through the wrapper
    assert sim.observe().package == "com.m2miner.contacts"


def test_the_navigator_gives_up_at_once_on_a_backend_that_cannot_reconnect() -> None:
    slept: list[float] = []
    device = SafeDevice(NoReconnect(), Policy(SafetyConfig()))  # type: ignore[arg-type]
    nav = Navigator(
        device, AppTarget("contacts"), lambda node: None, reconnects=3, sleep=slept.append
    )
    assert nav.reconnect(DeviceDisconnectedError("gone")) is False
    assert slept == []  # no waiting for a reconnect that cannot come
