"""Seeded start states: what an app starts with at every tree root, and its reset hook.

An app entry's ``setup`` (:class:`m2miner.config.AppSetupConfig`) becomes an
:class:`AppSetup` on its :class:`~m2miner.devices.base.AppTarget`. Each backend applies
its part in ``start_app`` (web: storage, cookies and a script; Android: shell commands
and a deep link), so a tree's root, a replay and a verifier run all start from the
seeded state rather than an empty app. :func:`reset_server` runs the app's reset hook
first (an HTTP POST to this machine or a command), so that state kept by the app's server
is restored too; an app without one, not declared ``stateless``, gets one warning that
its trees are not independent (a path that deleted a record once cannot be replayed).
"""

from __future__ import annotations

import logging
import subprocess
import threading
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from m2miner.errors import DeviceError

if TYPE_CHECKING:
    from m2miner.devices.base import AppTarget

log = logging.getLogger(__name__)
RESET_TIMEOUT_S = 60.0
_warned: set[str] = set()
_warned_lock = threading.Lock()


@dataclass(frozen=True)
class AppSetup:
    """An app's seeded start state and reset hook, as its config entry declares them."""

    local_storage: tuple[tuple[str, str], ...] = ()
    session_storage: tuple[tuple[str, str], ...] = ()
    cookies: tuple[tuple[str, str], ...] = ()
    script: str | None = None
    shell: tuple[str, ...] = ()
    deep_link: str | None = None
    reset_url: str | None = None
    reset_command: tuple[str, ...] = ()
    stateless: bool = False

    @classmethod
    def from_config(cls, data: Mapping[str, Any]) -> AppSetup:
        """From an ``AppSetupConfig``'s ``model_dump()``."""

        def pairs(key: str) -> tuple[tuple[str, str], ...]:
            return tuple((str(k), str(v)) for k, v in (data.get(key) or {}).items())

        return cls(
            local_storage=pairs("local_storage"),
            session_storage=pairs("session_storage"),
            cookies=pairs("cookies"),
            script=data.get("script"),
            shell=tuple(data.get("shell") or ()),
            deep_link=data.get("deep_link"),
            reset_url=data.get("reset_url"),
            reset_command=tuple(data.get("reset_command") or ()),
            stateless=bool(data.get("stateless")),
        )

    @property
    def has_reset_hook(self) -> bool:
        return bool(self.reset_url or self.reset_command)


def reset_server(app: AppTarget, *, timeout_s: float = RESET_TIMEOUT_S) -> None:
    """Run ``app``'s reset hook; :class:`DeviceError` when it fails (the tree must not
    start from a state it cannot name). An app entry without a hook is warned about
    once (unless it is ``stateless``): its trees share whatever state its server keeps."""
    setup = app.setup
    if setup is None:  # not an app entry of the config: nothing was declared
        return
    if not setup.has_reset_hook:
        if not setup.stateless:
            _warn_once(app.name)
        return
    if setup.reset_url:
        _post(app.name, setup.reset_url, timeout_s)
    if setup.reset_command:
        _run(app.name, setup.reset_command, timeout_s)


def _warn_once(name: str) -> None:
    with _warned_lock:
        if name in _warned:
            return
        _warned.add(name)
    log.warning(
        "app %r declares no reset hook: state its server keeps carries over from tree to "
        "tree, so trees are not independent (a path that deleted a record once cannot be "
        "replayed); set apps.%s.setup.reset_url or reset_command, or setup.stateless = "
        "true for an app without a server",
        name,
        name,
    )


def _post(name: str, url: str, timeout_s: float) -> None:
    request = urllib.request.Request(url, data=b"", method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:
            status = response.status
    except urllib.error.HTTPError as exc:
        status = exc.code
    except (urllib.error.URLError, OSError) as exc:
        raise DeviceError(
            f"the reset hook of {name!r}, POST {url}, failed: {exc}",
            hint=f"start the app's server, or correct apps.{name}.setup.reset_url",
        ) from exc
    if not 200 <= status < 300:
        raise DeviceError(f"the reset hook of {name!r}, POST {url}, answered {status}")


def _run(name: str, argv: tuple[str, ...], timeout_s: float) -> None:
    try:
        done = subprocess.run(
            list(argv), capture_output=True, text=True, timeout=timeout_s, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise DeviceError(f"the reset command of {name!r}, {argv[0]}, failed: {exc}") from exc
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-300:]
        raise DeviceError(
            f"the reset command of {name!r} exited {done.returncode}: {tail}",
            hint=f"run it by hand: {' '.join(argv)}",
        )
