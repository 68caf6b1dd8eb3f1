"""`m2miner devices`: adb devices in every state and Appium servers, with their health."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.cli import _optional_values, app
from m2miner.cli.errors import run_guarded
from m2miner.config import Config
from m2miner.devices.appium_server import free_port
from m2miner.devices.listing import appium_endpoint, appium_urls, list_devices
from m2miner.testing.adb_server import RecordedDevice, recorded_adb_server

EMULATOR = RecordedDevice(
    "emulator-5554",
    tags={"product": "sdk_gphone64_x86_64", "model": "sdk_gphone64_x86_64", "device": "emu64xa"},
    props={"ro.build.version.release": "14", "ro.build.version.sdk": "34"},
)
PHONE = RecordedDevice("R58M12ABCDE", state="unauthorized", tags={"usb": "1-1"})
OFFLINE = RecordedDevice("emulator-5556", state="offline")


@pytest.fixture
def adb_port(monkeypatch: pytest.MonkeyPatch):
    with recorded_adb_server([EMULATOR, PHONE, OFFLINE]) as port:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
        yield port


def by_name(rows):
    return {r.name: r for r in rows}


def test_adb_devices_in_every_state_with_a_fix_for_the_unusable(adb_port):
    rows = by_name(list_devices())
    assert rows["sim"].usable
    emulator = rows["adb:emulator-5554"]
    assert emulator.usable and emulator.state == "device"
    assert emulator.detail == "sdk gphone64 x86 64, Android 14 (API 34)"
    phone = rows["adb:R58M12ABCDE"]
    assert phone.state == "unauthorized" and not phone.usable
    assert "Allow USB debugging" in phone.fix
    assert rows["adb:emulator-5556"].state == "offline"
    assert "adb reconnect" in rows["adb:emulator-5556"].fix


def test_no_attached_device_is_one_row_that_says_what_to_do(monkeypatch):
    with recorded_adb_server([]) as port:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
        rows = by_name(list_devices())
    assert rows["adb"].state == "no devices"
    assert "emulator -avd" in rows["adb"].fix


def test_an_adb_server_that_cannot_start_is_reported(monkeypatch):
    # Error path: no adb anywhere, so neither we nor adbutils can start a server.
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(free_port()))
    monkeypatch.setenv("ADBUTILS_ADB_PATH", "/nonexistent/adb")
    monkeypatch.setattr("shutil.which", lambda name: None)
    [row] = [r for r in list_devices() if r.kind == "adb"]
    assert row.state == "not installed"
    assert "apt-get install adb" in row.fix


def test_appium_urls_come_from_the_device_section():
    config = Config.model_validate(
        {
            "device": {
                "kind": "appium",
                "serial": "http://127.0.0.1:4723/",
                "appium_urls": ["http://127.0.0.1:4723", "http://10.0.0.2:4723"],
            }
        }
    )
    assert appium_urls(config) == ["http://127.0.0.1:4723", "http://10.0.0.2:4723"]
    assert appium_urls(Config()) == []
    adb = Config.model_validate({"device": {"kind": "adb", "serial": "emulator-5554"}})
    assert appium_urls(adb) == []


def test_an_unreachable_appium_server_says_how_to_start_one():
    row = appium_endpoint(f"http://127.0.0.1:{free_port()}")
    assert row.state == "unreachable" and not row.usable
    assert "appium server --address 127.0.0.1 --port 4723" in row.fix


def test_a_web_server_that_is_not_appium_is_named_so(webapp_url):
    row = appium_endpoint(webapp_url)
    assert row.state == "not appium"
    assert "404" in row.detail


@pytest.mark.slow
def test_a_running_appium_server_is_ready_with_its_version(appium_url):
    row = appium_endpoint(appium_url)
    assert row.usable and row.state == "ready"
    assert row.detail.startswith("Appium ") and row.detail[7].isdigit()


def test_the_devices_command_prints_devices_servers_and_fixes(
    adb_port, tmp_path: Path, capsys, monkeypatch
):
    monkeypatch.setenv("COLUMNS", "250")
    dead = f"http://127.0.0.1:{free_port()}"
    config = tmp_path / "m2miner.toml"
    config.write_text(f'[device]\nappium_urls = ["{dead}"]\n', encoding="utf-8")
    code = run_guarded(app, _optional_values(["devices", "--config", str(config)]))
    out = capsys.readouterr().out
    assert code == 0
    assert "adb:emulator-5554" in out and "Android 14 (API 34)" in out
    assert "unauthorized" in out and "Allow USB debugging" in out
    assert f"appium:{dead}" in out and "unreachable" in out
    code = run_guarded(app, ["devices", "--config", str(config), "--json"])
    out = capsys.readouterr().out
    assert code == 0 and '"state": "unauthorized"' in out
