"""An ``adb shell`` command with an expected output: the Android verifier.

The command runs in the device shell through the adb backend; its output, stripped, is
searched for the regular expression ``expect`` (multi-line: ``^`` and ``$`` match at
each line). A command that exits non-zero, times out, or finds no device is an error,
never a pass::

    {"type": "adb", "shell": "settings get global airplane_mode_on", "expect": "^1$"}
    {"type": "adb", "shell": "content query --uri content://settings/system/screen_brightness",
     "expect": "value=255"}
    {"type": "adb", "shell": "dumpsys wifi", "expect": "^Wi-Fi is disabled"}
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from m2miner.devices.base import Device
from m2miner.verify.base import Verdict

SHELL_TIMEOUT_S = 20.0
_SHOWN = 120


@dataclass(frozen=True)
class AdbShellVerifier:
    """``shell`` run on an adb device; passed when its output matches ``expect``."""

    shell: str
    expect: str
    timeout_s: float = SHELL_TIMEOUT_S
    kind: str = "adb"
    spec: dict[str, Any] | None = field(default=None, compare=False)

    def check(self, device: Device) -> Verdict:
        run = getattr(device, "shell", None)
        if device.domain != "mobile" or not callable(run):
            return Verdict.failed(
                f"{device.name} has no adb shell: an adb verifier needs the adb backend"
            )
        output = str(run(self.shell, timeout_s=self.timeout_s)).strip()
        return verdict_of(self.shell, self.expect, output)


def verdict_of(shell: str, expect: str, output: str) -> Verdict:
    """The verdict on what ``shell`` printed: passed when ``expect`` is found in it."""
    passed = re.search(expect, output, re.MULTILINE) is not None
    shown = output if len(output) <= _SHOWN else output[: _SHOWN - 1] + "…"
    match = "matches" if passed else "does not match"
    return Verdict(passed, f"`{shell}` printed {shown!r}, which {match} /{expect}/")
