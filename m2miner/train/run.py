"""``m2miner train``: fine-tune the InferAgent or JudgeAgent model on exported data.

A job has one or two stages: SFT on the ``--data`` exports, then (InferAgent, optional)
DPO on the same exports' preference pairs, starting from the SFT model. Its output directory::

    OUT/model/           the trained model, merged (load it with the hf backend, serve it)
    OUT/adapter/         the LoRA adapter of the last stage (LoRA jobs)
    OUT/trainer/<stage>/ resumable checkpoints and trainer state
    OUT/stages/sft/      the SFT model a DPO stage starts from
    OUT/m2miner-train.json  what was trained on what, with which settings and results

The job, its options and a fingerprint of its data are recorded in the database
(``store.training``) when it starts, and its final metrics when it ends.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError
from m2miner.train.data import ExportData, find_exports, preference_dataset, sft_dataset
from m2miner.train.judge_targets import check_answer_token
from m2miner.train.model import (
    Precision,
    check_base,
    choose_precision,
    is_main_process,
    load_model,
    load_processor,
    model_family,
    require_training_stack,
)
from m2miner.train.options import TrainOptions
from m2miner.train.progress import Observer
from m2miner.train.stage import StageDirs, StageResult, finished_stage, run_stage

TRAIN_MANIFEST = "m2miner-train.json"
TRAIN_VERSIONS = ("m2miner", "torch", "transformers", "trl", "peft", "accelerate", "datasets")


@dataclass(frozen=True)
class TrainReport:
    """A finished job: its database id, where its model is, and what each stage reported."""

    training_run_id: int | None
    out: Path
    model_dir: str | None
    adapter_dir: str | None
    adapter_base: str | None
    stages: tuple[StageResult, ...]

    @property
    def metrics(self) -> dict[str, float]:
        """The last stage's metrics (``final_loss``, ``train_loss``, ``eval_loss`` …)."""
        return dict(self.stages[-1].metrics) if self.stages else {}


@dataclass(frozen=True)
class _Stage:
    name: str
    exports: tuple[ExportData, ...]
    dirs: StageDirs


def train(
    config: Config,
    opts: TrainOptions,
    *,
    observer: Observer | None = None,
    round_id: int | None = None,
) -> TrainReport:
    """Run the job ``opts`` describes, recording it in the store ``config`` names."""
    # Absolute paths, so the manifest and the database point at them from anywhere.
    local_base = Path(opts.base).expanduser()
    opts = opts.model_copy(
        update={
            "out": opts.out.resolve(),
            "data": tuple(p.resolve() for p in opts.data),
            "base": str(local_base.resolve()) if local_base.exists() else opts.base,
        }
    )
    require_training_stack()
    check_base(opts.base)
    stages = plan_stages(opts)
    fresh = not opts.out.exists() or not any(opts.out.iterdir())
    if is_main_process():  # other ranks would see the files rank 0 starts writing
        _check_out_dir(opts)
    record = _Record(config, opts, stages, round_id) if is_main_process() else None
    try:
        results = _run_stages(opts, stages, observer)
    except BaseException as exc:
        if record is not None:
            record.fail(exc)
            if fresh:
                _remove_failed_start(opts.out)
        raise
    last = results[-1]
    report = TrainReport(
        training_run_id=record.id if record else None,
        out=opts.out,
        model_dir=last.model_dir,
        adapter_dir=last.adapter_dir,
        adapter_base=last.adapter_base,
        stages=tuple(results),
    )
    if record is not None:
        record.finish(report)
    return report


def plan_stages(opts: TrainOptions) -> list[_Stage]:
    """The job's stages with their data found and checked (before anything heavy loads)."""
    stages = []
    if opts.sft:
        found = [d for root in opts.data for d in find_exports(root, opts.sft_kinds)]
        stages.append(_Stage("sft", tuple(found), _dirs(opts, "sft", last=not opts.dpo)))
    if opts.dpo:
        found = [d for root in opts.data for d in find_exports(root, ("preference",))]
        stages.append(_Stage("dpo", tuple(found), _dirs(opts, "dpo", last=True)))
    return stages


def _dirs(opts: TrainOptions, stage: str, *, last: bool) -> StageDirs:
    lora = opts.finetune == "lora"
    if not last:  # the next stage starts from this one's merged model
        home = opts.out / "stages" / stage
        return StageDirs(
            opts.out / "trainer" / stage, home / "model", home / "adapter" if lora else None
        )
    model = opts.out / "model" if (opts.merge or not lora) else None
    return StageDirs(opts.out / "trainer" / stage, model, opts.out / "adapter" if lora else None)


