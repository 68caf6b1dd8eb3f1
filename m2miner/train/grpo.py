"""``m2miner train --role policy --method grpo``: GRPO on the rollout groups in the store.

Each stored rollout step (the prompt the policy answered, the screen it saw, its answer
and, when the policy's backend reported them, the answer tokens' log-probabilities under
the policy that sampled them) is one row; its advantage is its rollout's reward minus the
mean reward of the rollouts of its group (no std normalisation), so every step of a
rollout shares it. Groups whose rewards are all equal give no advantage and are left out
unless asked. Batches of ``groups_per_step`` groups, in a seeded order, pass through
:func:`m2miner.rl.step.grpo_update` (``inner_steps`` updates against the batch's old
log-probabilities, with the objective of :mod:`m2miner.rl.grpo`: rows with stored
log-probabilities get the truncated importance weight, the others weight 1), for
``epochs`` passes or ``max_steps`` batches. The output directory::

    OUT/model/    the updated policy, merged (load or serve it like any checkpoint)
    OUT/adapter/  the LoRA adapter (LoRA jobs)
    OUT/m2miner-train.json  options, data, per-batch statistics

The job is recorded in ``store.training`` with role ``policy``. torch, transformers and
peft are imported inside the functions.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError, ModelUnavailableError
from m2miner.rl.grpo import GrpoCoefficients
from m2miner.rl.step import Sample
from m2miner.store import Store
from m2miner.store.rollouts import RolloutGroupRecord
from m2miner.train.options import GrpoOptions
from m2miner.train.run import TRAIN_MANIFEST

StepObserver = Callable[[int, int, dict[str, float]], None]
"""Called after each batch with (batch number from 1, batches in all, its statistics)."""


@dataclass(frozen=True)
class GrpoData:
    """The groups a job trains on, as rows with their advantages, and what was left out."""

    groups: tuple[tuple[tuple[Sample, ...], tuple[float, ...]], ...]
    """Per group: its step rows and one advantage per row."""
    rollouts: int
    uniform: int
    """Groups left out because every rollout earned the same reward."""
    rewards: tuple[float, ...]
    """Every rollout's reward, of the groups kept."""

    @property
    def rows(self) -> int:
        return sum(len(samples) for samples, _ in self.groups)

    @property
    def rows_with_logprobs(self) -> int:
        """Rows whose step stored the sampling policy's token log-probabilities."""
        return sum(s.behaviour is not None for samples, _ in self.groups for s in samples)


@dataclass(frozen=True)
class GrpoReport:
    """A finished GRPO job."""

    training_run_id: int
    out: Path
    base: str
    model_dir: str | None
    adapter_dir: str | None
    data: GrpoData
    steps: tuple[dict[str, float], ...]
    seconds: float


def coefficients_of(opts: GrpoOptions) -> GrpoCoefficients:
    """The objective's coefficients a job's options set."""
    return GrpoCoefficients(
        eps_lo=opts.eps_lo,
        eps_hi=opts.eps_hi,
        dual_clip=opts.dual_clip,
        is_cap=opts.is_cap,
        max_length=opts.max_length,
    )


def load_groups(store: Store, opts: GrpoOptions) -> GrpoData:
    """The stored groups the options select, as rows; ConfigError when there are none."""
    groups = store.rollouts.groups(opts.runs, min_version=opts.min_version)
    if not groups:
        where = f"rollout run(s) {', '.join(map(str, opts.runs))}" if opts.runs else "the store"
        raise ConfigError(
            f"no rollout groups in {where}"
            + (f" from policy version {opts.min_version} on" if opts.min_version else ""),
            hint="run some first: `m2miner rollouts run POOL` (`m2miner rollouts list` lists them)",
        )
    kept: list[tuple[tuple[Sample, ...], tuple[float, ...]]] = []
    rewards: list[float] = []
    uniform = rollouts = 0
    for group in groups:
        if len(set(group.rewards)) == 1 and not opts.keep_uniform:
            uniform += 1
            continue
        kept.append(_rows(store, group))
        rollouts += len(group.rollouts)
        rewards.extend(group.rewards)
    if not kept:
        raise ConfigError(
            f"all {uniform} rollout group(s) have equal rewards within the group: no "
            "advantage to learn from",
            hint="sample more varied rollouts (e.g. --policy explore:0.3, larger groups), "
            "or pass --keep-uniform",
        )
    return GrpoData(tuple(kept), rollouts, uniform, tuple(rewards))


