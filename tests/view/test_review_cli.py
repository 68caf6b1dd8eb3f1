"""Reviewers' verdicts in ``m2miner stats`` (DQA) and ``m2miner export
--exclude-rejected``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.store import Store
from m2miner.testing.synthetic_tree import build_synthetic_tree
from tests.cli_helpers import run


@pytest.fixture
def reviewed(tmp_path: Path) -> tuple[Path, int]:
    """A data directory with two synthetic trees, one successful path marked wrong
    (after first being marked correct) and the other correct."""
    data_dir = tmp_path / "data"
    with Store.open(data_dir / "m2miner.db") as store:
        trees = [build_synthetic_tree(store, nodes=30, images=2, seed=s) for s in (1, 2)]
        ends = [(t.success_path[-1], store.trees.get(t.tree_id).intent_id) for t in trees]
        store.verdicts.add(*ends[0], "correct")
        store.verdicts.add(*ends[0], "wrong")
        store.verdicts.add(*ends[1], "correct")
    return data_dir, trees[0].tree_id


def test_stats_reports_dqa_with_its_sample_and_interval(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, reviewed: tuple
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    data_dir, _ = reviewed
    code, out, _ = run(capsys, "stats", "--json", "--data-dir", str(data_dir))
    assert code == 0
    total = json.loads(out)["dqa"]["total"]
    assert (total["judged"], total["correct"], total["wrong"]) == (2, 1, 1)
    assert total["accuracy"] == 0.5 and 0 < total["ci95"][0] < 0.5 < total["ci95"][1] < 1
    code, out, _ = run(capsys, "stats", "--data-dir", str(data_dir))
    assert code == 0 and "Data quality" in out and "50.0%" in out


def test_export_exclude_rejected_drops_what_a_reviewer_marked_wrong(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, reviewed: tuple
) -> None:
    data_dir, _ = reviewed
    counts = {}
    for flag in ((), ("--exclude-rejected",)):
        out_dir = tmp_path / f"export{len(flag)}"
        code, out, err = run(
            capsys, "export", str(out_dir), "--json", "--no-recycled",
            "--data-dir", str(data_dir), *flag,
        )  # fmt: skip
        assert code == 0, err
        report = json.loads(out)
        counts[bool(flag)] = (report["trajectories"]["successful"], report["skipped"])
    assert counts[False][0] == 2 and counts[True][0] == 1
    assert any("marked wrong by a reviewer" in reason for reason in counts[True][1])
