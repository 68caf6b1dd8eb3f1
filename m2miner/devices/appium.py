"""Devices behind an Appium server: Android apps (UiAutomator2) and mobile web (Chromium).

:class:`AppiumDevice` is the one registry entry (``appium``); its ``domain`` picks the
platform: ``mobile`` drives an Android device through UiAutomator2
(:mod:`m2miner.devices.appium_android`), ``web`` a Chromium with mobile emulation
(:mod:`m2miner.devices.appium_web`). Both share the session handling, the W3C touch
gestures and the wait for a stable screen here. Appium itself is imported only when a
session is created, so importing this module stays cheap.

Starting an app again reuses the open session where the platform can reset it (Android:
the same package; web: an in-session clear, see :mod:`m2miner.devices.appium_web`); when
that fails, a new session is opened, and the first observation's ``info["reset"]`` says
which happened and why.

A session that dies (UiAutomator2 crashed, Chromium went away, the session timed out)
is re-created and the app restarted, at most ``max_session_restarts`` times in a row;
the action that hit the crash raises :class:`DeviceError`, since the screen is back at
the app's start and the caller must restore its node.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from PIL import Image

from m2miner.actions import Action, Domain
from m2miner.config import DeviceConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.seed import reset_server
from m2miner.devices.settle import SettleResult, is_blank, wait_until_stable
from m2miner.devices.touch import swipe, tap
from m2miner.errors import DeviceDisconnectedError, DeviceError, M2MinerError

T = TypeVar("T")
log = logging.getLogger(__name__)
LONG_PRESS_S = 1.0
WAIT_S = 1.0
MAX_DIALOGS = 5
"""JavaScript dialogs answered in a row for one call (a confirm, then its alert) before the
call fails as any other would."""
NEW_COMMAND_TIMEOUT_S = 600

# WebDriver error texts that mean the session (not just this command) is gone.
_SESSION_GONE = re.compile(
    r"session is either terminated or not started|invalid session id|session deleted"
    r"|no such session|instrumentation process is not running|chrome not reachable"
    r"|not connected to devtools|target window already closed|web view not found",
    re.IGNORECASE,
)


@dataclass
class PageFacts:
    """What a platform reads about the current screen besides the screenshot."""

    hierarchy: str | None = None
    package: str | None = None
    activity: str | None = None
    url: str | None = None
    info: dict[str, Any] = field(default_factory=dict)


class Platform(Protocol):
    """The domain-specific half of an :class:`AppiumDevice`."""

    domain: Domain
    new_session_per_app: bool

    def capabilities(self, app: AppTarget) -> dict[str, Any]: ...
    def start_app(self, driver: Any, app: AppTarget) -> None: ...
    def describe(self, driver: Any, hierarchy: bool) -> PageFacts: ...
    def to_pointer(self, driver: Any, *points: tuple[int, int]) -> list[tuple[int, int]]: ...
    def status_bar_px(self, driver: Any) -> int: ...
    def double_tap(self, driver: Any, x: int, y: int) -> None:
        """Two quick taps at screenshot pixel (x, y)."""
        ...

    def type_text(self, driver: Any, text: str) -> None:
        """Replace the focused field's text with ``text`` (empty: clear it)."""
        ...

    def press_key(self, driver: Any, name: str) -> None: ...
    def system_button(self, driver: Any, button: str) -> None: ...
    def open_app(self, driver: Any, name: str, current: AppTarget | None) -> None: ...
    def after_action(self, driver: Any) -> dict[str, Any]:
        """Info for the next observation after an action (web: ``left_app`` when the
        action tried to leave the app and was undone); a non-empty one settles again."""
        ...

    def release(self) -> None: ...


DriverFactory = Callable[[str, dict[str, Any]], Any]


def remote_driver(url: str, capabilities: dict[str, Any]) -> Any:
    """Open an Appium session with W3C ``capabilities`` (the default driver factory)."""
    from appium import webdriver
    from appium.options.common.base import AppiumOptions

    options = AppiumOptions()
    options.load_capabilities(capabilities)
    return webdriver.Remote(url, options=options)


