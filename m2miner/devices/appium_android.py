"""The Android half of :class:`m2miner.devices.appium.AppiumDevice`: UiAutomator2.

Capabilities follow the UiAutomator2 driver's documentation: ``appium:systemPort`` is
unique per device (parallel sessions on one host), ``appium:autoLaunch`` is off because
:meth:`AndroidPlatform.start_app` launches the app itself (terminate, optionally
``mobile: clearApp``, then ``mobile: startActivity`` or ``activate_app``), and
``appium:noReset`` keeps the session start from wiping the app.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from m2miner.actions import Domain
from m2miner.config import DeviceConfig
from m2miner.devices.adb_proto import full_activity, known_app
from m2miner.devices.appium import NEW_COMMAND_TIMEOUT_S, PageFacts, PortPool, deep_merge
from m2miner.devices.base import AppTarget
from m2miner.devices.text_input import BUTTON_KEYS, keycode
from m2miner.errors import ActionError, ConfigError

# UiAutomator2's own default range for systemPort.
SYSTEM_PORTS = PortPool(8200, 8299)


def uiautomator_xml(page_source: str) -> str:
    """UiAutomator2's page source in ``uiautomator dump`` form.

    UiAutomator2 names each element by its class (``<android.widget.Button ...>``);
    the dump format calls every element ``node`` and keeps the class as an attribute.
    """
    root = ET.fromstring(page_source)
    for el in root.iter():
        if el is root:
            el.tag = "hierarchy"
            continue
        if "class" not in el.attrib:
            el.set("class", el.tag)
        el.tag = "node"
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>" + ET.tostring(
        root, encoding="unicode"
    )


class AndroidPlatform:
    """Android apps through UiAutomator2."""

    domain: Domain = "mobile"
    new_session_per_app = False

    def __init__(
        self,
        config: DeviceConfig,
        *,
        apps: Mapping[str, AppTarget | str] | None = None,
        clear_data: bool = False,
        ports: PortPool = SYSTEM_PORTS,
    ) -> None:
        self.config = config
        self.apps = {k.lower(): v for k, v in (apps or {}).items()}
        self.clear_data = clear_data
        self._ports = ports
        given = config.capabilities.get("appium:systemPort")
        self._owned_port = given is None
        self.system_port = int(given) if given is not None else ports.allocate()

    def capabilities(self, app: AppTarget) -> dict[str, Any]:
        """W3C capabilities: UiAutomator2 defaults, the app, then ``config.capabilities``."""
        caps: dict[str, Any] = {
            "platformName": "Android",
            "appium:automationName": "UiAutomator2",
            "appium:newCommandTimeout": NEW_COMMAND_TIMEOUT_S,
            "appium:noReset": True,
            "appium:autoLaunch": False,
            "appium:systemPort": self.system_port,
        }
        if app.package:
            caps["appium:appPackage"] = app.package
        if app.activity:
            caps["appium:appActivity"] = app.activity
        return deep_merge(caps, self.config.capabilities)

    def start_app(self, driver: Any, app: AppTarget) -> None:
        if not app.package:
            raise ConfigError(f"app {app.name!r} has no Android package; UiAutomator2 needs one")
        driver.terminate_app(app.package)
        if self.clear_data:
            driver.execute_script("mobile: clearApp", {"appId": app.package})
        setup = app.setup
        for line in setup.shell if setup else ():  # needs --allow-insecure adb_shell
            driver.execute_script("mobile: shell", {"command": line})
        if setup and setup.deep_link:
            link = {"url": setup.deep_link, "package": app.package, "waitForLaunch": True}
            driver.execute_script("mobile: deepLink", link)
        elif app.activity:
            intent = f"{app.package}/{app.activity}"
            driver.execute_script("mobile: startActivity", {"intent": intent, "wait": True})
        else:
            driver.activate_app(app.package)

    def describe(self, driver: Any, hierarchy: bool) -> PageFacts:
        package = driver.current_package
        activity = driver.current_activity
        if package and activity:
            activity = full_activity(package, activity)
        xml = uiautomator_xml(driver.page_source) if hierarchy else None
        return PageFacts(hierarchy=xml, package=package, activity=activity)

    def to_pointer(self, driver: Any, *points: tuple[int, int]) -> list[tuple[int, int]]:
        return list(points)  # UiAutomator2 gestures use device pixels, like its screenshots

    def status_bar_px(self, driver: Any) -> int:
        caps = getattr(driver, "capabilities", None) or {}
        value = caps.get("statBarHeight", caps.get("appium:statBarHeight", 0))
        return int(value or 0)

    def double_tap(self, driver: Any, x: int, y: int) -> None:
        driver.execute_script("mobile: doubleClickGesture", {"x": x, "y": y})

    def type_text(self, driver: Any, text: str) -> None:
        # The focused field's text goes first (type replaces it), then the text is typed
        # like a keyboard would, Unicode included.
        driver.switch_to.active_element.clear()
        if text:
            driver.execute_script("mobile: type", {"text": text})

    def press_key(self, driver: Any, name: str) -> None:
        driver.press_keycode(keycode(name))

    def system_button(self, driver: Any, button: str) -> None:
        driver.press_keycode(keycode(BUTTON_KEYS[button]))

    def open_app(self, driver: Any, name: str, current: AppTarget | None) -> None:
        found = known_app(name, self.apps, current)
        if found is None or not driver.is_app_installed(found[0]):
            raise ActionError(
                f"no app {name!r} on the device", hint="add it to the apps table of the config"
            )
        driver.activate_app(found[0])

    def after_action(self, driver: Any) -> dict[str, Any]:
        return {}  # leaving the app shows in the package; the safety guard reads it

    def release(self) -> None:
        if self._owned_port:
            self._ports.release(self.system_port)
            self._owned_port = False
