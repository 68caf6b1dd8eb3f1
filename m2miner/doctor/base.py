"""What a check reports, and which parts of the setup a configuration needs."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from m2miner.config import Config

Status = Literal["ok", "warn", "fail"]


@dataclass(frozen=True)
class Check:
    """One line of the doctor's table: what was checked, what was found, how to fix it."""

    area: str
    name: str
    status: Status
    detail: str
    fix: str = ""


@dataclass(frozen=True)
class Needs:
    """The parts a configuration relies on: a missing one fails, any other only warns."""

    adb: bool
    appium: bool
    web: bool
    train: bool
    android_appium: bool = False
    """Android apps mined through Appium (UiAutomator2)."""

    @classmethod
    def of(cls, config: Config) -> Needs:
        kind = config.device.kind
        web = any(app.domain == "web" for app in config.apps.values())
        android = any(app.domain == "mobile" for app in config.apps.values())
        in_process = any(m.backend in ("hf", "vllm") for m in config.models)
        return cls(
            adb=kind == "adb",
            appium=kind == "appium" or bool(config.device.appium_urls),
            web=web,
            train=in_process,
            android_appium=kind == "appium" and android,
        )


def missing(needed: bool) -> Status:
    """The status of something absent: a failure when the config needs it."""
    return "fail" if needed else "warn"


def version_of(argv: Sequence[str], timeout_s: float = 20.0) -> str | None:
    """The first line ``argv`` (a ``--version`` call) prints, or None when it fails."""
    try:
        done = subprocess.run(list(argv), capture_output=True, text=True, timeout=timeout_s)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    lines = (done.stdout or done.stderr).strip().splitlines()
    return lines[0].strip() if lines else ""
