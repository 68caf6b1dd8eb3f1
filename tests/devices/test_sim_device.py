"""SimDevice behaviour: rendering matches the hierarchy, input, navigation, snapshots."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

from m2miner.actions import Action
from m2miner.devices.base import AppTarget, Observation, SnapshotDevice
from m2miner.devices.sim import SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import ActionError, DeviceError

BACK = Action("system_button", button="Back")
HOME = Action("system_button", button="Home")
ENTER = Action("system_button", button="Enter")


def tap(device: SimDevice, widget_id: str) -> None:
    x, y = widget_point(device.frame(), widget_id)
    device.execute(Action("click", x=x, y=y))


def node(obs: Observation, widget_id: str, cls: str | None = None) -> ET.Element:
    root = ET.fromstring(obs.hierarchy or "")
    for el in root.iter("node"):
        if el.get("resource-id", "").endswith(f":id/{widget_id}") and (
            cls is None or el.get("class") == cls
        ):
            return el
    raise AssertionError(f"no node {widget_id} in the hierarchy")


def texts(obs: Observation) -> list[str]:
    return [el.get("text", "") for el in ET.fromstring(obs.hierarchy or "").iter("node")]


def bounds(el: ET.Element) -> tuple[int, int, int, int]:
    match = re.match(r"\[(\d+),(\d+)\]\[(\d+),(\d+)\]", el.get("bounds", ""))
    assert match is not None
    left, top, right, bottom = (int(v) for v in match.groups())
    return left, top, right, bottom


def pixel(obs: Observation, x: int, y: int) -> tuple[int, int, int]:
    rgb = Image.open(io.BytesIO(obs.png)).convert("RGB").getpixel((x, y))
    assert isinstance(rgb, tuple)
    return rgb[0], rgb[1], rgb[2]


def near(rgb: tuple[int, int, int], hex_color: str, tolerance: int = 12) -> bool:
    want = tuple(int(hex_color[i : i + 2], 16) for i in (1, 3, 5))
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want, strict=True))


def test_starts_the_app_clean_with_android_identity():
    device = SimDevice("maps")
    assert isinstance(device, SnapshotDevice)
    assert (device.name, device.domain) == ("sim:maps#0", "mobile")
    tap(device, "tab_saved")
    device.start_app(AppTarget(name="maps"))
    obs = device.observe()
    assert (obs.width, obs.height) == (1080, 2400)
    assert Image.open(io.BytesIO(obs.png)).size == (1080, 2400)
    assert obs.package == "com.m2miner.maps"
    assert obs.activity == "com.m2miner.maps.MapsActivity"
    assert device.state.screen == "home" and device.state.stack == ("home",)
    assert "Search here" in texts(obs)


def test_switch_bounds_match_the_drawn_track():
    device = SimDevice("settings")
    tap(device, "display")
    off = device.observe()
    left, top, right, bottom = bounds(node(off, "dark_theme", "android.widget.Switch"))
    probe = (left + (right - left) // 4, (top + bottom) // 2)
    assert near(pixel(off, *probe), "#79747e") or near(pixel(off, *probe), "#e7e0ec")
    assert near(pixel(off, left - 4, (top + bottom) // 2), "#ffffff")

    tap(device, "dark_theme")
    on = device.observe()
    switch = node(on, "dark_theme", "android.widget.Switch")
    assert switch.get("checked") == "true"
    assert bounds(switch) == (left, top, right, bottom)
    assert near(pixel(on, *probe), "#0b57d0")
    assert near(pixel(on, right + 4, (top + bottom) // 2), "#ffffff")


def test_button_bounds_match_the_drawn_pill():
    device = SimDevice("maps")
    tap(device, "chip_park")
    tap(device, "result_central_park")
    obs = device.observe()
    left, top, right, bottom = bounds(node(obs, "directions_button"))
    cy = (top + bottom) // 2
    assert near(pixel(obs, left + (bottom - top) // 2, cy), "#1a73e8")
    assert near(pixel(obs, right - 6, cy), "#1a73e8")
    assert near(pixel(obs, left + (bottom - top) // 2, top - 3), "#ffffff")
    assert near(pixel(obs, left - 3, cy), "#ffffff")


def test_typing_goes_into_the_focused_field_and_shows_in_the_hierarchy():
    device = SimDevice("maps")
    tap(device, "search_box")
    assert device.state.screen == "search" and device.state.focus == "search_field"
    device.execute(Action("type", text="Central"))
    obs = device.observe()
    field = node(obs, "search_field")
    assert field.get("text") == "Central"
    assert field.get("focused") == "true"
    keyboard_top = device.frame().chrome[0].bounds[1]
    assert near(pixel(obs, 5, keyboard_top + 5), "#e3e6ea")

    device.execute(ENTER)
    results = device.observe()
    assert device.state.screen == "results"
    assert {"Central Park", "Central Station"} <= set(texts(results))
    assert "City Museum" not in texts(results)


def test_typing_without_a_focused_field_changes_nothing():
    device = SimDevice("settings")
    before = device.state
    device.execute(Action("type", text="hello"))
    device.execute(ENTER)
    assert device.state == before


def test_keyboard_keys_type_and_back_hides_the_keyboard():
    device = SimDevice("maps")
    tap(device, "search_box")
    key = next(n for n in device.frame().chrome if n.text == "q")
    device.execute(
        Action("click", x=(key.box[0] + key.box[2]) // 2, y=(key.box[1] + key.box[3]) // 2)
    )
    assert device.state.variables["query"] == "q"
    device.execute(BACK)
    assert device.state.focus is None and device.state.screen == "search"
    assert device.frame().chrome == ()
    device.execute(BACK)
    assert device.state.screen == "home"


def test_home_launcher_and_open_change_the_foreground_app():
    device = SimDevice("maps")
    tap(device, "tab_saved")
    device.execute(HOME)
    launcher = device.observe()
    assert launcher.package == "com.android.launcher3"
    assert {"Maps", "Settings"} <= set(texts(launcher))
    icon = next(
        el
        for el in ET.fromstring(launcher.hierarchy or "").iter("node")
        if el.get("text") == "Settings"
    )
    left, top, right, bottom = bounds(icon)
    device.execute(Action("click", x=(left + right) // 2, y=(top + bottom) // 2))
    assert device.observe().package == "com.m2miner.settings"
    device.execute(Action("open", text="Maps"))
    assert device.state.app == "maps" and device.state.screen == "saved"
    device.execute(BACK)
    device.execute(BACK)
    assert device.state.app is None
    device.execute(Action("open", text="com.m2miner.maps"))
    assert device.state.screen == "home"


def test_swipe_up_scrolls_a_list_to_later_items():
    device = SimDevice("settings")
    tap(device, "system")
    tap(device, "languages")
    first = device.observe()
    assert "Afrikaans" in texts(first) and "Svenska" not in texts(first)
    viewport = device.frame().lists[0].viewport
    x = (viewport[0] + viewport[2]) // 2
    device.execute(Action("swipe", x=x, y=viewport[3] - 10, x2=x, y2=viewport[1] + 10))
    scrolled = device.observe()
    assert "Afrikaans" not in texts(scrolled)
    assert device.frame().lists[0].offset == round((viewport[3] - viewport[1] - 20) / 3)
    for el in ET.fromstring(scrolled.hierarchy or "").iter("node"):
        if el.get("class") == "android.widget.RadioButton":
            assert viewport[1] <= bounds(el)[1] and bounds(el)[3] <= viewport[3]
    device.execute(Action("swipe", x=x, y=viewport[1] + 10, x2=x, y2=viewport[3] - 10))
    assert device.frame().lists[0].offset == 0
    device.execute(Action("swipe", x=x, y=100, x2=x, y2=10))
    assert device.frame().lists[0].offset == 0


def test_a_tap_outside_a_dialog_closes_it():
    device = SimDevice("maps")
    tap(device, "layers_button")
    obs = device.observe()
    assert device.state.screen == "layers"
    assert obs.hierarchy is not None and "Map type" in obs.hierarchy
    assert "Search here" not in texts(obs)
    device.execute(Action("click", x=20, y=obs.height // 2))
    assert device.state.screen == "home"


def test_snapshot_and_restore_are_exact():
    device = SimDevice("maps")
    tap(device, "chip_coffee")
    token = device.snapshot()
    shown = device.observe()
    tap(device, "result_harbor_cafe")
    tap(device, "save_button")
    assert device.state != token.state
    device.restore(token)
    again = device.observe()
    assert device.state == token.state
    assert again.png == shown.png and again.hierarchy == shown.hierarchy
    assert device.clock == "9:01"


def test_state_is_a_hashable_value_equal_across_devices():
    one, two = SimDevice("maps"), SimDevice("maps", index=1)
    for device in (one, two):
        tap(device, "chip_park")
        tap(device, "result_central_park")
    assert one.state == two.state
    assert len({one.state, two.state}) == 1
    assert one.state.variables["place"] == "central_park"


def test_clock_advances_per_action_and_status_bar_is_reported():
    device = SimDevice("settings")
    assert device.observe().info["clock"] == "9:00"
    device.execute(Action("click", x=10, y=10))
    device.execute(Action("wait", time=120.0))
    obs = device.observe()
    assert obs.info["clock"] == "9:03"
    assert obs.info["status_bar_height"] == device.status_bar_height == 72
    device.execute(Action("terminate", status="success"))
    assert device.clock == "9:03"


def test_other_resolutions_scale_with_the_width():
    small = SimDevice("maps", width=720, height=1600)
    obs = small.observe()
    assert Image.open(io.BytesIO(obs.png)).size == (720, 1600)
    big = bounds(node(SimDevice("maps").observe(), "search_box"))
    scaled = bounds(node(obs, "search_box"))
    assert all(abs(s - round(b * 2 / 3)) <= 1 for s, b in zip(scaled, big, strict=True))


def test_invalid_actions_raise_and_closed_devices_refuse():
    device = SimDevice("maps")
    with pytest.raises(ActionError, match="outside"):
        device.execute(Action("click", x=5000, y=10))
    with pytest.raises(ActionError, match="no app"):
        device.execute(Action("open", text="Calculator"))
    device.close()
    with pytest.raises(DeviceError, match="closed"):
        device.observe()


def test_long_press_without_a_handler_does_nothing():
    device = SimDevice("settings")
    x, y = widget_point(device.frame(), "display")
    device.execute(Action("long_press", x=x, y=y))
    assert device.state.screen == "home"
    device.execute(Action("click", x=x, y=y))
    assert device.state.screen == "display"


def test_renders_without_any_system_font(monkeypatch):
    from m2miner.devices.sim import fonts

    monkeypatch.setattr(fonts, "_FACES", {False: "NoSuchFont.ttf", True: "NoSuchFont-Bold.ttf"})
    monkeypatch.setattr(fonts, "_SYSTEM_DIRS", ())
    fonts.font.cache_clear()
    fonts.text_width.cache_clear()
    try:
        device = SimDevice("settings", width=720, height=1600)
        obs = device.observe()
        assert Image.open(io.BytesIO(obs.png)).size == (720, 1600)
        assert "Network & internet" in texts(obs)
    finally:
        fonts.font.cache_clear()
        fonts.text_width.cache_clear()
