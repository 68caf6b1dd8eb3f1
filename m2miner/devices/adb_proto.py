"""The formats adb hands back, parsed: raw screencap frames, dumpsys focus lines, the
emulator console. Pure functions and one small socket client; no adbutils here."""

from __future__ import annotations

import io
import re
import socket
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from m2miner.devices.base import AppTarget
from m2miner.errors import DeviceError

# screencap's raw pixel formats (android.graphics.PixelFormat / HAL_PIXEL_FORMAT values):
# format -> (bytes per pixel, Pillow raw mode, Pillow image mode).
RAW_FORMATS: dict[int, tuple[int, str, str]] = {
    1: (4, "RGBA", "RGBA"),  # RGBA_8888
    2: (4, "RGBX", "RGBA"),  # RGBX_8888
    3: (3, "RGB", "RGB"),  # RGB_888
    4: (2, "BGR;16", "RGB"),  # RGB_565, little-endian words with red in the top bits
    5: (4, "BGRA", "RGBA"),  # BGRA_8888
}
COLORSPACES = {0: "unknown", 1: "srgb", 2: "display_p3"}


@dataclass(frozen=True)
class RawFrame:
    """A decoded ``screencap`` (no ``-p``) frame."""

    width: int
    height: int
    pixel_format: int
    colorspace: str | None
    image: Image.Image

    def png(self) -> bytes:
        """The frame as PNG; fast compression, since it is encoded once per grab."""
        buf = io.BytesIO()
        self.image.convert("RGB").save(buf, "PNG", compress_level=1)
        return buf.getvalue()


def decode_raw_screencap(data: bytes) -> RawFrame:
    """Decode ``exec-out screencap`` output.

    The header is little-endian uint32 width, height, pixel format and, since Android 9,
    a colorspace; pixels follow row by row without padding. Which header is present is
    told apart by the total length. Raises :class:`DeviceError` for unknown pixel
    formats (wide-colour FP16/1010102) and truncated frames.
    """
    if len(data) < 12:
        raise DeviceError(f"screencap returned {len(data)} bytes, not a frame")
    width, height, fmt = struct.unpack_from("<III", data)
    if fmt not in RAW_FORMATS:
        raise DeviceError(f"screencap pixel format {fmt} is not supported; use PNG screencaps")
    bpp, rawmode, mode = RAW_FORMATS[fmt]
    size = width * height * bpp
    colorspace: str | None = None
    if len(data) >= 16 + size and struct.unpack_from("<I", data, 12)[0] in COLORSPACES:
        colorspace = COLORSPACES[struct.unpack_from("<I", data, 12)[0]]
        offset = 16
    elif len(data) >= 12 + size:
        offset = 12
    else:
        raise DeviceError(
            f"screencap frame is truncated: {len(data)} bytes for {width}x{height} format {fmt}"
        )
    pixels = data[offset : offset + size]
    image = Image.frombuffer(mode, (width, height), pixels, "raw", rawmode, 0, 1)
    return RawFrame(width, height, fmt, colorspace, image)


# "com.example/.Main" or "com.example/com.example.Main" inside window/activity records.
_COMPONENT = r"(?P<package>[A-Za-z][\w.]*)/(?P<activity>[\w.$]+)"
_FOCUS_PATTERNS = (
    # mCurrentFocus=Window{e2a3b0c u0 com.example/com.example.MainActivity}
    re.compile(r"mCurrentFocus=Window\{\S+ \S+ " + _COMPONENT + r"\}"),
    # Android 10+: mFocusedApp=ActivityRecord{5fe4f3b u0 com.example/.Main t17}
    # Android <= 9: mFocusedApp=AppWindowToken{.. token=Token{.. ActivityRecord{.. u0 c/.M t1}}}
    re.compile(r"mFocusedApp=.*?ActivityRecord\{\S+ (?:\S+ )?" + _COMPONENT + r"[ }]"),
    # dumpsys activity activities: topResumedActivity= / mResumedActivity: / ResumedActivity:
    re.compile(
        r"(?:topResumedActivity=|[mM]?ResumedActivity: ?)ActivityRecord\{\S+ (?:\S+ )?"
        + _COMPONENT
        + r"[ }]"
    ),
)
_FOCUS_WINDOW = re.compile(r"mCurrentFocus=(?:Window\{\S+ \S+ (?P<window>[^}]*)\}|null)")


@dataclass(frozen=True)
class Foreground:
    """The app in front: its package and full activity class, and the focused window."""

    package: str | None
    activity: str | None
    window: str | None = None


