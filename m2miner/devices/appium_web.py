"""The web half of :class:`m2miner.devices.appium.AppiumDevice`: Chromium, mobile emulation.

A session starts with a fresh ``--user-data-dir``. Later starts of the app reuse it
(``device.web.reset = "in_session"``): :meth:`WebPlatform.start_app` clears cookies,
storage, IndexedDB, Cache Storage and service workers of every origin the tab visited
(Chrome DevTools Protocol commands, which Appium's Chromium driver passes on to
chromedriver), loads the start URL and resets the tab's history, about 0.6 s instead of
the 4-5 s of a new browser; when that fails the device opens a new session.

The app is the URLs under its *scope*: the start URL's folder
(``http://host/app/index.html`` gives ``http://host/app/``) plus the app's
``allowed_url_prefixes``. Back never leaves it (at the app's first page it does nothing),
and an action that ends outside it (an external link) is undone by going back; both are
reported as ``left_app`` in the next observation's info, which the safety guard records
as leaving the app.

The screen is ``mobileEmulation.deviceMetrics`` (412x915 CSS pixels at pixel ratio 1
unless the config says otherwise); screenshots are in device pixels (CSS pixels x pixel
ratio) and W3C pointer actions in CSS client pixels, so every gesture is converted
through the page's :class:`~m2miner.devices.web_dom.Viewport`. A page without a
viewport meta tag gets one (``device.web.add_viewport``), as a mobile site would have.

Scripts that must run in every document before the page's own (the safety policy's
request guard) are handed over with :meth:`WebPlatform.document_script` and installed
with ``Page.addScriptToEvaluateOnNewDocument`` at each start of the app, in a new
session as in a reused one; a changed script replaces the old one.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import socket
import sys
import tempfile
from typing import Any
from urllib.parse import urlsplit

from m2miner.actions import Domain
from m2miner.config import DeviceConfig
from m2miner.devices.appium import NEW_COMMAND_TIMEOUT_S, PageFacts, deep_merge
from m2miner.devices.base import AppTarget, app_scope, in_scope
from m2miner.devices.text_input import key_name
from m2miner.devices.touch import replace_text, tap
from m2miner.devices.web_dom import (
    DOM_SCRIPT,
    MIN_TARGET_PX,
    Viewport,
    hierarchy_xml,
    offscreen,
)
from m2miner.errors import ActionError, ConfigError, DeviceError

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
# Chromedriver's endpoint for a DevTools command; Appium's Chromium driver proxies it.
CDP_COMMAND = "m2minerExecuteCdp"
CDP_PATH = "/session/$sessionId/goog/cdp/execute"
# Added to every document of the tab: a page without a viewport tag is laid out 980 px
# wide and shrunk to the screen (scale ~0.42, 6 px text); a mobile site has one. A page
# still wider than the screen (a fixed-width layout) is zoomed out until all of it shows:
# its viewport tag is set to the content's width, as a phone browser fits such a page.
# A page that hides its horizontal overflow keeps scale 1; the fit is tried a few times.
TAB_SCRIPT = """(() => {
  if (window.top !== window) return;
  const ADD = %(add)s, FIT = %(fit)s;
  const tag = () => document.querySelector('meta[name="viewport"]');
  const make = content => {
    const meta = document.createElement("meta");
    meta.name = "viewport";
    meta.content = content;
    document.head.appendChild(meta);
  };
  let fits = 0;
  const fit = () => {
    const root = document.documentElement, body = document.body;
    if (!FIT || !root || !body || !document.head || fits >= 3) return;
    const overflow = getComputedStyle(root).overflowX + getComputedStyle(body).overflowX;
    const wide = root.scrollWidth;
    if (/hidden|clip/.test(overflow) || wide <= root.clientWidth + 1) return;
    fits += 1;
    // A changed width alone keeps the zoom: the scale that shows the whole width is set too.
    const scale = Math.floor(10000 * Math.min(1, screen.width / wide)) / 10000;
    const content = "width=" + wide + ", initial-scale=" + scale;
    const meta = tag();
    if (meta) meta.content = content;
    else make(content);
  };
  const ready = () => {
    if (ADD && document.head && !tag()) make("width=device-width, initial-scale=1");
    fit();
    if (window.ResizeObserver && document.body) {
      const watch = new ResizeObserver(() => fit());
      watch.observe(document.documentElement);
      watch.observe(document.body);
    }
    window.addEventListener("load", fit);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else ready();
})();"""
# Writes an app's seeded storage items in its start page before the page's scripts run.
SEED_SCRIPT = """(() => {
  const seed = %s;
  if (window.top !== window || location.origin !== seed.origin) return;
  for (const [key, value] of seed.local) localStorage.setItem(key, value);
  for (const [key, value] of seed.session) sessionStorage.setItem(key, value);
})();"""
_ERROR_PAGE_SCRIPT = (
    "const code = document.querySelector('.error-code');"
    "return [location.href, code ? code.textContent.trim() : ''];"
)
# Session storage is the tab's, which Storage.clearDataForOrigin leaves alone.
_CLEAR_SESSION_STORAGE = "try { sessionStorage.clear(); } catch (e) {}"
log = logging.getLogger(__name__)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def cdp(driver: Any, command: str, params: dict[str, Any] | None = None) -> Any:
    """Run a Chrome DevTools Protocol ``command`` in the session's current tab; raises
    when the server does not pass it on (another driver) or Chromium refuses it."""
    driver.command_executor.add_command(CDP_COMMAND, "POST", CDP_PATH)
    response = driver.execute(CDP_COMMAND, {"cmd": command, "params": params or {}})
    if not isinstance(response, dict) or "value" not in response:
        raise RuntimeError(f"no answer to the DevTools command {command}")
    return response["value"]


def _js_bool(value: bool) -> str:
    return "true" if value else "false"


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc}"


def _load(driver: Any, app: AppTarget) -> None:
    """Load the start URL; :class:`DeviceError` with a fix when it does not load
    (chromedriver raises ``net::ERR_...`` or Chromium shows its error page)."""
    try:
        driver.get(app.url)
    except Exception as exc:
        code = re.search(r"net::(ERR_[A-Z_]+)", str(exc))
        if code is None:
            raise
        raise _not_loaded(app, code.group(1)) from None
    href, code_text = driver.execute_script(_ERROR_PAGE_SCRIPT)
    if str(href).startswith("chrome-error:"):
        raise _not_loaded(app, code_text or "an error page")


def _seed(driver: Any, app: AppTarget) -> str | None:
    """Put the app's seeded cookies in place, and its storage items in a script that runs
    in the start page before the page's own scripts (a page of the origin must run for
    storage to be written); returns that script's id, to remove once the page loaded."""
    setup, origin = app.setup, _origin(app.url or "")
    if setup is None or origin is None:
        return None
    for name, value in setup.cookies:
        cdp(driver, "Network.setCookie", {"name": name, "value": value, "url": app.url})
    if not (setup.local_storage or setup.session_storage):
        return None
    seed = {
        "origin": origin,
        "local": list(setup.local_storage),
        "session": list(setup.session_storage),
    }
    source = SEED_SCRIPT % json.dumps(seed)
    added = cdp(driver, "Page.addScriptToEvaluateOnNewDocument", {"source": source})
    return str(added["identifier"])


