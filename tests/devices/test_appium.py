"""AppiumDevice with a fake WebDriver: capabilities, gestures, keys, session recovery."""

from __future__ import annotations

import io
import sys

import pytest
from PIL import Image
from selenium.common.exceptions import InvalidSessionIdException, WebDriverException
from urllib3.exceptions import MaxRetryError

from m2miner.actions import Action
from m2miner.config import DeviceConfig
from m2miner.devices.appium import AppiumDevice, PortPool, deep_merge
from m2miner.devices.appium_android import AndroidPlatform, uiautomator_xml
from m2miner.devices.base import AppTarget, Device
from m2miner.errors import ActionError, ConfigError, DeviceDisconnectedError, DeviceError

SHOP = AppTarget(name="shop", package="com.example.shop", activity=".MainActivity")
WEB = AppTarget(name="cafe", url="http://127.0.0.1:8000/index.html")
UIA2_SOURCE = (
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
    '<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">'
    '<android.widget.FrameLayout index="0" package="com.example.shop" class="android.widget.'
    'FrameLayout" text="" clickable="false" bounds="[0,0][1080,2400]" displayed="true">'
    '<android.widget.Button index="0" package="com.example.shop" class="android.widget.Button"'
    ' text="Place order" resource-id="com.example.shop:id/order" clickable="true"'
    ' bounds="[0,2200][1080,2400]" displayed="true" />'
    "</android.widget.FrameLayout></hierarchy>"
)


def png(color=(255, 255, 255), size=(108, 240)):
    buf = io.BytesIO()
    Image.new("RGB", size, color).save(buf, "PNG")
    return buf.getvalue()


class ActiveElement:
    def __init__(self, driver):
        self.driver = driver

    def send_keys(self, *keys):
        self.driver.calls.append(("send_keys", "".join(keys)))

    def clear(self):
        self.driver.calls.append(("clear",))


class SwitchTo:
    def __init__(self, driver):
        self.active_element = ActiveElement(driver)


class FakeDriver:
    """The WebDriver surface AppiumDevice uses; ``kill()`` makes every call fail like a
    session whose server-side driver crashed."""

    def __init__(self, caps, *, viewport=None):
        self.requested = caps
        self.capabilities = {"statBarHeight": 24}
        self.calls: list[tuple] = []
        self.actions: list[dict] = []
        self.dead = False
        self.viewport = viewport or {"dpr": 1, "scale": 1, "left": 0, "top": 0}
        self.switch_to = SwitchTo(self)
        self.current_package = "com.example.shop"
        self.current_activity = ".MainActivity"
        self.current_url = "http://127.0.0.1:8000/index.html"
        self.window_handles = ["main"]

    def kill(self):
        self.dead = True

    def _check(self):
        if self.dead:
            raise InvalidSessionIdException("A session is either terminated or not started")

    def get_screenshot_as_png(self):
        self._check()
        return png()

    def execute(self, command, params):
        self._check()
        self.actions.append(params)

    def execute_script(self, script, *args):
        self._check()
        if script.startswith("mobile:"):
            self.calls.append((script, *args))
            return None
        if "error-code" in script:  # did the start URL load?
            return [self.current_url, ""]
        if "nodes" in script:
            return {
                "url": "http://127.0.0.1:8000/index.html",
                "title": "Cafe",
                "nodes": [],
                "viewport": {**self.viewport, "width": 412, "height": 915},
            }
        return self.viewport

    @property
    def page_source(self):
        self._check()
        return UIA2_SOURCE

    def __getattr__(self, name):
        # terminate_app, activate_app, press_keycode, back, get, is_app_installed ...
        def record(*args):
            self._check()
            self.calls.append((name, *args))
            return True

        return record

    def quit(self):
        self.calls.append(("quit",))


class Factory:
    def __init__(self, **kw):
        self.drivers: list[FakeDriver] = []
        self.kw = kw
        self.fail_with: Exception | None = None

    def __call__(self, url, caps):
        if self.fail_with is not None:
            raise self.fail_with
        driver = FakeDriver(caps, **self.kw)
        self.drivers.append(driver)
        return driver


def config(**kw):
    return DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 1, **kw})


