"""Each format loaded by its own tool after the export was moved: the export, a base model
and the jobs ``m2miner train --emit`` wrote are made in one folder, which is then moved
elsewhere (nothing is left where they were written). From a third folder, LLaMA-Factory
(``get_train_args`` and ``get_dataset``) and ms-swift (its argument classes, dataset loader
and template encode) read every file, and each emitted script trains one step and merges
it; protobuf parses the AndroidControl TFRecords. The tools run in their own environments
(``.venvs/<tool>``, made by ``scripts/test``); without one the test is skipped."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from m2miner.export import ExportReport
from m2miner.export.tfrecord import read_tfrecord
from m2miner.train.emit import emit
from m2miner.train.options import TrainOptions
from tests.export.conftest import Mined, run_export
from tests.export.tools import REPO, run_check, swift_commands, tool_python

CPU_LLAMAFACTORY = {"bf16": False, "use_cpu": True, "preprocessing_num_workers": None}
CPU_SWIFT = ["--torch_dtype", "float32", "--use_cpu", "true"]
"""What a run on a machine without a GPU adds to the emitted settings (and, on a two-core
test machine, tokenizing in one process instead of a pool of four)."""
ONE_STEP = {
    "max_steps": 1,
    "grad_accum": 1,
    "precision": "fp32",
    "gradient_checkpointing": False,
    "evaluate": False,
    "max_pixels": 4 * 3136,
    "max_length": 4096,
    "logging_steps": 1,
}
"""An emitted job that trains one step of the tiny model on a CPU in reasonable time."""


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


@dataclass(frozen=True)
class Moved:
    """The export, base model and emitted jobs, at ``root`` after the move."""

    root: Path
    report: ExportReport

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def base(self) -> Path:
        return self.root / "base"

    def job(self, tool: str) -> Path:
        return self.root / f"job-{tool}"


@pytest.fixture(scope="module")
def moved(mined: Mined, tiny_model_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Moved:
    written = tmp_path_factory.mktemp("written") / "work"
    report = run_export(
        mined, written / "data", formats=("llamafactory", "swift", "trl"), val_ratio=0.5, seed=2
    )
    shutil.copytree(tiny_model_dir, written / "base")
    for tool in ("llamafactory", "swift"):
        opts = TrainOptions.build(
            role="infer",
            base=str(written / "base"),
            data=(written / "data",),
            out=written / f"job-{tool}",
            dpo=True,
            **ONE_STEP,
        )
        emit(opts, tool)
    root = tmp_path_factory.mktemp("moved") / "work"
    shutil.move(written, root)
    assert not written.exists()
    return Moved(root, report)


def elsewhere(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def run_script(tool: str, script: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``bash SCRIPT`` from ``cwd`` with the tool's environment first on PATH, as a user who
    activated it would run the emitted script."""
    bin_dir = tool_python(tool).parent
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(
        PATH=f"{bin_dir}:{env.get('PATH', '')}",
        HF_HUB_OFFLINE="1",
        TOKENIZERS_PARALLELISM="false",
        CUDA_VISIBLE_DEVICES="",
    )
    return subprocess.run(
        ["bash", str(script)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )


@pytest.mark.slow
def test_llamafactory_loads_every_dataset_of_the_moved_export(moved: Moved, tmp_path: Path) -> None:
    tool_python("llamafactory")
    registry = json.loads((moved.data / "dataset_info.json").read_text())
    plain = [name for name, entry in registry.items() if not entry.get("ranking")]
    ranked = [name for name, entry in registry.items() if entry.get("ranking")]
    # What run.sh passes (the DPO stage starts from the merged SFT model; here the base).
    where = {"dataset_dir": str(moved.data), "model_name_or_path": str(moved.base)}
    job = moved.job("llamafactory")
    jobs = [
        [str(job / "train.yaml"), {**CPU_LLAMAFACTORY, **where}, plain],
        [str(job / "dpo.yaml"), {**CPU_LLAMAFACTORY, **where}, ranked],
    ]
    cwd = elsewhere(tmp_path)
    sft, dpo = run_check("llamafactory", "llamafactory_check.py", json.dumps(jobs), cwd=cwd)
    assert (sft["stage"], dpo["stage"], sft["template"]) == ("sft", "dpo", "qwen2_vl")
    for name, entry in registry.items():
        loaded = (dpo if name in ranked else sft)["datasets"][name]
        assert loaded["rows"] == lines(moved.data / entry["file_name"]), name
        images = loaded["images"]
        assert images and all(Path(p).is_file() for p in images), name
        assert all(Path(p).is_relative_to(moved.data) for p in images), name


@pytest.mark.slow
def test_swift_parses_the_emitted_commands_and_encodes_the_moved_export(
    moved: Moved, tmp_path: Path
) -> None:
    tool_python("swift")
    script = (moved.job("swift") / "train.sh").read_text()
    # What train.sh resolves (the DPO stage starts from the merged SFT model; here the base).
    names = {"DATA": str(moved.data), "BASE": str(moved.base), "MODEL": str(moved.base)}
    commands = swift_commands(script, names)
    assert [c[0] for c in commands] == ["sft", "export", "rlhf", "export"]
    jobs: list[list[Any]] = []
    for command, argv, _ in commands:
        jobs.append([command, argv if command == "export" else argv + CPU_SWIFT])
    env = commands[0][2]
    assert env == {"ROOT_IMAGE_DIR": str(moved.data), "MIN_PIXELS": "3136", "MAX_PIXELS": "12544"}
    results = run_check(
        "swift", "swift_check.py", json.dumps(jobs), cwd=elsewhere(tmp_path), env=env
    )
    assert all(r["unknown"] == [] for r in results), results
    sft, _, dpo, _ = results
    for result, kinds in ((sft, ("sft", "description")), (dpo, ("preference",))):
        assert result["remaining"] == []
        assert (result["model_type"], result["template"]) == ("qwen2_5_vl", "qwen2_5_vl")
        assert result["tuner_type"] == "lora"
        expected = sum(lines(moved.data / "swift" / kind / "train.jsonl") for kind in kinds)
        assert result["train"]["rows"] == expected
        assert min(result["train"]["image_tokens"]) >= 1


@pytest.mark.slow
@pytest.mark.parametrize(
    ("tool", "script", "model"),
    [("llamafactory", "run.sh", "model"), ("swift", "train.sh", None)],
)
def test_the_emitted_script_trains_a_step_on_the_moved_export(
    moved: Moved, tmp_path: Path, tool: str, script: str, model: str | None
) -> None:
    """SFT then DPO, one step each with LoRA merged after each, run from another folder."""
    done = run_script(tool, moved.job(tool) / script, elsewhere(tmp_path))
    assert done.returncode == 0, done.stderr[-4000:] + done.stdout[-2000:]
    job = moved.job(tool)
    if tool == "swift":
        printed = [x for x in done.stdout.splitlines() if x.startswith("model: ")]
        assert len(printed) == 2  # the merged SFT model, then the merged DPO model
        merged = Path(printed[-1].removeprefix("model: "))
        assert merged.is_relative_to(job / "saves" / "dpo")
    else:
        merged = job / str(model)
        assert (job / "stages" / "sft" / "model" / "config.json").is_file()
    assert (merged / "config.json").is_file()
    assert list(merged.glob("*.safetensors"))
    assert not list(tmp_path.joinpath("elsewhere").iterdir())  # nothing written there


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


@pytest.mark.parametrize("tool", ["llamafactory", "swift"])
def test_each_tool_environment_holds_its_own_version_of_what_its_libraries_import(
    tool: str,
) -> None:
    # transformers imports kernels whenever it is installed; the shared environment's is
    # the version its own transformers requires, which the tool's older one breaks on.
    python = tool_python(tool)
    done = subprocess.run(
        [str(python), str(REPO / "scripts" / "tool_shadows.py")],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    assert done.stdout.strip() == ""
    imported = subprocess.run(
        [str(python), "-c", "import transformers.integrations.hub_kernels"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert imported.returncode == 0, imported.stderr[-2000:]
