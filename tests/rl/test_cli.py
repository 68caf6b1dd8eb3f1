"""``m2miner tasks export`` and the ``tasks`` listing beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.rl.pool import read_pool
from tests.cli_helpers import isolate, run
from tests.rl.conftest import Mined


def test_tasks_export_writes_a_pool(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    out = tmp_path / "pool"
    code, text, err = run(
        capsys, "tasks", "export", str(out), "--data-dir", str(mined.data_dir),
        "--split-by", "app", "--max-length", "3", "--json",
    )  # fmt: skip
    assert code == 0, err
    summary = json.loads(text)
    tasks = read_pool(out)
    assert summary["tasks"] == len(tasks) > 0 and all(t.length <= 3 for t in tasks)
    # One app only: split by app puts every task on the same side.
    assert len({t.split for t in tasks}) == 1
    assert summary["splits"][tasks[0].split] == len(tasks)
    code, text, _ = run(capsys, "tasks", "export", str(out), "--data-dir", str(mined.data_dir))
    assert code == 0 and "left out:" in text and "--judged" in text


def test_tasks_still_lists_and_rejects_a_bad_split(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate(monkeypatch, tmp_path)
    code, text, _ = run(capsys, "tasks", "--app", "maps")
    assert code == 0 and "maps.share_grand_hotel" in text
    code, _, err = run(capsys, "tasks", "export", str(tmp_path / "p"), "--split-by", "user")
    assert code != 0 and "expected app or intent" in err


def test_rollouts_run_list_show_export_and_resume(
    pool_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    data = str(tmp_path / "data")
    code, text, err = run(
        capsys, "rollouts", "run", str(pool_dir), "--data-dir", data, "--group-size", "3",
        "--policy", "explore:0.5", "--split", "all", "--max-steps", "4",
    )  # fmt: skip
    assert code == 0, err
    tasks = read_pool(pool_dir)
    assert f"group 1 {tasks[0].id}#0:" in text and "Rollout run 1" in text
    code, text, _ = run(capsys, "rollouts", "list", "--groups", "--data-dir", data, "--json")
    groups = json.loads(text)
    assert code == 0 and [g["key"] for g in groups] == [f"{t.id}#0" for t in tasks]
    assert all(len(g["rewards"]) == 3 and set(g["rewards"]) <= {0.0, 1.0} for g in groups)
    code, text, _ = run(capsys, "rollouts", "list", "--data-dir", data, "--json")
    (summary,) = json.loads(text)
    assert (summary["run"], summary["status"], summary["rollouts"]) == (
        1,
        "finished",
        3 * len(tasks),
    )
    code, text, _ = run(capsys, "rollouts", "show", "1", "--data-dir", data)
    assert code == 0 and "rollout 2: reward" in text and "<tool_call>" in text
    code, text, _ = run(capsys, "rollouts", "export", str(tmp_path / "out"), "--data-dir", data)
    lines = (tmp_path / "out" / "rollouts.jsonl").read_text().splitlines()
    assert code == 0 and len(lines) == len(tasks)
    step = json.loads(lines[0])["rollouts"][0]["steps"][0]
    assert (tmp_path / "out" / step["image"]).read_bytes()[:4] == b"\x89PNG"
    # A finished run has nothing to resume; no pool and no run is a usage error.
    code, _, err = run(capsys, "rollouts", "run", "--resume", "1", "--data-dir", data)
    assert code != 0 and "nothing to resume" in err
    code, _, err = run(capsys, "rollouts", "run", "--data-dir", data)
    assert code != 0 and "--resume" in err
    code, _, err = run(
        capsys, "rollouts", "run", str(pool_dir), "--resume", "1", "--data-dir", data
    )
    assert code != 0 and "stored plan" in err
