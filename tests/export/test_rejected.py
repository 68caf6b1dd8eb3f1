"""``--exclude-rejected``: a trajectory a reviewer marked wrong gives no sample of any kind,
its ending's judge sample included, while every other sample stays as it was."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from m2miner.config import load_config
from m2miner.export import ExportOptions, export_dataset
from m2miner.export.trajectories import Selection, Trajectory, collect
from m2miner.store.opening import open_store
from tests.export.conftest import Mined

KINDS = ("sft", "description", "preference", "judge")


def meta_lines(out: Path) -> list[dict[str, Any]]:
    """Every sample's meta line, with its kind, over all splits."""
    lines = []
    for kind in KINDS:
        for path in sorted((out / "meta" / kind).glob("*.jsonl")):
            lines += [
                {**json.loads(line), "kind": kind}
                for line in path.read_text(encoding="utf-8").splitlines()
            ]
    return lines


def _key(line: dict[str, Any]) -> str:
    return json.dumps(line, sort_keys=True)


def _private_trajectory(trajectories: tuple[Trajectory, ...]) -> tuple[Trajectory, set[int]]:
    """A successful trajectory with steps no other exported trajectory of its tree takes,
    and every node the others take."""
    for t in trajectories:
        if t.recycled:
            continue
        others = {
            n.id
            for o in trajectories
            if o is not t and o.tree.tree.id == t.tree.tree.id
            for n in o.nodes
        }
        if any(n.id not in others for n in t.nodes[1:]):
            return t, others
    raise AssertionError("no trajectory with a step of its own")


@pytest.fixture(scope="module")
def reviewed(mined: Mined, tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Trajectory]:
    """A copy of the mined store in which a reviewer marked one trajectory wrong."""
    data_dir = tmp_path_factory.mktemp("reviewed") / "data"
    shutil.copytree(mined.data_dir, data_dir)
    config = load_config(None, {"store.data_dir": str(data_dir)}, environ={})
    with open_store(config) as store:
        collected = collect(store, Selection())
        wrong, _ = _private_trajectory(collected.trajectories)
        store.verdicts.add(wrong.nodes[-1].id, wrong.intent.id, "wrong")
    return config, wrong


def test_every_sample_of_a_rejected_trajectory_is_left_out(
    reviewed: tuple[Any, Trajectory], tmp_path: Path
) -> None:
    config, wrong = reviewed
    exports = {}
    with open_store(config) as store:
        for exclude in (False, True):
            options = ExportOptions(exclude_rejected=exclude, val_ratio=0.0, dedup=False)
            report = export_dataset(store, tmp_path / f"out-{exclude}", options)
            exports[exclude] = (report, meta_lines(tmp_path / f"out-{exclude}"))
        others = {
            n.id
            for t in collect(store, Selection(exclude=store.verdicts.rejected())).trajectories
            if t.tree.tree.id == wrong.tree.tree.id
            for n in t.nodes
        }
    (before_report, before), (after_report, after) = exports[False], exports[True]
    end = wrong.nodes[-1].id
    steps = {n.id for n in wrong.nodes[1:]}
    own = steps - others

    def drawn_from_wrong(line: dict[str, Any]) -> bool:
        if line["trajectory"] == wrong.id:
            return True
        return line["kind"] == "judge" and line["node_id"] in own

    # Without the flag the trajectory gives samples of every kind, its ending judged.
    assert {line["kind"] for line in before if line["trajectory"] == wrong.id} >= {
        "sft",
        "description",
    }
    endings = [line for line in before if line["kind"] == "judge" and line["node_id"] == end]
    assert [line["label_source"] for line in endings] and endings[0]["terminal"] is True
    assert any(drawn_from_wrong(line) for line in before if line["kind"] == "judge")
    # With it, none of them, and exactly the others stay.
    assert not [line for line in after if drawn_from_wrong(line)]
    assert not [line for line in after if line["node_id"] == end]
    kept = sorted(_key(line) for line in before if not drawn_from_wrong(line))
    assert sorted(_key(line) for line in after) == kept
    # A step shared with a trajectory that stays keeps its label from that outcome.
    shared = [line for line in after if line["kind"] == "judge" and line["node_id"] in steps]
    assert all(line["label_source"] == "outcome" for line in shared)
    assert before_report.trajectories["successful"] - 1 == after_report.trajectories["successful"]
    skipped = after_report.skipped
    assert skipped["marked wrong by a reviewer (--exclude-rejected leaves it out)"] == 1
    reason = "judge sample of a trajectory marked wrong by a reviewer"
    judged_out = sum(n for r, n in skipped.items() if r.startswith(reason))
    assert judged_out == len([line for line in before if drawn_from_wrong(line)]) - len(
        [line for line in before if line["trajectory"] == wrong.id]
    )
