"""--emit: LLaMA-Factory YAML and an ms-swift script that point at the export's own files,
by paths relative to the job folder."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from m2miner.cli import app
from m2miner.cli.errors import EXIT_CONFIG, run_guarded
from m2miner.errors import ConfigError
from m2miner.train.emit import emit
from m2miner.train.options import TrainOptions
from tests.train.conftest import Exported


def options(exported: Exported, out: Path, **values: Any) -> TrainOptions:
    base = {"role": "infer", "base": "/models/Qwen2.5-VL-7B-Instruct", "data": (exported.root,)}
    return TrainOptions.build(**{**base, "out": out, **values})


def load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text())
    assert isinstance(data, dict)
    return data


def registered(exported: Exported) -> dict[str, Any]:
    return json.loads((exported.root / "dataset_info.json").read_text())


def bash_syntax_ok(path: Path) -> bool:
    return subprocess.run(["bash", "-n", str(path)], check=False).returncode == 0


def test_llamafactory_sft_config_names_registered_datasets(
    exported: Exported, tmp_path: Path
) -> None:
    done = emit(options(exported, tmp_path / "lf", max_steps=100), "llamafactory")
    names = [p.name for p in done.files]
    assert names == ["train.yaml", "merge.yaml", "run.sh"]
    train = load(tmp_path / "lf/train.yaml")
    info = registered(exported)
    assert train["stage"] == "sft" and train["finetuning_type"] == "lora"
    assert train["dataset"] == "m2miner_sft_train,m2miner_description_train"
    assert train["eval_dataset"] == "m2miner_sft_val,m2miner_description_val"
    # Paths are relative to the job folder (run.sh works there), none absolute.
    assert train["dataset_dir"] == os.path.relpath(exported.root.resolve(), tmp_path / "lf")
    for name in [*train["dataset"].split(","), *train["eval_dataset"].split(",")]:
        assert (tmp_path / "lf" / train["dataset_dir"] / info[name]["file_name"]).is_file()
    assert train["template"] == "qwen2_vl" and train["freeze_vision_tower"] is True
    assert train["image_max_pixels"] == 1280 * 28 * 28 and train["max_steps"] == 100
    assert train["lora_target"] == "q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj"
    assert train["model_name_or_path"] == "/models/Qwen2.5-VL-7B-Instruct"
    merge = load(tmp_path / "lf/merge.yaml")
    assert merge["adapter_name_or_path"] == train["output_dir"]
    assert merge["export_dir"] == "model" and train["output_dir"] == "saves/sft"
    assert done.model_dir == (tmp_path / "lf/model").resolve()
    run = (tmp_path / "lf/run.sh").read_text()
    assert str(tmp_path) not in run
    assert 'llamafactory-cli train train.yaml dataset_dir="$DATA" model_name_or_path="$BASE"' in run
    assert run.index("llamafactory-cli train") < run.index("llamafactory-cli export")
    assert bash_syntax_ok(tmp_path / "lf/run.sh")


def test_llamafactory_dpo_starts_from_the_merged_sft_model(
    exported: Exported, tmp_path: Path
) -> None:
    emit(options(exported, tmp_path / "lf", dpo=True), "llamafactory")
    dpo = load(tmp_path / "lf/dpo.yaml")
    sft_model = "stages/sft/model"
    assert load(tmp_path / "lf/merge.yaml")["export_dir"] == sft_model
    assert dpo["stage"] == "dpo" and dpo["model_name_or_path"] == sft_model
    assert dpo["dataset"] == "m2miner_preference_train" and dpo["pref_beta"] == 0.1
    assert registered(exported)["m2miner_preference_train"]["ranking"] is True
    assert load(tmp_path / "lf/merge_dpo.yaml")["export_dir"] == "model"
    assert "merge_dpo.yaml" in (tmp_path / "lf/run.sh").read_text()


def test_llamafactory_full_judge_on_qwen3(exported: Exported, tmp_path: Path) -> None:
    done = emit(
        options(
            exported,
            tmp_path / "lf",
            role="judge",
            finetune="full",
            base="Qwen/Qwen3-VL-8B-Instruct",
        ),
        "llamafactory",
    )
    assert [p.name for p in done.files] == ["train.yaml", "run.sh"]
    train = load(tmp_path / "lf/train.yaml")
    assert train["template"] == "qwen3_vl_nothink" and train["finetuning_type"] == "full"
    assert train["dataset"] == "m2miner_judge_train" and "lora_rank" not in train
    assert done.model_dir == (tmp_path / "lf").resolve() / train["output_dir"]


def test_swift_script_runs_sft_then_dpo(exported: Exported, tmp_path: Path) -> None:
    done = emit(options(exported, tmp_path / "sw", dpo=True, max_pixels=602112), "swift")
    script = (tmp_path / "sw/train.sh").read_text()
    assert bash_syntax_ok(tmp_path / "sw/train.sh")
    assert str(tmp_path) not in script and str(exported.root) not in script
    assert 'export ROOT_IMAGE_DIR="$DATA"' in script
    assert "MAX_PIXELS=602112 swift sft" in script and "swift rlhf --rlhf_type dpo" in script
    assert '--model "$BASE"' in script
    assert '--model "$MODEL"' in script  # DPO starts from the merged SFT model
    # ms-swift 4.x names: a local checkpoint loads with its model type and template.
    assert "--train_type" not in script and script.count("--tuner_type lora") == 2
    assert script.count("--model_type qwen2_5_vl") == script.count("--template qwen2_5_vl") == 2
    assert script.count("swift export --adapters") == 2
    for relative in (
        "swift/sft/train.jsonl",
        "swift/description/train.jsonl",
        "swift/preference/train.jsonl",
    ):
        assert relative in script and (exported.root / relative).is_file()
    val = '--val_dataset "$DATA/swift/sft/val.jsonl" "$DATA/swift/description/val.jsonl"'
    assert val in script
    assert done.command == f"bash {tmp_path.resolve() / 'sw/train.sh'}"


def test_emit_needs_one_export_holding_the_format(exported: Exported, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="one --data directory"):
        emit(options(exported, tmp_path / "x", data=(exported.root, exported.root)), "swift")
    copy = tmp_path / "trl-only"
    copy.mkdir()
    manifest = json.loads((exported.root / "export.json").read_text())
    manifest["layout"] = {"trl": manifest["layout"]["trl"]}
    (copy / "export.json").write_text(json.dumps(manifest))
    with pytest.raises(ConfigError, match="no llamafactory files of kind judge") as info:
        emit(options(exported, tmp_path / "y", role="judge", data=(copy,)), "llamafactory")
    assert "--format llamafactory" in (info.value.hint or "")
    with pytest.raises(ConfigError, match="--emit 'axolotl'"):
        emit(options(exported, tmp_path / "z"), "axolotl")


def test_cli_emit_prints_the_command(
    exported: Exported,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    out = tmp_path / "cli"
    args = ["train", "--role", "judge", "--base", "Qwen/Qwen2.5-VL-7B-Instruct"]
    code = run_guarded(
        app, [*args, "--data", str(exported.root), "--out", str(out), "--emit", "llamafactory"]
    )
    printed = capsys.readouterr().out
    assert code == 0
    assert f"bash {out.resolve() / 'run.sh'}" in printed and "wrote" in printed
    assert load(out / "train.yaml")["dataset"] == "m2miner_judge_train"
    code = run_guarded(app, [*args, "--data", str(exported.root), "--out", str(out), "--dpo"])
    assert code == EXIT_CONFIG
    shutil.rmtree(out)
