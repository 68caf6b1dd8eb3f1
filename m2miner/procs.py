"""Processes: stopping the servers m2miner starts (model servers, vLLM, Appium), and
telling whether a process named in a lease or a leftover export is still alive."""

from __future__ import annotations

import os
import signal
import subprocess


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
