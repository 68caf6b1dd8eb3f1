"""Two Chromium sessions at once on one host: each keeps its own chromedriver."""

from __future__ import annotations

import pytest

from m2miner.config import DeviceConfig
from m2miner.devices.appium import AppiumDevice

pytestmark = pytest.mark.slow


def web_device(url: str, **capabilities: object) -> AppiumDevice:
    config = DeviceConfig.model_validate(
        {"kind": "appium", "settle_timeout_s": 3.0, "capabilities": capabilities}
    )
    return AppiumDevice(url, config=config, domain="web")


def test_parallel_sessions_do_not_stop_each_others_chromedriver(appium_url, web_app):
    first, second = web_device(appium_url), web_device(appium_url)
    assert (
        first.platform.capabilities(web_app)["appium:chromedriverPort"]
        != (second.platform.capabilities(web_app)["appium:chromedriverPort"])
    )
    try:
        first.start_app(web_app)
        second.start_app(web_app)  # a shared chromedriver port would kill the first's
        for device in (first, second):
            obs = device.observe()
            assert obs.url == web_app.url and obs.info["title"] == "Corner Cafe"
    finally:
        first.close()
        second.close()


def test_a_configured_chromedriver_port_wins(appium_url, web_app):
    device = web_device(appium_url, **{"appium:chromedriverPort": 9555})
    try:
        assert device.platform.capabilities(web_app)["appium:chromedriverPort"] == 9555
    finally:
        device.close()