def _rows(store: Store, group: RolloutGroupRecord) -> tuple[tuple[Sample, ...], tuple[float, ...]]:
    mean = sum(group.rewards) / len(group.rewards)
    samples, advantages = [], []
    for rollout in group.rollouts:
        for step in rollout.steps:
            image = store.screenshots.get(step.screenshot_hash) if step.screenshot_hash else None
            prompt = step.prompt or group.intent
            sample = Sample(
                prompt, image, step.answer, rollout.reward, group.id, step.system, step.logprobs
            )
            samples.append(sample)
            advantages.append(rollout.reward - mean)
    return tuple(samples), tuple(advantages)


def batches(data: GrpoData, opts: GrpoOptions) -> list[list[int]]:
    """Group indices per batch: each epoch a seeded shuffle cut into ``groups_per_step``."""
    rng = random.Random(opts.seed)
    out: list[list[int]] = []
    for _ in range(opts.epochs):
        order = list(range(len(data.groups)))
        rng.shuffle(order)
        out += [
            order[i : i + opts.groups_per_step] for i in range(0, len(order), opts.groups_per_step)
        ]
    return out[: opts.max_steps] if opts.max_steps else out


def train_grpo(
    config: Config,
    opts: GrpoOptions,
    *,
    observer: StepObserver | None = None,
    round_id: int | None = None,
) -> GrpoReport:
    """Run the GRPO job ``opts`` on the store ``config`` names (see the module); the job
    is recorded on loop round ``round_id`` when given."""
    from m2miner.store.opening import open_store
    from m2miner.train.model import check_base, require_training_stack

    require_training_stack()
    check_base(opts.base)
    local = Path(opts.base).expanduser()
    opts = opts.model_copy(
        update={
            "out": opts.out.resolve(),
            "base": str(local.resolve()) if local.exists() else opts.base,
        }
    )
    if opts.out.exists() and any(opts.out.iterdir()):
        raise ConfigError(
            f"output directory {str(opts.out)!r} is not empty", hint="choose another --out"
        )
    with open_store(config) as store:
        data = load_groups(store, opts)
        record = store.training.create(
            "policy", opts.base, str(config.store.data_dir), str(opts.out),
            config={"options": opts.model_dump(mode="json"), "method": "grpo"},
            round_id=round_id,
        )  # fmt: skip
    start = time.perf_counter()
    try:
        model_dir, adapter_dir, steps = _optimise(opts, data, observer)
    except BaseException as exc:
        with open_store(config) as store:
            store.training.finish(record.id, "failed", metrics={"error": f"{exc}"[:2000]})
        raise
    report = GrpoReport(
        record.id,
        opts.out,
        opts.base,
        model_dir,
        adapter_dir,
        data,
        tuple(steps),
        time.perf_counter() - start,
    )
    _manifest(report, opts)
    with open_store(config) as store:
        store.training.finish(record.id, "finished", metrics=summary(report))
    return report


def _optimise(
    opts: GrpoOptions, data: GrpoData, observer: StepObserver | None
) -> tuple[str | None, str | None, list[dict[str, float]]]:
    import torch

    from m2miner.rl.step import grpo_update
    from m2miner.train.model import choose_precision, load_processor

    torch.manual_seed(opts.seed)
    precision = choose_precision(opts)
    processor = load_processor(opts.base, opts)
    model = _load_policy(opts, precision)
    params = [p for p in model.parameters() if p.requires_grad]
    if opts.optimizer == "sgd":
        optimizer: Any = torch.optim.SGD(params, lr=opts.learning_rate)
    else:
        optimizer = torch.optim.AdamW(params, lr=opts.learning_rate)
    coefficients = coefficients_of(opts)
    plan = batches(data, opts)
    steps: list[dict[str, float]] = []
    for number, indices in enumerate(plan, 1):
        samples = [s for i in indices for s in data.groups[i][0]]
        advantages = [a for i in indices for a in data.groups[i][1]]
        history = grpo_update(
            model, processor, optimizer, samples, coefficients, advantages=advantages,
            inner_steps=opts.inner_steps, max_grad_norm=opts.max_grad_norm,
            image_side=opts.image_side,
        )  # fmt: skip
        stats = {**history[-1], "first_loss": history[0]["loss"], "rows": float(len(samples))}
        stats["advantage_abs_mean"] = sum(abs(a) for a in advantages) / len(advantages)
        steps.append(stats)
        if observer is not None:
            observer(number, len(plan), stats)
    return (*_save(model, processor, opts), steps)