def make(domain="mobile", factory=None, **kw):
    factory = factory or Factory()
    kw.setdefault("config", config())
    dev = AppiumDevice(
        "http://127.0.0.1:4723/", domain=domain, driver_factory=factory, sleep=lambda s: None, **kw
    )
    return dev, factory


def test_android_capabilities_follow_uiautomator2():
    dev, factory = make()
    dev.start_app(SHOP)
    caps = factory.drivers[0].requested
    assert caps["platformName"] == "Android"
    assert caps["appium:automationName"] == "UiAutomator2"
    assert caps["appium:appPackage"] == "com.example.shop"
    assert caps["appium:appActivity"] == ".MainActivity"
    assert caps["appium:newCommandTimeout"] == 600
    assert caps["appium:autoLaunch"] is False and caps["appium:noReset"] is True
    assert 8200 <= caps["appium:systemPort"] <= 8299
    assert isinstance(dev, Device) and dev.domain == "mobile"
    dev.close()


def test_config_capabilities_override_and_add():
    cfg = config(
        capabilities={
            "appium:udid": "emulator-5556",
            "appium:noReset": False,
            "appium:systemPort": 8250,
        }
    )
    dev, factory = make(config=cfg)
    dev.start_app(SHOP)
    caps = factory.drivers[0].requested
    assert caps["appium:udid"] == "emulator-5556"
    assert caps["appium:noReset"] is False
    assert caps["appium:systemPort"] == 8250


def test_system_ports_are_unique_per_device_and_released():
    pool = PortPool(9000, 9001)
    a = AndroidPlatform(config(), ports=pool)
    b = AndroidPlatform(config(), ports=pool)
    assert {a.system_port, b.system_port} == {9000, 9001}
    with pytest.raises(DeviceError, match="taken"):
        AndroidPlatform(config(), ports=pool)
    a.release()
    assert AndroidPlatform(config(), ports=pool).system_port == a.system_port


def test_start_app_terminates_clears_and_starts_the_activity():
    dev, factory = make(clear_data=True)
    dev.start_app(SHOP)
    calls = factory.drivers[0].calls
    assert calls[:3] == [
        ("terminate_app", "com.example.shop"),
        ("mobile: clearApp", {"appId": "com.example.shop"}),
        ("mobile: startActivity", {"intent": "com.example.shop/.MainActivity", "wait": True}),
    ]
    dev.start_app(AppTarget("shop", "com.example.shop"))  # same package: same session
    assert len(factory.drivers) == 1
    assert factory.drivers[0].calls[-1] == ("activate_app", "com.example.shop")
    dev.start_app(AppTarget("maps", "com.google.android.apps.maps"))  # another app
    assert len(factory.drivers) == 2 and ("quit",) in factory.drivers[0].calls
    with pytest.raises(ConfigError):
        dev.start_app(WEB)


def test_observe_on_android_gives_dump_format_and_full_activity():
    dev, _ = make()
    dev.start_app(SHOP)
    obs = dev.observe()
    assert (obs.width, obs.height) == (108, 240)
    assert obs.package == "com.example.shop"
    assert obs.activity == "com.example.shop.MainActivity"
    assert obs.hierarchy is not None and "<node" in obs.hierarchy
    assert 'class="android.widget.Button"' in obs.hierarchy
    assert obs.info["stable"] and obs.info["blank_screen"] is True  # an all-white fake
    assert obs.info["status_bar_height"] == 24  # from the session's statBarHeight


def test_page_source_becomes_uiautomator_nodes():
    import xml.etree.ElementTree as ET

    root = ET.fromstring(uiautomator_xml(UIA2_SOURCE))
    assert root.tag == "hierarchy"
    nodes = list(root.iter("node"))
    assert [n.get("class") for n in nodes] == [
        "android.widget.FrameLayout",
        "android.widget.Button",
    ]
    assert len(list(root.iter())) == 3  # nothing else than the root and the two nodes
    assert nodes[1].get("text") == "Place order"


def actions_of(driver):
    (payload,) = driver.actions[-1:]
    (finger,) = [d for d in payload["actions"] if d["type"] == "pointer"]
    return finger


