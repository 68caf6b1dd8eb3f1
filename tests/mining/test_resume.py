"""A killed or interrupted run keeps every committed node and resumes where it stopped."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

TASK = "maps.share_grand_hotel"


def _start(data: Path, *args: str, latency: str = "0.05") -> subprocess.Popen[str]:
    env = {**os.environ, "M2MINER_DEVICE__SIM__LATENCY": latency, "COLUMNS": "160"}
    # Three successes per tree: a tree that stopped at its first would be over before
    # the tests can interrupt it.
    env["M2MINER_SEARCH__SUCCESSES"] = "3"
    env.pop("M2MINER_CONFIG", None)
    return subprocess.Popen(
        [sys.executable, "-m", "m2miner", "mine", "--data-dir", str(data), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _judged(data: Path) -> dict[int, tuple]:
    db = data / "m2miner.db"
    if not db.exists():
        return {}
    with sqlite3.connect(db, timeout=30) as conn:
        try:
            rows = conn.execute(
                "SELECT id, parent_id, status, reward, screenshot_hash, action FROM nodes "
                "WHERE status != 'candidate'"
            ).fetchall()
        except sqlite3.OperationalError:  # schema not created yet
            return {}
    return {row[0]: row[1:] for row in rows}


def _wait_for_nodes(data: Path, proc: subprocess.Popen[str], count: int) -> None:
    deadline = time.monotonic() + 120
    while len(_judged(data)) < count:
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "mining made no progress"
        time.sleep(0.1)


@pytest.mark.slow
def test_sigkill_mid_tree_then_resume_loses_no_committed_node(tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc = _start(data, "--app", "maps", "--task", TASK)
    _wait_for_nodes(data, proc, 12)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = _judged(data)
    assert len(before) >= 12

    resumed = _start(data, "--resume", latency="0")
    out, _ = resumed.communicate(timeout=300)
    assert resumed.returncode == 0, out
    after = _judged(data)
    for node_id, row in before.items():
        assert after.get(node_id) == row, f"node {node_id} changed or vanished"
    assert len(after) > len(before)
    with sqlite3.connect(data / "m2miner.db") as conn:
        (status,) = conn.execute("SELECT status FROM runs").fetchone()
        trees = conn.execute("SELECT status, iterations FROM trees").fetchall()
    assert status == "finished"
    assert len(trees) == 1 and trees[0][0] in ("succeeded", "failed", "exhausted")
    assert trees[0][1] > 0


@pytest.mark.slow
def test_ctrl_c_stops_after_the_node_in_flight_and_says_how_to_resume(tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc = _start(data, "--app", "maps", "--task", TASK, "--task", "maps.save_library")
    _wait_for_nodes(data, proc, 6)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 130, out
    assert "m2miner mine --resume 1" in out
    committed = _judged(data)
    with sqlite3.connect(data / "m2miner.db") as conn:
        (run_status,) = conn.execute("SELECT status FROM runs").fetchone()
        tree_statuses = [r[0] for r in conn.execute("SELECT status FROM trees")]
    assert run_status == "interrupted"
    assert tree_statuses == ["interrupted"]

    resumed = _start(data, "--resume", "1", latency="0")
    out, _ = resumed.communicate(timeout=300)
    assert resumed.returncode == 0, out
    after = _judged(data)
    assert all(after.get(k) == v for k, v in committed.items())
    with sqlite3.connect(data / "m2miner.db") as conn:
        statuses = [r[0] for r in conn.execute("SELECT status FROM trees ORDER BY id")]
    assert len(statuses) == 2 and "interrupted" not in statuses and "running" not in statuses
