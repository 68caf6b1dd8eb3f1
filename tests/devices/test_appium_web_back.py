"""Back and links stay inside a web app; pages without a viewport tag render at scale 1.
Against a real Appium server and the To-do single-page app (tests/webapp_spa)."""

from __future__ import annotations

import pytest

from m2miner.actions import Action
from m2miner.config import DeviceConfig, SafetyConfig
from m2miner.devices.appium import AppiumDevice
from m2miner.devices.base import AppTarget
from m2miner.safety.policy import Policy
from tests.devices.test_appium_web import find, tap, texts

pytestmark = pytest.mark.slow

SCALE = "return [window.visualViewport.scale, innerWidth]"


def back(device, how):
    device.execute(how)
    return device.observe()


@pytest.mark.parametrize(
    "how", [Action("system_button", button="Back"), Action("key", text="back")], ids=str
)
def test_back_uses_the_apps_history_and_stops_at_its_first_page(web_device, spa_app, how):
    web_device.start_app(spa_app)
    start = web_device.observe()
    detail = tap(web_device, start, **{"resource-id": "open-2"})
    assert detail.url == f"{spa_app.url}?view=item&id=2" and "Call the bank" in texts(detail)
    listed = back(web_device, how)
    assert listed.url == spa_app.url and "left_app" not in listed.info
    assert "Buy milk" in texts(listed)
    stayed = back(web_device, how)  # the app's first page: the browser would leave
    assert stayed.url == spa_app.url and "Buy milk" in texts(stayed)
    assert "would leave" in stayed.info["left_app"]
    again = back(web_device, how)
    assert again.url == spa_app.url and "left_app" in again.info


def test_back_after_a_reset_stays_in_the_app(web_device, spa_app):
    web_device.start_app(spa_app)
    settings = tap(web_device, web_device.observe(), **{"resource-id": "settings-link"})
    assert settings.url.endswith("?view=settings")
    web_device.start_app(spa_app)
    stayed = back(web_device, Action("system_button", button="Back"))
    assert stayed.url == spa_app.url and "left_app" in stayed.info


def test_an_external_link_is_undone_and_reported(web_device, spa_app):
    web_device.start_app(spa_app)
    settings = tap(web_device, web_device.observe(), **{"resource-id": "settings-link"})
    back_in = tap(web_device, settings, **{"resource-id": "external-link"})
    assert back_in.url == f"{spa_app.url}?view=settings"
    assert "Work offline" in texts(back_in)
    assert back_in.info["left_app"].startswith("http://localhost:")
    assert "went back to" in back_in.info["left_app"]
    # The safety guard records it as leaving the app; the next step starts clean.
    verdict = Policy(SafetyConfig(), spa_app).check_location(back_in)
    assert not verdict.allowed and verdict.rule == "leave-app"
    listed = tap(web_device, back_in, **{"resource-id": "list-link"})
    assert "left_app" not in listed.info and listed.url == spa_app.url


def test_allowed_url_prefixes_widen_the_app(web_device, spa_url):
    app = AppTarget(
        name="todo",
        url=f"{spa_url}/index.html",
        allowed_url_prefixes=(spa_url.replace("127.0.0.1", "localhost") + "/",),
    )
    web_device.start_app(app)
    settings = tap(web_device, web_device.observe(), **{"resource-id": "settings-link"})
    outside = tap(web_device, settings, **{"resource-id": "external-link"})
    assert outside.url.endswith("/external.html") and "left_app" not in outside.info
    assert "Another site" in texts(outside)


def test_a_page_without_a_viewport_tag_renders_at_scale_one(web_device, spa_app):
    web_device.start_app(spa_app)
    settings = tap(web_device, web_device.observe(), **{"resource-id": "settings-link"})
    help_page = tap(web_device, settings, **{"resource-id": "help-link"})
    assert help_page.url.endswith("/help.html")
    assert web_device.execute_script(SCALE) == [1, 412]
    _, title = find(help_page, **{"resource-id": "help-title"})
    top, bottom = (int(v.split(",")[1]) for v in title.get("bounds")[1:-1].split("]["))
    assert bottom - top >= 30  # a 2em heading at 16 px, not ~13 px


def test_the_viewport_tag_is_left_alone_when_turned_off(appium_url, spa_app):
    config = DeviceConfig.model_validate(
        {"kind": "appium", "settle_timeout_s": 3.0, "web": {"add_viewport": False}}
    )
    device = AppiumDevice(appium_url, config=config, domain="web")
    try:
        device.start_app(spa_app)
        settings = tap(device, device.observe(), **{"resource-id": "settings-link"})
        tap(device, settings, **{"resource-id": "help-link"})
        scale, width = device.execute_script(SCALE)
        assert width > 900 and scale < 0.5  # a 980 px layout shrunk to 412 px
    finally:
        device.close()


def test_without_devtools_commands_back_goes_forward_again(web_device, spa_app, spa_url):
    web_device.start_app(spa_app)
    # A server that does not pass DevTools commands on: Back cannot read the history
    # first, so it goes back and, having left the app, forward again. Here the page
    # before the app is another site's.
    driver = web_device._driver
    driver.command_executor.add_command = None
    driver.get(spa_url.replace("127.0.0.1", "localhost") + "/external.html")
    driver.get(spa_app.url)
    detail = tap(web_device, web_device.observe(), **{"resource-id": "open-1"})
    listed = back(web_device, Action("system_button", button="Back"))
    assert detail.url.endswith("?view=item&id=1") and listed.url == spa_app.url
    assert "left_app" not in listed.info
    stayed = back(web_device, Action("system_button", button="Back"))
    assert stayed.url == spa_app.url and "Buy milk" in texts(stayed)
    assert stayed.info["left_app"] == "Back left the app; went forward again"


def test_a_new_window_is_closed_and_reported(web_device, spa_app):
    web_device.start_app(spa_app)
    settings = tap(web_device, web_device.observe(), **{"resource-id": "settings-link"})
    after = tap(web_device, settings, **{"resource-id": "help-window"})
    assert after.url == f"{spa_app.url}?view=settings"
    assert (
        after.info["left_app"].startswith("a new window opened")
        and "help.html" in (after.info["left_app"])
    )
    assert len(web_device._driver.window_handles) == 1