def _check_out_dir(opts: TrainOptions) -> None:
    if opts.resume or not opts.out.exists() or not any(opts.out.iterdir()):
        return
    raise ConfigError(
        f"output directory {str(opts.out)!r} is not empty",
        hint="add --resume to continue that job, or choose another --out",
    )


def _remove_failed_start(out: Path) -> None:
    """Remove the output folder of a job that failed before its first checkpoint, so the
    same command can be run again without --resume (a checkpoint is kept for --resume)."""
    import shutil

    if not any(out.glob("**/checkpoint-*")):
        shutil.rmtree(out, ignore_errors=True)


def _run_stages(
    opts: TrainOptions, stages: list[_Stage], observer: Observer | None
) -> list[StageResult]:
    precision = choose_precision(opts)
    base = opts.base
    results = []
    for stage in stages:
        done = finished_stage(stage.dirs) if opts.resume else None
        result = done or _train_stage(opts, stage, base, precision, observer)
        results.append(result)
        base = result.model_dir or base
    return results


def _train_stage(
    opts: TrainOptions, stage: _Stage, base: str, precision: Precision, observer: Observer | None
) -> StageResult:
    from m2miner.train.dpo import dpo_trainer
    from m2miner.train.sft import sft_trainer

    train_ds, eval_ds = _datasets(opts, stage)
    processor = load_processor(base, opts)
    if stage.name == "sft" and opts.role == "judge":
        first = train_ds[0]
        check_answer_token(processor, first["prompt"], first["completion"][0]["content"][0]["text"])
    model = load_model(base, opts, precision)
    make = sft_trainer if stage.name == "sft" else dpo_trainer
    trainer = make(model, processor, train_ds, eval_ds, opts, precision, stage.dirs, observer)
    return run_stage(trainer, stage.name, opts, base, processor, stage.dirs)


def _datasets(opts: TrainOptions, stage: _Stage) -> tuple[Any, Any | None]:
    exports = list(stage.exports)
    cache = opts.out / "trainer" / "datasets"

    def load(split: str) -> Any:
        if stage.name == "sft":
            return sft_dataset(exports, split, opts.role, cache)
        return preference_dataset(exports, split, cache)

    train_ds = load("train")
    if train_ds is None or len(train_ds) == 0:
        dirs = ", ".join(sorted({str(e.root) for e in exports}))
        raise ConfigError(f"no {stage.name} training samples in {dirs}", hint="mine more, export")
    val_ds = load("val") if opts.evaluate else None
    return train_ds, (val_ds if val_ds is not None and len(val_ds) else None)


class _Record:
    """The job's row in ``store.training`` and its manifest file."""

    def __init__(
        self, config: Config, opts: TrainOptions, stages: list[_Stage], round_id: int | None
    ) -> None:
        from m2miner.store.opening import open_store, package_versions

        self._open: Callable[[], Any] = lambda: open_store(config)
        self.opts = opts
        self.details: dict[str, Any] = {
            "options": opts.model_dump(mode="json"),
            "family": model_family(opts.base),
            "stages": [s.name for s in stages],
            "data": {s.name: [e.summary() for e in s.exports] for s in stages},
            "versions": {**package_versions(), **_versions()},
        }
        opts.out.mkdir(parents=True, exist_ok=True)
        data_dir = ", ".join(str(path) for path in opts.data)
        with self._open() as store:
            self.id: int = store.training.create(
                opts.role,
                opts.base,
                data_dir,
                str(opts.out),
                config=self.details,
                round_id=round_id,
            ).id

    def finish(self, report: TrainReport) -> None:
        metrics: dict[str, Any] = {**report.metrics, "model_dir": report.model_dir}
        metrics["adapter_dir"] = report.adapter_dir
        metrics["stages"] = {s.stage: s.metrics for s in report.stages}
        self._manifest(report)
        with self._open() as store:
            store.training.finish(self.id, "finished", metrics=metrics)

    def fail(self, exc: BaseException) -> None:
        with self._open() as store:
            store.training.finish(self.id, "failed", metrics={"error": f"{exc}"[:2000]})

    def _manifest(self, report: TrainReport) -> None:
        manifest = {
            **self.details,
            "training_run_id": self.id,
            "role": self.opts.role,
            "base": self.opts.base,
            "model_dir": report.model_dir,
            "adapter_dir": report.adapter_dir,
            "adapter_base": report.adapter_base,
            "min_pixels": self.opts.min_pixels,
            "max_pixels": self.opts.max_pixels,
            "stages": [s.to_json() for s in report.stages],
        }
        path = self.opts.out / TRAIN_MANIFEST
        path.write_text(json.dumps(manifest, indent=2, default=str), encoding="utf-8")


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for name in TRAIN_VERSIONS:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out