def _not_loaded(app: AppTarget, why: str) -> DeviceError:
    return DeviceError(
        f"the start URL of {app.name!r}, {app.url}, did not load ({why})",
        hint=f"start the app's server so that {app.url} answers, or correct apps."
        f"{app.name}.url in the config",
    )


def _close_other_windows(driver: Any) -> str | None:
    """Close every window but the current one; the url of the last closed, if any."""
    handles = driver.window_handles
    if len(handles) < 2:
        return None
    main = driver.current_window_handle
    opened = None
    for handle in handles:
        if handle != main:
            driver.switch_to.window(handle)
            opened = driver.current_url
            driver.close()
    if opened is not None:
        driver.switch_to.window(main)
    return opened


def _browser_paths() -> tuple[str | None, str | None]:
    binary = next(
        (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p),
        None,
    )
    return binary, shutil.which("chromedriver")


class WebPlatform:
    """Mobile web pages in Chromium through Appium's Chromium driver."""

    domain: Domain = "web"

    def __init__(self, config: DeviceConfig, *, pixel_ratio: float = 1.0) -> None:
        self.config = config
        self.pixel_ratio = pixel_ratio
        self.new_session_per_app = config.web.reset == "new_session"
        self._profiles: list[str] = []
        self._fresh = True  # the session has loaded no page yet
        self._scope: tuple[str, ...] = ()
        self._last_in_app: str | None = None
        self._note: dict[str, Any] = {}
        self._documents: dict[str, str] = {}  # name -> source wanted in every document
        self._installed: dict[str, tuple[str, str]] = {}  # name -> (source, id) this session

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
        self._fresh = True
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
            # A page's alert/confirm/prompt stays open for the backend to answer and record
            # (the W3C default dismisses it unseen and fails the command).
            "unhandledPromptBehavior": "ignore",
        }
        if chromedriver:
            caps["appium:executable"] = chromedriver
        # The driver's default chromedriver port (9515) is shared: a second session on
        # this host (another miner, a parallel test) would kill this one's chromedriver.
        caps["appium:chromedriverPort"] = _free_port()
        return deep_merge(caps, self.config.capabilities)

    def start_app(self, driver: Any, app: AppTarget) -> None:
        """Load the start URL: in a new session after setting the tab up, else after
        clearing what the last tree left (raises when that fails; the device then opens
        a new session)."""
        if not app.url:
            raise ConfigError(f"app {app.name!r} has no url; a web app starts from one")
        if self._fresh:
            self._installed = {}
            self._set_up_tab(driver)
        else:
            self._clear(driver, app)
        self._install_documents(driver)
        seeding = _seed(driver, app)
        _load(driver, app)
        if seeding is not None:
            cdp(driver, "Page.removeScriptToEvaluateOnNewDocument", {"identifier": seeding})
        if app.setup is not None and app.setup.script:
            driver.execute_script(app.setup.script)
            # The app starts from what the script stored. A reload, not the start URL
            # again: loading a URL with a #fragment over itself does not reload the page.
            driver.refresh()
        with contextlib.suppress(Exception):  # Back checks the scope anyway
            cdp(driver, "Page.resetNavigationHistory")
        self._fresh = False
        self._scope = app_scope(app)
        self._last_in_app = app.url
        self._note = {}

    def document_script(self, name: str, source: str | None) -> None:
        """Run ``source`` in every document of the tab, before the page's scripts, from
        the next start of the app on (None: no longer); a new source replaces the old."""
        if source is None:
            self._documents.pop(name, None)
        else:
            self._documents[name] = source

    def has_document_script(self, name: str) -> bool:
        """Whether the document script ``name``, as last handed over, is installed in
        the open session (False where DevTools commands were refused)."""
        installed = self._installed.get(name)
        return installed is not None and installed[0] == self._documents.get(name)

    def _install_documents(self, driver: Any) -> None:
        for name, (source, ident) in list(self._installed.items()):
            if self._documents.get(name) != source:
                with contextlib.suppress(Exception):  # gone with its session already
                    cdp(driver, "Page.removeScriptToEvaluateOnNewDocument", {"identifier": ident})
                del self._installed[name]
        for name, source in self._documents.items():
            if name in self._installed:
                continue
            try:
                added = cdp(driver, "Page.addScriptToEvaluateOnNewDocument", {"source": source})
            except Exception as exc:  # the caller falls back to running it per action
                log.warning("cannot add the %s script to every document: %s", name, exc)
                continue
            self._installed[name] = (source, str(added["identifier"]))

    def _set_up_tab(self, driver: Any) -> None:
        web = self.config.web
        if not (web.add_viewport or web.fit_width):
            return
        flags = {"add": _js_bool(web.add_viewport), "fit": _js_bool(web.fit_width)}
        try:
            cdp(driver, "Page.addScriptToEvaluateOnNewDocument", {"source": TAB_SCRIPT % flags})
        except Exception as exc:  # pages without a viewport tag render shrunk; say so once
            log.warning("cannot add viewport tags (no DevTools commands): %s", exc)

    def _clear(self, driver: Any, app: AppTarget) -> None:
        """Forget the last tree: its windows, session storage, history, and the cookies,
        storage, IndexedDB, Cache Storage and service workers of the origins it visited."""
        _close_other_windows(driver)
        visited = cdp(driver, "Page.getNavigationHistory")["entries"]
        driver.execute_script(_CLEAR_SESSION_STORAGE)
        driver.get("about:blank")  # no page of the app runs while its data goes
        origins = {_origin(e["url"]) for e in visited} | {_origin(app.url or "")}
        origins |= {_origin(prefix) for prefix in app.allowed_url_prefixes}
        for origin in sorted(o for o in origins if o):
            cdp(driver, "Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        cdp(driver, "Network.clearBrowserCookies")

    def describe(self, driver: Any, hierarchy: bool) -> PageFacts:
        """The page's hierarchy and url; ``info`` has its ``title`` and, when the page
        goes on beyond the screen, ``offscreen`` (screenshot pixels past each edge)."""
        snapshot = driver.execute_script(DOM_SCRIPT, MIN_TARGET_PX)
        info: dict[str, Any] = {"title": snapshot.get("title", "")}
        beyond = offscreen(snapshot)
        if beyond:
            info["offscreen"] = beyond
        return PageFacts(
            hierarchy=hierarchy_xml(snapshot) if hierarchy else None,
            url=str(snapshot.get("url") or driver.current_url),
            info=info,
        )

    def to_pointer(self, driver: Any, *points: tuple[int, int]) -> list[tuple[int, int]]:
        # Read fresh: the last action may have navigated to a page with another zoom.
        viewport = Viewport.from_script(driver.execute_script(_VIEWPORT_SCRIPT))
        return [viewport.to_pointer(x, y) for x, y in points]

    def status_bar_px(self, driver: Any) -> int:
        return 0  # a headless page has no status bar

    def double_tap(self, driver: Any, x: int, y: int) -> None:
        [(cx, cy)] = self.to_pointer(driver, (x, y))
        tap(driver, cx, cy, count=2)  # Chromium turns two quick taps into a dblclick

    def type_text(self, driver: Any, text: str) -> None:
        replace_text(driver, text)

    def press_key(self, driver: Any, name: str) -> None:
        key = key_name(name)
        if key == "BACK":
            self._back(driver)
            return
        code = WEB_KEYS.get(key, key.lower() if len(key) == 1 else None)
        if code is None:
            raise ActionError(f"key {name!r} has no web equivalent")
        driver.switch_to.active_element.send_keys(code)

    def system_button(self, driver: Any, button: str) -> None:
        if button == "Back":
            self._back(driver)
        elif button == "Enter":
            driver.switch_to.active_element.send_keys(WEB_KEYS["ENTER"])
        else:
            raise ActionError(f"a web page has no {button} button; use Back or Enter")

    def _back(self, driver: Any) -> None:
        """The browser's Back, unless the page before is not the app's: then nothing
        happens and the next observation says Back would have left the app."""
        try:
            history = cdp(driver, "Page.getNavigationHistory")
        except Exception:  # no DevTools commands: go back, and forward again if it left
            driver.back()
            if not in_scope(driver.current_url, self._scope):
                driver.forward()
                self._note = {"left_app": "Back left the app; went forward again"}
            return
        index, entries = history["currentIndex"], history["entries"]
        if index == 0 or not in_scope(entries[index - 1]["url"], self._scope):
            here = entries[index]["url"]
            self._note = {"left_app": f"Back from the app's first page ({here}) would leave it"}
            return
        driver.back()

    def after_action(self, driver: Any) -> dict[str, Any]:
        """What the next observation should report: Back at the app's first page, or an
        action that ended outside the app (undone here: back to the app's last page)."""
        note, self._note = self._note, {}
        if note:
            return note
        opened = _close_other_windows(driver)
        if opened is not None:  # a link with target=_blank: the screen never shows it
            return {"left_app": f"a new window opened {opened}; closed it"}
        url = driver.current_url
        if in_scope(url, self._scope):
            self._last_in_app = url
            return {}
        return {"left_app": f"{url} is outside the app; {self._undo_exit(driver)}"}

    def _undo_exit(self, driver: Any) -> str:
        for _ in range(3):  # a redirect may have added entries
            driver.back()
            if in_scope(driver.current_url, self._scope):
                return f"went back to {driver.current_url}"
        last = self._last_in_app or ""
        driver.get(last)
        return f"loaded {last} again"

    def open_app(self, driver: Any, name: str, current: AppTarget | None) -> None:
        raise ActionError("open(app) is not available on web; navigate within the page")

    def release(self) -> None:
        for profile in self._profiles:
            shutil.rmtree(profile, ignore_errors=True)
        self._profiles.clear()
