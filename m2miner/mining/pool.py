"""Devices mining in parallel: a pool of slots that trees check out and take turns on.

Each device is a :class:`DeviceSlot`. A tree checks out the least busy live slot and
keeps it until the tree ends (its navigator knows where that device is). With
``trees_per_device`` above one, several trees share a slot and take turns: a tree holds
the device only while it acts on it, so while one tree waits for a model, another one
uses the device. A slot whose device disconnects for good (the miner's reconnects
failed) is retired: no tree checks it out while another slot is alive, and the trees it
held are resumed elsewhere by the caller. When every slot is retired, :meth:`checkout`
waits up to ``return_wait_s`` for a device to come back, trying to reconnect the retired
ones (each brought back at most ``revivals`` times a run), before it gives up.

Every slot's device is wrapped to measure busy time (seconds inside device calls), from
which :class:`DeviceStats` reports utilisation.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from m2miner.actions import Action
from m2miner.devices.base import AppTarget, Device, Observation, SnapshotDevice
from m2miner.errors import DeviceDisconnectedError

T = TypeVar("T")


@dataclass(frozen=True)
class DeviceStats:
    """What one device did in a run: trees finished on it, busy seconds, failure."""

    name: str
    trees: int
    busy_s: float
    wall_s: float
    error: str | None = None

    @property
    def utilisation(self) -> float:
        """Busy time over the run's wall time (0 when no time passed)."""
        return self.busy_s / self.wall_s if self.wall_s > 0 else 0.0


class TimedDevice:
    """A device whose calls add up their duration in ``busy_s`` (thread-safe)."""

    def __init__(self, device: Device) -> None:
        self.inner = device
        self.name = device.name
        self.domain = device.domain
        self.busy_s = 0.0
        self._lock = threading.Lock()

    def _timed(self, call: Callable[[], T]) -> T:
        start = time.perf_counter()
        try:
            return call()
        finally:
            spent = time.perf_counter() - start
            with self._lock:
                self.busy_s += spent

    def start_app(self, app: AppTarget) -> None:
        self._timed(lambda: self.inner.start_app(app))

    def observe(self) -> Observation:
        return self._timed(self.inner.observe)

    def execute(self, action: Action) -> None:
        self._timed(lambda: self.inner.execute(action))

    def close(self) -> None:
        self.inner.close()

    def __getattr__(self, name: str) -> Any:
        # Backend extras (the sim's ``check`` and ``state``, ``status_bar_height``).
        return getattr(self.inner, name)


class TimedSnapshotDevice(TimedDevice):
    """A :class:`TimedDevice` for a device that has snapshots."""

    def snapshot(self) -> Any:
        return self._timed(self.inner.snapshot)  # type: ignore[attr-defined]

    def restore(self, token: Any) -> None:
        self._timed(lambda: self.inner.restore(token))  # type: ignore[attr-defined]


def timed(device: Device) -> TimedDevice:
    """``device`` wrapped to measure busy time, keeping its snapshot ability."""
    if isinstance(device, SnapshotDevice):
        return TimedSnapshotDevice(device)
    return TimedDevice(device)


class DeviceSlot:
    """One device of the pool and the turn-taking of the trees on it."""

    def __init__(self, index: int, device: Device) -> None:
        self.index = index
        self.device = timed(device)
        self.active = 0
        """Trees checked out on this slot now."""
        self.trees = 0
        """Trees that ended on this slot."""
        self.error: str | None = None
        self.revivals = 0
        """Times the device was reconnected after it had been retired."""
        self._turn = threading.Lock()
        self._owner: object | None = None

    @property
    def alive(self) -> bool:
        return self.error is None

    @contextmanager
    def hold(self, owner: Any) -> Iterator[None]:
        """The device to ``owner`` alone for the block (a navigator ``Lease``)."""
        with self._turn:
            if self.error is not None:
                raise DeviceDisconnectedError(
                    f"device {self.device.name} was taken out of the pool: {self.error}",
                    serial=self.device.name,
                )
            if self._owner is not owner:
                owner.lost()
                self._owner = owner
            yield


class DevicePool:
    """Slots handed out to trees, at most ``trees_per_device`` at a time on each."""

    def __init__(
        self,
        devices: list[Device],
        trees_per_device: int = 1,
        *,
        return_wait_s: float = 0.0,
        revivals: int = 0,
        retry_every_s: float = 1.0,
    ) -> None:
        if not devices:
            raise ValueError("a device pool needs at least one device")
        self.slots = [DeviceSlot(i, d) for i, d in enumerate(devices)]
        self.trees_per_device = trees_per_device
        self.return_wait_s = return_wait_s
        self.revivals = revivals
        self._retry_every_s = retry_every_s
        self._cond = threading.Condition()
        self._started = time.perf_counter()

    @property
    def alive(self) -> int:
        with self._cond:
            return sum(1 for s in self.slots if s.alive)

    def checkout(self, stop: Callable[[], bool]) -> DeviceSlot | None:
        """The least busy live slot with room for a tree; waits for room.

        Returns None when ``stop()`` turns true, or when no slot is alive and none came
        back within ``return_wait_s``.
        """
        deadline: float | None = None
        with self._cond:
            while True:
                if stop():
                    return None
                live = [s for s in self.slots if s.alive]
                if not live:
                    now = time.monotonic()
                    deadline = now + self.return_wait_s if deadline is None else deadline
                    if self._revive():
                        continue
                    if now >= deadline:
                        return None
                    self._cond.wait(timeout=min(self._retry_every_s, deadline - now))
                    continue
                deadline = None
                room = [s for s in live if s.active < self.trees_per_device]
                if room:
                    slot = min(room, key=lambda s: (s.active, s.device.busy_s, s.index))
                    slot.active += 1
                    return slot
                self._cond.wait(timeout=0.2)

    def checkin(self, slot: DeviceSlot, *, finished: bool) -> None:
        """A tree left ``slot``; ``finished`` counts it as a tree done there."""
        with self._cond:
            slot.active -= 1
            slot.trees += int(finished)
            self._cond.notify_all()

    def retire(self, slot: DeviceSlot, error: str) -> None:
        """Take ``slot`` out of the pool (its device failed); it stays open, so that it
        can be reconnected when no other device is left."""
        with self._cond:
            if slot.error is None:
                slot.error = error
            self._cond.notify_all()

    def _revive(self) -> bool:
        """Reconnect a retired slot's device (with the lock held); True when one is back."""
        for slot in self.slots:
            reconnect = getattr(slot.device, "reconnect", None)
            if slot.alive or slot.revivals >= self.revivals or not callable(reconnect):
                continue
            try:
                reconnect()
            except Exception:  # still away: a failed device may fail in any way
                continue
            slot.revivals += 1
            slot.error = None
            return True
        return False

    def stats(self) -> list[DeviceStats]:
        wall = time.perf_counter() - self._started
        return [
            DeviceStats(s.device.name, s.trees, s.device.busy_s, wall, s.error) for s in self.slots
        ]

    def close(self) -> None:
        for slot in self.slots:
            try:
                slot.device.close()
            except Exception:
                if slot.alive:  # a failed device may fail to close too
                    raise
