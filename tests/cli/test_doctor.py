"""`m2miner doctor`: every problem is named with a fix; failures exit 3, warnings do not."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections import namedtuple
from pathlib import Path

import pytest

from m2miner.cli import _optional_values, app
from m2miner.cli.errors import EXIT_ENVIRONMENT, run_guarded
from m2miner.config import Config
from m2miner.devices.appium_server import free_port
from m2miner.doctor import Needs, run_checks
from m2miner.doctor.env_checks import disk_checks
from m2miner.testing.adb_server import RecordedDevice, recorded_adb_server

EMULATOR = RecordedDevice(
    "emulator-5554",
    tags={"model": "sdk_gphone64_x86_64"},
    props={"ro.build.version.release": "14", "ro.build.version.sdk": "34"},
)


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("COLUMNS", "250")
    monkeypatch.delenv("M2MINER_CONFIG", raising=False)
    monkeypatch.setenv("APPIUM_HOME", str(tmp_path / "no-appium"))  # no local Appium
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def no_device(monkeypatch: pytest.MonkeyPatch):
    """An adb server with nothing attached."""
    with recorded_adb_server([]) as port:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
        yield port


def doctor(capsys: pytest.CaptureFixture[str], config: Path | None = None, *extra: str):
    args = ["doctor", *(["--config", str(config)] if config else []), *extra]
    code = run_guarded(app, _optional_values(args))
    out = capsys.readouterr().out
    return code, out


def doctor_json(capsys, config: Path | None = None):
    code, out = doctor(capsys, config, "--json")
    return code, {(c["area"], c["name"]): c for c in json.loads(out)}


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "m2miner.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_with_no_device_attached_every_problem_has_a_fix_and_nothing_fails(no_device, capsys):
    code, checks = doctor_json(capsys)
    assert code == 0
    devices = checks[("adb", "devices")]
    assert devices["status"] == "warn"  # the default config mines the sim: adb is optional
    assert "no devices" in devices["detail"]
    assert "emulator -avd NAME" in devices["fix"] and "USB debugging" in devices["fix"]
    assert checks[("store", "database")]["status"] == "ok"
    assert "(0 runs)" in checks[("store", "database")]["detail"]
    assert checks[("models", "models")]["detail"].startswith("no [[models]] configured")
    assert checks[("disk", "free space")]["detail"].endswith("GB free for m2miner-data")
    local = checks[("appium", "local server")]
    assert local["status"] == "warn" and "m2miner.devices.appium_server --install" in local["fix"]
    for check in checks.values():
        assert check["status"] in ("ok", "warn", "fail")
        assert check["status"] == "ok" or check["fix"], check


def test_the_table_shows_fixes_and_a_summary(no_device, capsys):
    code, out = doctor(capsys)
    assert code == 0
    assert "WARN" in out and "emulator -avd NAME" in out
    assert "no [[models]] configured" in out  # config keys are not eaten as markup
    assert "0 failures: ready to mine" in out


def test_a_config_that_mines_on_adb_fails_without_its_device(no_device, capsys, tmp_path):
    config = write(tmp_path, '[device]\nkind = "adb"\nserial = "emulator-5554"\n')
    code, checks = doctor_json(capsys, config)
    assert code == EXIT_ENVIRONMENT
    assert checks[("adb", "devices")]["status"] == "fail"
    missing = checks[("adb", "device emulator-5554")]
    assert missing["status"] == "fail" and "device.serial" in missing["fix"]


def test_attached_devices_are_checked_for_adb_keyboard(monkeypatch, capsys, tmp_path):
    keyboard = RecordedDevice("emulator-5556", packages=["com.android.adbkeyboard"])
    phone = RecordedDevice("R58M12ABCDE", state="unauthorized")
    with recorded_adb_server([EMULATOR, keyboard, phone]) as port:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
        config = write(tmp_path, '[device]\nkind = "adb"\nserial = "emulator-5554"\n')
        code, checks = doctor_json(capsys, config)
    assert code == EXIT_ENVIRONMENT  # the unauthorized phone is listed and adb is needed
    assert checks[("adb", "adb:emulator-5554")]["detail"].endswith("Android 14 (API 34)")
    plain = checks[("adb", "adb:emulator-5554 keyboard")]
    assert plain["status"] == "warn" and "adb -s emulator-5554 install" in plain["fix"]
    assert checks[("adb", "adb:emulator-5556 keyboard")]["status"] == "ok"
    unauthorized = checks[("adb", "adb:R58M12ABCDE")]
    assert unauthorized["status"] == "fail" and "Allow USB debugging" in unauthorized["fix"]
    assert ("adb", "device emulator-5554") not in checks  # the configured one is there


def test_unreachable_appium_and_model_servers_fail_with_how_to_start_them(
    no_device, capsys, tmp_path
):
    appium = f"http://127.0.0.1:{free_port()}"
    model = f"http://127.0.0.1:{free_port()}/v1"
    config = write(
        tmp_path,
        f'[device]\nappium_urls = ["{appium}"]\n'
        f'[[models]]\nname = "qwen"\nmodel = "Qwen2.5-VL-7B"\nbase_url = "{model}"\n',
    )
    code, checks = doctor_json(capsys, config)
    assert code == EXIT_ENVIRONMENT
    server = checks[("appium", appium)]
    assert server["status"] == "fail" and server["detail"].startswith("unreachable")
    assert "appium server --address 127.0.0.1" in server["fix"]
    qwen = checks[("models", "qwen")]
    assert qwen["status"] == "fail" and "cannot reach" in qwen["detail"]
    assert qwen["fix"]


def test_a_scripted_model_that_loads_is_ok(no_device, capsys, tmp_path):
    script = tmp_path / "script.json"
    script.write_text('{"replies": ["terminate(status=\\"success\\")"]}', encoding="utf-8")
    config = write(tmp_path, f'[[models]]\nname = "s"\nbackend = "scripted"\nmodel = "{script}"\n')
    code, checks = doctor_json(capsys, config)
    assert code == 0
    assert checks[("models", "s")]["status"] == "ok"


def test_a_data_dir_that_cannot_hold_a_database_fails(no_device, capsys, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory", encoding="utf-8")
    code, out = doctor(capsys, None, "--data-dir", str(blocker), "--json")
    checks = {(c["area"], c["name"]): c for c in json.loads(out)}
    assert code == EXIT_ENVIRONMENT
    database = checks[("store", "database")]
    assert database["status"] == "fail" and "writable" in database["fix"]


def test_web_apps_need_chromium_and_a_matching_chromedriver(
    no_device, capsys, tmp_path, monkeypatch
):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, text in (
        ("chromium", "Chromium 131.0.6778.85 built on Debian"),
        ("chromedriver", "ChromeDriver 130.0.6723.116 (abc)"),
    ):
        exe = bin_dir / name
        exe.write_text(f"#!/bin/sh\necho '{text}'\n", encoding="utf-8")
        exe.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))  # only the mismatched pair
    config = write(
        tmp_path,
        '[apps.cafe]\ndomain = "web"\nurl = "http://127.0.0.1:8000/index.html"\n',
    )
    code, checks = doctor_json(capsys, config)
    assert code == EXIT_ENVIRONMENT
    assert checks[("web", "chromium")]["detail"] == "Chromium 131.0.6778.85"
    versions = checks[("web", "versions")]
    assert versions["status"] == "fail"
    assert "chromedriver 130 cannot drive Chromium 131" in versions["detail"]
    assert "chromium-driver" in versions["fix"]
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    code, checks = doctor_json(capsys, config)
    assert checks[("web", "chromedriver")]["status"] == "fail"
    assert checks[("adb", "adb")]["status"] == "warn"  # not needed by this config
    assert "apt-get install adb" in checks[("adb", "adb")]["fix"]


def test_low_disk_space_warns_then_fails(monkeypatch, tmp_path):
    # Error path: a nearly full disk cannot be made on demand.
    usage = namedtuple("usage", "total used free")
    config = Config.model_validate({"store": {"data_dir": str(tmp_path / "data")}})
    monkeypatch.setattr("shutil.disk_usage", lambda path: usage(10**12, 0, 1024**3))
    [check] = disk_checks(config)
    assert check.status == "warn" and "1.0 GB free" in check.detail and "--data-dir" in check.fix
    monkeypatch.setattr("shutil.disk_usage", lambda path: usage(10**12, 0, 50 * 1024**2))
    assert disk_checks(config)[0].status == "fail"


def test_needs_follow_the_configuration():
    assert Needs.of(Config()) == Needs(adb=False, appium=False, web=False, train=False)
    web = Config.model_validate(
        {"device": {"kind": "appium"}, "apps": {"cafe": {"domain": "web", "url": "http://x/"}}}
    )
    assert Needs.of(web) == Needs(adb=False, appium=True, web=True, train=False)
    android = Config.model_validate(
        {
            "device": {"kind": "appium"},
            "apps": {"maps": {"package": "com.google.android.apps.maps"}},
        }
    )
    assert Needs.of(android).android_appium and not Needs.of(android).web


@pytest.mark.skipif(
    shutil.which("adb") is None, reason="adb is not installed (apt-get install adb)"
)
def test_a_real_adb_server_is_started_quietly_on_its_port(monkeypatch, tmp_path):
    port = free_port()
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
    try:
        done = subprocess.run(
            [sys.executable, "-m", "m2miner", "doctor", "--json"],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "COLUMNS": "250"},
        )
        checks = {(c["area"], c["name"]): c for c in json.loads(done.stdout)}
        assert "daemon" not in done.stdout + done.stderr  # adb's own chatter is kept out
        assert checks[("adb", "adb")]["status"] == "ok"
        listed = [c for (area, _), c in checks.items() if area == "adb"]
        assert all(c["status"] == "ok" or c["fix"] for c in listed)
        answer = subprocess.run(
            ["adb", "-P", str(port), "get-state"], capture_output=True, text=True, timeout=30
        )
        assert "daemon not running" not in answer.stderr  # doctor left it running
    finally:
        subprocess.run(["adb", "-P", str(port), "kill-server"], capture_output=True, timeout=30)


def test_checks_run_as_a_library_too(no_device, tmp_path):
    config = Config.model_validate({"store": {"data_dir": str(tmp_path / "lib")}})
    checks = run_checks(config, timeout_s=1.0)
    assert [c.area for c in checks][:2] == ["adb", "adb"]
    assert {c.area for c in checks} >= {"adb", "appium", "web", "models", "store", "disk", "extras"}


LOCAL_APPIUM = Path(os.environ.get("APPIUM_HOME") or Path(__file__).parents[2] / ".appium")


@pytest.mark.skipif(
    not (LOCAL_APPIUM / "node_modules" / ".bin" / "appium").exists(),
    reason="no local Appium (python3 -m m2miner.devices.appium_server --install)",
)
def test_a_local_appium_install_is_found_with_its_drivers(no_device, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("APPIUM_HOME", str(LOCAL_APPIUM.resolve()))
    config = write(tmp_path, '[apps.cafe]\ndomain = "web"\nurl = "http://127.0.0.1:8000/"\n')
    _, checks = doctor_json(capsys, config)
    local = checks[("appium", "local server")]
    assert local["status"] == "ok" and local["detail"].startswith("Appium ")
    chromium = checks[("appium", "driver chromium")]
    assert chromium["status"] == "ok" and chromium["detail"].startswith("chromium ")
    android = write(
        tmp_path,
        '[device]\nkind = "appium"\n[apps.maps]\npackage = "com.google.android.apps.maps"\n',
    )
    _, checks = doctor_json(capsys, android)
    uiautomator2 = checks[("appium", "driver uiautomator2")]
    if uiautomator2["status"] != "ok":
        assert uiautomator2["status"] == "fail"
        assert uiautomator2["fix"].endswith("node_modules/.bin/appium driver install uiautomator2")
        assert uiautomator2["fix"].startswith("APPIUM_HOME=$APPIUM_HOME ")
