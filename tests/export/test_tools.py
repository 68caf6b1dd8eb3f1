"""Each format loaded by its own tool, from a folder other than the export's, and each
emitted command parsed by the tool's own argument parser: LLaMA-Factory (``get_train_args``
and ``get_dataset``), ms-swift (its argument classes, dataset loader and template encode)
and protobuf (the AndroidControl TFRecords). The tools run in their own environments
(``.venvs/<tool>``, made by ``scripts/test``); without one the test is skipped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from m2miner.export import ExportReport
from m2miner.export.tfrecord import read_tfrecord
from m2miner.train.emit import emit
from m2miner.train.options import TrainOptions
from tests.export.conftest import Mined, run_export
from tests.export.tools import run_check, swift_commands, tool_python

CPU_LLAMAFACTORY = {"bf16": False, "use_cpu": True, "preprocessing_num_workers": None}
CPU_SWIFT = ["--torch_dtype", "float32", "--use_cpu", "true"]
"""What a run on a machine without a GPU adds to the emitted settings (and, on a two-core
test machine, tokenizing in one process instead of a pool of four)."""


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def emitted(report: ExportReport, tiny_model_dir: Path, out: Path, tool: str) -> Path:
    """SFT then DPO on a local checkpoint (the tiny model), as ``m2miner train --emit``."""
    opts = TrainOptions.build(
        role="infer", base=str(tiny_model_dir), data=(report.out_dir,), out=out, dpo=True
    )
    emit(opts, tool)
    return out


@pytest.mark.slow
def test_llamafactory_parses_the_emitted_configs_and_loads_every_dataset(
    full_export: ExportReport, tiny_model_dir: Path, tmp_path: Path
) -> None:
    tool_python("llamafactory")
    configs = emitted(full_export, tiny_model_dir, tmp_path / "lf", "llamafactory")
    registry = json.loads((full_export.out_dir / "dataset_info.json").read_text())
    plain = [name for name, entry in registry.items() if not entry.get("ranking")]
    ranked = [name for name, entry in registry.items() if entry.get("ranking")]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    # The DPO stage starts from the merged SFT model; here the tiny base stands in.
    sft_model = {"model_name_or_path": str(tiny_model_dir)}
    jobs = [
        [str(configs / "train.yaml"), CPU_LLAMAFACTORY, plain],
        [str(configs / "dpo.yaml"), {**CPU_LLAMAFACTORY, **sft_model}, ranked],
    ]
    sft, dpo = run_check("llamafactory", "llamafactory_check.py", json.dumps(jobs), cwd=elsewhere)
    assert (sft["stage"], dpo["stage"], sft["template"]) == ("sft", "dpo", "qwen2_vl")
    for name, entry in registry.items():
        loaded = (dpo if name in ranked else sft)["datasets"][name]
        assert loaded["rows"] == lines(full_export.out_dir / entry["file_name"]), name
        assert loaded["images"] and all(Path(p).is_file() for p in loaded["images"]), name


@pytest.mark.slow
def test_swift_parses_the_emitted_commands_and_encodes_the_export(
    full_export: ExportReport, tiny_model_dir: Path, tmp_path: Path
) -> None:
    tool_python("swift")
    out = emitted(full_export, tiny_model_dir, tmp_path / "sw", "swift")
    commands = swift_commands((out / "train.sh").read_text())
    assert [c[0] for c in commands] == ["sft", "export", "rlhf", "export"]
    jobs: list[list[Any]] = []
    for command, argv, _ in commands:
        # The DPO stage starts from the merged SFT model; here the tiny base stands in.
        argv = [str(tiny_model_dir) if a == "$MODEL" else a for a in argv]
        jobs.append([command, argv if command == "export" else argv + CPU_SWIFT])
    env = commands[0][2]
    assert env == {"MIN_PIXELS": "3136", "MAX_PIXELS": "1003520"}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    results = run_check("swift", "swift_check.py", json.dumps(jobs), cwd=elsewhere, env=env)
    assert all(r["unknown"] == [] for r in results), results
    sft, _, dpo, _ = results
    root = full_export.out_dir
    for result, kinds in ((sft, ("sft", "description")), (dpo, ("preference",))):
        assert result["remaining"] == []
        assert (result["model_type"], result["template"]) == ("qwen2_5_vl", "qwen2_5_vl")
        assert result["tuner_type"] == "lora"
        expected = sum(lines(root / "swift" / kind / "train.jsonl") for kind in kinds)
        assert result["train"]["rows"] == expected
        assert min(result["train"]["image_tokens"]) >= 1


def _without_defaults(value: Any) -> Any:
    """A message dict as protobuf's JSON gives it: zero, false and empty fields left out."""
    if isinstance(value, dict):
        kept = {k: _without_defaults(v) for k, v in value.items()}
        return {k: v for k, v in kept.items() if v not in (0, False, "", [], {}, None)}
    if isinstance(value, list):
        return [_without_defaults(v) for v in value]
    return value


def test_androidcontrol_tfrecords_parse_with_protobuf(mined: Mined, tmp_path: Path) -> None:
    python = None
    for tool in ("llamafactory", "swift"):
        try:
            python = tool_python(tool)
            break
        except pytest.skip.Exception:
            continue
    if python is None:
        pytest.skip("no tool environment with the protobuf runtime (scripts/test builds them)")
    out = tmp_path / "out"
    run_export(mined, out, formats=("androidcontrol",), tfrecord=True, val_ratio=0.0)
    episodes = {
        e["episode_id"]: e
        for e in (json.loads(p.read_text()) for p in (out / "androidcontrol").rglob("*.json"))
    }
    records = read_tfrecord(out / "androidcontrol" / "train.tfrecord.gz")
    assert len(records) == len(episodes)
    files = []
    for i, data in enumerate(records):
        files.append(tmp_path / f"record-{i}.pb")
        files[-1].write_bytes(data)
    parsed = run_check(tool, "proto_check.py", *map(str, files), cwd=tmp_path)
    for record in parsed:
        (episode_id,) = record["episode_id"]
        episode = episodes[episode_id]
        assert record["goal"] == [episode["goal"]]
        assert [json.loads(a) for a in record["actions"]] == episode["actions"]
        assert record["step_instructions"] == episode["step_instructions"]
        assert record["screenshot_widths"] == episode["screenshot_widths"]
        sizes = [(out / p).stat().st_size for p in episode["screenshots"]]
        assert record["screenshots"] == [[size, True] for size in sizes]
        assert record["accessibility_trees"] == _without_defaults(episode["accessibility_trees"])
        assert all(record["accessibility_trees"])
