"""Processes: finding the console scripts of this interpreter's packages, stopping the
servers m2miner starts (model servers, vLLM, Appium), and telling whether a process named
in a lease or a leftover export is still alive."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import sysconfig
from pathlib import Path


def script_dirs() -> list[Path]:
    """Where pip puts the console scripts of this interpreter's packages, in the order
    they are searched: beside ``sys.executable``, the scheme's scripts folder, the user's.

    None of them need be on PATH: a version manager's shim (pyenv, asdf) runs the
    interpreter, but a script installed after its last rehash has no shim.
    """
    found = [Path(sys.executable).parent, Path(sysconfig.get_path("scripts"))]
    user = sysconfig.get_preferred_scheme("user")
    found.append(Path(sysconfig.get_path("scripts", user)))
    return list(dict.fromkeys(found))


def console_script(name: str) -> Path | None:
    """The console script ``name`` (``ray``, ``vllm``, ``alembic`` ...) that this
    interpreter's packages installed, found from the interpreter, never from PATH first;
    a PATH entry only when none of :func:`script_dirs` has it; None when neither has."""
    for folder in script_dirs():
        path = folder / name
        if path.is_file() and os.access(path, os.X_OK):
            return path
    on_path = shutil.which(name)
    return Path(on_path) if on_path else None


def stop_process_group(proc: subprocess.Popen[bytes], *, grace_s: float = 10.0) -> None:
    """Stop ``proc`` and its children: SIGTERM to its process group, SIGKILL if needed.

    ``proc`` must have been started with ``start_new_session=True`` so that the group
    holds only it and what it spawned. Returns once the process is gone.
    """
    for sig, wait_s in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 5.0)):
        if proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait_s)
        except subprocess.TimeoutExpired:
            continue


def pid_alive(pid: int) -> bool:
    """Whether a process with ``pid`` exists on this host."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    except OSError:
        return False
    return True
