"""Training on a real export with the tiny local Qwen-VL models, on the CPU.

Each job runs a few optimizer steps: the tests check that weights changed where they
should (and only there), that the saved model loads through the ``hf`` backend and answers
the judge prompt with first-token log-probabilities, and that the job is recorded.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from m2miner.cli import app
from m2miner.cli.errors import run_guarded
from m2miner.config import Config, ModelConfig
from m2miner.errors import ConfigError, ModelUnavailableError
from m2miner.llm.base import Image, Message
from m2miner.llm.hf import HFModel
from m2miner.store.opening import open_store
from m2miner.train.options import TrainOptions
from m2miner.train.run import TRAIN_MANIFEST, train
from tests.train.conftest import TINY_PIXELS, Exported

pytest.importorskip("trl")
pytest.importorskip("peft")

# Checkpoint names differ between model families and transformers versions; match the ends.
Q_PROJ = "layers.0.self_attn.q_proj.weight"
VISION = "blocks.0.attn.qkv.weight"
FAST = dict(batch_size=2, grad_accum=1, max_pixels=TINY_PIXELS, warmup_ratio=0.0, logging_steps=1)


def weights(directory: Path) -> dict[str, Any]:
    from safetensors.torch import load_file

    out: dict[str, Any] = {}
    for path in sorted(directory.glob("*.safetensors")):
        out.update(load_file(path))
    return out


def tensor(state: dict[str, Any], suffix: str) -> Any:
    """The one tensor whose name ends with ``suffix`` (in the vision tower for VISION)."""
    vision = suffix == VISION
    [name] = [k for k in state if k.endswith(suffix) and ("visual" in k) == vision]
    return state[name]


def judge_question(root: Path, split: str = "train") -> list[Message]:
    """The first step question of the export: the JudgeAgent's own prompt and screenshots."""
    for line in (root / f"trl/judge/{split}.jsonl").read_text().splitlines():
        row = json.loads(line)
        if len(row["images"]) == 2:
            user = row["messages"][0]
            text = "".join(p.get("text") or "" for p in user["content"] if p["type"] == "text")
            shots = tuple(_image(root / path) for path in row["images"])
            return [Message("user", (*shots, text))]
    raise AssertionError("no step question in the export")


def _image(path: Path) -> Image:
    from PIL import Image as PILImage

    with PILImage.open(path) as pil:
        return Image(path.read_bytes(), pil.width, pil.height)


def step_logprobs(model_dir: Path, question: list[Message]) -> dict[str, float]:
    config = ModelConfig(name="judge", backend="hf", model=str(model_dir), max_pixels=TINY_PIXELS)
    model = HFModel(config)
    try:
        result = model.chat(
            question, logprobs=True, logprob_tokens=["valid", "invalid"], max_tokens=2
        )
    finally:
        model.close()
    assert result.first_token_logprobs is not None
    return result.first_token_logprobs[0]