def _load_policy(opts: GrpoOptions, precision: Any) -> Any:
    import torch
    from transformers import AutoModelForImageTextToText

    from m2miner.train.model import lora_config

    dtype = getattr(torch, precision.dtype_name) if opts.finetune == "lora" else torch.float32
    try:
        model = AutoModelForImageTextToText.from_pretrained(opts.base, dtype=dtype)
    except (OSError, ValueError, ImportError) as exc:
        raise ModelUnavailableError(
            f"cannot load the policy model {opts.base!r}: {exc}",
            hint="--base must be a Qwen2.5-VL or Qwen3-VL checkpoint available offline",
        ) from exc
    model.to(precision.device)
    if opts.finetune == "lora":
        from peft import get_peft_model

        return get_peft_model(model, lora_config(opts))
    for name, param in model.named_parameters():  # the vision tower stays as it is
        if ".visual." in f".{name}":
            param.requires_grad_(False)
    return model


def _save(model: Any, processor: Any, opts: GrpoOptions) -> tuple[str | None, str | None]:
    from m2miner.train.model import merge_adapter

    opts.out.mkdir(parents=True, exist_ok=True)
    if opts.finetune == "full":
        model.save_pretrained(opts.out / "model")
        processor.save_pretrained(opts.out / "model")
        return str(opts.out / "model"), None
    adapter = opts.out / "adapter"
    model.save_pretrained(adapter)
    processor.save_pretrained(adapter)
    if not opts.merge:
        return None, str(adapter)
    merge_adapter(opts.base, adapter, opts.out / "model", processor)
    return str(opts.out / "model"), str(adapter)


def summary(report: GrpoReport) -> dict[str, Any]:
    """The job's figures: data, first and last batch's loss and statistics."""
    rewards = report.data.rewards
    steps = report.steps
    weighted = [s for s in steps if s["is_tokens"]]
    return {
        "groups": len(report.data.groups),
        "uniform_groups_left_out": report.data.uniform,
        "rollouts": report.data.rollouts,
        "rows": int(sum(s["rows"] for s in steps)),
        "reward_mean": sum(rewards) / len(rewards),
        "batches": len(steps),
        "first_loss": steps[0]["first_loss"] if steps else None,
        "last_loss": steps[-1]["loss"] if steps else None,
        "rows_with_logprobs": report.data.rows_with_logprobs,
        "rows_weighted": int(sum(s["behaviour_used"] for s in steps)),
        # Over the batches that weighted any token; None when none did.
        "is_weight_mean": _mean_or_none(s["is_weight_mean"] for s in weighted),
        "is_truncated_fraction_mean": _mean_or_none(s["is_truncated_fraction"] for s in weighted),
        "clip_fraction_mean": _mean(s["clip_fraction"] for s in steps),
        "dual_clip_fraction_mean": _mean(s["dual_clip_fraction"] for s in steps),
        "seconds": round(report.seconds, 2),
        "model_dir": report.model_dir,
        "adapter_dir": report.adapter_dir,
    }


def _mean(values: Any) -> float:
    listed: Sequence[float] = list(values)
    return sum(listed) / len(listed) if listed else 0.0


def _mean_or_none(values: Any) -> float | None:
    listed: Sequence[float] = list(values)
    return sum(listed) / len(listed) if listed else None


def _manifest(report: GrpoReport, opts: GrpoOptions) -> None:
    manifest = {
        "training_run_id": report.training_run_id,
        "role": "policy",
        "method": "grpo",
        "base": opts.base,
        "model_dir": report.model_dir,
        "adapter_dir": report.adapter_dir,
        "adapter_base": opts.base if report.adapter_dir else None,
        "min_pixels": opts.min_pixels,
        "max_pixels": opts.max_pixels,
        "options": opts.model_dump(mode="json"),
        "summary": summary(report),
        "steps": list(report.steps),
    }
    path = opts.out / TRAIN_MANIFEST
    path.write_text(json.dumps(manifest, indent=2, default=str), encoding="utf-8")
