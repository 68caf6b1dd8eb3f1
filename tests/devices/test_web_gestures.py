"""Every gesture on real Chromium through Appium (pages in tests/webapp_gestures): a double
tap opens an edit-on-double-click row, ``type`` replaces a pre-filled field and an empty
``type`` clears it, a fixed 550 px page on a 412 px screen has every control reachable
(zoomed to fit, or scrolled sideways), and what a finger cannot reach (behind a dialog,
1x1 px, 4 px) is not offered."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import DeviceConfig
from m2miner.devices.appium_server import static_server
from m2miner.devices.base import AppTarget, Observation

PAGES = Path(__file__).resolve().parents[1] / "webapp_gestures"


@pytest.fixture(scope="module")
def pages_url() -> Iterator[str]:
    with static_server(PAGES) as url:
        yield url


def open_device(appium_url: str, **web: Any) -> Any:
    from m2miner.devices.appium import AppiumDevice

    config = DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0, "web": web})
    return AppiumDevice(appium_url, config=config, domain="web")


@pytest.fixture
def device(appium_url: str) -> Iterator[Any]:
    dev = open_device(appium_url)
    yield dev
    dev.close()


def nodes(obs: Observation) -> list[dict[str, Any]]:
    """Every node of the hierarchy: its text, content-desc, class and bounds."""
    out = []
    for el in ET.fromstring(obs.hierarchy or "").iter("node"):
        nums = [int(n) for n in el.get("bounds", "").replace("][", ",").strip("[]").split(",")]
        out.append(
            {
                "text": el.get("text", ""),
                "desc": el.get("content-desc", ""),
                "class": el.get("class", ""),
                "clickable": el.get("clickable") == "true",
                "bounds": tuple(nums),
            }
        )
    return out


def named(obs: Observation, name: str) -> dict[str, Any]:
    found = [n for n in nodes(obs) if name in (n["text"], n["desc"])]
    assert found, f"{name!r} is not in the hierarchy"
    return found[0]


def centre(node: dict[str, Any]) -> tuple[int, int]:
    left, top, right, bottom = node["bounds"]
    return (left + right) // 2, (top + bottom) // 2


def start(device: Any, url: str) -> Observation:
    device.start_app(AppTarget(name="gestures", url=url))
    return device.observe()


def test_a_double_tap_opens_the_row_a_single_tap_does_not(device: Any, pages_url: str) -> None:
    obs = start(device, f"{pages_url}/edit.html")
    x, y = centre(named(obs, "Buy milk"))
    device.execute(Action("click", x=x, y=y))
    assert device.execute_script("return document.querySelectorAll('li.editing').length") == 0
    device.execute(Action("double_tap", x=x, y=y))
    assert device.execute_script("return document.querySelector('li.editing .edit').value") == (
        "Buy milk"
    )
    field = [n for n in nodes(device.observe()) if n["class"] == "android.widget.EditText"]
    assert [n["text"] for n in field] == ["Buy milk", "string"]


def test_type_replaces_a_prefilled_field_and_an_empty_type_clears_it(
    device: Any, pages_url: str
) -> None:
    obs = start(device, f"{pages_url}/edit.html")
    x, y = centre(named(obs, "string"))
    device.execute(Action("click", x=x, y=y))
    device.execute(Action("type", text="Rex"))
    value = "return [document.getElementById('name').value, document.activeElement.id, blurs]"
    assert device.execute_script(value) == ["Rex", "name", 0]  # replaced, still focused
    assert named(device.observe(), "Value: Rex")
    device.execute(Action("type", text=""))
    assert device.execute_script(value) == ["", "name", 0]
    device.execute(Action("type", text="Fido"))
    device.execute(Action("system_button", button="Enter"))
    assert named(device.observe(), "Saved: Fido")


def test_a_fixed_width_page_is_zoomed_to_fit_with_every_control_on_screen(
    device: Any, pages_url: str
) -> None:
    obs = start(device, f"{pages_url}/wide.html")
    assert "offscreen" not in obs.info or "right" not in obs.info["offscreen"]
    scale = device.execute_script("return visualViewport.scale")
    assert scale == pytest.approx(412 / 550, abs=0.01)
    buttons = [n for n in nodes(obs) if n["clickable"]]
    assert sorted(n["text"] for n in buttons) == ["Four", "Left", "One", "Right", "Three", "Two"]
    for node in buttons:  # wholly on the 824 px wide screenshot, at a finger's size
        left, _, right, _ = node["bounds"]
        assert left >= 0 and right <= obs.width and right - left >= 100
    x, y = centre(named(obs, "Right"))
    device.execute(Action("click", x=x, y=y))
    assert device.execute_script("return taps") == ["Right"]


def test_without_fitting_the_page_reports_what_is_off_screen_and_scrolls_sideways(
    appium_url: str, pages_url: str
) -> None:
    device = open_device(appium_url, fit_width=False)
    try:
        obs = start(device, f"{pages_url}/wide.html")
        # Chromium widens the layout to the content (and so lengthens it, hence "below").
        assert obs.info["offscreen"]["right"] == (550 - 412) * 2
        assert "left" not in obs.info["offscreen"]
        texts = {n["text"] for n in nodes(obs)}
        assert "Right" not in texts  # 452-542 CSS px: wholly beyond the 412 px screen
        y = obs.height // 4
        device.execute(Action("swipe", x=700, y=y, x2=100, y2=y))  # finger moves left
        assert device.execute_script("return visualViewport.pageLeft") == 550 - 412
        after = device.observe()
        assert after.info["offscreen"]["left"] == (550 - 412) * 2
        assert "right" not in after.info["offscreen"]
        x, y = centre(named(after, "Right"))
        device.execute(Action("click", x=x, y=y))
        assert device.execute_script("return taps") == ["Right"]
    finally:
        device.close()


def test_what_a_finger_cannot_reach_is_not_offered(device: Any, pages_url: str) -> None:
    obs = start(device, f"{pages_url}/dialog.html")
    offered = {n["text"] or n["desc"] for n in nodes(obs) if n["clickable"]}
    assert {"Keep", "Discard", "Visible"} <= offered
    assert "Behind" not in offered  # under the dialog's backdrop
    assert "Skip to content" not in offered  # 1x1 px
    assert "Tiny" not in offered  # 4x4 px
    device.execute_script("document.getElementById('overlay').remove()")
    offered = {n["text"] or n["desc"] for n in nodes(device.observe()) if n["clickable"]}
    assert "Behind" in offered and "Skip to content" not in offered


def test_javascript_dialogs_are_accepted_and_their_text_recorded(
    device: Any, pages_url: str
) -> None:
    device.start_app(AppTarget(name="tree", url=f"{pages_url}/tree.html"))
    save = next(n for n in nodes(device.observe()) if n["text"] == "Save")
    x, y = centre(save)
    device.execute(Action("click", x=x, y=y))
    obs = device.observe()  # the confirm, then the alert, answered as OK would be
    assert obs.info["dialogs"] == ["Save the tree?", "Saved"]
    assert any(n["text"].startswith("Saved at") for n in nodes(obs))
    assert "dialogs" not in device.observe().info  # said once
