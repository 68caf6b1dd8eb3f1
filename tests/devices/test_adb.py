"""AdbDevice against recorded adb output, through adbutils' device interface."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from pathlib import Path

import adbutils
import pytest
from adbutils import AdbDeviceInfo, ShellReturn

from m2miner.actions import Action
from m2miner.config import DeviceConfig
from m2miner.devices.adb import AdbDevice
from m2miner.devices.base import AppTarget, Device, SnapshotDevice
from m2miner.errors import ActionError, ConfigError, DeviceDisconnectedError, DeviceError

RECORDED = Path(__file__).parent / "recorded"
FRAME = (RECORDED / "screencap_raw_rgba_android14.bin").read_bytes()
DUMP = (RECORDED / "uiautomator_dump_output_prefix.txt").read_text() + (
    RECORDED / "uiautomator_dump_shop.xml"
).read_text(encoding="utf-8")
SHOP = AppTarget(name="shop", package="com.example.shop")


def rec(name: str) -> str:
    return (RECORDED / name).read_text(encoding="utf-8")


@dataclass
class Reply:
    output: str | bytes = ""
    rc: int = 0
    error: Exception | None = None


class FakeConnection:
    """adbutils.AdbConnection for the ``exec:`` service."""

    def __init__(self, device: RecordedAdbDevice):
        self.device = device
        self.command = ""

    def send_command(self, cmd: str) -> None:
        self.command = cmd

    def check_okay(self) -> None:
        pass

    def read_until_close(self, encoding=None):
        reply = self.device.answer(self.command)
        assert isinstance(reply.output, bytes)
        return reply.output

    def close(self) -> None:
        pass


@dataclass
class RecordedAdbDevice:
    """The part of adbutils.AdbDevice the backend uses, answering with recorded output.

    ``script`` maps a regex over the command to a reply or a list of replies (used in
    order; the last one repeats)."""

    serial: str
    script: dict[str, Reply | list[Reply]]
    calls: list[str] = field(default_factory=list)

    def answer(self, cmd: str) -> Reply:
        self.calls.append(cmd)
        for pattern, replies in self.script.items():
            if re.fullmatch(pattern, cmd):
                if isinstance(replies, list):
                    reply = replies.pop(0) if len(replies) > 1 else replies[0]
                else:
                    reply = replies
                if reply.error is not None:
                    raise reply.error
                return reply
        raise AssertionError(f"unscripted adb command: {cmd!r}")

    def shell2(self, cmdargs, timeout=None, encoding="utf-8", rstrip=False, v2=False):
        reply = self.answer(cmdargs)
        out = reply.output if isinstance(reply.output, str) else reply.output.decode()
        return ShellReturn(command=cmdargs, returncode=reply.rc, output=out.rstrip())

    def open_transport(self, command=None, timeout=None):
        return FakeConnection(self)


@dataclass
class FakeClient:
    """The part of adbutils.AdbClient the backend uses."""

    devices: dict[str, RecordedAdbDevice]
    host: str = "127.0.0.1"
    waited: list[str] = field(default_factory=list)
    connected: list[str] = field(default_factory=list)

    def device(self, serial):
        return self.devices[serial]

    def list(self):
        return [AdbDeviceInfo(serial=s, state="device") for s in self.devices]

    def wait_for(self, serial=None, transport="any", state="device", timeout=60):
        self.waited.append(serial)

    def connect(self, addr, timeout=None):
        self.connected.append(addr)
        return f"already connected to {addr}"


BASE_SCRIPT = {
    r"exec:screencap": Reply(FRAME),
    r"wm density": Reply(rec("wm_density.txt")),
    r"dumpsys window windows": Reply(rec("dumpsys_window_windows_android13.txt")),
    r"rm -f /sdcard/window_dump\.xml; uiautomator dump .*": Reply(DUMP),
    r"am force-stop com\.example\.shop": Reply(""),
    r"monkey -p com\.example\.shop -c android\.intent\.category\.LAUNCHER 1": Reply(
        rec("monkey_launch_ok.txt")
    ),
    r"input (tap|swipe|keyevent) .*": Reply(""),
    r"pm list packages": Reply(rec("pm_list_packages.txt")),
    r"pm list packages com\.android\.adbkeyboard": Reply(""),
}


class Clock:
    def __init__(self):
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self):
        return self.now

    def sleep(self, s):
        self.sleeps.append(s)
        self.now += s


def make(script=None, serial="emulator-5554", **kw):
    # The test's own replies come first, so they win over the base script's patterns.
    merged = dict(script or {})
    for pattern, reply in BASE_SCRIPT.items():
        merged.setdefault(pattern, reply)
    dev = RecordedAdbDevice(serial, merged)
    client = FakeClient({serial: dev})
    clock = Clock()
    kw.setdefault("status_bar_px", 2)
    adb = AdbDevice(serial, client=client, clock=clock.clock, sleep=clock.sleep, **kw)
    return adb, dev, client, clock


def test_it_is_a_device_and_a_snapshot_device():
    adb, *_ = make()
    assert isinstance(adb, Device) and isinstance(adb, SnapshotDevice)
    assert adb.name == "emulator-5554" and adb.domain == "mobile"
    assert adb.supports_snapshots


def test_start_app_stops_launches_and_settles():
    adb, dev, *_ = make()
    adb.start_app(SHOP)
    assert dev.calls[:2] == ["am force-stop com.example.shop", dev.calls[1]]
    assert dev.calls[1].startswith("monkey -p com.example.shop")
    assert dev.calls[2:] == ["exec:screencap", "exec:screencap"]  # stable after two frames


def test_start_app_with_clear_data_and_an_activity():
    adb, dev, *_ = make(
        {
            r"pm clear com\.example\.shop": Reply("Success"),
            r"am start -W -n com\.example\.shop/\.MainActivity": Reply(rec("am_start_W_ok.txt")),
        },
        clear_data=True,
    )
    adb.start_app(AppTarget("shop", "com.example.shop", ".MainActivity"))
    assert dev.calls[:3] == [
        "am force-stop com.example.shop",
        "pm clear com.example.shop",
        "am start -W -n com.example.shop/.MainActivity",
    ]


def test_launch_failures_are_device_errors():
    adb, *_ = make({r"am start .*": Reply(rec("am_start_error.txt"))})
    with pytest.raises(DeviceError, match="does not exist"):
        adb.start_app(AppTarget("shop", "com.example.shop", ".Nope"))
    adb, *_ = make({r"monkey .*": Reply(rec("monkey_no_activities.txt"), rc=252)})
    with pytest.raises(DeviceError, match="No activities"):
        adb.start_app(SHOP)
    with pytest.raises(ConfigError):
        adb.start_app(AppTarget("web", url="http://x"))


def test_observe_reads_screen_focus_and_hierarchy():
    adb, dev, *_ = make()
    adb.start_app(SHOP)
    obs = adb.observe()
    assert (obs.width, obs.height) == (6, 8)
    assert obs.png.startswith(b"\x89PNG")
    assert obs.package == "com.example.shop"
    assert obs.activity == "com.example.shop.checkout.CheckoutActivity"
    assert obs.hierarchy is not None and obs.hierarchy.startswith("<?xml")
    assert 'text="Flat white"' in obs.hierarchy
    assert obs.info["stable"] is True and obs.info["settle_frames"] == 2
    assert obs.info["blank_screen"] is False
    assert obs.info["status_bar_height"] == 2
    assert obs.info["settle_s"] >= 0
    # The settled frame of start_app is reused, not grabbed again.
    assert dev.calls.count("exec:screencap") == 2


def test_observe_without_hierarchy_skips_the_slow_dump():
    adb, dev, *_ = make(hierarchy=False)
    obs = adb.observe()
    assert obs.hierarchy is None
    assert not any("uiautomator" in c for c in dev.calls)


def test_a_failed_dump_is_reported_not_raised():
    adb, *_ = make({r"rm -f .*": Reply(rec("uiautomator_idle_error.txt"), rc=1)})
    obs = adb.observe()
    assert obs.hierarchy is None
    assert "could not get idle state" in obs.info["hierarchy_error"]


def test_focus_falls_back_to_activities_during_a_transition():
    adb, *_ = make(
        {
            r"dumpsys window windows": Reply(rec("dumpsys_window_windows_transition.txt")),
            r"dumpsys activity activities": Reply(rec("dumpsys_activity_activities_android12.txt")),
        }
    )
    obs = adb.observe()
    assert obs.package == "com.example.shop"
    assert obs.activity == "com.example.shop.detail.ItemActivity"


@pytest.mark.parametrize(
    ("action", "command"),
    [
        (Action("click", x=540, y=1200), "input tap 540 1200"),
        (Action("long_press", x=10, y=20), "input swipe 10 20 10 20 1000"),
        (Action("long_press", x=10, y=20, time=2.5), "input swipe 10 20 10 20 2500"),
        (Action("swipe", x=540, y=1800, x2=540, y2=600), "input swipe 540 1800 540 600 300"),
        (Action("key", text="volume_up"), "input keyevent 24"),
        (Action("key", text="KEYCODE_DEL"), "input keyevent 67"),
        (Action("system_button", button="Back"), "input keyevent 4"),
        (Action("system_button", button="Home"), "input keyevent 3"),
        (Action("system_button", button="Menu"), "input keyevent 82"),
        (Action("system_button", button="Enter"), "input keyevent 66"),
    ],
)
def test_actions_become_input_commands_and_then_settle(action, command):
    adb, dev, *_ = make()
    adb.execute(action)
    assert dev.calls[0] == command
    assert dev.calls[1:] == ["wm density", "exec:screencap", "exec:screencap"][1:]


def test_wait_sleeps_and_terminate_does_nothing():
    adb, dev, _, clock = make()
    adb.execute(Action("wait", time=2.0))
    assert clock.sleeps[0] == 2.0
    dev.calls.clear()
    adb.execute(Action("terminate", status="success"))
    adb.execute(Action("answer", text="42"))
    assert dev.calls == []


def test_type_without_adb_keyboard_uses_quoted_input_text():
    adb, dev, *_ = make({r"input text .*": Reply("")})
    adb.execute(Action("type", text="it's 50% $(off)"))
    typed = [c for c in dev.calls if c.startswith("input text")]
    assert typed == ["input text 'it'\"'\"'s%s50%%s$(off)'"]
    with pytest.raises(DeviceError, match="cannot type"):
        adb.execute(Action("type", text="咖啡"))


def test_type_with_adb_keyboard_switches_ime_and_restores_it_on_close():
    adb, dev, *_ = make(
        {
            r"pm list packages com\.android\.adbkeyboard": Reply("package:com.android.adbkeyboard"),
            r"settings get secure default_input_method": Reply(
                "com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME"
            ),
            r"ime (enable|set) .*": Reply("Input method com.android.adbkeyboard/.AdbIME selected"),
            r"am broadcast -a ADB_INPUT_B64 --es msg \S+": Reply(rec("am_broadcast_adb_input.txt")),
            r"am broadcast -a ADB_CLEAR_TEXT": Reply("Broadcast completed: result=0"),
        }
    )
    adb.execute(Action("type", text="咖啡 ☕"))
    assert "ime set com.android.adbkeyboard/.AdbIME" in dev.calls
    assert "am broadcast -a ADB_INPUT_B64 --es msg 5ZKW5ZWhIOKYlQ==" in dev.calls
    adb.close()
    assert dev.calls[-1] == (
        "ime set com.google.android.inputmethod.latin/com.android.inputmethod.latin.LatinIME"
    )
    with pytest.raises(DeviceError, match="closed"):
        adb.observe()


def test_open_resolves_aliases_packages_and_unique_matches():
    adb, dev, *_ = make(
        {
            r"monkey -p (com\.android\.settings|com\.google\.android\.apps\.maps) .*": Reply(
                "Events injected: 1"
            )
        },
        apps={"Settings": "com.android.settings"},
    )
    assert adb.resolve_app("settings") == ("com.android.settings", None)
    assert adb.resolve_app("com.google.android.apps.maps") == ("com.google.android.apps.maps", None)
    assert adb.resolve_app("Maps") == ("com.google.android.apps.maps", None)
    dev.calls.clear()
    adb.execute(Action("open", text="maps"))
    assert dev.calls[0].startswith("monkey -p com.google.android.apps.maps")
    with pytest.raises(ActionError, match="matches"):
        adb.resolve_app("messaging")  # two packages match
    with pytest.raises(ActionError, match="no app"):
        adb.resolve_app("Flappy Bird")


def test_an_offline_device_is_reconnected():
    offline = Reply(error=adbutils.AdbError("device offline"))
    adb, dev, client, clock = make({r"input tap .*": [offline, offline, Reply("")]})
    adb.execute(Action("click", x=1, y=2))
    assert dev.calls.count("input tap 1 2") == 3
    assert client.waited == ["emulator-5554", "emulator-5554"]
    assert clock.sleeps[:2] == [1.0, 2.0]  # backoff between reconnects


def test_a_network_device_is_dialled_again():
    offline = Reply(error=adbutils.AdbError("device offline"))
    adb, _, client, _ = make({r"input tap .*": [offline, Reply("")]}, serial="10.0.0.7:5555")
    adb.execute(Action("click", x=1, y=2))
    assert client.connected == ["10.0.0.7:5555"]


def test_a_device_that_stays_away_is_disconnected_with_its_serial():
    gone = Reply(error=adbutils.AdbError("device 'emulator-5554' not found"))
    adb, dev, _, _ = make({r"input tap .*": gone}, reconnect_attempts=2)
    with pytest.raises(DeviceDisconnectedError) as info:
        adb.execute(Action("click", x=1, y=2))
    assert info.value.serial == "emulator-5554"
    assert "2 reconnects" in str(info.value)
    assert dev.calls.count("input tap 1 2") == 3


def test_command_failures_are_device_errors_without_reconnecting():
    adb, _, client, _ = make({r"input tap .*": Reply("Error: Unknown command", rc=1)})
    with pytest.raises(DeviceError, match="exited with 1") as info:
        adb.execute(Action("click", x=1, y=2))
    assert not isinstance(info.value, DeviceDisconnectedError)
    assert client.waited == []


def test_a_hung_command_times_out_without_reconnecting():
    adb, _, client, _ = make({r"input tap .*": Reply(error=TimeoutError("timed out"))})
    with pytest.raises(DeviceError, match="timed out") as info:
        adb.execute(Action("click", x=1, y=2))
    assert not isinstance(info.value, DeviceDisconnectedError)
    assert client.waited == []


def test_wide_colour_screens_fall_back_to_png_screencaps():
    png = (RECORDED / "screencap_p.png").read_bytes()
    adb, dev, *_ = make(
        {
            r"exec:screencap": Reply((RECORDED / "screencap_raw_rgba_fp16.bin").read_bytes()),
            r"exec:screencap -p": Reply(png),
        }
    )
    assert adb.grab() == png
    assert adb.grab() == png
    assert dev.calls == ["exec:screencap", "exec:screencap -p", "exec:screencap -p"]


def test_blank_secure_screens_are_flagged():
    black = struct.pack("<IIII", 6, 8, 1, 1) + bytes([0, 0, 0, 255]) * 48
    adb, *_ = make({r"exec:screencap": Reply(black)}, hierarchy=False)
    assert adb.observe().info["blank_screen"] is True


def test_status_bar_height_comes_from_the_density():
    adb, *_ = make(status_bar_px=None)
    assert adb.status_bar_px == 88  # 32 dp at 440 dpi


def test_serial_defaults_to_the_only_device_and_config():
    dev = RecordedAdbDevice("R58M750MQ9R", dict(BASE_SCRIPT))
    assert AdbDevice(client=FakeClient({"R58M750MQ9R": dev})).serial == "R58M750MQ9R"
    cfg = DeviceConfig.model_validate({"kind": "adb", "serial": "R58M750MQ9R"})
    two = FakeClient({"R58M750MQ9R": dev, "emulator-5554": dev})
    assert AdbDevice(config=cfg, client=two).serial == "R58M750MQ9R"
    with pytest.raises(DeviceError, match="2 devices"):
        AdbDevice(client=two)


def test_phones_have_no_snapshots():
    adb, *_ = make(serial="R58M750MQ9R")
    assert not adb.supports_snapshots
    with pytest.raises(DeviceError, match="not an emulator"):
        adb.snapshot()


class FakeConsole:
    def __init__(self):
        self.lines: list[str] = []

    def command(self, line):
        self.lines.append(line)
        return ""


def test_snapshot_restore_waits_until_booted_and_responsive():
    console = FakeConsole()
    not_yet = Reply("")
    adb, dev, _, clock = make(
        {r"getprop sys\.boot_completed": [not_yet, not_yet, Reply("1")]}, console=console
    )
    name = adb.snapshot()
    assert console.lines == [f"avd snapshot save {name}"]
    adb.restore(name)
    assert console.lines[-1] == f"avd snapshot load {name}"
    assert dev.calls.count("getprop sys.boot_completed") == 3
    assert clock.sleeps == [1.0, 1.0]
    with pytest.raises(DeviceError, match="not a snapshot name"):
        adb.restore("x; reboot")


def test_restore_gives_up_after_the_boot_timeout():
    adb, *_ = make(
        {r"getprop sys\.boot_completed": Reply("0")}, console=FakeConsole(), boot_timeout_s=3
    )
    with pytest.raises(DeviceDisconnectedError, match="not ready"):
        adb.restore("base")
