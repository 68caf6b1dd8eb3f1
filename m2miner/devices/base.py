"""The Device contract every backend implements, and the values it exchanges."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from m2miner.actions import Action, Domain
from m2miner.devices.seed import AppSetup


@dataclass(frozen=True)
class Observation:
    """What the device shows after it settled.

    ``png`` is the screenshot as PNG bytes of ``width`` x ``height`` device pixels;
    ``hierarchy`` is a uiautomator-dump-compatible XML string where the backend has one
    (web backends give page source); ``package``/``activity`` name the foreground app on
    Android, ``url`` the page on web. ``info`` carries backend-specific facts (settle time,
    popup shown, blank screen detected) that are recorded on the node.

    ``info["faults"]`` lists, once, what went wrong with the last action as far as the
    device knows, each a dict ``{"kind": KIND, ...detail}``: ``drop`` (the action was
    ignored; the miner executes it again), ``popup`` (a popup came up over the app; the
    miner presses Back), ``slow_screen`` (the screen took longer than the settle
    timeout). A real backend cannot tell a dropped action from one without effect and
    reports none; the sim and the fault-injecting wrapper know.
    """

    png: bytes
    width: int
    height: int
    hierarchy: str | None = None
    package: str | None = None
    activity: str | None = None
    url: str | None = None
    info: dict[str, Any] = field(default_factory=dict)

    def faults(self) -> list[dict[str, Any]]:
        """The faults this observation reports, copied; a screen that did not settle
        within the timeout (``info["stable"]`` False, adb and Appium) is a ``slow_screen``."""
        info = self.info
        faults = [dict(f) for f in info.get("faults") or () if isinstance(f, dict) and "kind" in f]
        if info.get("stable") is False and not any(f["kind"] == "slow_screen" for f in faults):
            faults.append({"kind": "slow_screen", "settle_s": info.get("settle_s")})
        return faults


@dataclass(frozen=True)
class AppTarget:
    """The app a tree mines: a sim app name, an Android package, or a web start URL;
    ``setup`` is the seeded state it starts from (see :mod:`m2miner.devices.seed`)."""

    name: str
    package: str | None = None
    activity: str | None = None
    url: str | None = None
    allowed_packages: tuple[str, ...] = ()
    allowed_url_prefixes: tuple[str, ...] = ()
    setup: AppSetup | None = None


@runtime_checkable
class Device(Protocol):
    """A screen the miner can look at and act on. Methods block until the screen is stable.

    Every method may raise :class:`m2miner.errors.DeviceError` (retryable) or
    :class:`m2miner.errors.DeviceDisconnectedError` (the device must be replaced).
    """

    name: str
    """A stable identifier: ``sim:maps#0``, an adb serial, an Appium URL."""

    domain: Domain
    """``mobile`` or ``web``: selects the prompt and action set."""

    def start_app(self, app: AppTarget) -> None:
        """Start ``app`` from a clean state; the screen afterwards is a tree's root."""
        ...

    def observe(self) -> Observation:
        """Return the current screen."""
        ...

    def execute(self, action: Action) -> None:
        """Perform ``action`` (device pixels) and wait until the screen settled.

        ``terminate``, ``answer`` and ``wait`` change nothing on the device but ``wait``
        sleeps. Raises :class:`m2miner.errors.ActionError` for an action the backend
        cannot perform (for example ``open`` of an unknown app).
        """
        ...

    def close(self) -> None:
        """Release the device; further calls are errors."""
        ...


@runtime_checkable
class ReconnectableDevice(Device, Protocol):
    """A device that can get its connection back after a disconnect (optional method).

    The miner calls :meth:`reconnect` after :class:`~m2miner.errors.DeviceDisconnectedError`
    a bounded number of times (``device.reconnects``, waiting ``device.reconnect_wait_s``
    doubling) before it hands the tree to another device.
    """

    def reconnect(self) -> None:
        """Re-open the connection to the same device (adb connection, Appium session).

        The screen is where the device left it, or unknown: the miner restores the node
        it needs afterwards. Raises :class:`~m2miner.errors.DeviceDisconnectedError`
        while the device is still away.
        """
        ...


@runtime_checkable
class SnapshotDevice(Device, Protocol):
    """A device that can save and restore its whole state (emulator snapshots, the sim)."""

    def snapshot(self) -> Any:
        """Return an opaque token for the current state."""
        ...

    def restore(self, token: Any) -> None:
        """Return the device to the state ``token`` was taken in."""
        ...


def app_scope(app: AppTarget) -> tuple[str, ...]:
    """The URL prefixes that are the web app ``app``: its start URL's folder, then its
    ``allowed_url_prefixes``. The web device keeps Back and links inside them, and the
    safety guard calls a page outside them leaving the app."""
    from urllib.parse import urlsplit

    start = urlsplit(app.url or "")
    folder = start.path.rsplit("/", 1)[0] + "/"
    return (f"{start.scheme}://{start.netloc}{folder}", *app.allowed_url_prefixes)


def in_scope(url: str, scope: tuple[str, ...]) -> bool:
    return any(url.startswith(prefix) for prefix in scope)
