"""A killed or interrupted run keeps every committed node and resumes where it stopped."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from m2miner.mining.persist import TreeWriter
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.testing.ray_cluster import calibrated_components
from tests.mining.conftest import make_config
from tests.mining.test_concurrent import _shape

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


class _Crash(BaseException):
    """The process dies before a write: nothing after it runs (a BaseException, so no
    ``except Exception`` on the way handles it)."""


_WRITES = ("add_children", "expand_failed", "failed_proposals", "record", "note", "save_screen")


@pytest.mark.slow
def test_a_tree_resumed_after_a_crash_before_any_write_grows_as_the_uninterrupted_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``search.locality_eps = 0`` where the device is never steers the search, so a
    tree rebuilt from its records continues exactly (before, an exact tie of UCT scores
    went to the branch the device was on, which a resumed device is not: a crash before
    the 24th of the tree's 35 writes made another tree)."""
    tasks, size = ("settings.dark_theme",), (360, 800)
    writes = {"done": 0, "crash_at": 0}
    for name in _WRITES:
        original = getattr(TreeWriter, name)

        def write(self: TreeWriter, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            writes["done"] += 1
            if writes["done"] == writes["crash_at"]:
                raise _Crash(_original.__name__)
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(TreeWriter, name, write)

    def mined(folder: str, crash_at: int) -> list[tuple]:
        config = make_config(
            tmp_path / folder,
            **{"device.width": size[0], "device.height": size[1], "budget.iterations": 10},
            **{"search.successes": 2, "search.locality_eps": 0.0},
        )
        writes.update(done=0, crash_at=crash_at)
        parts = calibrated_components(tasks, size)  # a fresh process's agents and device
        try:
            report = mine(
                config,
                MineRequest(app="settings", task_ids=tasks),
                components=Components(parts.agents, parts.device),
            )
        except _Crash:
            assert crash_at, "crashed with no crash asked for"
            parts = calibrated_components(tasks, size)
            report = mine(config, None, resume=1, components=Components(parts.agents, parts.device))
        assert not report.interrupted and report.error is None
        with open_store(config) as store:
            (outcome,) = report.outcomes
            return _shape(list(store.trees.load(outcome.tree_id).nodes))

    whole = mined("whole", 0)
    total = writes["done"]
    assert total >= 20  # enough writes that every kind is crashed before
    for at in range(1, total + 1):
        assert mined(f"crash{at}", at) == whole, f"crashed before write {at} of {total}"
