"""Exported step descriptions say what each step did.

Mined on the sim settings app with the heuristic agents (they describe a tap by the
label of what they tapped: ``Click "Dark theme ..."``): the export rewords a switch tap
as turning it on and a radio tap as a selection. A verified path with a tap that changed
nothing (added to a copy of that store, on the stored screens) gives no description
sample (counted) and is flagged in its SFT sample.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import Config, load_config
from m2miner.export import ExportOptions, ExportReport, export_dataset
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store import Judgement, NewNode, NodeValue, ScreenRef
from m2miner.store.opening import open_store

TASKS = ("settings.dark_theme", "settings.timeout_5_minutes")


@dataclass(frozen=True)
class Settings:
    config: Config
    data_dir: Path


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    data_dir = tmp_path_factory.mktemp("settings") / "m2miner-data"
    overrides = {"store.data_dir": str(data_dir), "search.successes": 1}
    config = load_config(None, {**overrides, "budget.iterations": 30}, environ={})
    report = mine(config, MineRequest(app="settings", task_ids=TASKS))
    assert [o.verified for o in report.outcomes] == [1, 1]
    return Settings(config, data_dir)


def _export(config: Config, out: Path, **options: Any) -> ExportReport:
    with open_store(config) as store:
        return export_dataset(store, out, ExportOptions(**options))


def _rows(out: Path, kind: str) -> list[tuple[dict[str, Any], str]]:
    """(meta, answer) of every sample of ``kind``, in order."""
    metas = (out / "meta" / kind / "train.jsonl").read_text(encoding="utf-8").splitlines()
    rows = (out / "llamafactory" / kind / "train.jsonl").read_text(encoding="utf-8")
    answers = [json.loads(r)["messages"][-1]["content"] for r in rows.splitlines()]
    return [(json.loads(m), a) for m, a in zip(metas, answers, strict=True)]


def test_switch_and_choice_taps_are_reworded(settings: Settings, tmp_path: Path) -> None:
    report = _export(settings.config, tmp_path / "out", kinds=("description", "sft"))
    rows = _rows(tmp_path / "out", "description")
    reworded = {a: m for m, a in rows if m["description_check"] == "reworded"}
    assert set(reworded) == {'Turn on "Dark theme"', 'Select "5 minutes"'}
    assert reworded['Turn on "Dark theme"']["stored_description"].startswith('Click "Dark theme')
    assert reworded['Select "5 minutes"']["description_reason"] == "does not say what was selected"
    assert all(m["description_check"] == "ok" for m, a in rows if a not in reworded)
    assert report.kinds["description"].descriptions == {"ok": len(rows) - 2, "reworded": 2}
    # The SFT answer and the later steps' history use the checked wording too.
    sft = _rows(tmp_path / "out", "sft")
    assert any(a.startswith('Action: "Turn on \\"Dark theme\\""') for _, a in sft)
    manifest = json.loads((tmp_path / "out" / "export.json").read_text(encoding="utf-8"))
    assert manifest["kinds"]["description"]["descriptions"]["reworded"] == 2


def test_stored_descriptions_are_kept_when_asked(settings: Settings, tmp_path: Path) -> None:
    _export(settings.config, tmp_path / "out", kinds=("description",), check_descriptions=False)
    rows = _rows(tmp_path / "out", "description")
    assert all("description_check" not in m for m, _ in rows)
    assert not any(a.startswith(("Turn on", "Select")) for _, a in rows)


def test_a_tap_that_changed_nothing_is_flagged(settings: Settings, tmp_path: Path) -> None:
    data_dir = tmp_path / "m2miner-data"
    shutil.copytree(settings.data_dir, data_dir)
    config = load_config(None, {"store.data_dir": str(data_dir)}, environ={})
    with open_store(config) as store:
        tree = store.trees.find(app="settings")[0]
        root = store.trees.load(tree.id).root
        assert root is not None and root.screenshot_hash is not None
        same = ScreenRef(root.screenshot_hash, root.hierarchy_hash)
        # The title is not clickable: tapping it leaves the screen as it was.
        tap = store.nodes.add(tree.id, NewNode(root.id, Action("click", x=300, y=150),
                                               'Click "Settings"', rank=9))  # fmt: skip
        store.nodes.judge(tap.id, Judgement("valid", 0.9, "judge", screen=same))
        end = store.nodes.add(
            tree.id, NewNode(tap.id, Action("terminate", status="success"), rank=1)
        )
        info = {"terminal": True, "judged": "success", "verified": True}
        store.nodes.judge(end.id, Judgement("success", 1.0, "judge", screen=same, info=info))
        store.nodes.set_values([NodeValue(tap.id, q=1.0, n=1), NodeValue(end.id, q=1.0, n=1)])
    report = _export(config, tmp_path / "out", kinds=("description", "sft"))
    reason = "description sample of a step that changed nothing on the screen (flagged)"
    assert report.skipped[reason] == 1
    described = {m["node_id"] for m, _ in _rows(tmp_path / "out", "description")}
    assert tap.id not in described
    # The verified path keeps its action for SFT, flagged, with the stored description.
    sft = {m["node_id"]: (m, a) for m, a in _rows(tmp_path / "out", "sft")}
    meta, answer = sft[tap.id]
    assert meta["description_check"] == "flagged"
    assert meta["description_reason"] == "nothing changed on the screen"
    assert answer.startswith('Action: "Click \\"Settings\\""')
    assert end.id in sft
