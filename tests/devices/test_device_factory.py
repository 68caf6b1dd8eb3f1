"""Device specs and app aliases: which backend opens, with which app table."""

from __future__ import annotations

import pytest

from m2miner.config import Config
from m2miner.devices.factory import DeviceSpec, android_apps, app_target
from m2miner.errors import ConfigError
from m2miner.mining.device_stack import open_device

CONFIG = Config.model_validate(
    {
        "apps": {
            "maps": {"package": "com.google.android.apps.maps"},
            "cafe": {
                "domain": "web",
                "url": "http://127.0.0.1:8000/index.html",
                "allowed_url_prefixes": ["http://127.0.0.1:8000/"],
            },
            "notes": {"package": "org.example.notes", "activity": ".Main"},
        }
    }
)


@pytest.mark.parametrize(
    ("text", "kind", "address"),
    [
        ("sim", "sim", None),
        ("adb:emulator-5554", "adb", "emulator-5554"),
        ("adb", "adb", None),
        ("appium:http://127.0.0.1:4723", "appium", "http://127.0.0.1:4723"),
    ],
)
def test_specs_split_kind_and_address(text, kind, address):
    spec = DeviceSpec.parse(text)
    assert (spec.kind, spec.address) == (kind, address)
    assert str(spec) == text


def test_a_spec_without_a_kind_is_an_error():
    with pytest.raises(ConfigError, match="names no kind"):
        DeviceSpec.parse(":4723")


def test_on_the_sim_an_alias_is_the_bundled_app_even_when_configured():
    target, domain = app_target(CONFIG, "maps", "sim")
    assert domain == "mobile"
    assert target.package != "com.google.android.apps.maps"  # the sim app's own package


def test_on_real_devices_aliases_come_from_the_config():
    target, domain = app_target(CONFIG, "maps", "adb")
    assert (target.name, target.package, domain) == (
        "maps",
        "com.google.android.apps.maps",
        "mobile",
    )
    web, domain = app_target(CONFIG, "cafe", "appium")
    assert domain == "web"
    assert web.url == "http://127.0.0.1:8000/index.html"
    assert web.allowed_url_prefixes == ("http://127.0.0.1:8000/",)


def test_unknown_and_misplaced_apps_say_how_to_fix_them():
    with pytest.raises(ConfigError, match="not configured for adb") as exc:
        app_target(CONFIG, "shop", "adb")
    assert "[apps.shop]" in (exc.value.hint or "")
    with pytest.raises(ConfigError, match="no simulated app named 'cafe'") as exc:
        app_target(CONFIG, "cafe", "sim")
    assert "appium:URL" in (exc.value.hint or "")
    with pytest.raises(ConfigError, match="web app") as exc:
        app_target(CONFIG, "cafe", "adb")
    assert "--device appium:" in (exc.value.hint or "")


def test_open_may_launch_every_configured_android_app():
    apps = android_apps(CONFIG)
    assert sorted(apps) == ["maps", "notes"]
    assert (apps["notes"].package, apps["notes"].activity) == ("org.example.notes", ".Main")


def test_appium_devices_get_the_app_table_and_need_a_url():
    device = open_device(CONFIG, DeviceSpec.parse("appium:http://127.0.0.1:1"), "maps")
    try:
        assert device.platform.apps["notes"].package == "org.example.notes"
        assert device.url == "http://127.0.0.1:1"
    finally:
        device.close()
    with pytest.raises(ConfigError, match="server URL"):
        open_device(CONFIG, DeviceSpec.parse("appium"), "maps")


def test_adb_devices_get_the_app_table():
    device = open_device(CONFIG, DeviceSpec.parse("adb:emulator-5554"), "maps")
    assert device.serial == "emulator-5554"
    assert device.apps["maps"].package == "com.google.android.apps.maps"