def full_activity(package: str, activity: str) -> str:
    """``.Main`` of ``com.example`` is ``com.example.Main``."""
    return package + activity if activity.startswith(".") else activity


def parse_foreground(dumpsys: str) -> Foreground:
    """The foreground package and activity from ``dumpsys window`` or ``dumpsys activity
    activities`` output, for Android 5 to 15. A focused window that is no activity
    (``NotificationShade``, a popup) falls back to the focused app."""
    window_match = _FOCUS_WINDOW.search(dumpsys)
    window = window_match.group("window") if window_match else None
    for pattern in _FOCUS_PATTERNS:
        m = pattern.search(dumpsys)
        if m:
            package = m.group("package")
            return Foreground(package, full_activity(package, m.group("activity")), window)
    return Foreground(None, None, window)


def parse_density(wm_density: str) -> int | None:
    """Screen density in dpi from ``wm density`` (the override wins over the physical)."""
    found = dict(re.findall(r"(Physical|Override) density: (\d+)", wm_density))
    value = found.get("Override") or found.get("Physical")
    return int(value) if value else None


def parse_packages(pm_list: str) -> list[str]:
    """Package names from ``pm list packages`` output."""
    return [
        line[len("package:") :].strip()
        for line in pm_list.splitlines()
        if line.startswith("package:")
    ]


PACKAGE_NAME = re.compile(r"[A-Za-z]\w*(\.\w+)+")


def known_app(
    name: str, apps: Mapping[str, AppTarget | str], current: AppTarget | None
) -> tuple[str, str | None] | None:
    """The (package, activity) ``open(name)`` names without asking the device: an alias
    in ``apps`` (keys lower-case), the current app's name, or a package name."""
    key = name.strip().lower()
    target = apps.get(key)
    if target is None and current is not None and key == current.name.lower():
        target = current
    if isinstance(target, AppTarget) and target.package:
        return target.package, target.activity
    if isinstance(target, str):
        return target, None
    if PACKAGE_NAME.fullmatch(name.strip()):
        return name.strip(), None
    return None


def console_port(serial: str) -> int | None:
    """The console port of an emulator serial (``emulator-5554`` -> 5554), else None."""
    m = re.fullmatch(r"emulator-(\d+)", serial)
    return int(m.group(1)) if m else None


class EmulatorConsole:
    """The Android emulator's telnet console, as ``adb emu`` speaks to it.

    Each command opens a connection, authenticates with the token from
    ``~/.emulator_console_auth_token`` when the banner asks for it, sends the command and
    reads until ``OK`` or ``KO: reason``.
    """

    def __init__(
        self,
        port: int,
        *,
        host: str = "127.0.0.1",
        token_path: Path | None = None,
        timeout_s: float = 120.0,
    ) -> None:
        self.port = port
        self.host = host
        self.token_path = token_path or Path.home() / ".emulator_console_auth_token"
        self.timeout_s = timeout_s

    def command(self, line: str) -> str:
        """Send one console command; returns its output, raises :class:`DeviceError` on KO."""
        if "\n" in line or "\r" in line:
            raise ValueError("console commands are one line")
        serial = f"emulator-{self.port}"
        try:
            with socket.create_connection((self.host, self.port), timeout=self.timeout_s) as sock:
                reader = sock.makefile("rb")
                banner = _read_reply(reader)
                if "Authentication required" in banner:
                    _send(sock, f"auth {self._token()}")
                    _read_reply(reader)
                _send(sock, line)
                reply = _read_reply(reader)
                _send(sock, "quit")
                return reply
        except DeviceError as exc:
            exc.serial = serial
            raise
        except OSError as exc:
            raise DeviceError(
                f"emulator console {self.host}:{self.port}: {exc}", serial=serial
            ) from exc

    def _token(self) -> str:
        try:
            return self.token_path.read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise DeviceError(
                f"the emulator console wants a token and {self.token_path} is unreadable",
                hint="start the emulator as the same user, or pass token_path",
            ) from exc


def _send(sock: socket.socket, line: str) -> None:
    sock.sendall(line.encode("utf-8") + b"\r\n")


def _read_reply(reader: io.BufferedReader) -> str:
    lines: list[str] = []
    while True:
        raw = reader.readline()
        if not raw:
            raise DeviceError("emulator console closed the connection: " + " | ".join(lines))
        line = raw.decode("utf-8", "replace").rstrip("\r\n")
        if line == "OK":
            return "\n".join(lines)
        if line.startswith("KO"):
            raise DeviceError(f"emulator console refused: {line[2:].lstrip(': ')}")
        lines.append(line)
