"""Restoring a web app's start inside one browser session, against a real Appium server,
the To-do single-page app (tests/webapp_spa) and the Corner Cafe app (tests/webapp)."""

from __future__ import annotations

import pytest

from m2miner.config import DeviceConfig
from m2miner.devices.appium import AppiumDevice
from m2miner.devices.appium_server import free_port
from m2miner.devices.base import AppTarget
from m2miner.errors import DeviceError
from tests.devices.test_appium_web import find, tap

pytestmark = pytest.mark.slow

# What the page can see of the browser's state, read from the app's own origin.
STATE = """const done = arguments[arguments.length - 1];
(async () => {
  const workers = await navigator.serviceWorker.getRegistrations();
  done({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    workers: workers.length,
    history: history.length,
  });
})();"""
CLEAN = {
    "cookie": "",
    "local": 0,
    "session": 0,
    "databases": [],
    "caches": [],
    "workers": 0,
    "history": 1,
}


def state(device):
    return device._call("read the state", lambda d: d.execute_async_script(STATE))


def wait_for(device, script, timeout_s=5.0):
    return device._call(
        "wait",
        lambda d: d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"const until = Date.now() + {int(timeout_s * 1000)};"
            f"(async function poll() {{ const v = await ({script});"
            " if (v || Date.now() > until) done(v); else setTimeout(poll, 50); })();"
        ),
    )


def dirty_the_app(device, app):
    """Use the app the way a tree would: tick a task, open settings, turn on Work
    offline (a service worker and Cache Storage), leave a cookie and storage behind."""
    device.start_app(app)
    listed = tap(device, device.observe(), **{"resource-id": "todo-1"})
    settings = tap(device, listed, **{"resource-id": "settings-link"})
    tap(device, settings, **{"resource-id": "offline"})
    assert wait_for(device, "caches.has('todo-shell-v1')")
    assert wait_for(device, "indexedDB.databases().then((d) => d.length > 0)")
    dirty = state(device)
    assert dirty["cookie"] == "changed=1" and dirty["local"] >= 2 and dirty["session"] == 1
    assert dirty["databases"] == ["todo-log"] and dirty["workers"] == 1
    assert dirty["caches"] == ["todo-shell-v1"] and dirty["history"] >= 2


def test_a_reset_clears_the_browser_inside_the_same_session(web_device, spa_app):
    dirty_the_app(web_device, spa_app)
    before = web_device.session_id
    web_device.start_app(spa_app)
    obs = web_device.observe()
    assert web_device.session_id == before
    assert obs.info["reset"] == "in_session" and obs.info["reset_s"] < 3.0
    assert obs.url == spa_app.url and obs.info["title"] == "To-do"
    assert state(web_device) == CLEAN
    # The app is at its seeded start again: Buy milk is not ticked.
    assert find(obs, **{"resource-id": "todo-1"})[1].get("checked") == "false"


def test_a_new_session_per_start_when_configured(appium_url, spa_app):
    config = DeviceConfig.model_validate(
        {"kind": "appium", "settle_timeout_s": 3.0, "web": {"reset": "new_session"}}
    )
    device = AppiumDevice(appium_url, config=config, domain="web")
    try:
        device.start_app(spa_app)
        first = device.session_id
        device.start_app(spa_app)
        obs = device.observe()
        assert device.session_id != first and obs.info["reset"] == "new_session"
        assert obs.url == spa_app.url
    finally:
        device.close()


def test_a_failed_reset_falls_back_to_a_new_session(web_device, web_app):
    web_device.start_app(web_app)
    first = web_device.session_id
    # A Chromium that refuses DevTools commands cannot be cleared in place.
    web_device._driver.command_executor.add_command = None
    web_device.start_app(web_app)
    obs = web_device.observe()
    assert web_device.session_id != first
    assert obs.info["reset"].startswith("new_session: the in-session reset failed")
    assert obs.url == web_app.url and obs.info["title"] == "Corner Cafe"


def test_the_multi_page_app_is_reset_in_session_too(web_device, web_app):
    web_device.start_app(web_app)
    before = web_device.session_id
    item = tap(web_device, web_device.observe(), **{"resource-id": "item-3"})
    assert item.url.endswith("item.html?id=3")
    web_device.start_app(web_app)
    obs = web_device.observe()
    assert web_device.session_id == before and obs.info["reset"] == "in_session"
    assert obs.url == web_app.url and state(web_device)["history"] == 1


def test_a_start_url_that_does_not_load_is_an_error_with_a_fix(web_device, spa_app):
    dead = AppTarget(name="todo", url=f"http://127.0.0.1:{free_port()}/index.html")
    with pytest.raises(DeviceError, match="did not load \\(ERR_CONNECTION_REFUSED\\)") as info:
        web_device.start_app(dead)
    assert info.value.hint.startswith("start the app's server")
    web_device.start_app(spa_app)  # the same device starts a live app afterwards
    assert web_device.observe().url == spa_app.url
