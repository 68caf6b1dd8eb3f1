"""An Android device (phone or emulator) driven over adb with adbutils.

Screenshots come from ``exec-out screencap`` (raw frames, encoded to PNG here, which
skips the device's slow PNG encoder) or ``screencap -p``; gestures from ``input``;
apps from ``am``/``monkey``; the view hierarchy from ``uiautomator dump``; emulator
snapshots from the emulator console. Every action waits for a stable screen.
"""

from __future__ import annotations

import contextlib
import io
import re
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, TypeVar

import adbutils
from PIL import Image

from m2miner.actions import Action, Domain
from m2miner.config import DeviceConfig
from m2miner.devices import adb_proto
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.seed import reset_server
from m2miner.devices.settle import SettleResult, is_blank, wait_until_stable
from m2miner.devices.text_input import (
    ADB_KEYBOARD_IME,
    ADB_KEYBOARD_PACKAGE,
    BUTTON_KEYS,
    adb_keyboard_commands,
    clear_field_commands,
    input_text_commands,
    keycode,
    shell_line,
)
from m2miner.errors import ActionError, ConfigError, DeviceDisconnectedError, DeviceError

T = TypeVar("T")

SWIPE_MS = 300
LONG_PRESS_S = 1.0
DOUBLE_TAP_GAP_S = 0.08
WAIT_S = 1.0
DUMP_PATH = "/sdcard/window_dump.xml"
STATUS_BAR_DP = 32
# adbutils error texts that mean the transport is gone, not that the command failed.
_GONE = re.compile(r"offline|not found|no devices|closed|unauthorized|connection reset", re.I)


