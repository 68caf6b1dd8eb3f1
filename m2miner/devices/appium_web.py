"""The web half of :class:`m2miner.devices.appium.AppiumDevice`: Chromium, mobile emulation.

Each :meth:`WebPlatform.start_app` gets a new session with a fresh ``--user-data-dir``,
so a tree's root has no cookies, storage or history from earlier trees. The screen is
``mobileEmulation.deviceMetrics`` (412x915 CSS pixels at pixel ratio 1 unless the
config says otherwise); screenshots are in device pixels (CSS pixels x pixel ratio)
and W3C pointer actions in CSS client pixels, so every gesture is converted through the
page's :class:`~m2miner.devices.web_dom.Viewport`.
"""

from __future__ import annotations

import shutil
import socket
import sys
import tempfile
from typing import Any

from m2miner.actions import Domain
from m2miner.config import DeviceConfig
from m2miner.devices.appium import NEW_COMMAND_TIMEOUT_S, PageFacts, deep_merge
from m2miner.devices.base import AppTarget
from m2miner.devices.text_input import key_name
from m2miner.devices.web_dom import DOM_SCRIPT, Viewport, hierarchy_xml
from m2miner.errors import ActionError, ConfigError

DEFAULT_WIDTH, DEFAULT_HEIGHT = 412, 915
HEADLESS_ARGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
_VIEWPORT_SCRIPT = (
    "const v = window.visualViewport || {scale: 1, offsetLeft: 0, offsetTop: 0, "
    "width: innerWidth, height: innerHeight};"
    "return {dpr: window.devicePixelRatio || 1, scale: v.scale, left: v.offsetLeft, "
    "top: v.offsetTop, width: v.width, height: v.height};"
)
# Canonical key names (see text_input.key_name) as WebDriver key codes (selenium Keys).
WEB_KEYS = {
    "ENTER": "\ue007",
    "TAB": "\ue004",
    "DEL": "\ue003",
    "FORWARD_DEL": "\ue017",
    "ESCAPE": "\ue00c",
    "SPACE": " ",
    "DPAD_UP": "\ue013",
    "DPAD_DOWN": "\ue015",
    "DPAD_LEFT": "\ue012",
    "DPAD_RIGHT": "\ue014",
    "PAGE_UP": "\ue00e",
    "PAGE_DOWN": "\ue00f",
    "HOME": "\ue011",
    "MOVE_HOME": "\ue011",
    "MOVE_END": "\ue010",
}
_OS_PLATFORM = {"linux": "linux", "darwin": "mac", "win32": "windows"}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _browser_paths() -> tuple[str | None, str | None]:
    binary = next(
        (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p),
        None,
    )
    return binary, shutil.which("chromedriver")


class WebPlatform:
    """Mobile web pages in Chromium through Appium's Chromium driver."""

    domain: Domain = "web"
    new_session_per_app = True

    def __init__(self, config: DeviceConfig, *, pixel_ratio: float = 1.0) -> None:
        self.config = config
        self.pixel_ratio = pixel_ratio
        self._profiles: list[str] = []

    def device_metrics(self) -> dict[str, Any]:
        """The emulated screen in CSS pixels; ``config.width``/``height`` when set."""
        chosen = self.config.model_fields_set
        return {
            "width": self.config.width if "width" in chosen else DEFAULT_WIDTH,
            "height": self.config.height if "height" in chosen else DEFAULT_HEIGHT,
            "pixelRatio": self.pixel_ratio,
            "touch": True,
        }

    def capabilities(self, app: AppTarget) -> dict[str, Any]:
        """Chromium driver capabilities, then ``config.capabilities`` merged over them."""
        self.release()  # the previous session has quit: its profile can go
        profile = tempfile.mkdtemp(prefix="m2miner-chromium-")
        self._profiles.append(profile)
        binary, chromedriver = _browser_paths()
        options: dict[str, Any] = {
            "args": [*HEADLESS_ARGS, f"--user-data-dir={profile}"],
            "mobileEmulation": {"deviceMetrics": self.device_metrics()},
        }
        if binary:
            options["binary"] = binary
        caps: dict[str, Any] = {
            "platformName": _OS_PLATFORM.get(sys.platform, "linux"),
            "browserName": "chrome",
            "appium:automationName": "Chromium",
            "appium:newCommandTimeout": NEW_COMMAND_TIMEOUT_S,
            "goog:chromeOptions": options,
        }
        if chromedriver:
            caps["appium:executable"] = chromedriver
        # The driver's default chromedriver port (9515) is shared: a second session on
        # this host (another miner, a parallel test) would kill this one's chromedriver.
        caps["appium:chromedriverPort"] = _free_port()
        return deep_merge(caps, self.config.capabilities)

    def start_app(self, driver: Any, app: AppTarget) -> None:
        if not app.url:
            raise ConfigError(f"app {app.name!r} has no url; a web app starts from one")
        driver.get(app.url)

    def describe(self, driver: Any, hierarchy: bool) -> PageFacts:
        snapshot = driver.execute_script(DOM_SCRIPT)
        return PageFacts(
            hierarchy=hierarchy_xml(snapshot) if hierarchy else None,
            url=str(snapshot.get("url") or driver.current_url),
            info={"title": snapshot.get("title", "")},
        )

    def to_pointer(self, driver: Any, *points: tuple[int, int]) -> list[tuple[int, int]]:
        # Read fresh: the last action may have navigated to a page with another zoom.
        viewport = Viewport.from_script(driver.execute_script(_VIEWPORT_SCRIPT))
        return [viewport.to_client(x, y) for x, y in points]

    def status_bar_px(self, driver: Any) -> int:
        return 0  # a headless page has no status bar

    def type_text(self, driver: Any, text: str) -> None:
        driver.switch_to.active_element.send_keys(text)

    def press_key(self, driver: Any, name: str) -> None:
        key = key_name(name)
        if key == "BACK":
            driver.back()
            return
        code = WEB_KEYS.get(key, key.lower() if len(key) == 1 else None)
        if code is None:
            raise ActionError(f"key {name!r} has no web equivalent")
        driver.switch_to.active_element.send_keys(code)

    def system_button(self, driver: Any, button: str) -> None:
        if button == "Back":
            driver.back()
        elif button == "Enter":
            driver.switch_to.active_element.send_keys(WEB_KEYS["ENTER"])
        else:
            raise ActionError(f"a web page has no {button} button; use Back or Enter")

    def open_app(self, driver: Any, name: str, current: AppTarget | None) -> None:
        raise ActionError("open(app) is not available on web; navigate within the page")

    def release(self) -> None:
        for profile in self._profiles:
            shutil.rmtree(profile, ignore_errors=True)
        self._profiles.clear()
