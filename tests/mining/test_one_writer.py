"""One writer per run, with real ``m2miner mine`` processes: a second resume is refused at
once, a killed writer's lease is taken over, and Ctrl-C twice or SIGTERM still leave the
run interrupted with its lease given back."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

TASK = "maps.share_grand_hotel"


def _m2miner(
    data: Path, *args: str, latency: str = "0.3", **env_vars: str
) -> subprocess.Popen[str]:
    env = {**os.environ, "M2MINER_DEVICE__SIM__LATENCY": latency, "COLUMNS": "200", **env_vars}
    env.pop("M2MINER_CONFIG", None)
    return subprocess.Popen(
        [sys.executable, "-m", "m2miner", *args, "--data-dir", str(data)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _query(data: Path, sql: str) -> list[tuple]:
    db = data / "m2miner.db"
    if not db.exists():
        return []
    with sqlite3.connect(db, timeout=30) as conn:
        try:
            return conn.execute(sql).fetchall()
        except sqlite3.OperationalError:  # schema not created yet
            return []


def _wait(data: Path, proc: subprocess.Popen[str], sql: str, count: int) -> None:
    deadline = time.monotonic() + 120
    while len(_query(data, sql)) < count:
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "mining made no progress"
        time.sleep(0.05)


JUDGED = "SELECT id FROM nodes WHERE status != 'candidate' AND parent_id IS NOT NULL"


def _events(data: Path) -> list[tuple]:
    return _query(data, "SELECT kind, pid, info FROM run_events ORDER BY id")


# A tree that cannot end before the test interrupts it, on any machine: it never has
# enough successes, and its 50,000 iterations, each at least one 0.3 s device step, would
# take hours (a loaded machine only makes it slower).
ENDLESS = ("--budget", "iterations=50000")
NEVER_DONE = {"M2MINER_SEARCH__SUCCESSES": "1000"}


def test_a_second_resume_of_a_live_run_fails_at_once_naming_the_owner(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _m2miner(data, "mine", "--app", "maps", "--task", TASK, *ENDLESS, **NEVER_DONE)
    _wait(data, first, JUDGED, 2)
    first.send_signal(signal.SIGINT)
    assert first.wait(timeout=120) == 130

    writer = _m2miner(data, "mine", "--resume", "1", **NEVER_DONE)
    _wait(data, writer, "SELECT key FROM leases", 1)
    second = _m2miner(data, "mine", "--resume", "1", **NEVER_DONE)
    # The writer keeps its lease for hours: a second that waited for the lease instead of
    # refusing at start would not end within this timeout.
    out, _ = second.communicate(timeout=120)
    assert second.returncode == 3, out
    text = " ".join(out.split())
    assert f"error: run 1 is being written by another process: pid {writer.pid} on host" in text
    assert "fix: wait for it to end, or stop it" in text
    assert writer.poll() is None  # the writer goes on

    writer.send_signal(signal.SIGINT)
    out, _ = writer.communicate(timeout=120)
    assert writer.returncode == 130, out
    assert _query(data, "SELECT status FROM runs") == [("interrupted",)]
    assert _query(data, "SELECT key FROM leases") == []
    kinds = [(kind, pid) for kind, pid, _ in _events(data)]
    assert kinds == [
        ("start", first.pid),
        ("end", first.pid),
        ("resume", writer.pid),
        ("end", writer.pid),
    ]  # the refused process wrote nothing


def test_a_killed_writer_s_lease_is_taken_over_and_recorded(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _m2miner(data, "mine", "--app", "maps", "--task", TASK, "--budget", "iterations=8")
    _wait(data, first, JUDGED, 2)
    first.send_signal(signal.SIGKILL)
    first.wait()
    assert _query(data, "SELECT pid FROM leases") == [(first.pid,)]

    resumed = _m2miner(data, "mine", "--resume", "1", latency="0")
    out, _ = resumed.communicate(timeout=300)
    assert resumed.returncode == 0, out
    events = _events(data)
    assert [kind for kind, _, _ in events] == ["start", "takeover", "resume", "end"]
    _, pid, info = events[1]
    taken = json.loads(info)
    assert pid == resumed.pid and taken["pid"] == first.pid
    assert taken["reason"] == f"process {first.pid} on {taken['host']} is gone"
    (resume_changes,) = _query(data, "SELECT changes FROM run_events WHERE kind = 'resume'")
    assert json.loads(resume_changes[0]) == [
        {"key": "device.sim.latency", "old": 0.3, "new": 0.0}  # the variable given at resume
    ]
    assert _query(data, "SELECT iterations FROM trees") == [(8,)]
    assert _query(data, "SELECT key FROM leases") == []


@pytest.mark.parametrize("second", [True, False], ids=["ctrl-c-twice", "sigterm"])
def test_ctrl_c_twice_or_sigterm_leaves_the_run_interrupted(tmp_path: Path, second: bool) -> None:
    data = tmp_path / "data"
    proc = _m2miner(data, "mine", "--app", "maps", "--task", TASK, latency="1.0")
    _wait(data, proc, JUDGED, 1)
    if second:
        proc.send_signal(signal.SIGINT)
        time.sleep(0.3)
        proc.send_signal(signal.SIGINT)
    else:
        proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 130, out
    assert _query(data, "SELECT status FROM runs") == [("interrupted",)]
    assert _query(data, "SELECT key FROM leases") == []
    kind, pid, info = _events(data)[-1]
    assert (kind, pid, json.loads(info)["status"]) == ("end", proc.pid, "interrupted")
    if second:
        assert json.loads(info)["error"] == "interrupted at once (second Ctrl-C)"
    else:
        assert "m2miner mine --resume 1" in out  # stopped after the node in flight