class AdbDevice:
    """One adb-connected Android device.

    ``serial`` (or ``config.serial``) picks the device; with neither, the only attached
    device is used. ``apps`` maps aliases (``"maps"``) to targets or packages for the
    ``open`` action. ``hierarchy`` dumps the view hierarchy on every observation (about a
    second; off gives screenshot-only observations). ``clear_data`` runs ``pm clear`` in
    :meth:`start_app`. ``screencap`` chooses raw frames or device-side PNG. A dropped
    connection is retried ``reconnect_attempts`` times before
    :class:`DeviceDisconnectedError`.
    """

    domain: Domain = "mobile"

    def __init__(
        self,
        serial: str | None = None,
        *,
        config: DeviceConfig | None = None,
        client: Any = None,
        apps: Mapping[str, AppTarget | str] | None = None,
        hierarchy: bool = True,
        clear_data: bool = False,
        screencap: Literal["raw", "png"] = "raw",
        keyboard: Literal["auto", "adbkeyboard", "input"] = "auto",
        status_bar_px: int | None = None,
        settle_interval_s: float = 0.0,
        reconnect_attempts: int = 3,
        reconnect_timeout_s: float = 30.0,
        boot_timeout_s: float = 180.0,
        console: adb_proto.EmulatorConsole | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.config = config or DeviceConfig.model_validate({"kind": "adb"})
        self._client = client if client is not None else adbutils.AdbClient()
        self.serial = serial or self.config.serial or self._only_serial()
        self.name = self.serial
        self.apps = {k.lower(): v for k, v in (apps or {}).items()}
        self.hierarchy = hierarchy
        self.clear_data = clear_data
        self.screencap = screencap
        self.keyboard = keyboard
        self.settle_interval_s = settle_interval_s
        self.reconnect_attempts = reconnect_attempts
        self.reconnect_timeout_s = reconnect_timeout_s
        self.boot_timeout_s = boot_timeout_s
        self._status_bar_px = status_bar_px
        self._console = console
        self._clock = clock
        self._sleep = sleep
        self._device = self._client.device(self.serial)
        self._app: AppTarget | None = None
        self._pending: SettleResult | None = None
        self._packages: list[str] | None = None
        self._has_adb_keyboard: bool | None = None
        self._previous_ime: str | None = None
        self._closed = False

    # -- the Device protocol ------------------------------------------------------------

    def start_app(self, app: AppTarget) -> None:
        """Run the app's reset hook, force-stop it (and ``pm clear`` it when configured),
        run its ``setup.shell`` commands, then launch it (at ``setup.deep_link`` if set)."""
        self._check_open()
        if not app.package:
            raise ConfigError(f"app {app.name!r} has no Android package; adb needs one")
        reset_server(app)
        self.shell(["am", "force-stop", app.package])
        if self.clear_data:
            out = self.shell(["pm", "clear", app.package])
            if "Success" not in out:
                raise DeviceError(f"pm clear {app.package} failed: {out}", serial=self.serial)
        setup = app.setup
        for line in setup.shell if setup else ():
            self.shell(line)
        if setup and setup.deep_link:
            link = ["am", "start", "-W", "-a", "android.intent.action.VIEW", "-d"]
            out = self.shell([*link, setup.deep_link, app.package])
            if "Error" in out:
                raise DeviceError(f"deep link {setup.deep_link}: {out}", serial=self.serial)
        else:
            self._launch(app.package, app.activity)
        self._app = app
        self._pending = self._settle()

    def observe(self) -> Observation:
        """Screenshot, foreground app, and (when enabled) the uiautomator hierarchy."""
        self._check_open()
        settled = self._pending or self._settle()
        self._pending = None
        fg = adb_proto.parse_foreground(self.shell(["dumpsys", "window", "windows"]))
        if fg.package is None:
            fg = adb_proto.parse_foreground(self.shell(["dumpsys", "activity", "activities"]))
        info: dict[str, Any] = {
            "settle_s": round(settled.waited_s, 3),
            "settle_frames": settled.frames,
            "stable": settled.stable,
            "blank_screen": is_blank(settled.png, ignore_top=self.status_bar_px),
            "status_bar_height": self.status_bar_px,
            "focus_window": fg.window,
        }
        xml = None
        if self.hierarchy:
            xml, error = self.dump_hierarchy()
            if error:
                info["hierarchy_error"] = error
        width, height = Image.open(io.BytesIO(settled.png)).size
        return Observation(
            png=settled.png,
            width=width,
            height=height,
            hierarchy=xml,
            package=fg.package,
            activity=fg.activity,
            info=info,
        )

    def execute(self, action: Action) -> None:
        """Perform ``action`` with ``input``/``am`` and wait until the screen settled."""
        self._check_open()
        if action.type in ("terminate", "answer"):
            return
        handler = getattr(self, f"_do_{action.type}")
        handler(action)
        self._pending = self._settle()

    def close(self) -> None:
        """Restore the keyboard that was active before ADB Keyboard took over."""
        if self._closed:
            return
        self._closed = True
        if self._previous_ime:
            with contextlib.suppress(DeviceError):  # a device that is gone keeps its IME
                self.shell(["ime", "set", self._previous_ime])

    def reconnect(self) -> None:
        """Dial the device again through the adb server and check that it answers;
        :class:`DeviceDisconnectedError` while it is still away."""
        if self._closed:
            raise DeviceError(f"{self.serial} is closed", serial=self.serial)
        self._reconnect(0)
        self._run("echo", lambda d: d.shell2("echo", timeout=self.reconnect_timeout_s))
        self._pending = None

    # -- snapshots (emulators) ----------------------------------------------------------

    @property
    def supports_snapshots(self) -> bool:
        """Whether this is an emulator whose console can save and load snapshots."""
        return self._console is not None or adb_proto.console_port(self.serial) is not None

    def snapshot(self) -> str:
        """Save an emulator snapshot; returns its name."""
        name = f"m2miner-{uuid.uuid4().hex[:12]}"
        self.console().command(f"avd snapshot save {name}")
        return name

    def restore(self, token: Any) -> None:
        """Load the snapshot ``token`` and wait until the device answers again."""
        self.console().command(f"avd snapshot load {self._snapshot_name(token)}")
        self.wait_ready()
        self._pending = self._settle()

    def delete_snapshot(self, token: Any) -> None:
        """Delete a snapshot saved by :meth:`snapshot` (they take disk space)."""
        self.console().command(f"avd snapshot delete {self._snapshot_name(token)}")

    def _snapshot_name(self, token: Any) -> str:
        name = str(token)
        if not re.fullmatch(r"[\w.-]+", name):
            raise DeviceError(f"not a snapshot name: {name!r}", serial=self.serial)
        return name

    def console(self) -> adb_proto.EmulatorConsole:
        """The emulator console of this device; :class:`DeviceError` for a phone."""
        if self._console is None:
            port = adb_proto.console_port(self.serial)
            if port is None:
                raise DeviceError(
                    f"{self.serial} is not an emulator; snapshots need emulator-NNNN",
                    serial=self.serial,
                )
            self._console = adb_proto.EmulatorConsole(port, host=self._client.host)
        return self._console

    def wait_ready(self) -> None:
        """Poll until the device booted (``sys.boot_completed``) and the screen answers."""
        deadline = self._clock() + self.boot_timeout_s
        while True:
            try:
                if self.shell(["getprop", "sys.boot_completed"]).strip() == "1":
                    self.grab()
                    return
            except DeviceError:
                pass  # still restoring: the transport comes and goes
            if self._clock() >= deadline:
                raise DeviceDisconnectedError(
                    f"{self.serial} was not ready {self.boot_timeout_s:.0f}s after a restore",
                    serial=self.serial,
                )
            self._sleep(1.0)

    # -- adb plumbing -------------------------------------------------------------------

    def shell(self, argv: Sequence[str] | str, timeout_s: float = 60.0) -> str:
        """Run a command in the device shell and return its output.

        A sequence is quoted word by word (nothing in it reaches the shell as syntax); a
        string is sent as it is. Raises :class:`DeviceError` on a non-zero exit status.
        """
        line = argv if isinstance(argv, str) else shell_line(argv)
        result = self._run(line, lambda d: d.shell2(line, timeout=timeout_s, rstrip=True))
        if result.returncode != 0:
            raise DeviceError(
                f"`{line}` exited with {result.returncode}: {_tail(result.output)}",
                serial=self.serial,
            )
        return str(result.output)

    def exec_out(self, argv: Sequence[str], timeout_s: float = 60.0) -> bytes:
        """Run a command through adb's ``exec:`` service (``adb exec-out``): raw bytes, no
        pty, so binary output such as screencap frames arrives unchanged."""
        line = shell_line(argv)

        def run(device: Any) -> bytes:
            conn = device.open_transport(timeout=timeout_s)
            try:
                conn.send_command("exec:" + line)
                conn.check_okay()
                return bytes(conn.read_until_close(encoding=None))
            finally:
                conn.close()

        return self._run(line, run)

    def _run(self, what: str, call: Callable[[Any], T]) -> T:
        last: Exception | None = None
        for attempt in range(self.reconnect_attempts + 1):
            try:
                return call(self._device)
            except (adbutils.AdbTimeout, TimeoutError) as exc:  # hung, not gone
                raise DeviceError(f"`{what}` timed out: {exc}", serial=self.serial) from exc
            except (adbutils.AdbError, OSError) as exc:
                if not _GONE.search(str(exc)) and not isinstance(exc, OSError):
                    raise DeviceError(f"`{what}` failed: {exc}", serial=self.serial) from exc
                last = exc
                if attempt < self.reconnect_attempts:
                    self._reconnect(attempt)
        raise DeviceDisconnectedError(
            f"{self.serial} went away ({last}) and did not come back after "
            f"{self.reconnect_attempts} reconnects",
            serial=self.serial,
            hint="check `adb devices`; restart the emulator or replug the phone",
        ) from last

    def _reconnect(self, attempt: int) -> None:
        self._sleep(min(2.0**attempt, 8.0))
        try:
            if ":" in self.serial:  # a network device: ask the adb server to dial it again
                self._client.connect(self.serial, timeout=self.reconnect_timeout_s)
            self._client.wait_for(self.serial, state="device", timeout=self.reconnect_timeout_s)
        except (adbutils.AdbError, OSError):
            return  # the next attempt reports it
        self._device = self._client.device(self.serial)

    def _only_serial(self) -> str:
        try:
            devices = [d for d in self._client.list() if d.state == "device"]
        except (adbutils.AdbError, OSError) as exc:
            raise DeviceError(
                f"cannot list adb devices: {exc}", hint="start the adb server: adb start-server"
            ) from exc
        if len(devices) != 1:
            found = ", ".join(d.serial for d in devices) or "none"
            raise DeviceError(
                f"give an adb serial: {len(devices)} devices are attached ({found})",
                hint="set device.serial in the config or pass --serial",
            )
        return str(devices[0].serial)

    def _check_open(self) -> None:
        if self._closed:
            raise DeviceError(f"{self.serial} was closed", serial=self.serial)

    # -- screen -------------------------------------------------------------------------

    def grab(self) -> bytes:
        """One screenshot as PNG bytes."""
        if self.screencap == "raw":
            try:
                return adb_proto.decode_raw_screencap(self.exec_out(["screencap"])).png()
            except DeviceError as exc:
                if isinstance(exc, DeviceDisconnectedError) or "format" not in str(exc):
                    raise
                self.screencap = "png"  # a wide-colour format: let the device encode
        png = self.exec_out(["screencap", "-p"])
        if not png.startswith(b"\x89PNG"):
            raise DeviceError(f"screencap -p returned no PNG: {png[:80]!r}", serial=self.serial)
        return png

    @property
    def status_bar_px(self) -> int:
        """Rows of the status bar, ignored by settling and blank detection."""
        if self._status_bar_px is None:
            density = adb_proto.parse_density(self.shell(["wm", "density"])) or 160
            self._status_bar_px = round(STATUS_BAR_DP * density / 160)
        return self._status_bar_px

    def _settle(self) -> SettleResult:
        return wait_until_stable(
            self.grab,
            tolerance=self.config.settle_tolerance,
            timeout_s=self.config.settle_timeout_s,
            interval_s=self.settle_interval_s,
            status_bar_px=self.status_bar_px,
            clock=self._clock,
            sleep=self._sleep,
        )

    def dump_hierarchy(self) -> tuple[str | None, str | None]:
        """The uiautomator XML, or None and the reason (busy animations, secure screen)."""
        # uiautomator may print ERROR and still exit 0; removing the old file first makes
        # cat fail instead of returning a stale screen's hierarchy.
        line = f"rm -f {DUMP_PATH}; uiautomator dump {DUMP_PATH} && cat {DUMP_PATH}"
        try:
            out = self.shell(line, timeout_s=30.0)
        except DeviceDisconnectedError:
            raise
        except DeviceError as exc:
            return None, str(exc)
        start = out.find("<?xml")
        if start < 0:
            return None, f"uiautomator dump gave no XML: {_tail(out)}"
        return out[start:], None

    # -- actions ------------------------------------------------------------------------

    def _do_click(self, a: Action) -> None:
        self.shell(["input", "tap", str(a.x), str(a.y)])

    def _do_long_press(self, a: Action) -> None:
        ms = round((a.time if a.time is not None else LONG_PRESS_S) * 1000)
        self.shell(["input", "swipe", str(a.x), str(a.y), str(a.x), str(a.y), str(ms)])

    def _do_swipe(self, a: Action) -> None:
        coords = [str(v) for v in (a.x, a.y, a.x2, a.y2)]
        self.shell(["input", "swipe", *coords, str(SWIPE_MS)])

    def _do_key(self, a: Action) -> None:
        self.shell(["input", "keyevent", str(keycode(a.text or ""))])

    def _do_system_button(self, a: Action) -> None:
        self.shell(["input", "keyevent", str(keycode(BUTTON_KEYS[a.button or ""]))])

    def _do_wait(self, a: Action) -> None:
        self._sleep(a.time if a.time is not None else WAIT_S)

    def _do_double_tap(self, a: Action) -> None:
        # `input` takes 100-300 ms to start: starting the second one DOUBLE_TAP_GAP_S after
        # the first lands the taps inside the 300 ms double-tap timeout.
        tap = shell_line(["input", "tap", str(a.x), str(a.y)])
        self.shell(f"{tap} & sleep {DOUBLE_TAP_GAP_S}; {tap}; wait")

    def _do_type(self, a: Action) -> None:
        """Replace the focused field's text with ``a.text`` (empty: clear it)."""
        text = a.text or ""
        keyboard = self._use_adb_keyboard()
        if keyboard:
            self._activate_adb_keyboard()
        for argv in clear_field_commands(keyboard):
            self.shell(argv)
        if not text:
            return
        if keyboard:
            for argv in adb_keyboard_commands(text):
                out = self.shell(argv)
                if "Broadcast completed" not in out:
                    raise DeviceError(
                        f"ADB Keyboard did not take the text: {out}", serial=self.serial
                    )
            return
        for argv in input_text_commands(text):
            self.shell(argv)

    def _do_open(self, a: Action) -> None:
        package, activity = self.resolve_app(a.text or "")
        self._launch(package, activity)

    # -- apps and keyboard --------------------------------------------------------------

    def resolve_app(self, name: str) -> tuple[str, str | None]:
        """The (package, activity) an ``open`` action means: an alias from ``apps``, the
        current app's name, an installed package name, or the one installed package whose
        name contains the alias. Raises :class:`ActionError` otherwise."""
        installed = self.installed_packages()
        found = adb_proto.known_app(name, self.apps, self._app)
        if found is not None and found[0] in installed:
            return found
        key = name.strip().lower()
        squashed = re.sub(r"[\s_-]+", "", key)
        matches = [p for p in installed if squashed and squashed in p.lower()]
        if len(matches) == 1:
            return matches[0], None
        raise ActionError(
            f"no app {name!r} on {self.serial}"
            + (f" (matches: {', '.join(matches[:5])})" if matches else ""),
            hint="add it to the apps table of the config",
        )

    def installed_packages(self) -> list[str]:
        if self._packages is None:
            self._packages = adb_proto.parse_packages(self.shell(["pm", "list", "packages"]))
        return self._packages

    def _launch(self, package: str, activity: str | None) -> None:
        if activity:
            out = self.shell(["am", "start", "-W", "-n", f"{package}/{activity}"])
            if "Error" in out:
                raise DeviceError(f"am start {package}/{activity}: {out}", serial=self.serial)
            return
        argv = ["monkey", "-p", package, "-c", "android.intent.category.LAUNCHER", "1"]
        out = self.shell(argv)
        if "Events injected: 1" not in out:
            raise DeviceError(f"cannot launch {package}: {_tail(out)}", serial=self.serial)

    def _use_adb_keyboard(self) -> bool:
        if self.keyboard != "auto":
            return self.keyboard == "adbkeyboard"
        if self._has_adb_keyboard is None:
            out = self.shell(["pm", "list", "packages", ADB_KEYBOARD_PACKAGE])
            self._has_adb_keyboard = ADB_KEYBOARD_PACKAGE in adb_proto.parse_packages(out)
        return self._has_adb_keyboard

    def _activate_adb_keyboard(self) -> None:
        current = self.shell(["settings", "get", "secure", "default_input_method"]).strip()
        if current == ADB_KEYBOARD_IME:
            return
        if self._previous_ime is None and current and current != "null":
            self._previous_ime = current
        self.shell(["ime", "enable", ADB_KEYBOARD_IME])
        self.shell(["ime", "set", ADB_KEYBOARD_IME])


def _tail(output: str, limit: int = 300) -> str:
    """The end of a command's output, where Android tools print their errors."""
    text = output.strip()
    return text if len(text) <= limit else "..." + text[-limit:]