def test_taps_are_touch_pointer_actions_without_a_move_delay():
    dev, factory = make()
    dev.start_app(SHOP)
    dev.execute(Action("click", x=540, y=1200))
    finger = actions_of(factory.drivers[0])
    assert finger["parameters"] == {"pointerType": "touch"}
    assert finger["actions"] == [
        {"type": "pointerMove", "duration": 0, "x": 540, "y": 1200, "origin": "viewport"},
        {"type": "pointerDown", "duration": 0, "button": 0},
        {"type": "pointerUp", "duration": 0, "button": 0},
    ]


def test_long_press_holds_and_swipe_moves_for_300_ms():
    dev, factory = make()
    dev.start_app(SHOP)
    dev.execute(Action("long_press", x=10, y=20, time=1.5))
    kinds = [(a["type"], a["duration"]) for a in actions_of(factory.drivers[0])["actions"]]
    assert kinds == [("pointerMove", 0), ("pointerDown", 0), ("pause", 1500), ("pointerUp", 0)]
    dev.execute(Action("swipe", x=540, y=1800, x2=540, y2=600))
    moves = [a for a in actions_of(factory.drivers[0])["actions"] if a["type"] == "pointerMove"]
    assert [(m["x"], m["y"], m["duration"]) for m in moves] == [(540, 1800, 0), (540, 600, 300)]


def test_keys_buttons_typing_and_open_on_android():
    dev, factory = make(apps={"Maps": "com.google.android.apps.maps"})
    dev.start_app(SHOP)
    dev.execute(Action("key", text="volume_down"))
    dev.execute(Action("system_button", button="Back"))
    dev.execute(Action("type", text="咖啡 latte"))
    dev.execute(Action("open", text="maps"))
    calls = factory.drivers[0].calls[-6:]
    assert calls[:4] == [
        ("press_keycode", 25),
        ("press_keycode", 4),
        ("clear",),  # type replaces the focused field's text
        ("mobile: type", {"text": "咖啡 latte"}),
    ]
    assert calls[-1] == ("activate_app", "com.google.android.apps.maps")
    with pytest.raises(ActionError):
        dev.execute(Action("key", text="warp_drive"))


def test_web_capabilities_per_the_chromium_driver():
    dev, factory = make(
        "web", config=config(capabilities={"goog:chromeOptions": {"args": ["--lang=zh-CN"]}})
    )
    dev.start_app(WEB)
    caps = factory.drivers[0].requested
    assert caps["browserName"] == "chrome"
    assert caps["appium:automationName"] == "Chromium"
    assert caps["platformName"] == {"linux": "linux", "darwin": "mac"}.get(sys.platform, "windows")
    options = caps["goog:chromeOptions"]
    assert "--headless=new" in options["args"] and "--lang=zh-CN" in options["args"]
    profile = [a for a in options["args"] if a.startswith("--user-data-dir=")]
    assert len(profile) == 1
    assert options["mobileEmulation"]["deviceMetrics"] == {
        "width": 412,
        "height": 915,
        "pixelRatio": 2.0,
        "touch": True,
    }
    assert ("get", WEB.url) in factory.drivers[0].calls
    # Every start is a new session with a new profile.
    dev.start_app(WEB)
    second = factory.drivers[1].requested["goog:chromeOptions"]["args"]
    assert [a for a in second if a.startswith("--user-data-dir=")] != profile


def test_web_metrics_come_from_the_config_when_set():
    dev, factory = make("web", config=config(width=390, height=844), pixel_ratio=3.0)
    dev.start_app(WEB)
    metrics = factory.drivers[0].requested["goog:chromeOptions"]["mobileEmulation"]
    assert metrics["deviceMetrics"] == {
        "width": 390,
        "height": 844,
        "pixelRatio": 3.0,
        "touch": True,
    }


def test_web_taps_are_converted_to_css_pixels():
    zoomed = {"dpr": 2, "scale": 0.5, "left": 0, "top": 100}
    dev, factory = make("web", factory=Factory(viewport=zoomed))
    dev.start_app(WEB)
    dev.execute(Action("click", x=400, y=300))
    move = actions_of(factory.drivers[0])["actions"][0]
    # 400/1, 300/1: from the visual viewport's corner, whatever its offset in the layout
    assert (move["x"], move["y"]) == (400, 300)


