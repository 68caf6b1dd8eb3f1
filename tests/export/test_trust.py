"""Honest export: verified trajectories by default, the others only when asked, labelled.

The store is the shared mined one (sim tasks, so verified successes and successes the
tasks' predicates refuted, plus a recycled intent recycling's model check passed and one
it rejected), copied, with a free-text intent mined into it: nothing can verify that
one's success on the sim, so it is judged only, as is the passed recycled intent (only a
model checked it). ``m2miner mine``, ``runs`` and ``stats`` show the three counts.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from m2miner.config import load_config
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from m2miner.store.trust import trust_of
from tests.cli_helpers import isolate, run
from tests.export.conftest import Mined, run_export
from tests.export.test_samples import all_meta

FREE_TEXT = "Open Recents"


@dataclass(frozen=True)
class Mixed:
    mined: Mined
    judged_run: int
    terminals: dict[int, NodeRecord]
    """Terminal nodes the judge called successes, by id."""


@pytest.fixture(scope="module")
def mixed(mined: Mined, tmp_path_factory: pytest.TempPathFactory) -> Mixed:
    data_dir = tmp_path_factory.mktemp("mixed") / "m2miner-data"
    shutil.copytree(mined.data_dir, data_dir)
    overrides = {"store.data_dir": str(data_dir), "search.successes": 1}
    config = load_config(None, {**overrides, "budget.iterations": 20}, environ={})
    report = mine(config, MineRequest(app="maps", intents=(FREE_TEXT,)))
    assert [(o.verified, o.judged_only, o.refuted) for o in report.outcomes] == [(0, 1, 0)]
    with open_store(config) as store:
        nodes = [n for t in store.trees.find() for n in store.trees.load(t.id).nodes]
    terminals = {n.id: n for n in nodes if trust_of(n.status == "success", n.info)}
    return Mixed(replace(mined, config=config, data_dir=data_dir), report.run_id, terminals)


def _label(mixed: Mixed, trajectory: str) -> str:
    """The label a trajectory id (``t<tree>-n<node>`` or ``r<intent>``) should carry."""
    if trajectory.startswith("r"):
        return "judged" if int(trajectory[1:]) == mixed.mined.recycled.id else "refuted"
    node = mixed.terminals[int(trajectory.rsplit("-n", 1)[1])]
    label = trust_of(node.status == "success", node.info)
    assert label is not None
    return label


def test_the_store_holds_all_three_labels(mixed: Mixed) -> None:
    labels = [trust_of(n.status == "success", n.info) for n in mixed.terminals.values()]
    assert {"verified", "judged", "refuted"} <= set(labels)


def test_the_default_export_takes_verified_trajectories_only(mixed: Mixed, tmp_path: Path) -> None:
    report = run_export(mixed.mined, tmp_path / "out", kinds=("sft", "description", "judge"))
    assert report.trust["exported"]["judged"] == report.trust["exported"]["refuted"] == 0
    assert report.trust["exported"]["verified"] == sum(report.trajectories.values()) > 0
    left = report.trust["left_out"]
    # A free-text success and a recycled intent are judged only; a refuted success and a
    # rejected recycled intent are refuted.
    assert left["judged"] == 2 and left["refuted"] >= 2
    assert (
        report.skipped["judged-only success, nothing verified it (--include judged exports it)"]
        == 1
    )
    assert (
        report.skipped["recycled intent its verification rejected (--include refuted exports it)"]
        == 1
    )
    assert (
        report.skipped["recycled intent only its model check passed (--include judged exports it)"]
        == 1
    )
    meta = all_meta(report.out_dir)
    steps = [m for m in meta if m.get("trajectory")]
    assert steps and {m["trust"] for m in steps} == {"verified"}
    assert {_label(mixed, m["trajectory"]) for m in steps} == {"verified"}
    judged = {
        i for i, n in mixed.terminals.items() if trust_of(n.status == "success", n.info) == "judged"
    }
    assert judged and not judged & {m["node_id"] for m in meta}  # not even as a judge sample
    assert report.skipped[
        "judge sample of a judged-only success (--include judged exports it)"
    ] == len(judged)
    manifest = json.loads((report.out_dir / "export.json").read_text(encoding="utf-8"))
    assert manifest["trust"] == report.trust
    assert manifest["kinds"]["sft"]["trust"] == {
        "verified": sum(manifest["kinds"]["sft"]["counts"].values())
    }


def test_include_exports_the_others_labelled(mixed: Mixed, tmp_path: Path) -> None:
    default = run_export(mixed.mined, tmp_path / "default", kinds=("sft",))
    report = run_export(
        mixed.mined, tmp_path / "all", kinds=("sft", "judge"), include=("judged", "refuted")
    )
    exported = report.trust["exported"]
    assert exported["verified"] == default.trust["exported"]["verified"]
    assert exported["judged"] == 2 and exported["refuted"] >= 2
    assert report.trust["left_out"] == {"verified": 0, "judged": 0, "refuted": 0}
    steps = [m for m in all_meta(report.out_dir) if m.get("trajectory")]
    for m in steps:
        assert m["trust"] == _label(mixed, m["trajectory"]), m
    assert {m["trust"] for m in steps} == {"verified", "judged", "refuted"}
    assert {m["intent"] for m in steps if m["trust"] == "judged"} == {
        FREE_TEXT,
        mixed.mined.recycled.text,
    }
    sft = report.kinds["sft"].trust
    assert sft is not None and set(sft) == {"verified", "judged", "refuted"}
    judge = [m for m in all_meta(report.out_dir) if m.get("terminal")]
    assert {"judged", "verified"} <= {m["trust"] for m in judge}


def test_refuted_only(mixed: Mixed, tmp_path: Path) -> None:
    report = run_export(mixed.mined, tmp_path / "out", kinds=("sft",), include=("refuted",))
    assert report.trust["exported"]["judged"] == 0 and report.trust["exported"]["refuted"] >= 2
    assert report.trust["left_out"]["judged"] == 2


def test_export_cli_says_what_it_left_out_and_how_to_include_it(
    mixed: Mixed,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    data = ("--data-dir", str(mixed.mined.data_dir))
    code, out, err = run(capsys, "export", "out", "--kind", "sft", *data)
    assert code == 0, err
    assert "trajectories exported:" in out and "0 judged only, 0 refuted" in out
    assert "left out: 1 × judged-only success, nothing verified it (--include judged" in out
    assert "recycled intent its verification rejected (--include refuted exports it)" in out
    assert "recycled intent only its model check passed (--include judged exports it)" in out
    code, out, err = run(capsys, "export", "all", "--kind", "sft", "--include", "all", *data)
    assert code == 0, err
    assert (
        "2 judged only" in out
        and "left out: " not in out.split("trajectories exported")[1].split("\n")[0]
    )
    code, _, err = run(capsys, "export", "bad", "--include", "unchecked", *data)
    assert code == 2 and "unknown --include label 'unchecked'" in err


def test_runs_and_stats_show_the_three_counts(
    mixed: Mixed,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    data = ("--data-dir", str(mixed.mined.data_dir))
    code, out, _ = run(capsys, "runs", "--json", *data)
    assert code == 0
    rows = {r["id"]: r for r in json.loads(out)}
    assert rows[mixed.judged_run]["successes"] == {"verified": 0, "judged": 1, "refuted": 0}
    first = rows[min(rows)]["successes"]
    assert first["verified"] >= 6 and first["refuted"] >= 1 and first["judged"] == 0
    code, out, _ = run(capsys, "runs", *data)
    assert code == 0 and "verified" in out and "judged" in out and "refuted" in out
    code, out, _ = run(capsys, "runs", "--id", str(mixed.judged_run), *data)
    assert code == 0 and "successes: 0 verified, 1 judged only, 0 refuted" in out
    code, out, _ = run(capsys, "stats", "--json", *data)
    by_trust = json.loads(out)["trajectories"]["by_trust"]
    assert by_trust["judged"] == 2 and by_trust["refuted"] >= 2 and by_trust["verified"] >= 6
    code, out, _ = run(capsys, "stats", *data)
    assert "all trajectories: verified / judged only / refuted" in out


def test_mine_summary_shows_the_three_counts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate(monkeypatch, tmp_path)
    code, out, err = run(
        capsys, "mine", "--app", "maps", "--intent", FREE_TEXT, "--task", "maps.open_saved"
    )
    assert code == 0, err
    assert "verified" in out and "judged" in out and "refuted" in out
    assert "successes: 1 verified, 1 judged only (no verifier)" in out
