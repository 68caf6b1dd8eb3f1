"""Double tap, replacing and clearing a field's text, and seeded starts on the adb and
Appium backends, against recorded adb replies and a fake WebDriver session."""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.devices.base import AppTarget
from m2miner.devices.seed import AppSetup
from m2miner.devices.text_input import CLEAR_FIELD_DELETES
from tests.devices.test_adb import Reply
from tests.devices.test_adb import make as make_adb
from tests.devices.test_appium import SHOP, WEB, actions_of
from tests.devices.test_appium import make as make_appium

STATELESS = AppSetup(stateless=True)


def test_adb_double_tap_starts_the_second_tap_80_ms_after_the_first():
    adb, dev, *_ = make_adb(
        {r"input tap 540 1200 & sleep 0\.08; input tap 540 1200; wait": Reply()}
    )
    adb.execute(Action("double_tap", x=540, y=1200))
    assert dev.calls[0] == "input tap 540 1200 & sleep 0.08; input tap 540 1200; wait"


def test_adb_type_clears_the_field_first_and_an_empty_type_only_clears():
    adb, dev, *_ = make_adb({r"input text .*": Reply("")})
    adb.execute(Action("type", text="Rex"))
    clear = "input keyevent KEYCODE_MOVE_END" + " KEYCODE_DEL" * CLEAR_FIELD_DELETES
    commands = [c for c in dev.calls if c.startswith("input")]
    assert commands == [clear, "input text Rex"]
    dev.calls.clear()
    adb.execute(Action("type", text=""))
    assert [c for c in dev.calls if c.startswith("input")] == [clear]


def test_adb_type_with_adb_keyboard_clears_with_its_broadcast():
    adb, dev, *_ = make_adb(
        {
            r"am broadcast -a ADB_CLEAR_TEXT": Reply("Broadcast completed: result=0"),
            r"am broadcast -a ADB_INPUT_B64 --es msg \S+": Reply("Broadcast completed: result=0"),
            r"settings get secure default_input_method": Reply("com.android.adbkeyboard/.AdbIME"),
        },
        keyboard="adbkeyboard",
    )
    adb.execute(Action("type", text="Rex"))
    broadcasts = [c for c in dev.calls if c.startswith("am broadcast")]
    assert broadcasts == [
        "am broadcast -a ADB_CLEAR_TEXT",
        "am broadcast -a ADB_INPUT_B64 --es msg UmV4",
    ]


def test_adb_start_runs_setup_commands_then_opens_the_deep_link():
    adb, dev, *_ = make_adb(
        {
            r"settings put global .*": Reply(""),
            r"am start -W -a android\.intent\.action\.VIEW -d .*": Reply("Status: ok"),
        }
    )
    setup = AppSetup(shell=("settings put global auto_time 0",), deep_link="shop://cart?id=7")
    adb.start_app(AppTarget(name="shop", package="com.example.shop", setup=setup))
    assert dev.calls[:3] == [
        "am force-stop com.example.shop",
        "settings put global auto_time 0",
        "am start -W -a android.intent.action.VIEW -d 'shop://cart?id=7' com.example.shop",
    ]
    assert not any(c.startswith("monkey") for c in dev.calls)


def test_appium_android_double_taps_with_the_gesture_and_clears_before_typing():
    dev, factory = make_appium()
    dev.start_app(SHOP)
    dev.execute(Action("double_tap", x=300, y=900))
    dev.execute(Action("type", text=""))
    calls = factory.drivers[0].calls
    assert ("mobile: doubleClickGesture", {"x": 300, "y": 900}) in calls
    assert calls[-1] == ("clear",)  # an empty type only clears


def test_appium_android_start_runs_shell_lines_and_the_deep_link():
    dev, factory = make_appium()
    setup = AppSetup(
        shell=("pm grant com.example.shop android.permission.CAMERA",), deep_link="shop://x"
    )
    dev.start_app(AppTarget(name="shop", package="com.example.shop", setup=setup))
    calls = factory.drivers[0].calls
    start = calls.index(("terminate_app", "com.example.shop"))
    assert calls[start + 1 : start + 3] == [
        ("mobile: shell", {"command": "pm grant com.example.shop android.permission.CAMERA"}),
        (
            "mobile: deepLink",
            {"url": "shop://x", "package": "com.example.shop", "waitForLaunch": True},
        ),
    ]


def test_web_double_tap_is_two_touch_taps_80_ms_apart_in_one_sequence():
    dev, factory = make_appium("web")
    dev.start_app(WEB)
    dev.execute(Action("double_tap", x=200, y=400))
    steps = [(a["type"], a.get("duration")) for a in actions_of(factory.drivers[0])["actions"]]
    assert steps == [
        ("pointerMove", 0),
        ("pointerDown", 0),
        ("pointerUp", 0),
        ("pause", 80),
        ("pointerDown", 0),
        ("pointerUp", 0),
    ]


def test_the_safety_guard_checks_a_double_tap_like_a_tap():
    from m2miner.config import SafetyConfig
    from m2miner.safety.policy import Policy
    from m2miner.testing.safety_corpus import build_observation, locate

    policy = Policy(SafetyConfig(), AppTarget("shop", "com.example.shop"))
    obs = build_observation({"title": "Your order", "items": [{"button": "Place order"}]})
    x, y = locate(obs, "Place order")
    verdict = policy.check_action(Action("double_tap", x=x, y=y), obs)
    assert not verdict.allowed
    assert "double_tap on 'Place order'" in (verdict.reason or "")
    assert verdict.reason == policy.check_action(Action("click", x=x, y=y), obs).reason.replace(
        "click", "double_tap"
    )
