"""The Appium Chromium backend against a real Appium server and the Corner Cafe web app."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.config import SafetyConfig
from m2miner.safety.policy import Policy as SafetyGuard
from m2miner.testing.checks import check_device

pytestmark = pytest.mark.slow


def find(obs, **attrs):
    """The first node whose attributes include ``attrs``; its centre and element."""
    for el in ET.fromstring(obs.hierarchy).iter("node"):
        if all(el.get(k) == v for k, v in attrs.items()):
            x1, y1, x2, y2 = (int(v) for v in el.get("bounds")[1:-1].replace("][", ",").split(","))
            return ((x1 + x2) // 2, (y1 + y2) // 2), el
    raise AssertionError(f"no node with {attrs} in {obs.url}")


def texts(obs):
    return [el.get("text") for el in ET.fromstring(obs.hierarchy).iter("node") if el.get("text")]


def tap(device, obs, **attrs):
    (x, y), _ = find(obs, **attrs)
    device.execute(Action("click", x=x, y=y))
    return device.observe()


def test_the_start_screen_is_observed(web_device, web_app):
    web_device.start_app(web_app)
    obs = web_device.observe()
    assert (obs.width, obs.height) == (824, 1830)  # 412x915 CSS px at pixel ratio 2
    assert obs.png.startswith(b"\x89PNG")
    assert obs.url == web_app.url
    assert obs.info["title"] == "Corner Cafe"
    assert obs.info["stable"] and not obs.info["blank_screen"]
    assert obs.info["settle_s"] < 3.0
    assert "Corner Cafe" in texts(obs)
    _, link = find(obs, **{"resource-id": "item-1"})
    assert link.get("clickable") == "true" and link.get("text") == "Green tea $2.10"


def test_tapping_a_link_navigates_and_back_returns(web_device, web_app):
    web_device.start_app(web_app)
    details = tap(web_device, web_device.observe(), **{"resource-id": "item-1"})
    assert details.url.endswith("/item.html?id=1")
    assert "Green tea" in texts(details) and "$2.10" in texts(details)
    web_device.execute(Action("system_button", button="Back"))
    assert web_device.observe().url == web_app.url
    again = tap(web_device, web_device.observe(), **{"resource-id": "item-2"})
    assert again.url.endswith("/item.html?id=2")
    web_device.execute(Action("key", text="back"))
    assert web_device.observe().url == web_app.url


def test_typing_into_the_field_and_submitting_shows_the_text(web_device, web_app):
    web_device.start_app(web_app)
    form = tap(web_device, web_device.observe(), **{"resource-id": "feedback-link"})
    assert form.url.endswith("/form.html")
    focused = tap(web_device, form, **{"resource-id": "message"})
    _, field = find(focused, **{"resource-id": "message"})
    assert field.get("focused") == "true"
    assert field.get("class") == "android.widget.EditText"
    message = "Two flat whites; $(no) `shell` %s 'quotes' 咖啡"
    web_device.execute(Action("type", text=message))
    typed = web_device.observe()
    assert find(typed, **{"resource-id": "message"})[1].get("text") == message
    saved = tap(web_device, typed, **{"resource-id": "save"})
    assert f"Saved: {message}" in texts(saved)
    # Enter submits too.
    tap(web_device, saved, **{"resource-id": "message"})
    web_device.execute(Action("type", text="again"))
    web_device.execute(Action("system_button", button="Enter"))
    assert "Saved: again" in texts(web_device.observe())


def test_buttons_change_visible_state(web_device, web_app):
    web_device.start_app(web_app)
    item = tap(web_device, web_device.observe(), **{"resource-id": "item-0"})
    assert "In cart: 0" in texts(item)
    added = tap(web_device, item, **{"resource-id": "add"})
    assert "In cart: 1" in texts(added)


def test_swipe_scrolls_the_list(web_device, web_app):
    web_device.start_app(web_app)
    top = web_device.observe()
    assert "Lemon cake $2.90" not in texts(top)
    web_device.execute(Action("swipe", x=200, y=800, x2=200, y2=200))
    scrolled = web_device.observe()
    assert "Lemon cake $2.90" in texts(scrolled)
    assert scrolled.png != top.png


def test_the_safety_guard_reads_the_web_hierarchy(web_device, web_app):
    guard = SafetyGuard(SafetyConfig(), web_app)
    web_device.start_app(web_app)
    item = tap(web_device, web_device.observe(), **{"resource-id": "item-0"})
    (ox, oy), _ = find(item, **{"resource-id": "order"})
    (ax, ay), _ = find(item, **{"resource-id": "add"})
    verdict = guard.check_action(Action("click", x=ox, y=oy), item)
    assert not verdict.allowed and verdict.element_text == "Place order"
    assert guard.check_action(Action("click", x=ax, y=ay), item).allowed
    assert guard.check_location(item).allowed


def test_a_fresh_profile_per_session_and_cleanup_on_close(web_device, web_app):
    web_device.start_app(web_app)
    profiles = list(web_device.platform._profiles)
    assert len(profiles) == 1 and Path(profiles[0]).is_dir()
    web_device.start_app(web_app)  # cleared in place: the same session and profile
    assert web_device.platform._profiles == profiles
    web_device.reconnect()  # a new session gets a new profile; the old one goes
    assert not Path(profiles[0]).exists() and len(web_device.platform._profiles) == 1
    web_device.close()
    assert web_device.platform._profiles == []


def test_check_device_passes_on_the_chromium_backend(web_device, web_app):
    check_device(web_device, web_app)
