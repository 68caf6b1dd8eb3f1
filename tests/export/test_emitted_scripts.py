"""The scripts ``m2miner train --emit`` writes, moved with the export and run from another
folder, hand each tool the files where they now are. Stand-ins for ``llamafactory-cli``
and ``swift`` on PATH record what they were given (and make the checkpoint folders the
next lines look for); ``test_tools.py`` runs the real tools."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from m2miner.train.emit import emit
from m2miner.train.options import TrainOptions
from tests.export.conftest import Mined, run_export

RECORDER = """#!{python}
import json, os, sys
from pathlib import Path

args = sys.argv[1:]
watched = ("ROOT_IMAGE_DIR", "MIN_PIXELS", "MAX_PIXELS")
with open(os.environ["RECORD"], "a") as record:
    env = {{k: os.environ[k] for k in watched if k in os.environ}}
    record.write(json.dumps({{"tool": "{tool}", "argv": args, "cwd": os.getcwd(), "env": env}}))
    record.write("\\n")
if "--output_dir" in args:  # swift sft / rlhf: a checkpoint, as training would leave
    Path(args[args.index("--output_dir") + 1], "checkpoint-1").mkdir(parents=True)
if "--adapters" in args:  # swift export --merge_lora
    Path(args[args.index("--adapters") + 1] + "-merged").mkdir()
"""


@pytest.fixture
def moved(mined: Mined, tmp_path: Path) -> Path:
    """An export, a base model folder and both emitted jobs, written in one folder and
    moved to another; returns where they are now."""
    written = tmp_path / "written" / "work"
    run_export(mined, written / "data", formats=("llamafactory", "swift"), val_ratio=0.5, seed=2)
    (written / "base").mkdir()
    (written / "base" / "config.json").write_text('{"model_type": "qwen2_5_vl"}')
    for tool in ("llamafactory", "swift"):
        opts = TrainOptions.build(
            role="infer",
            base=str(written / "base"),
            data=(written / "data",),
            out=written / f"job-{tool}",
            dpo=True,
        )
        emit(opts, tool)
    root = tmp_path / "moved" / "work"
    root.parent.mkdir()
    shutil.move(written, root)
    return root


def run_with_recorders(script: Path, tmp_path: Path, **env: str) -> list[dict[str, Any]]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    for tool in ("llamafactory-cli", "swift"):
        path = bin_dir / tool
        path.write_text(RECORDER.format(python=sys.executable, tool=tool))
        path.chmod(0o755)
    record = tmp_path / "record.jsonl"
    record.unlink(missing_ok=True)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir(exist_ok=True)
    done = subprocess.run(
        ["bash", str(script)],
        cwd=cwd,
        env={"PATH": f"{bin_dir}:/usr/bin:/bin", "RECORD": str(record), **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in record.read_text().splitlines()]


def overrides(argv: list[str]) -> dict[str, str]:
    return dict(a.split("=", 1) for a in argv[2:])


def test_llamafactory_script_runs_the_moved_job_from_anywhere(moved: Path, tmp_path: Path) -> None:
    job = moved / "job-llamafactory"
    calls = run_with_recorders(job / "run.sh", tmp_path)
    assert [c["argv"][:2] for c in calls] == [
        ["train", "train.yaml"],
        ["export", "merge.yaml"],
        ["train", "dpo.yaml"],
        ["export", "merge_dpo.yaml"],
    ]
    assert {c["cwd"] for c in calls} == {str(job)}
    data, base = str(moved / "data"), str(moved / "base")
    assert overrides(calls[0]["argv"]) == {"dataset_dir": data, "model_name_or_path": base}
    assert overrides(calls[1]["argv"]) == {"model_name_or_path": base}
    assert overrides(calls[2]["argv"]) == {"dataset_dir": data}  # from the merged SFT model
    assert overrides(calls[3]["argv"]) == {}
    for name in ("train.yaml", "dpo.yaml"):  # run by hand in the job folder, as written
        config = yaml.safe_load((job / name).read_text())
        assert (job / config["dataset_dir"]).resolve() == Path(data)
    assert (
        job / yaml.safe_load((job / "train.yaml").read_text())["model_name_or_path"]
    ).resolve() == Path(base)
    assert (
        yaml.safe_load((job / "dpo.yaml").read_text())["model_name_or_path"] == "stages/sft/model"
    )


def test_swift_script_runs_the_moved_job_from_anywhere(moved: Path, tmp_path: Path) -> None:
    job = moved / "job-swift"
    calls = run_with_recorders(job / "train.sh", tmp_path)
    assert [c["argv"][0] for c in calls] == ["sft", "export", "rlhf", "export"]
    data = moved / "data"
    sft, merge, dpo, _ = calls
    assert {c["cwd"] for c in calls} == {str(job)}
    assert sft["env"] == {
        "ROOT_IMAGE_DIR": str(data),
        "MIN_PIXELS": "3136",
        "MAX_PIXELS": "1003520",
    }

    def values(argv: list[str], flag: str) -> list[str]:
        start = argv.index(flag) + 1
        end = next((i for i in range(start, len(argv)) if argv[i].startswith("--")), len(argv))
        return argv[start:end]

    assert values(sft["argv"], "--model") == [str(moved / "base")]
    assert values(sft["argv"], "--dataset") == [
        str(data / "swift" / kind / "train.jsonl") for kind in ("sft", "description")
    ]
    assert all(Path(f).is_file() for f in values(sft["argv"], "--val_dataset"))
    assert values(merge["argv"], "--adapters") == [str(job / "saves" / "sft" / "checkpoint-1")]
    assert values(dpo["argv"], "--model") == [str(job / "saves" / "sft" / "checkpoint-1-merged")]
    assert values(dpo["argv"], "--dataset") == [str(data / "swift/preference/train.jsonl")]
    # Every image path of the files, under ROOT_IMAGE_DIR, names a file.
    for line in (data / "swift" / "sft" / "train.jsonl").read_text().splitlines():
        assert all((data / image).is_file() for image in json.loads(line)["images"])


def test_data_and_base_from_the_environment(moved: Path, tmp_path: Path) -> None:
    """An export and a model elsewhere than beside the job: DATA= and BASE=, relative to
    where the script is started."""
    other = tmp_path / "elsewhere" / "export-copy"
    shutil.copytree(moved / "data", other)
    calls = run_with_recorders(
        moved / "job-swift" / "train.sh", tmp_path, DATA="export-copy", BASE="Qwen/Qwen2.5-VL-3B"
    )
    assert calls[0]["env"]["ROOT_IMAGE_DIR"] == str(other)
    argv = calls[0]["argv"]
    assert argv[argv.index("--model") + 1] == "Qwen/Qwen2.5-VL-3B"
    assert argv[argv.index("--dataset") + 1] == str(other / "swift/sft/train.jsonl")
