"""Restore time of the web backend: a new browser session per restore against a reset
inside the open session (``device.web.reset``), on the test apps, through a real Appium
server and Chromium on 127.0.0.1.

A restore is what the miner does to return to a node: start the app from clean
(``start_app``), replay the node's path step by step, and observe. Each app has a fixed
path of ``steps`` actions, recorded once from the page's hierarchy; both ways of
resetting replay the same actions. The table shows the median over ``repeats``
restores per way (after one unmeasured warm-up), and the reset alone.

Run through ``bench/throughput.py --web-restores N`` (this module has no command line).
"""

from __future__ import annotations

import statistics
import time
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from m2miner.actions import Action
from m2miner.config import DeviceConfig
from m2miner.devices.base import AppTarget

ROOT = Path(__file__).resolve().parents[1]
# Each app's path: a resource-id to tap, or ("type", TEXT).
PATHS: dict[str, tuple[Path, str, tuple[str | tuple[str, str], ...]]] = {
    "cafe (multi-page)": (
        ROOT / "tests" / "webapp",
        "index.html",
        ("item-1", "add", "back-link", "feedback-link", "message", ("type", "Great coffee")),
    ),
    "to-do (single-page)": (
        ROOT / "tests" / "webapp_spa",
        "index.html",
        ("todo-1", "settings-link", "compact", "list-link", "open-2", "list-link"),
    ),
}


@dataclass
class WebRestore:
    """Medians over the repeats, in seconds, of one app restored one way."""

    app: str
    mode: str
    steps: int
    reset_s: float
    restore_s: float
    fallbacks: int


def _centre(hierarchy: str, resource_id: str) -> tuple[int, int]:
    for el in ET.fromstring(hierarchy).iter("node"):
        if el.get("resource-id") == resource_id:
            x1, y1, x2, y2 = (
                int(v) for v in el.get("bounds", "")[1:-1].replace("][", ",").split(",")
            )
            return (x1 + x2) // 2, (y1 + y2) // 2
    raise RuntimeError(f"no element #{resource_id} on the page")


def record_path(device, app: AppTarget, path: Sequence[str | tuple[str, str]]) -> list[Action]:  # type: ignore[no-untyped-def]
    """The path's actions with coordinates read from the page as it is walked."""
    device.start_app(app)
    actions = []
    for step in path:
        if isinstance(step, tuple):
            action = Action("type", text=step[1])
        else:
            x, y = _centre(device.observe().hierarchy or "", step)
            action = Action("click", x=x, y=y)
        device.execute(action)
        actions.append(action)
    device.observe()
    return actions


def measure(
    appium_url: str, app: AppTarget, name: str, mode: str, actions: list[Action], repeats: int
) -> WebRestore:
    from m2miner.devices.appium import AppiumDevice

    config = DeviceConfig.model_validate(
        {"kind": "appium", "settle_timeout_s": 3.0, "web": {"reset": mode}}
    )
    device = AppiumDevice(appium_url, config=config, domain="web")
    resets, restores, fallbacks = [], [], 0
    try:
        device.start_app(app)
        for i in range(repeats + 1):
            for action in actions:  # leave the app somewhere deep, as a tree would
                device.execute(action)
            session = device.session_id
            started = time.perf_counter()
            device.start_app(app)
            reset = time.perf_counter() - started
            for action in actions:
                device.execute(action)
            device.observe()
            restore = time.perf_counter() - started
            if i == 0:
                continue  # warm-up: caches, the first DevTools connection
            resets.append(reset)
            restores.append(restore)
            fallbacks += mode == "in_session" and device.session_id != session
    finally:
        device.close()
    return WebRestore(
        name, mode, len(actions), statistics.median(resets), statistics.median(restores), fallbacks
    )


def web_restores(repeats: int) -> list[WebRestore]:
    """Both ways of resetting on both test apps; needs Chromium, chromedriver and Appium
    (installed under ``$APPIUM_HOME`` when missing, see m2miner.devices.appium_server)."""
    from m2miner.devices.appium import AppiumDevice
    from m2miner.devices.appium_server import appium_server, static_server

    results = []
    with ExitStack() as stack:
        appium_url = stack.enter_context(appium_server())
        for name, (folder, page, path) in PATHS.items():
            url = stack.enter_context(static_server(folder))
            app = AppTarget(name=name, url=f"{url}/{page}")
            recorder = AppiumDevice(appium_url, domain="web")
            try:
                actions = record_path(recorder, app, path)
            finally:
                recorder.close()
            for mode in ("new_session", "in_session"):
                results.append(measure(appium_url, app, name, mode, actions, repeats))
    return results


def rows(results: list[WebRestore]) -> list[list[str]]:
    """One row per app: both ways side by side."""
    by_app: dict[str, dict[str, WebRestore]] = {}
    for r in results:
        by_app.setdefault(r.app, {})[r.mode] = r
    out = []
    for app, modes in by_app.items():
        old, new = modes["new_session"], modes["in_session"]
        out.append(
            [
                app,
                str(new.steps),
                f"{old.reset_s:.2f}",
                f"{new.reset_s:.2f}",
                f"{old.restore_s:.2f}",
                f"{new.restore_s:.2f}",
                f"{old.restore_s / new.restore_s:.1f}x",
                str(new.fallbacks),
            ]
        )
    return out


HEADERS = [
    "app",
    "steps",
    "reset new s",
    "reset in s",
    "restore new s",
    "restore in s",
    "speed-up",
    "fallbacks",
]
