"""Parsing what adb prints: raw screencap frames, dumpsys focus, the emulator console."""

from __future__ import annotations

import io
import socket
import threading
from pathlib import Path

import pytest
from PIL import Image

from m2miner.devices.adb_proto import (
    EmulatorConsole,
    console_port,
    decode_raw_screencap,
    full_activity,
    parse_density,
    parse_foreground,
    parse_packages,
)
from m2miner.errors import DeviceError

RECORDED = Path(__file__).parent / "recorded"
STATUS, WHITE, BLUE = (20, 20, 20), (255, 255, 255), (33, 150, 243)


def rec(name: str) -> str:
    return (RECORDED / name).read_text(encoding="utf-8")


def pixel(png: bytes, x: int, y: int) -> tuple[int, ...]:
    return Image.open(io.BytesIO(png)).convert("RGB").getpixel((x, y))  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("name", "fmt", "colorspace"),
    [
        ("screencap_raw_rgba_android14.bin", 1, "srgb"),
        ("screencap_raw_rgba_android8.bin", 1, None),
        ("screencap_raw_bgra.bin", 5, "srgb"),
    ],
)
def test_raw_frames_decode_to_the_recorded_picture(name, fmt, colorspace):
    frame = decode_raw_screencap((RECORDED / name).read_bytes())
    assert (frame.width, frame.height, frame.pixel_format) == (6, 8, fmt)
    assert frame.colorspace == colorspace
    png = frame.png()
    assert png.startswith(b"\x89PNG")
    assert pixel(png, 0, 0) == STATUS
    assert pixel(png, 0, 7) == WHITE
    assert pixel(png, 2, 5) == BLUE
    assert pixel(png, 5, 6) == WHITE


def test_rgb565_frames_decode_within_its_precision():
    frame = decode_raw_screencap((RECORDED / "screencap_raw_rgb565.bin").read_bytes())
    got = pixel(frame.png(), 2, 5)
    assert all(abs(a - b) <= 8 for a, b in zip(got, BLUE, strict=True)), got
    assert pixel(frame.png(), 0, 7) == WHITE


def test_wide_colour_and_truncated_frames_are_refused():
    with pytest.raises(DeviceError, match="pixel format 22"):
        decode_raw_screencap((RECORDED / "screencap_raw_rgba_fp16.bin").read_bytes())
    data = (RECORDED / "screencap_raw_rgba_android14.bin").read_bytes()
    with pytest.raises(DeviceError, match="truncated"):
        decode_raw_screencap(data[:-5])
    with pytest.raises(DeviceError, match="not a frame"):
        decode_raw_screencap(b"\x00\x01")


@pytest.mark.parametrize(
    ("name", "package", "activity", "window"),
    [
        (
            "dumpsys_window_windows_android9.txt",
            "com.android.settings",
            "com.android.settings.Settings",
            "com.android.settings/com.android.settings.Settings",
        ),
        (
            "dumpsys_window_windows_android13.txt",
            "com.example.shop",
            "com.example.shop.checkout.CheckoutActivity",
            "com.example.shop/com.example.shop.checkout.CheckoutActivity",
        ),
        (
            "dumpsys_window_windows_notification_shade.txt",
            "com.example.shop",
            "com.example.shop.MainActivity",
            "NotificationShade",
        ),
        ("dumpsys_window_windows_transition.txt", None, None, None),
        (
            "dumpsys_activity_activities_android12.txt",
            "com.example.shop",
            "com.example.shop.detail.ItemActivity",
            None,
        ),
    ],
)
def test_foreground_is_read_from_several_android_versions(name, package, activity, window):
    fg = parse_foreground(rec(name))
    assert (fg.package, fg.activity, fg.window) == (package, activity, window)


def test_android9_focused_app_token_format_alone():
    line = (
        "  mFocusedApp=AppWindowToken{6b5d2a1 token=Token{4c0f6c8 "
        "ActivityRecord{e9b6a6b u0 com.android.settings/.SubSettings t12}}}"
    )
    fg = parse_foreground(line)
    assert (fg.package, fg.activity) == ("com.android.settings", "com.android.settings.SubSettings")


def test_small_parsers():
    assert full_activity("com.a", ".Main") == "com.a.Main"
    assert full_activity("com.a", "org.b.Main") == "org.b.Main"
    assert parse_density(rec("wm_density.txt")) == 440
    assert parse_density("Physical density: 420") == 420
    assert parse_density("") is None
    assert "com.example.shop" in parse_packages(rec("pm_list_packages.txt"))
    assert console_port("emulator-5556") == 5556
    assert console_port("R58M750MQ9R") is None
    assert console_port("127.0.0.1:5555") is None


class ConsoleServer:
    """A TCP server on 127.0.0.1 that speaks the emulator console's line protocol."""

    def __init__(self, token: str, snapshots: set[str]):
        self.token = token
        self.snapshots = snapshots
        self.received: list[str] = []
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                self._session(conn)

    def _session(self, conn):
        conn.sendall(rec("emulator_console_banner.txt").replace("\n", "\r\n").encode())
        authed = False
        for raw in conn.makefile("rb"):
            line = raw.decode().strip()
            self.received.append(line)
            if line == "quit":
                return
            if line.startswith("auth "):
                authed = line == f"auth {self.token}"
                reply = (
                    "Android Console: type 'help' for a list of commands\r\nOK"
                    if authed
                    else ("KO: authentication token does not match ~/.emulator_console_auth_token")
                )
            elif not authed:
                reply = "KO: unknown command, try 'help'"
            elif line.startswith("avd snapshot save "):
                self.snapshots.add(line.split()[-1])
                reply = "OK"
            elif line.startswith("avd snapshot load "):
                name = line.split()[-1]
                reply = "OK" if name in self.snapshots else f"KO: snapshot '{name}' does not exist"
            elif line.startswith("avd snapshot delete "):
                name = line.split()[-1]
                found = name in self.snapshots
                self.snapshots.discard(name)
                reply = "OK" if found else f"KO: snapshot '{name}' does not exist"
            else:
                reply = "KO: unknown command"
            conn.sendall((reply + "\r\n").encode())

    def close(self):
        self.sock.close()


@pytest.fixture
def console(tmp_path):
    server = ConsoleServer("s3cr3t", {"base"})
    token = tmp_path / "token"
    token.write_text("s3cr3t\n")
    yield server, EmulatorConsole(server.port, token_path=token, timeout_s=5)
    server.close()


def test_console_authenticates_and_saves_and_loads(console):
    server, client = console
    client.command("avd snapshot save node-1")
    client.command("avd snapshot load node-1")
    assert "node-1" in server.snapshots
    assert server.received[:3] == ["auth s3cr3t", "avd snapshot save node-1", "quit"]


def test_console_ko_is_a_device_error_naming_the_emulator(console):
    _, client = console
    with pytest.raises(DeviceError, match="does not exist") as info:
        client.command("avd snapshot load nope")
    assert info.value.serial == f"emulator-{client.port}"


def test_console_with_a_wrong_token_is_refused(console, tmp_path):
    server, _ = console
    bad = tmp_path / "bad"
    bad.write_text("wrong")
    with pytest.raises(DeviceError, match="authentication"):
        EmulatorConsole(server.port, token_path=bad, timeout_s=5).command("avd snapshot save x")


def test_console_that_is_not_listening_is_a_device_error(tmp_path):
    free = socket.create_server(("127.0.0.1", 0))
    port = free.getsockname()[1]
    free.close()
    with pytest.raises(DeviceError, match="emulator console"):
        EmulatorConsole(port, token_path=tmp_path / "none", timeout_s=2).command("ping")
