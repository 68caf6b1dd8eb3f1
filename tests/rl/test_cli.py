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