class PortPool:
    """Hands out ports from a range, one per device in this process (UiAutomator2's
    ``systemPort`` must differ between parallel sessions on one host)."""

    def __init__(self, first: int, last: int) -> None:
        self.ports = range(first, last + 1)
        self._used: set[int] = set()
        self._lock = threading.Lock()

    def allocate(self) -> int:
        with self._lock:
            for port in self.ports:
                if port not in self._used:
                    self._used.add(port)
                    return port
        raise DeviceError(
            f"all {len(self.ports)} ports {self.ports.start}..{self.ports.stop - 1} are taken",
            hint="close devices you no longer use, or set appium:systemPort per device",
        )

    def release(self, port: int) -> None:
        with self._lock:
            self._used.discard(port)


def deep_merge(base: Mapping[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    """``extra`` over ``base``: nested dicts merge, lists concatenate (without repeats)."""
    out = dict(base)
    for key, value in extra.items():
        old = out.get(key)
        if isinstance(old, Mapping) and isinstance(value, Mapping):
            out[key] = deep_merge(old, value)
        elif isinstance(old, list) and isinstance(value, list):
            out[key] = old + [v for v in value if v not in old]
        else:
            out[key] = value
    return out


def session_gone(exc: BaseException) -> bool:
    """Whether ``exc`` says the WebDriver session is dead (vs. one failed command)."""
    from selenium.common.exceptions import InvalidSessionIdException, NoSuchWindowException

    if isinstance(exc, InvalidSessionIdException | NoSuchWindowException):
        return True
    return bool(_SESSION_GONE.search(str(exc)))


def _server_gone(exc: BaseException) -> bool:
    from urllib3.exceptions import HTTPError as Urllib3Error

    return isinstance(exc, ConnectionError | Urllib3Error) or "Connection refused" in str(exc)


class AppiumDevice:
    """A screen behind an Appium server at ``url`` (``http://127.0.0.1:4723``).

    ``domain="mobile"``: an Android device through UiAutomator2; ``config.capabilities``
    adds to or overrides the capabilities (``appium:udid``, ``appium:avd`` ...).
    ``domain="web"``: Chromium with mobile emulation; the app is its start url.
    ``apps`` maps aliases to packages for ``open``; ``hierarchy`` reads the page source
    on every observation; ``clear_data`` clears an Android app's data in
    :meth:`start_app`. ``driver_factory`` creates sessions (tests pass a fake).
    """

    def __init__(
        self,
        url: str,
        *,
        config: DeviceConfig | None = None,
        domain: Domain = "mobile",
        apps: Mapping[str, AppTarget | str] | None = None,
        hierarchy: bool = True,
        clear_data: bool = False,
        pixel_ratio: float | None = None,
        settle_interval_s: float = 0.05,
        max_session_restarts: int = 3,
        driver_factory: DriverFactory | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.url = url.rstrip("/")
        self.config = config or DeviceConfig.model_validate({"kind": "appium"})
        self.domain: Domain = domain
        self.name = f"appium:{self.url}#{domain}"
        self.hierarchy = hierarchy
        self.settle_interval_s = settle_interval_s
        self.max_session_restarts = max_session_restarts
        self._factory = driver_factory or remote_driver
        self._clock = clock
        self._sleep = sleep
        ratio = self.config.web.pixel_ratio if pixel_ratio is None else pixel_ratio
        self.platform: Platform = self._platform(domain, apps, clear_data, ratio)
        self._driver: Any = None
        self._session_app: AppTarget | None = None
        self._app: AppTarget | None = None
        self._pending: SettleResult | None = None
        self._status_bar: int | None = None
        self._notes: dict[str, Any] = {}
        self._restarts = 0
        self._closed = False

    def _platform(
        self,
        domain: Domain,
        apps: Mapping[str, AppTarget | str] | None,
        clear_data: bool,
        pixel_ratio: float,
    ) -> Platform:
        if domain == "web":
            from m2miner.devices.appium_web import WebPlatform

            return WebPlatform(self.config, pixel_ratio=pixel_ratio)
        if domain == "mobile":
            from m2miner.devices.appium_android import AndroidPlatform

            return AndroidPlatform(self.config, apps=apps, clear_data=clear_data)
        raise ValueError(f"unknown domain {domain!r}; expected mobile or web")

    # -- the Device protocol ------------------------------------------------------------

    def start_app(self, app: AppTarget) -> None:
        """Start ``app`` from its seeded state (web: cleared storage, then the app's
        ``setup``, at its url), after running its reset hook."""
        self._check_open()
        reset_server(app)
        for attempt in range(self.max_session_restarts + 1):
            try:
                self._launch(app)
                break
            except M2MinerError:
                raise
            except Exception as exc:
                if not session_gone(exc) or attempt == self.max_session_restarts:
                    raise self._translate(exc, "start the app") from exc
                self._drop_session()
        self._app = app
        self._restarts = 0
        self._pending = self._settle()

    def observe(self) -> Observation:
        """Screenshot, plus the hierarchy, package/activity (Android) or url (web)."""
        self._check_open()
        settled = self._pending or self._settle()
        self._pending = None
        facts = self._call("read the screen", lambda d: self.platform.describe(d, self.hierarchy))
        width, height = Image.open(io.BytesIO(settled.png)).size
        info = {
            "settle_s": round(settled.waited_s, 3),
            "settle_frames": settled.frames,
            "stable": settled.stable,
            "blank_screen": is_blank(settled.png, ignore_top=self._status_bar or 0),
            "status_bar_height": self._status_bar or 0,
            **facts.info,
            **self._notes,
        }
        self._notes = {}
        return Observation(
            png=settled.png,
            width=width,
            height=height,
            hierarchy=facts.hierarchy,
            package=facts.package,
            activity=facts.activity,
            url=facts.url,
            info=info,
        )

    def execute(self, action: Action) -> None:
        """Perform ``action`` (device pixels) and wait until the screen settled."""
        self._check_open()
        if action.type in ("terminate", "answer"):
            return
        if action.type == "wait":
            self._sleep(action.time if action.time is not None else WAIT_S)
        else:
            self._call(action.type, lambda d: self._perform(d, action))
        self._pending = self._settle()
        if action.type != "wait":
            self._notes.pop("left_app", None)  # that was an earlier action's
            after = self._call("check the page", self.platform.after_action)
            if after:  # the platform undid the action: wait for the screen again
                self._notes.update(after)
                self._pending = self._settle()

    def execute_script(self, script: str, *args: Any) -> Any:
        """Run JavaScript in the page (web) and return its value; the web verifiers'
        way to read the DOM, ``localStorage`` and the URL. Raises DeviceError when the
        script throws or the session is gone."""
        self._check_open()
        return self._call("run a script", lambda d: d.execute_script(script, *args))

    @property
    def session_id(self) -> str | None:
        """The open WebDriver session's id; None before the first start."""
        return getattr(self._driver, "session_id", None)

    def close(self) -> None:
        """End the session and free what it held (port, browser profile)."""
        if self._closed:
            return
        self._closed = True
        self._drop_session()
        self.platform.release()

    # -- actions ------------------------------------------------------------------------

    def _perform(self, driver: Any, a: Action) -> None:
        p = self.platform
        if a.type == "double_tap":
            p.double_tap(driver, a.x or 0, a.y or 0)
        elif a.type in ("click", "long_press"):
            [(x, y)] = p.to_pointer(driver, (a.x or 0, a.y or 0))
            hold = (a.time if a.time is not None else LONG_PRESS_S) if a.type == "long_press" else 0
            tap(driver, x, y, hold_s=hold)
        elif a.type == "swipe":
            [(x, y), (x2, y2)] = p.to_pointer(driver, (a.x or 0, a.y or 0), (a.x2 or 0, a.y2 or 0))
            swipe(driver, x, y, x2, y2)
        elif a.type == "type":
            p.type_text(driver, a.text or "")
        elif a.type == "key":
            p.press_key(driver, a.text or "")
        elif a.type == "system_button":
            p.system_button(driver, a.button or "")
        elif a.type == "open":
            p.open_app(driver, a.text or "", self._app)

    def reconnect(self) -> None:
        """Open a new session and start the app again (the screen is back at its start);
        :class:`DeviceDisconnectedError` while the server or the device is away."""
        self._check_open()
        self._drop_session()
        if self._app is None:
            return
        try:
            self._launch(self._app)
        except M2MinerError:
            raise
        except Exception as exc:
            raise self._translate(exc, "reconnect") from exc
        self._restarts = 0
        self._pending = self._settle()

    # -- sessions -----------------------------------------------------------------------

    def _launch(self, app: AppTarget) -> None:
        started = self._clock()
        why = ""
        if (
            self._driver is not None
            and not self.platform.new_session_per_app
            and self._session_app is not None
            and self._session_app.package == app.package
        ):
            try:
                self.platform.start_app(self._driver, app)
                self._notes = {"reset": "in_session", "reset_s": self._since(started)}
                return
            except M2MinerError:
                raise
            except Exception as exc:  # a new session starts from nothing; try that
                why = f": the in-session reset failed ({_first_line(exc)})"
                log.warning("%s: opening a new session%s", self.name, why)
        self._drop_session()
        self._driver = self._open_session(app)
        self._session_app = app
        self._status_bar = self.platform.status_bar_px(self._driver)
        self.platform.start_app(self._driver, app)
        self._notes = {"reset": "new_session" + why, "reset_s": self._since(started)}

    def _since(self, started: float) -> float:
        return round(self._clock() - started, 3)

    def _open_session(self, app: AppTarget) -> Any:
        caps = self.platform.capabilities(app)
        try:
            return self._factory(self.url, caps)
        except M2MinerError:
            raise
        except Exception as exc:
            raise self._translate(exc, "create a session") from exc

    def _drop_session(self) -> None:
        driver, self._driver, self._session_app = self._driver, None, None
        if driver is not None:
            with contextlib.suppress(Exception):  # a dead session cannot be quit; fine
                driver.quit()

    def _call(self, what: str, fn: Callable[[Any], T], *, dialogs: int = MAX_DIALOGS) -> T:
        if self._driver is None:
            raise DeviceError(f"{self.name}: no session; call start_app first", serial=self.url)
        try:
            result = fn(self._driver)
        except M2MinerError:
            raise
        except Exception as exc:
            if session_gone(exc):
                self._recover(what, exc)
            if dialogs > 0 and _dialog_open(exc):
                self._answer_dialog()
                return self._call(what, fn, dialogs=dialogs - 1)
            raise self._translate(exc, what) from exc
        self._restarts = 0
        return result

    def _answer_dialog(self) -> None:
        """Accept the page's JavaScript dialog (alert, confirm, prompt) as a user pressing
        OK would, and note its text for the next observation (``info["dialogs"]``)."""
        try:
            alert = self._driver.switch_to.alert
            text = str(alert.text or "")
            alert.accept()
        except Exception:  # gone by itself, or none after all: the call is tried again
            return
        self._notes.setdefault("dialogs", []).append(text[:500])

    def _recover(self, what: str, exc: Exception) -> None:
        """Re-create the session and restart the app, then report the lost state."""
        self._drop_session()
        while self._restarts < self.max_session_restarts and self._app is not None:
            self._restarts += 1
            try:
                self._launch(self._app)
            except Exception:  # a failed restart counts against the bound; try again
                self._drop_session()
                continue
            self._pending = None
            raise DeviceError(
                f"the Appium session ended during {what} ({_first_line(exc)}); a new "
                f"session restarted {self._app.name!r} at its start screen",
                serial=self.url,
                hint="the screen's state is lost: restore the node by replaying its path",
            ) from exc
        raise DeviceDisconnectedError(
            f"the Appium session at {self.url} keeps ending ({_first_line(exc)}); gave up "
            f"after {self._restarts} restarts",
            serial=self.url,
        ) from exc

    def _translate(self, exc: Exception, what: str) -> DeviceError:
        if _server_gone(exc):
            return DeviceDisconnectedError(
                f"cannot reach the Appium server at {self.url}: {_first_line(exc)}",
                serial=self.url,
                hint="start it with `appium server --address 127.0.0.1 --port 4723`",
            )
        if isinstance(exc, ModuleNotFoundError):
            return DeviceError(
                f"could not {what}: {_first_line(exc)}",
                serial=self.url,
                hint="install the Appium client: pip install 'm2miner[appium]'",
            )
        return DeviceError(f"could not {what}: {_first_line(exc)}", serial=self.url)

    def _check_open(self) -> None:
        if self._closed:
            raise DeviceError(f"{self.name} was closed", serial=self.url)

    # -- screen -------------------------------------------------------------------------

    def grab(self) -> bytes:
        """One screenshot as PNG bytes."""
        png = self._call("take a screenshot", lambda d: d.get_screenshot_as_png())
        return bytes(png)

    def _settle(self) -> SettleResult:
        return wait_until_stable(
            self.grab,
            tolerance=self.config.settle_tolerance,
            timeout_s=self.config.settle_timeout_s,
            interval_s=self.settle_interval_s,
            status_bar_px=self._status_bar or 0,
            clock=self._clock,
            sleep=self._sleep,
        )


def _dialog_open(exc: Exception) -> bool:
    """Whether a WebDriver call failed because a JavaScript dialog is open."""
    return type(exc).__name__ == "UnexpectedAlertPresentException" or (
        "unexpected alert open" in str(exc)
    )


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    text = text.removeprefix("Message: ")
    return text.splitlines()[0][:300]
