"""bench/efficiency.py: it runs end to end on a tiny setting and counts only verified successes."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from m2miner.devices.sim import all_tasks
from tests.scripts import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "efficiency.py"


@pytest.fixture(scope="module")
def efficiency() -> ModuleType:
    return load_script(BENCH, "bench_efficiency")


def test_a_judged_success_counts_only_when_verified(efficiency: ModuleType) -> None:
    truth = efficiency.node_truth
    assert truth({"success": True, "ground_truth_success": True}) == (True, True)
    assert truth({"success": True, "ground_truth_success": False}) == (True, False)
    assert truth({"success": False, "ground_truth_success": True}) == (False, None)
    assert truth({"success": False, "ground_truth_success": None}) == (False, None)
    # The miner's own keys, where it writes them, win.
    assert truth({"success": False, "judged_success": True, "verified": False}) == (True, False)
    assert truth({"success": True, "judged_success": True, "verified": True}) == (True, True)


def test_tasks_are_every_bundled_one_of_a_length_or_the_first_n(efficiency: ModuleType) -> None:
    nine = [t for t in all_tasks() if t.length == 9]
    assert len(efficiency.pick_tasks([9], None, None)) == len(nine)
    picked = efficiency.pick_tasks([1, 9], 5, None)
    assert [t.length for t in picked] == [1] * 5 + [9] * 5
    assert len({t.app for t in picked if t.length == 1}) >= 3  # the apps taken in turn


def test_the_benchmark_runs_and_prints_every_table(
    efficiency: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "trees.json"
    argv = ["--lengths", "1", "--per-length", "1", "--seeds", "2", "--budget", "40",
            "--vanilla-factor", "2", "--variants", "m2m", "vanilla", "m2m-replay",
            "--bootstrap", "50", "--jobs", "1", "--json", str(out),
            "--plot", str(tmp_path / "plot.png")]  # fmt: skip
    assert efficiency.main(argv) == 0
    text = capsys.readouterr().out
    assert "calibrated agents, paper: p=0.729 correlation=0.8" in text
    assert "p=0.729: M2-Miner-7B AndroidControl-High step success rate 72.9%" in text
    for title in (
        "Verified successes (ok)",
        "replay steps",
        "Every task",
        "in dollars",
        "accuracy as measured",
        "vanilla: K=5 children per node",
    ):
        assert title in text  # fmt: skip
    assert "device_usd_per_min=0.17: AWS Device Farm" in text
    assert (tmp_path / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    trees = json.loads(out.read_text())
    assert len(trees) == 2 * 3
    for tree in trees:
        assert tree["budget"] == (80 if tree["variant"] == "vanilla" else 40)
        assert tree["verified"] == (tree["stop"] == "verified")
        assert tree["judged_false"] <= tree["judged"]
    replays = [t for t in trees if t["variant"] == "m2m"]
    assert all(t["replayed"] == 0 for t in replays)  # snapshots on


def test_a_changed_calibration_labels_its_trees_so_resume_keeps_them_apart(
    efficiency: ModuleType,
) -> None:
    assert efficiency.tagged("", ()) == ""
    assert efficiency.tagged("", (("correlation", 1.0),)) == "correlation=1.0"
    assert efficiency.tagged("c=0.1 init=0.5:none", (("correlation", 0.0),)) == (
        "c=0.1 init=0.5:none correlation=0.0"
    )
