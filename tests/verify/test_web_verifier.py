"""The web verifier on a real page, through a real Appium server and Chromium.

The preferences page (tests/verify/pages/prefs.html) saves each switch in localStorage
the moment it changes; the verifier reads that, the DOM and the URL.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.devices.base import AppTarget, Observation
from m2miner.verify.base import Check, run_verifier
from m2miner.verify.factory import build, parse_spec

pytestmark = pytest.mark.slow

DARK_ON = "localStorage.getItem('dark') === '1'"


def check(device: Any, expr: str) -> Check:
    return run_verifier(build(parse_spec({"type": "js", "expr": expr})), device, timeout_s=20)


def tap(device: Any, obs: Observation, rid: str) -> Observation:
    for el in ET.fromstring(obs.hierarchy or "").iter("node"):
        if el.get("resource-id") == rid:
            x1, y1, x2, y2 = (
                int(v) for v in el.get("bounds", "")[1:-1].replace("][", ",").split(",")
            )
            device.execute(Action("click", x=(x1 + x2) // 2, y=(y1 + y2) // 2))
            return device.observe()
    raise AssertionError(f"no {rid} on {obs.url}")


def test_an_expression_over_storage_dom_and_url_passes_and_fails(web_device, pages_url) -> None:
    web_device.start_app(AppTarget("prefs", url=f"{pages_url}/prefs.html"))
    start = web_device.observe()
    # A checkbox is named by its label, not by its value ("on").
    boxes = [
        el
        for el in ET.fromstring(start.hierarchy or "").iter("node")
        if el.get("checkable") == "true"
    ]
    assert [(b.get("resource-id"), b.get("text")) for b in boxes] == [
        ("dark", "Dark theme"),
        ("digest", "Weekly digest"),
    ]
    off = check(web_device, DARK_ON)
    assert (off.passed, off.error) == (False, None)
    assert off.detail == f"js: {DARK_ON} is false"

    tap(web_device, start, "dark")
    on = check(web_device, DARK_ON)
    assert (on.passed, on.error) == (True, None)
    dom = "document.getElementById('dark').checked && !document.getElementById('digest').checked"
    assert check(web_device, dom).passed is True
    assert check(web_device, "location.pathname.endsWith('/prefs.html')").passed is True
    assert check(web_device, "location.pathname.endsWith('/about.html')").passed is False

    # A fresh start is a fresh browser profile: the saved switch is gone.
    web_device.start_app(AppTarget("prefs", url=f"{pages_url}/prefs.html"))
    assert check(web_device, DARK_ON).passed is False


def test_an_expression_that_throws_or_is_not_boolean_is_an_error(web_device, pages_url) -> None:
    web_device.start_app(AppTarget("prefs", url=f"{pages_url}/prefs.html"))
    thrown = check(web_device, "window.noSuchThing.checked")
    assert thrown.passed is None
    assert thrown.error == (
        "DeviceError: could not run a script: javascript error: "
        "Cannot read properties of undefined (reading 'checked')"
    )
    assert thrown.detail == "js: {'expr': 'window.noSuchThing.checked'}"
    stringly = check(web_device, "localStorage.getItem('dark') || 'unset'")
    assert stringly.passed is None and "gave 'unset', not true or false" in (stringly.error or "")
    web_device.close()
    closed = check(web_device, DARK_ON)
    assert closed.passed is None and "was closed" in (closed.error or "")


def test_a_js_verifier_on_a_device_without_pages_is_an_error() -> None:
    from m2miner.devices.sim import SimDevice

    result = check(SimDevice("settings"), DARK_ON)
    assert result.passed is None and "not a web device" in (result.error or "")