@pytest.mark.slow
def test_judge_lora_learns_its_first_answer_token(
    exported: Exported,
    tiny_model_dir: Path,
    train_config: Config,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    out = tmp_path / "judge"
    args = ["train", "--role", "judge", "--base", str(tiny_model_dir), "--data", str(exported.root)]
    args += ["--out", str(out), "--max-steps", "3", "--batch-size", "2", "--grad-accum", "1"]
    args += ["--lr", "5e-3", "--max-pixels", str(TINY_PIXELS), "--logging-steps", "1"]
    args += ["--data-dir", str(train_config.store.data_dir), "--seed", "0"]
    code = run_guarded(app, args)
    printed = capsys.readouterr().out
    assert code == 0, printed
    assert "sft step 3/3  loss" in printed and "Training run 1 (judge)" in printed
    assert f"serve it: m2miner serve --role judge {out}" in printed

    adapter = weights(out / "adapter")
    lora_b = [t for name, t in adapter.items() if "lora_B" in name]
    assert lora_b and all(t.abs().sum() > 0 for t in lora_b)  # LoRA B starts at zero
    base, merged = weights(tiny_model_dir), weights(out / "model")
    assert not tensor(base, Q_PROJ).equal(tensor(merged, Q_PROJ))
    assert tensor(base, VISION).equal(tensor(merged, VISION))  # LoRA leaves vision alone

    question = judge_question(exported.root)
    before, after = step_logprobs(tiny_model_dir, question), step_logprobs(out / "model", question)
    assert {"valid", "invalid"} <= before.keys() and {"valid", "invalid"} <= after.keys()
    # Most judge samples are "valid": three steps raise its first-token probability.
    assert after["valid"] > before["valid"] + 0.1

    manifest = json.loads((out / TRAIN_MANIFEST).read_text())
    with open_store(train_config) as store:
        record = store.training.get(manifest["training_run_id"])
    assert record.status == "finished" and record.role == "judge"
    assert record.metrics["final_loss"] == manifest["stages"][0]["losses"][-1][1]
    assert "eval_loss" in record.metrics and record.metrics["model_dir"] == str(out / "model")
    judge_data = record.config["data"]["sft"][0]
    assert judge_data["kind"] == "judge" and len(judge_data["sha256"]["train"]) == 64
    assert record.config["options"]["max_steps"] == 3 and record.base_model == str(tiny_model_dir)


@pytest.mark.slow
def test_full_finetuning_trains_the_language_model_only(
    exported: Exported, tiny_model_dir: Path, train_config: Config, tmp_path: Path
) -> None:
    opts = TrainOptions.build(
        role="judge",
        base=str(tiny_model_dir),
        data=(exported.root,),
        out=tmp_path / "full",
        finetune="full",
        max_steps=1,
        learning_rate=1e-3,
        evaluate=False,
        gradient_checkpointing=False,
        **FAST,
    )
    report = train(train_config, opts)
    assert report.adapter_dir is None and not (tmp_path / "full/adapter").exists()
    base, trained = weights(tiny_model_dir), weights(Path(report.model_dir or ""))
    assert not tensor(base, Q_PROJ).equal(tensor(trained, Q_PROJ))
    vision = [k for k in base if "visual." in k]
    assert vision and all(base[k].equal(trained[k]) for k in vision)
    logprobs = step_logprobs(Path(report.model_dir or ""), judge_question(exported.root))
    assert {"valid", "invalid"} <= logprobs.keys()


@pytest.mark.slow
def test_infer_sft_then_dpo_on_preference_pairs(
    exported: Exported, tiny_model_dir: Path, train_config: Config, tmp_path: Path
) -> None:
    events: list[Any] = []
    opts = TrainOptions.build(
        role="infer",
        base=str(tiny_model_dir),
        data=(exported.root,),
        out=tmp_path / "infer",
        dpo=True,
        max_steps=1,
        evaluate=False,
        gradient_checkpointing=False,
        **{**FAST, "batch_size": 1},  # infer prompts carry the tool description: long
    )
    report = train(train_config, opts, observer=events.append)
    assert [s.stage for s in report.stages] == ["sft", "dpo"]
    sft_model = tmp_path / "infer/stages/sft/model"
    assert report.stages[0].model_dir == str(sft_model)
    assert report.adapter_base == str(sft_model)  # DPO adapts the SFT model
    dpo = report.stages[1]
    assert dpo.steps == 1 and dpo.losses[0][1] == pytest.approx(0.6931, abs=1e-3)  # log 2
    sft_q, dpo_q = (tensor(weights(d), Q_PROJ) for d in (sft_model, tmp_path / "infer/model"))
    assert not sft_q.equal(dpo_q)
    assert {(e.stage, e.event) for e in events} >= {
        ("sft", "end"),
        ("dpo", "begin"),
        ("dpo", "log"),
    }
    with open_store(train_config) as store:
        [record] = store.training.find(role="infer")
    assert record.status == "finished" and set(record.metrics["stages"]) == {"sft", "dpo"}
    kinds = [d["kind"] for d in record.config["data"]["sft"]]
    assert (
        kinds == ["sft", "description"] and record.config["data"]["dpo"][0]["kind"] == "preference"
    )
    model = HFModel(
        ModelConfig(
            name="infer", backend="hf", model=report.model_dir or "", max_pixels=TINY_PIXELS
        )
    )
    answer = model.chat(judge_question(exported.root), max_tokens=4)
    assert len(answer.texts) == 1 and answer.completion_tokens > 0


@pytest.mark.slow
def test_qwen3vl_judge_trains_and_answers(
    exported: Exported, tiny_qwen3_dir: Path, train_config: Config, tmp_path: Path
) -> None:
    opts = TrainOptions.build(
        role="judge",
        base=str(tiny_qwen3_dir),
        data=(exported.root,),
        out=tmp_path / "qwen3",
        max_steps=1,
        learning_rate=1e-3,
        evaluate=False,
        **{**FAST, "max_pixels": 64 * 32 * 32},
    )
    report = train(train_config, opts)
    trained = weights(Path(report.model_dir or ""))
    assert not tensor(weights(tiny_qwen3_dir), Q_PROJ).equal(tensor(trained, Q_PROJ))
    config = ModelConfig(
        name="j", backend="hf", model=report.model_dir or "", max_pixels=64 * 32 * 32
    )
    result = HFModel(config).chat(
        judge_question(exported.root),
        logprobs=True,
        logprob_tokens=["valid", "invalid"],
        max_tokens=2,
    )
    assert (
        result.first_token_logprobs
        and {"valid", "invalid"} <= result.first_token_logprobs[0].keys()
    )


@pytest.mark.slow
def test_resume_skips_a_finished_stage_and_a_rerun_needs_it(
    exported: Exported, tiny_model_dir: Path, train_config: Config, tmp_path: Path
) -> None:
    values: dict[str, Any] = dict(
        role="judge",
        base=str(tiny_model_dir),
        data=(exported.root,),
        out=tmp_path / "job",
        max_steps=1,
        evaluate=False,
        **FAST,
    )
    first = train(train_config, TrainOptions.build(**values))
    assert list((tmp_path / "job/trainer/sft").glob("checkpoint-1"))  # saved after the last step
    with pytest.raises(ConfigError, match="is not empty"):
        train(train_config, TrainOptions.build(**values))
    again = train(train_config, TrainOptions.build(**values, resume=True))
    assert again.stages == first.stages and again.model_dir == first.model_dir
    with open_store(train_config) as store:
        assert [r.status for r in store.training.find()] == ["finished", "finished"]


def test_a_failed_job_is_recorded_as_failed(
    exported: Exported, train_config: Config, tmp_path: Path
) -> None:
    (tmp_path / "no-model").mkdir()
    opts = TrainOptions.build(
        role="judge",
        base=str(tmp_path / "no-model"),
        data=(exported.root,),
        out=tmp_path / "o",
        cpu=True,
    )
    with pytest.raises(ModelUnavailableError, match="cannot load the processor"):
        train(train_config, opts)
    with open_store(train_config) as store:
        [record] = store.training.find()
    assert record.status == "failed" and "cannot load the processor" in record.metrics["error"]
    assert not (tmp_path / "o").exists()  # nothing left that blocks running it again


def test_a_judge_whose_template_hides_the_answer_word_is_refused(
    exported: Exported, tiny_model_dir: Path, train_config: Config, tmp_path: Path
) -> None:
    base = tmp_path / "thinking-qwen"
    shutil.copytree(tiny_model_dir, base)
    template = base / "chat_template.jinja"
    header = "<|im_start|>{{ message['role'] }}\n"
    assert header in template.read_text()
    think = "{% if message['role'] == 'assistant' %}<think>\n\n</think>\n\n{% endif %}"
    template.write_text(template.read_text().replace(header, header + think))
    opts = TrainOptions.build(
        role="judge", base=str(base), data=(exported.root,), out=tmp_path / "o", cpu=True
    )
    with pytest.raises(ConfigError, match="JudgeAgent reads the first answer token"):
        train(train_config, opts)
    assert not (tmp_path / "o/model").exists()
    with open_store(train_config) as store:
        assert [r.status for r in store.training.find()] == ["failed"]
