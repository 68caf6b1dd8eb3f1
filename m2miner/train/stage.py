"""One training stage (SFT or DPO): the trainer settings they share, running, saving.

A stage writes resumable checkpoints under ``trainer/<stage>/`` and, when it ends, its
model: a LoRA adapter (``adapter/``) and/or a merged model (``model/``) with the
processor beside it, plus a ``stage.json`` marker that lets ``--resume`` skip it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from m2miner.train.model import Precision, is_main_process, merge_adapter
from m2miner.train.options import TrainOptions
from m2miner.train.progress import numeric

STAGE_MARKER = "stage.json"


@dataclass(frozen=True)
class StageDirs:
    """Where a stage keeps checkpoints and writes its model."""

    trainer: Path
    model: Path | None
    adapter: Path | None

    def marker(self) -> Path:
        return (self.model or self.adapter or self.trainer) / STAGE_MARKER


@dataclass(frozen=True)
class StageResult:
    """A finished stage: where its model is, its metrics and its loss curve."""

    stage: str
    model_dir: str | None
    adapter_dir: str | None
    adapter_base: str | None
    steps: int
    metrics: dict[str, float] = field(default_factory=dict)
    losses: list[tuple[int, float]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def common_args(
    opts: TrainOptions, stage: str, precision: Precision, dirs: StageDirs, has_eval: bool
) -> dict[str, Any]:
    """``TrainingArguments`` fields both TRL trainers take, for ``stage``."""
    return dict(
        output_dir=str(dirs.trainer),
        num_train_epochs=opts.epochs,
        max_steps=opts.max_steps,
        learning_rate=opts.stage_learning_rate(stage),
        lr_scheduler_type="cosine",
        warmup_ratio=opts.warmup_ratio,
        per_device_train_batch_size=opts.batch_size,
        per_device_eval_batch_size=opts.batch_size,
        gradient_accumulation_steps=opts.grad_accum,
        gradient_checkpointing=opts.gradient_checkpointing,
        gradient_checkpointing_kwargs={"use_reentrant": False},
        bf16=precision.bf16,
        fp16=precision.fp16,
        use_cpu=precision.device == "cpu",
        seed=opts.seed,
        logging_steps=opts.logging_steps,
        save_strategy="steps",
        save_steps=opts.save_steps,
        save_total_limit=2,
        eval_strategy="no",
        report_to=[],
        disable_tqdm=True,
        remove_unused_columns=False,
        max_length=opts.max_length,
        deepspeed=str(opts.deepspeed) if opts.deepspeed else None,
        do_eval=has_eval,
    )


def make_config(config_class: Any, **values: Any) -> Any:
    """``config_class(**values)`` across transformers versions: 5.x folded
    ``warmup_ratio`` into ``warmup_steps`` (a float below 1 is a ratio) and renamed
    ``gradient_checkpointing*`` to ``activation_checkpointing*``."""
    from dataclasses import fields

    names = {f.name for f in fields(config_class)}
    if "warmup_ratio" in values and "warmup_ratio" not in names:
        values["warmup_steps"] = values.pop("warmup_ratio")
    for old in ("gradient_checkpointing", "gradient_checkpointing_kwargs"):
        new = old.replace("gradient", "activation")
        if old in values and new in names:  # the old name is a deprecated alias there
            values[new] = values.pop(old)
    return config_class(**values)


def run_stage(
    trainer: Any,
    stage: str,
    opts: TrainOptions,
    base: str,
    processor: Any,
    dirs: StageDirs,
) -> StageResult:
    """Train (resuming from the newest checkpoint when asked), evaluate, save."""
    from transformers.trainer_callback import PrinterCallback

    trainer.remove_callback(PrinterCallback)  # progress goes to the observer instead
    resume = opts.resume and any(dirs.trainer.glob("checkpoint-*"))
    output = trainer.train(resume_from_checkpoint=True if resume else None)
    metrics = numeric(dict(output.metrics))
    if trainer.eval_dataset is not None and opts.evaluate:
        metrics.update(numeric(trainer.evaluate()))
    losses = [
        (int(entry["step"]), float(entry["loss"]))
        for entry in trainer.state.log_history
        if "loss" in entry and "step" in entry
    ]
    if losses:
        metrics["final_loss"] = losses[-1][1]
    adapter_base = None
    if dirs.adapter is not None:
        trainer.save_model(str(dirs.adapter))
        adapter_base = base
    elif dirs.model is not None:
        trainer.save_model(str(dirs.model))
    result = StageResult(
        stage=stage,
        model_dir=str(dirs.model) if dirs.model else None,
        adapter_dir=str(dirs.adapter) if dirs.adapter else None,
        adapter_base=adapter_base,
        steps=int(trainer.state.global_step),
        metrics=metrics,
        losses=losses,
    )
    if is_main_process():
        _write_outputs(processor, base, dirs, result)
    trainer.accelerator.wait_for_everyone()
    return result


def finished_stage(dirs: StageDirs) -> StageResult | None:
    """The result a previous run left for this stage, when it finished."""
    marker = dirs.marker()
    if not marker.is_file():
        return None
    data = json.loads(marker.read_text(encoding="utf-8"))
    data["losses"] = [tuple(pair) for pair in data.get("losses", [])]
    return StageResult(**data)


def _write_outputs(processor: Any, base: str, dirs: StageDirs, result: StageResult) -> None:
    if dirs.adapter is not None:
        processor.save_pretrained(dirs.adapter)
        if dirs.model is not None:
            merge_adapter(base, dirs.adapter, dirs.model, processor)
    elif dirs.model is not None:
        processor.save_pretrained(dirs.model)
    dirs.marker().write_text(json.dumps(result.to_json(), indent=2), encoding="utf-8")
