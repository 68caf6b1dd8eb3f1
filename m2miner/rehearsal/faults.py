"""``FaultyDevice``: a device wrapper that injects faults into any backend.

It takes a :class:`~m2miner.devices.base.Device` and is one (Gymnasium's ``Wrapper``
pattern): the miner wraps every device it opens when ``faults.device`` rates are set
(see :func:`m2miner.mining.device_stack.open_device`), and ``check_device`` runs over it as
over any backend. Faults are drawn per call from the seed and a call counter that only
grows (:mod:`m2miner.devices.draws`), the same number of draws per call whatever the
rates: a run is reproducible under a seed, and restoring a snapshot rewinds nothing, so
the siblings a search tries from one snapshot draw independently:

- ``disconnect`` (per action): the action is not performed and
  :class:`~m2miner.errors.DeviceDisconnectedError` is raised; every call but
  ``start_app``, ``restore`` and ``reconnect`` raises it again until one of those
  reconnects the device;
- ``drop`` (per action): the action is silently not performed;
- ``popup`` (per action, after it): a dismissable popup dialog appears on devices that can
  show one (``show_popup``, the sim); elsewhere it is counted as ``popup_unsupported``
  and nothing happens;
- ``slow_screen`` (per screenshot): ``observe`` sleeps ``slow_s`` first.

What was injected is reported once, on the next :class:`~m2miner.devices.base.Observation`
(``info["faults"]``, a list of ``{"kind": KIND, "injected": True, ...}``), so the miner
records it on the node; a disconnect is reported by the exception itself. ``counts``
holds how many of each kind were injected, and with a :class:`FaultLog` each is also
logged as a JSON line.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import replace
from typing import Any

from m2miner.actions import Action
from m2miner.config import DeviceFaults, FaultsConfig
from m2miner.devices.base import AppTarget, Device, Observation, SnapshotDevice
from m2miner.devices.draws import StepDraws
from m2miner.errors import DeviceDisconnectedError
from m2miner.rehearsal.fault_server import FaultLog, process_log

_PASSIVE = frozenset({"terminate", "answer"})
"""Actions that change nothing on a device: nothing is injected into them."""


class FaultyDevice:
    """``device`` with faults injected at the rates of ``rates``; see the module docstring.

    Over a backend with snapshots it is a :class:`FaultySnapshotDevice`; other attributes
    of ``device`` are reachable through the wrapper.
    """

    def __new__(cls, device: Device, *args: Any, **kwargs: Any) -> FaultyDevice:
        # A backend with snapshots gets a wrapper with snapshots, so that
        # isinstance(wrapper, SnapshotDevice) holds exactly when it holds for the backend.
        if cls is FaultyDevice and isinstance(device, SnapshotDevice):
            cls = FaultySnapshotDevice
        return super().__new__(cls)

    def __init__(
        self,
        device: Device,
        rates: DeviceFaults,
        seed: int = 0,
        *,
        log: FaultLog | None = None,
    ) -> None:
        self.device = device
        self.rates = rates
        self.name = device.name
        self.domain = device.domain
        self.counts: Counter[str] = Counter()
        self.log = log
        self._draws = StepDraws(seed, "device")
        self._pending: list[dict[str, Any]] = []
        self._disconnected = False

    @property
    def unwrapped(self) -> Device:
        """The backend underneath every wrapper."""
        inner = self.device
        return inner.unwrapped if isinstance(inner, FaultyDevice) else inner

    @property
    def disconnected(self) -> bool:
        return self._disconnected

    # --- the Device protocol ------------------------------------------------------------

    def start_app(self, app: AppTarget) -> None:
        self._disconnected = False
        self.device.start_app(app)

    def observe(self) -> Observation:
        self._alive()
        (u_slow,) = self._draws.next(1)
        if u_slow < self.rates.slow_screen_rate:
            time.sleep(self.rates.slow_s)
            self._inject("slow_screen", seconds=self.rates.slow_s)
        obs = self.device.observe()
        if not self._pending:
            return obs
        faults = [*obs.info.get("faults", []), *self._pending]
        self._pending = []
        return replace(obs, info={**obs.info, "faults": faults})

    def execute(self, action: Action) -> None:
        self._alive()
        if action.type in _PASSIVE:
            self.device.execute(action)
            return
        u_disconnect, u_drop, u_popup = self._draws.next(3)
        if u_disconnect < self.rates.disconnect_rate:
            self._disconnected = True
            self._inject("disconnect", action=action.type, report=False)
            raise DeviceDisconnectedError(
                f"{self.name}: injected disconnect",
                serial=self.name,
                hint="reconnect it (start_app, restore or reconnect)",
            )
        if u_drop < self.rates.drop_rate:
            self._inject("drop", action=action.type)
            return
        self.device.execute(action)
        if u_popup < self.rates.popup_rate:
            self._popup(u_popup)

    def close(self) -> None:
        self.device.close()

    # --- reconnecting -------------------------------------------------------------------

    def reconnect(self) -> None:
        """Bring an injected (or the backend's own) disconnect to an end."""
        self._disconnected = False
        inner = getattr(self.device, "reconnect", None)
        if callable(inner):
            inner()

    def __getattr__(self, name: str) -> Any:
        # Reached only for attributes the wrapper lacks: the backend's extras (the sim's
        # state and check, status_bar_height, supports_snapshots) stay reachable.
        if name.startswith("_") or name == "device":
            raise AttributeError(name)
        return getattr(self.device, name)

    # --- internals ----------------------------------------------------------------------

    def _alive(self) -> None:
        if self._disconnected:
            raise DeviceDisconnectedError(
                f"{self.name} is disconnected (injected)",
                serial=self.name,
                hint="reconnect it (start_app, restore or reconnect)",
            )

    def _popup(self, u: float) -> None:
        show = getattr(self.device, "show_popup", None)
        if not callable(show):
            self.counts["popup_unsupported"] += 1
            return
        if show(int(u * 1_000_000) % 1000):
            self._inject("popup")

    def _inject(self, kind: str, *, report: bool = True, **detail: Any) -> None:
        self.counts[kind] += 1
        if report:
            self._pending.append({"kind": kind, "injected": True, **detail})
        if self.log is not None:
            self.log.add(kind, source="device", device=self.name, **detail)


class FaultySnapshotDevice(FaultyDevice):
    """A :class:`FaultyDevice` over a backend with snapshots; ``restore`` also reconnects."""

    device: SnapshotDevice

    def snapshot(self) -> Any:
        self._alive()
        return self.device.snapshot()

    def restore(self, token: Any) -> None:
        self.device.restore(token)
        self._disconnected = False


def wrap_faulty(device: Device, faults: FaultsConfig, index: int = 0) -> Device:
    """``device`` wrapped in a :class:`FaultyDevice` with ``faults.device`` rates, seeded
    with ``faults.seed + index``, logging to ``faults.log_dir``; itself when all rates are 0."""
    if not faults.device.active:
        return device
    return FaultyDevice(device, faults.device, faults.seed + index, log=process_log(faults.log_dir))
