"""Enumerate the devices m2miner can drive right now, with their health.

``m2miner devices`` prints :func:`list_devices`; ``m2miner doctor`` reuses the probes.
Nothing here raises for an absent or broken device: every problem becomes a row whose
``state`` says what is wrong and whose ``fix`` says what to do about it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
from dataclasses import dataclass
from typing import Any

from m2miner.config import Config

PROBE_TIMEOUT_S = 2.0
USABLE = ("ready", "device")

# adb device states other than "device", and what to do about each.
ADB_STATE_FIXES = {
    "unauthorized": "unlock the phone and accept 'Allow USB debugging?' (tick 'Always allow')",
    "offline": "run `adb reconnect offline`; an emulator may still be booting: wait or restart it",
    "no permissions": "add a udev rule for the phone's USB vendor id, then `adb kill-server`",
    "authorizing": "wait a few seconds for the phone to finish authorising, then retry",
    "connecting": "wait a few seconds for the connection, then retry",
    "recovery": "reboot the phone into Android (`adb reboot`)",
    "bootloader": "reboot the phone into Android (`fastboot reboot`)",
    "sideload": "finish or cancel the sideload, then reboot into Android",
}
ADB_INSTALL_FIX = "install adb: `apt-get install adb`, or Android SDK platform-tools on your PATH"
APPIUM_START_FIX = (
    "start it: `appium server --address 127.0.0.1 --port 4723` "
    "(install: `npm install -g appium && appium driver install uiautomator2`)"
)


@dataclass(frozen=True)
class DeviceInfo:
    """One row of ``m2miner devices``: ``state`` is ``ready``/``device`` when usable."""

    name: str
    kind: str
    state: str
    detail: str
    fix: str = ""

    @property
    def usable(self) -> bool:
        return self.state in USABLE


def list_devices(
    config: Config | None = None, *, timeout_s: float = PROBE_TIMEOUT_S
) -> list[DeviceInfo]:
    """The simulator, every device the adb server knows, and each configured Appium server."""
    from m2miner.devices.sim import list_apps

    rows = [DeviceInfo("sim", "sim", "ready", f"simulated Android: {', '.join(list_apps())}")]
    rows.extend(adb_devices(timeout_s=timeout_s))
    for url in appium_urls(config):
        rows.append(appium_endpoint(url, timeout_s=timeout_s))
    return rows


# -- adb ------------------------------------------------------------------------------


def adb_client(timeout_s: float = PROBE_TIMEOUT_S) -> Any:
    """An adbutils client for the server at ``$ANDROID_ADB_SERVER_HOST:PORT`` (default
    127.0.0.1:5037), started first when it is local and not running."""
    import adbutils

    client = adbutils.AdbClient(socket_timeout=timeout_s)
    _start_local_server(client.host, client.port)
    return client


def _start_local_server(host: str, port: int) -> None:
    # adbutils would start it too, but lets adb print to the terminal mid-table.
    adb = shutil.which("adb")
    if adb is None or host not in ("127.0.0.1", "localhost"):
        return
    with socket.socket() as sock:
        sock.settimeout(1.0)
        if sock.connect_ex((host, port)) == 0:
            return
    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        env = {**os.environ, "ANDROID_ADB_SERVER_PORT": str(port)}
        subprocess.run([adb, "start-server"], capture_output=True, timeout=20, env=env)


def adb_devices(client: Any = None, *, timeout_s: float = PROBE_TIMEOUT_S) -> list[DeviceInfo]:
    """One row per device the adb server lists, or one row saying why there are none."""
    try:
        client = client or adb_client(timeout_s)
        infos = client.list(extended=True)
    except Exception as exc:  # no adb, or a server that will not start or answer
        if shutil.which("adb") is None:
            return [DeviceInfo("adb", "adb", "not installed", str(exc), ADB_INSTALL_FIX)]
        fix = "run `adb kill-server && adb start-server`, then retry"
        return [DeviceInfo("adb", "adb", "unavailable", f"adb server: {exc}", fix)]
    if not infos:
        fix = "start an emulator (`emulator -avd NAME`) or plug in a phone with USB debugging on"
        return [DeviceInfo("adb", "adb", "no devices", "the adb server lists no device", fix)]
    return [_adb_row(client, info) for info in infos]


def _adb_row(client: Any, info: Any) -> DeviceInfo:
    name = f"adb:{info.serial}"
    if info.state != "device":
        fix = ADB_STATE_FIXES.get(info.state, "check the device's screen and cable")
        return DeviceInfo(name, "adb", info.state, _model(info.tags), fix)
    detail = ", ".join(p for p in (_model(info.tags), android_version(client, info.serial)) if p)
    return DeviceInfo(name, "adb", "device", detail)


def _model(tags: dict[str, str]) -> str:
    return (tags.get("model") or tags.get("product") or "").replace("_", " ")


def android_version(client: Any, serial: str) -> str:
    """``Android 14 (API 34)``, or "" when the device does not say."""
    try:
        device = client.device(serial)
        release = device.shell(["getprop", "ro.build.version.release"]).strip()
        sdk = device.shell(["getprop", "ro.build.version.sdk"]).strip()
    except Exception:  # a slow or odd device: the row is still useful without it
        return ""
    if not release:
        return ""
    return f"Android {release}" + (f" (API {sdk})" if sdk else "")


# -- Appium ---------------------------------------------------------------------------


def appium_urls(config: Config | None) -> list[str]:
    """The Appium servers a config names: ``device.serial`` when ``device.kind`` is
    appium, then ``device.appium_urls``; without repeats."""
    if config is None:
        return []
    urls = [config.device.serial] if config.device.kind == "appium" and config.device.serial else []
    urls += config.device.appium_urls
    return list(dict.fromkeys(u.rstrip("/") for u in urls))


def appium_endpoint(url: str, *, timeout_s: float = PROBE_TIMEOUT_S) -> DeviceInfo:
    """The health of the Appium server at ``url`` from ``GET /status``."""
    import httpx

    name = f"appium:{url}"
    try:
        response = httpx.get(f"{url}/status", timeout=timeout_s)
    except httpx.HTTPError as exc:
        return DeviceInfo(name, "appium", "unreachable", _first_line(exc), APPIUM_START_FIX)
    try:
        value = response.json()["value"]
        version = value.get("build", {}).get("version", "?")
    except (ValueError, KeyError, TypeError, AttributeError):
        detail = f"GET /status answered {response.status_code}, not as Appium does"
        return DeviceInfo(name, "appium", "not appium", detail, "check the URL and port")
    if response.status_code != 200 or not value.get("ready", True):
        message = value.get("message", "") if isinstance(value, dict) else ""
        fix = "wait for it to finish starting, or restart it"
        return DeviceInfo(name, "appium", "not ready", f"Appium {version}: {message}", fix)
    return DeviceInfo(name, "appium", "ready", f"Appium {version}")


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:200]
