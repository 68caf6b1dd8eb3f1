"""Checks of the device side: adb and its devices, Appium, Chromium and chromedriver."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

from m2miner.config import Config
from m2miner.devices.listing import (
    ADB_INSTALL_FIX,
    DeviceInfo,
    adb_client,
    adb_devices,
    appium_endpoint,
    appium_urls,
)
from m2miner.doctor.base import Check, Needs, missing, version_of

ADB_KEYBOARD_PACKAGE = "com.android.adbkeyboard"
ADB_KEYBOARD_FIX = (
    "for non-ASCII text install ADB Keyboard: download ADBKeyboard.apk from "
    "github.com/senzhk/ADBKeyBoard/releases, then `adb -s {serial} install ADBKeyboard.apk`"
)
NODE_MIN = (20, 19)
CHROMIUM_FIX = "apt-get install chromium chromium-driver (Debian/Ubuntu: matching versions)"
APPIUM_INSTALL_FIX = (
    "python3 -m m2miner.devices.appium_server --install (Appium and its Chromium driver "
    "into $APPIUM_HOME, default ~/.cache/m2miner/appium)"
)
CLIENT_FIX = "pip install 'm2miner[appium]'"


# -- adb ------------------------------------------------------------------------------


def adb_checks(config: Config, needs: Needs) -> list[Check]:
    """adb on the PATH, the adb server, every device it lists, and ADB Keyboard on each."""
    checks = [_adb_binary(needs)]
    rows = adb_devices()
    client = adb_client() if any(r.usable for r in rows) else None
    for row in rows:
        checks.append(_device_check(row, needs))
        if row.usable:
            checks.append(_adb_keyboard(client, row.name.removeprefix("adb:")))
    serial = config.device.serial
    if needs.adb and serial and not any(r.usable and r.name == f"adb:{serial}" for r in rows):
        fix = "attach that device, or change device.serial (see `m2miner devices`)"
        checks.append(Check("adb", f"device {serial}", "fail", "not attached or not ready", fix))
    return checks


def _adb_binary(needs: Needs) -> Check:
    path = shutil.which("adb")
    if path is None:
        return Check("adb", "adb", missing(needs.adb), "adb is not on the PATH", ADB_INSTALL_FIX)
    return Check("adb", "adb", "ok", version_of([path, "version"]) or path)


def _device_check(row: DeviceInfo, needs: Needs) -> Check:
    if row.usable:
        return Check("adb", row.name, "ok", row.detail or "ready")
    detail = f"{row.state}: {row.detail}" if row.detail else row.state
    name = "devices" if row.name == "adb" else row.name
    return Check("adb", name, missing(needs.adb), detail, row.fix)


def _adb_keyboard(client: object, serial: str) -> Check:
    name = f"adb:{serial} keyboard"
    try:
        out = client.device(serial).shell(["pm", "list", "packages", ADB_KEYBOARD_PACKAGE])  # type: ignore[attr-defined]
    except Exception as exc:  # a device that stopped answering: say so, don't stop
        return Check("adb", name, "warn", f"could not list packages: {exc}", "retry")
    if f"package:{ADB_KEYBOARD_PACKAGE}" in out:
        return Check("adb", name, "ok", "ADB Keyboard installed: any text can be typed")
    detail = "no ADB Keyboard: only ASCII text can be typed"
    return Check("adb", name, "warn", detail, ADB_KEYBOARD_FIX.format(serial=serial))


# -- Appium ---------------------------------------------------------------------------


def appium_checks(config: Config, needs: Needs) -> list[Check]:
    """Each configured Appium server, the Python client, and a local Appium install."""
    checks = []
    for url in appium_urls(config):
        row = appium_endpoint(url)
        detail = row.detail if row.usable else f"{row.state}: {row.detail}"
        checks.append(Check("appium", url, "ok" if row.usable else "fail", detail, row.fix))
    if importlib.util.find_spec("appium") is None:
        detail = "the Appium Python client is not installed"
        checks.append(Check("appium", "python client", missing(needs.appium), detail, CLIENT_FIX))
    else:
        checks.append(Check("appium", "python client", "ok", "Appium-Python-Client importable"))
    checks.append(_node())
    checks.extend(_local_appium(needs))
    return checks


def _node() -> Check:
    node = shutil.which("node")
    fix = "install Node.js 20.19 or newer (nodejs.org, or your distribution's nodejs package)"
    if node is None or shutil.which("npm") is None:
        return Check("appium", "node/npm", "warn", "Node.js or npm is not on the PATH", fix)
    text = version_of([node, "--version"]) or ""
    m = re.match(r"v(\d+)\.(\d+)", text)
    if m is None or (int(m.group(1)), int(m.group(2))) < NODE_MIN:
        detail = f"Node.js {text or '?'}: Appium 3 needs 20.19 or newer"
        return Check("appium", "node/npm", "warn", detail, fix)
    return Check("appium", "node/npm", "ok", f"Node.js {text}")


def local_appium() -> tuple[Path | None, dict[str, str]]:
    """The ``appium`` executable this machine would run (``$APPIUM_HOME``'s, else the
    m2miner cache's, else the PATH's) and the environment to run it with."""
    from m2miner.devices.appium_server import appium_binary, appium_home

    home = appium_home()
    if appium_binary(home).exists():
        return appium_binary(home), {**os.environ, "APPIUM_HOME": str(home)}
    on_path = shutil.which("appium")
    return (Path(on_path) if on_path else None), dict(os.environ)


def _local_appium(needs: Needs) -> list[Check]:
    binary, env = local_appium()
    if binary is None:
        detail = "no local Appium (needed to mine web apps on this machine)"
        return [Check("appium", "local server", "warn", detail, APPIUM_INSTALL_FIX)]
    version = version_of([str(binary), "--version"]) or "?"
    shown = _shown(binary)
    checks = [Check("appium", "local server", "ok", f"Appium {version} at {shown}")]
    drivers = _drivers(binary, env)
    wanted = {"chromium": needs.web, "uiautomator2": needs.android_appium}
    for driver, needed in wanted.items():
        if driver == "uiautomator2" and not needed and driver not in drivers:
            continue  # only Android through Appium needs it: no row to worry about
        if driver in drivers:
            checks.append(Check("appium", f"driver {driver}", "ok", f"{driver} {drivers[driver]}"))
            continue
        home = f"APPIUM_HOME={_shown(Path(env['APPIUM_HOME']))} " if "APPIUM_HOME" in env else ""
        fix = f"{home}{shown} driver install {driver}"
        use = "web apps" if driver == "chromium" else "Android through Appium"
        detail = f"the {driver} driver is not installed (needed for {use})"
        checks.append(Check("appium", f"driver {driver}", missing(needed), detail, fix))
    return checks


def _shown(path: Path) -> str:
    """``path`` as a user would type it: under ``$APPIUM_HOME`` or ``~`` when it is."""
    for prefix, root in (("$APPIUM_HOME", os.environ.get("APPIUM_HOME")), ("~", str(Path.home()))):
        if root and path.is_relative_to(Path(root).resolve()):
            rest = path.relative_to(Path(root).resolve())
            return f"{prefix}/{rest}" if str(rest) != "." else prefix
    return str(path)


def _drivers(binary: Path, env: dict[str, str]) -> dict[str, str]:
    """Installed Appium drivers and their versions; empty when the listing fails."""
    argv = [str(binary), "driver", "list", "--installed", "--json"]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env)
        data = json.loads(done.stdout[done.stdout.index("{") :])
    except (OSError, subprocess.TimeoutExpired, ValueError):
        return {}
    return {name: str(info.get("version", "?")) for name, info in data.items()}


# -- web ------------------------------------------------------------------------------


def web_checks(needs: Needs) -> list[Check]:
    """Chromium and chromedriver, and whether their major versions match."""
    browser = next(
        (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p),
        None,
    )
    driver = shutil.which("chromedriver")
    status = missing(needs.web)
    checks = []
    versions = {}
    for name, path in (("chromium", browser), ("chromedriver", driver)):
        if path is None:
            detail = f"{name} is not on the PATH (needed to mine web apps)"
            checks.append(Check("web", name, status, detail, CHROMIUM_FIX))
            continue
        text = version_of([path, "--version"]) or ""
        versions[name] = _major(text)
        # "Chromium 131.0.6778.85 built on Debian ..." -> "Chromium 131.0.6778.85"
        checks.append(Check("web", name, "ok", " ".join(text.split()[:2]) or path))
    if len(versions) == 2 and versions["chromium"] != versions["chromedriver"]:
        detail = (
            f"chromedriver {versions['chromedriver']} cannot drive Chromium "
            f"{versions['chromium']}: major versions differ"
        )
        checks.append(Check("web", "versions", status, detail, CHROMIUM_FIX))
    return checks


def app_url_checks(config: Config) -> list[Check]:
    """Each web app's start URL answers an HTTP GET, as ``mine`` checks before it opens a
    browser: a dead server fails here, not as an error page in every node."""
    from m2miner.mining.preflight import start_url_problem, url_source

    checks = []
    for name, entry in config.apps.items():
        if entry.domain != "web" or not entry.url:
            continue
        problem = start_url_problem(entry.url)
        if problem is None:
            checks.append(Check("web", f"app {name}", "ok", f"{entry.url} answers"))
            continue
        fix = f"start the app's server, or correct the URL ({url_source(name, config)})"
        checks.append(Check("web", f"app {name}", "fail", f"{entry.url}: {problem}", fix))
    return checks


def _major(text: str) -> str | None:
    m = re.search(r"(\d+)\.\d+\.\d+", text)
    return m.group(1) if m else None
