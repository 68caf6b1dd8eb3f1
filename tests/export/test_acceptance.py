"""The user's path: ``m2miner mine --app maps``, ``m2miner recycle``, ``m2miner export``,
``m2miner stats``, run as commands on a fresh data directory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.export import KINDS
from tests.cli_helpers import run as run_cli


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = run_cli(capsys, *args)
    assert code == 0, err
    return out


def test_mine_recycle_export_stats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("datasets")  # --format all includes hf
    data = ["--data-dir", str(tmp_path / "m2miner-data")]
    run(capsys, "mine", "--app", "maps", *data)
    run(capsys, "recycle", *data)
    out_dir = tmp_path / "export"
    # Recycled paths are judged only (recycling's model check), so they are asked for.
    run(
        capsys,
        "export",
        str(out_dir),
        "--format",
        "all",
        "--kind",
        "all",
        "--include",
        "judged",
        *data,
    )

    manifest = json.loads((out_dir / "export.json").read_text())
    assert manifest["trajectories"]["recycled"] >= 1
    for kind in KINDS:
        assert manifest["kinds"][kind]["counts"]["train"] > 0, kind
        for fmt in ("llamafactory", "swift", "trl"):
            rows = (out_dir / fmt / kind / "train.jsonl").read_text().splitlines()
            for row in map(json.loads, rows):
                assert all((out_dir / image).is_file() for image in row["images"])
    metas = [
        json.loads(line) for line in (out_dir / "meta/sft/train.jsonl").read_text().splitlines()
    ]
    recycled = [m for m in metas if m["source"] == "recycled"]
    assert recycled and all(m["stage"] == 3 for m in recycled)
    episodes = [json.loads(p.read_text()) for p in (out_dir / "androidcontrol").rglob("*.json")]
    assert any(e["m2miner"]["source"] == "recycled" for e in episodes)
    assert len(list((out_dir / "graph").glob("*.graphml"))) == 3

    stats = json.loads(run(capsys, "stats", "--json", *data))
    assert stats["trajectories"]["recycled"] == manifest["trajectories"]["recycled"]
    verified = stats["intents_by_source"]["recycled"]["verified"]
    assert verified == manifest["trajectories"]["recycled"]
