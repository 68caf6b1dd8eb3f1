"""Enumerate the devices m2miner can drive right now."""

from __future__ import annotations

import shutil
from dataclasses import dataclass


@dataclass(frozen=True)
class DeviceInfo:
    """One row of ``m2miner devices``."""

    name: str
    kind: str
    state: str
    detail: str


def list_devices() -> list[DeviceInfo]:
    """The simulator (always there) and every adb device the adb server knows."""
    from m2miner.devices.sim import list_apps

    rows = [DeviceInfo("sim", "sim", "ready", f"simulated Android: {', '.join(list_apps())}")]
    rows.extend(_adb_devices())
    return rows


def _adb_devices() -> list[DeviceInfo]:
    if shutil.which("adb") is None:
        return [DeviceInfo("adb", "adb", "not installed", "apt-get install adb")]
    try:
        import adbutils

        devices = adbutils.adb.list()
    except Exception as exc:  # adb server missing or refusing: report, don't fail
        return [DeviceInfo("adb", "adb", "unavailable", f"adb server: {exc}")]
    if not devices:
        return [DeviceInfo("adb", "adb", "no devices", "connect a phone or start an emulator")]
    return [DeviceInfo(f"adb:{d.serial}", "adb", d.state, "") for d in devices]
