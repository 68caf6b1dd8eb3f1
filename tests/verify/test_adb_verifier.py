"""The Android verifier against the recorded adb server, through the adb backend.

The server speaks the adb host protocol on 127.0.0.1 and answers shell commands with
recorded output, so the verifier runs exactly as on a phone: adbutils sends the command
with its exit-status marker, the backend raises on a non-zero status, the verifier
matches the output against its pattern.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import adbutils
import pytest

from m2miner.devices.adb import AdbDevice
from m2miner.testing.adb_server import RecordedDevice, recorded_adb_server
from m2miner.verify.base import run_verifier
from m2miner.verify.factory import build, parse_spec

RECORDED = Path(__file__).resolve().parents[1] / "devices" / "recorded"
AIRPLANE = "settings get global airplane_mode_on"
BRIGHTNESS = "content query --uri content://settings/system/screen_brightness"
WIFI = "dumpsys wifi"


def _recorded(name: str) -> str:
    return (RECORDED / name).read_text(encoding="utf-8")


PHONE = RecordedDevice(
    "emulator-5554",
    tags={"product": "sdk_gphone64_x86_64", "model": "sdk_gphone64_x86_64"},
    replies={
        AIRPLANE: _recorded("settings_get_global_airplane_mode_on.txt"),
        BRIGHTNESS: _recorded("content_query_screen_brightness.txt"),
        WIFI: _recorded("dumpsys_wifi_android13.txt"),
    },
)


@pytest.fixture
def phone() -> Iterator[AdbDevice]:
    with recorded_adb_server([PHONE]) as port:
        client = adbutils.AdbClient(host="127.0.0.1", port=port)
        yield AdbDevice("emulator-5554", client=client, reconnect_attempts=0)


def check(device: AdbDevice, spec: dict[str, object]):
    return run_verifier(build(parse_spec(spec)), device, timeout_s=10)


@pytest.mark.parametrize(
    ("shell", "expect", "passed"),
    [
        (AIRPLANE, "^1$", True),
        (AIRPLANE, "^0$", False),
        (BRIGHTNESS, r"name=screen_brightness, value=255\b", True),
        (BRIGHTNESS, r"value=(?:[0-9]|[1-9][0-9])$", False),
        (WIFI, "^Wi-Fi is disabled$", True),
        (WIFI, "^Wi-Fi is enabled$", False),
    ],
)
def test_the_output_decides(phone: AdbDevice, shell: str, expect: str, passed: bool) -> None:
    result = check(phone, {"type": "adb", "shell": shell, "expect": expect})
    assert result.method == "verifier"
    assert result.passed is passed and result.error is None
    assert shell in result.detail and expect in result.detail
    assert ("which matches" if passed else "does not match") in result.detail


def test_a_command_that_fails_is_an_error_not_a_pass(phone: AdbDevice) -> None:
    # The recorded device does not know the command: the shell says "not found", exit 127.
    result = check(phone, {"type": "adb", "shell": "sqlite3 /data/x.db 'select 1'", "expect": ""})
    assert result.passed is None
    assert "exited with 127" in (result.error or "")


def test_a_device_gone_is_an_error_not_a_pass() -> None:
    offline = RecordedDevice("emulator-5554", state="offline", replies=PHONE.replies)
    with recorded_adb_server([offline]) as port:
        client = adbutils.AdbClient(host="127.0.0.1", port=port)
        device = AdbDevice("emulator-5554", client=client, reconnect_attempts=0)
        result = check(device, {"type": "adb", "shell": AIRPLANE, "expect": "^1$"})
    assert result.passed is None
    assert "DeviceDisconnectedError" in (result.error or "")
    assert "device offline" in (result.error or "")
    # With the adb server itself gone, the verifier cannot ask either.
    result = check(device, {"type": "adb", "shell": AIRPLANE, "expect": "^1$"})
    assert result.passed is None and "Connection refused" in (result.error or "")


def test_an_adb_verifier_needs_an_adb_device() -> None:
    from m2miner.devices.sim import SimDevice

    result = check(SimDevice("settings"), {"type": "adb", "shell": AIRPLANE, "expect": "1"})
    assert result.passed is None and "no adb shell" in (result.error or "")


def test_trying_a_check_prints_the_output_it_matched(phone: AdbDevice) -> None:
    from m2miner.verify.trial import try_spec

    trial = try_spec(phone, {"type": "adb", "shell": AIRPLANE, "expect": "^0$"})
    assert (trial.kind, trial.source, trial.value) == ("adb", AIRPLANE, "1")
    assert trial.check.passed is False
    assert trial.check.detail == f"`{AIRPLANE}` printed '1', which does not match /^0$/"
    failing = {"type": "adb", "shell": "sqlite3 /data/x.db 'select 1'", "expect": ""}
    missing = try_spec(phone, failing)
    assert missing.value is None and missing.check.passed is None
    assert "exited with 127" in (missing.check.error or "")
