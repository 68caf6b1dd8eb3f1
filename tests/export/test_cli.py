"""``m2miner export`` and ``m2miner stats`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_helpers import run
from tests.export.conftest import Mined


def test_stats_json_counts_trajectories_intents_and_images(
    mined: Mined, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "stats", "--json", "--data-dir", str(mined.data_dir))
    assert code == 0
    stats = json.loads(out)
    t = stats["trajectories"]
    assert t["recycled"] == 1 and t["total"] == t["successful"] + 1 and t["successful"] >= 3
    assert stats["intents_by_source"]["recycled"] == {"intents": 2, "verified": 1}
    assert stats["intents_by_source"]["task"]["intents"] == 3
    assert stats["intents_by_stage"]["3"] == {"intents": 2, "verified": 1}
    assert stats["intents_by_domain"] == {"mobile": {"intents": 5, "verified": 1}}
    steps = stats["steps_per_trajectory"]
    assert 1 <= steps["median"] <= steps["max"] <= 15 and steps["mean"] > 0
    assert 0 < stats["images"]["on_trajectories"] <= stats["images"]["stored"]
    assert [a["key"] for a in stats["apps"]] == ["maps"]
    assert stats["model"]["cost_per_image_usd"] == 0.0  # heuristic agents call no model


def test_stats_table_and_unknown_run(mined: Mined, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "stats", "--data-dir", str(mined.data_dir))
    assert code == 0
    assert "trajectories (successful + recycled)" in out and "recycled" in out
    code, _, err = run(capsys, "stats", "--run", "99", "--data-dir", str(mined.data_dir))
    assert code == 2 and "no run with id 99" in err and "fix: `m2miner runs`" in err


def test_export_command_writes_every_format(
    mined: Mined, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("datasets")  # --format all includes hf
    out_dir = tmp_path / "out"
    code, out, err = run(
        capsys,
        "export",
        str(out_dir),
        "--format",
        "all",
        "--kind",
        "sft,judge",
        "--coords",
        "norm1000",
        "--balance",
        "--data-dir",
        str(mined.data_dir),
    )
    assert code == 0, err
    assert "sft" in out and "judge" in out and "manifest:" in out
    manifest = json.loads((out_dir / "export.json").read_text())
    assert manifest["options"]["view"]["coords"] == "norm1000"
    assert manifest["options"]["kinds"] == ["sft", "judge"]
    assert manifest["command"].startswith("m2miner ")
    for fmt in ("llamafactory", "swift", "trl"):
        assert (out_dir / fmt / "sft" / "train.jsonl").is_file()
    assert not (out_dir / "trl" / "preference").exists()
    assert any((out_dir / "graph").iterdir()) and any((out_dir / "androidcontrol").rglob("*.json"))
    row = json.loads((out_dir / "trl" / "sft" / "train.jsonl").read_text().splitlines()[0])
    assert "0-999" in row["messages"][0]["content"][0]["text"]


def test_export_takes_coordinates_from_a_configured_model(
    mined: Mined, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "m2miner.toml"
    config.write_text(
        '[[models]]\nname = "qwen3"\nmodel = "Qwen/Qwen3-VL-8B-Instruct"\n'
        'coords = "norm1000"\nmax_pixels = 802816\n',
        encoding="utf-8",
    )
    args = ["export", str(tmp_path / "out"), "--kind", "sft", "--model", "qwen3", "--json"]
    code, out, err = run(capsys, *args, "-c", str(config), "--data-dir", str(mined.data_dir))
    assert code == 0, err
    manifest = json.loads((tmp_path / "out" / "export.json").read_text())
    assert manifest["options"]["view"] == {
        "coords": "norm1000",
        "min_pixels": 3136,
        "max_pixels": 802816,
        "history": 12,
    }
    assert json.loads(out)["kinds"]["sft"]["counts"]["train"] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mix", "mobile=0.5,tv=0.5"], "expected DOMAIN=SHARE"),
        (["--format", "csv"], "unknown format 'csv'"),
        (["--val-ratio", "0.7", "--test-ratio", "0.3"], "leaves nothing to train on"),
        (["--model", "nope"], "no model named 'nope'"),
    ],
)
def test_export_rejects_bad_options(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    code, _, err = run(
        capsys, "export", str(tmp_path / "out"), *args, "--data-dir", str(mined.data_dir)
    )
    assert code == 2 and message in err
    assert not (tmp_path / "out").exists()


def test_export_without_mined_data_says_how_to_get_some(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(
        capsys, "export", str(tmp_path / "out"), "--data-dir", str(tmp_path / "none")
    )
    assert code == 2 and "no mined data" in err and "m2miner mine" in err
    assert not (tmp_path / "none").exists()