def test_web_keys_and_buttons():
    dev, factory = make("web")
    dev.start_app(WEB)
    dev.execute(Action("system_button", button="Back"))
    dev.execute(Action("system_button", button="Enter"))
    dev.execute(Action("key", text="ArrowDown"))
    dev.execute(Action("type", text="flat white"))
    calls = factory.drivers[0].calls[-4:]
    assert calls == [
        ("back",),
        ("send_keys", "\ue007"),
        ("send_keys", "\ue015"),
        ("send_keys", "flat white"),
    ]
    with pytest.raises(ActionError, match="no Home button"):
        dev.execute(Action("system_button", button="Home"))
    with pytest.raises(ActionError, match="not available on web"):
        dev.execute(Action("open", text="maps"))


def test_a_crashed_session_is_recreated_and_the_lost_state_reported():
    dev, factory = make()
    dev.start_app(SHOP)
    factory.drivers[0].kill()
    with pytest.raises(DeviceError, match="restarted 'shop'") as info:
        dev.execute(Action("click", x=1, y=1))
    assert not isinstance(info.value, DeviceDisconnectedError)
    assert len(factory.drivers) == 2
    assert factory.drivers[1].calls[0] == ("terminate_app", "com.example.shop")
    obs = dev.observe()  # the new session works
    assert obs.package == "com.example.shop"


def test_sessions_that_keep_crashing_give_up_after_the_bound():
    dev, factory = make(max_session_restarts=2)
    dev.start_app(SHOP)
    for _ in range(2):
        factory.drivers[-1].kill()
        with pytest.raises(DeviceError):
            dev.execute(Action("click", x=1, y=1))
    factory.drivers[-1].kill()
    with pytest.raises(DeviceDisconnectedError, match="keeps ending") as info:
        dev.execute(Action("click", x=1, y=1))
    assert info.value.serial == "http://127.0.0.1:4723"


def test_an_unreachable_server_is_a_disconnect():
    factory = Factory()
    factory.fail_with = MaxRetryError(None, "/session", "Connection refused")
    dev, _ = make(factory=factory)
    with pytest.raises(DeviceDisconnectedError, match="cannot reach the Appium server"):
        dev.start_app(SHOP)


def test_a_missing_appium_client_names_the_extra():
    # An error-path unit test: the client's absence as remote_driver would raise it.
    factory = Factory()
    factory.fail_with = ModuleNotFoundError("No module named 'appium'", name="appium")
    dev, _ = make(factory=factory)
    with pytest.raises(DeviceError, match="No module named 'appium'") as raised:
        dev.start_app(SHOP)
    assert raised.value.hint is not None and "m2miner[appium]" in raised.value.hint


def test_a_failed_command_is_a_device_error_without_a_restart():
    dev, factory = make()
    dev.start_app(SHOP)
    driver = factory.drivers[0]

    def broken(*args):
        raise WebDriverException("An unknown server-side error occurred: keycode 999")

    driver.press_keycode = broken
    with pytest.raises(DeviceError, match="keycode 999"):
        dev.execute(Action("key", text="KEYCODE_ENTER"))
    assert len(factory.drivers) == 1


def test_closed_devices_refuse_work_and_quit_their_session():
    dev, factory = make()
    dev.start_app(SHOP)
    dev.close()
    assert factory.drivers[0].calls[-1] == ("quit",)
    with pytest.raises(DeviceError, match="closed"):
        dev.observe()
    fresh, _ = make()
    with pytest.raises(DeviceError, match="start_app first"):
        fresh.observe()


def test_deep_merge():
    merged = deep_merge({"a": {"b": 1, "l": [1, 2]}, "c": 1}, {"a": {"l": [2, 3]}, "c": 2})
    assert merged == {"a": {"b": 1, "l": [1, 2, 3]}, "c": 2}


def test_importing_the_backend_does_not_import_appium():
    import subprocess

    code = (
        "import sys, m2miner.devices.appium, m2miner.devices.adb;"
        "print(any(m.split('.')[0] in ('appium', 'selenium') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
