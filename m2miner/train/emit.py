"""``m2miner train --emit llamafactory|swift``: a ready config and command instead of a run.

For users who train with LLaMA-Factory or ms-swift. The job's options become that tool's
settings, pointing at the export directory's files of the tool's format (``m2miner
export --format llamafactory`` or ``swift``); nothing heavy is imported. Written files:

- LLaMA-Factory: ``train.yaml`` (the SFT stage, or DPO with ``--no-sft``), with LoRA a
  ``merge.yaml`` that writes the merged model, with ``--dpo`` also ``dpo.yaml`` (and
  ``merge_dpo.yaml``), and ``run.sh`` running them in order.
- ms-swift (4.x): ``train.sh`` with the ``swift sft`` (and ``swift rlhf --rlhf_type dpo``)
  and ``swift export --merge_lora`` commands; ``--tuner_type`` (4.x's name for 3.x's
  ``--train_type``), and ``--model_type``/``--template`` so a local checkpoint whose folder
  name says nothing still loads as the right model.

Every path in the written files is relative to the folder they are written in (the
export's, a local base model's), so the job folder and the export can be copied to a GPU
machine together and the script run from any directory; ``DATA=`` and ``BASE=`` in the
environment point it elsewhere. The tests move both and train a step with each tool
(``tests/export/test_tools.py``).
"""

from __future__ import annotations

import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml

from m2miner.config_sources import unknown_choice
from m2miner.errors import ConfigError
from m2miner.train.model import model_family
from m2miner.train.options import TrainOptions

Tool = Literal["llamafactory", "swift"]
TOOLS: tuple[Tool, ...] = ("llamafactory", "swift")
LLAMAFACTORY_TEMPLATES = {"qwen25": "qwen2_vl", "qwen3": "qwen3_vl_nothink"}
SWIFT_TYPES = {"qwen25": ("qwen2_5_vl", "qwen2_5_vl"), "qwen3": ("qwen3_vl", "qwen3_vl")}
"""ms-swift's ``--model_type`` and ``--template`` for each model family."""
DEFAULT_CUTOFF = 8192
"""Tokens per sample when --max-length is not given: two 1280-token screenshots, the
tool description of the system prompt and the answer fit."""


@dataclass(frozen=True)
class Emitted:
    """What ``--emit`` wrote, the command that runs it, and where the model will be."""

    tool: Tool
    files: tuple[Path, ...]
    command: str
    model_dir: Path
    """Where the trained model will be (ms-swift: the folder its merged checkpoint goes in)."""
    model_note: str = ""


def emit(opts: TrainOptions, tool: str) -> Emitted:
    """Write ``tool``'s config for the job ``opts`` into ``opts.out``."""
    if tool not in TOOLS:
        raise unknown_choice("--emit", tool, TOOLS)
    if len(opts.data) != 1:
        raise ConfigError(
            "--emit takes one --data directory (the tools read one dataset directory)",
            hint="export every kind into one directory: m2miner export --kind all DIR",
        )
    opts.out.mkdir(parents=True, exist_ok=True)
    if tool == "llamafactory":
        return _llamafactory(opts)
    return _swift(opts)


def export_files(root: Path, fmt: str, kinds: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """``{kind: {split: relative path}}`` of format ``fmt`` in export ``root``, for the
    ``kinds`` it holds a train split of; ConfigError when it holds none."""
    hint = f"run `m2miner export --format {fmt} --kind {','.join(kinds)} {root}`"
    try:
        manifest = json.loads((root / "export.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{root} is not a readable m2miner export: {exc}", hint=hint) from exc
    layout = (manifest.get("layout") or {}).get(fmt) or {}
    found = {k: dict(layout[k]) for k in kinds if "train" in (layout.get(k) or {})}
    if not found:
        raise ConfigError(f"{root}: no {fmt} files of kind {' or '.join(kinds)}", hint=hint)
    return found


def family(base: str) -> str:
    """``qwen25`` or ``qwen3``: from the checkpoint's config, else from its name."""
    known = model_family(base)
    if known:
        return known
    return "qwen3" if "qwen3" in base.lower().replace("-", "").replace("_", "") else "qwen25"


# -- paths that travel ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Places:
    """Where a job's files are, as the emitted files name them: relative to the folder
    they are written in (``out``), so the job folder and the export can be copied to a
    GPU machine together and run from any directory. A model or DeepSpeed file that
    exists here is named relatively too; a hub id stays as given."""

    out: Path
    root: Path
    base: str

    @property
    def data(self) -> str:
        """The export directory, relative to ``out``."""
        return os.path.relpath(self.root, self.out)

    def local(self, name: str) -> str:
        """``name`` relative to ``out`` when it is a file or folder here, else as given."""
        path = Path(name).expanduser()
        return os.path.relpath(path.resolve(), self.out) if path.exists() else name


def _preamble(places: _Places, script: str) -> list[str]:
    """The script's first lines: find its own folder, the export (``DATA``) and the base
    model (``BASE``), each overridable from the environment, then work in its folder."""
    base = places.local(places.base)
    default_base = f"$HERE/{base}" if base != places.base else base
    return [
        "# Paths are relative to this script's folder, so it runs from any directory and",
        "# after the job folder and the export are copied elsewhere together. Override:",
        f"#   DATA=/path/to/export BASE=/path/or/hub-id bash {script}",
        'HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"',
        f'DATA="$(cd "${{DATA:-$HERE/{places.data}}}" && pwd)"',
        f'BASE="${{BASE:-{default_base}}}"',
        'if [[ -d "$BASE" ]]; then BASE="$(cd "$BASE" && pwd)"; fi',
        'cd "$HERE"',
    ]


# -- LLaMA-Factory --------------------------------------------------------------------------


def _llamafactory(opts: TrainOptions) -> Emitted:
    out = opts.out.resolve()
    places = _Places(out, opts.data[0].resolve(), opts.base)
    lora = opts.finetune == "lora"
    files: list[Path] = []
    steps: list[str] = _preamble(places, "run.sh")
    base = places.local(opts.base)
    first = ' dataset_dir="$DATA" model_name_or_path="$BASE"'
    stages = [s for s, on in (("sft", opts.sft), ("dpo", opts.dpo)) if on]
    for i, stage in enumerate(stages):
        last = i == len(stages) - 1
        kinds = opts.sft_kinds if stage == "sft" else ("preference",)
        found = export_files(places.root, "llamafactory", kinds)
        saves = f"saves/{stage}"
        name = "train.yaml" if i == 0 else f"{stage}.yaml"
        config = _lf_train(opts, stage, base, places, found, saves)
        files.append(_yaml(out / name, config))
        steps.append(
            f"llamafactory-cli train {name}" + (first if i == 0 else ' dataset_dir="$DATA"')
        )
        model = "model" if last else f"stages/{stage}/model"
        if lora:
            merge = "merge.yaml" if i == 0 else f"merge_{stage}.yaml"
            files.append(_yaml(out / merge, _lf_merge(opts, base, saves, model)))
            steps.append(
                f"llamafactory-cli export {merge}"
                + (' model_name_or_path="$BASE"' if i == 0 else "")
            )
            base = model
        else:
            base = saves
    files.append(_script(out / "run.sh", steps))
    return Emitted(
        "llamafactory", tuple(files), f"bash {shlex.quote(str(out / 'run.sh'))}", out / base
    )


def _lf_train(
    opts: TrainOptions,
    stage: str,
    base: str,
    places: _Places,
    found: dict[str, dict[str, str]],
    saves: str,
) -> dict[str, Any]:
    train = [f"m2miner_{kind}_train" for kind in found]
    val = [f"m2miner_{kind}_val" for kind, splits in found.items() if "val" in splits]
    method: dict[str, Any] = {"stage": stage, "do_train": True, "finetuning_type": opts.finetune}
    if opts.finetune == "lora":
        method.update(
            lora_rank=opts.lora_rank,
            lora_alpha=opts.lora_alpha,
            lora_dropout=opts.lora_dropout,
            lora_target=",".join(opts.lora_targets),
        )
    method["freeze_vision_tower"] = not opts.tune_vision
    if stage == "dpo":
        method.update(pref_beta=opts.beta, pref_loss="sigmoid")
    config: dict[str, Any] = {
        "model_name_or_path": base,
        "image_min_pixels": opts.min_pixels,
        "image_max_pixels": opts.max_pixels,
        "trust_remote_code": True,
        **method,
        "dataset_dir": places.data,
        "dataset": ",".join(train),
        "template": LLAMAFACTORY_TEMPLATES[family(opts.base)],
        "cutoff_len": opts.max_length or DEFAULT_CUTOFF,
        "preprocessing_num_workers": 4,
        "output_dir": saves,
        "logging_steps": opts.logging_steps,
        "save_steps": opts.save_steps,
        "plot_loss": True,
        "report_to": "none",
        **_schedule(opts, stage),
        "bf16": opts.precision in ("auto", "bf16"),
        "disable_gradient_checkpointing": not opts.gradient_checkpointing,
        "seed": opts.seed,
    }
    if val and opts.evaluate:
        config.update(
            eval_dataset=",".join(val), eval_strategy="epoch", per_device_eval_batch_size=1
        )
    if opts.deepspeed is not None:
        config["deepspeed"] = places.local(str(opts.deepspeed))
    return config


def _schedule(opts: TrainOptions, stage: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "per_device_train_batch_size": opts.batch_size,
        "gradient_accumulation_steps": opts.grad_accum,
        "learning_rate": opts.stage_learning_rate(stage),
        "num_train_epochs": opts.epochs,
        "lr_scheduler_type": "cosine",
        "warmup_ratio": opts.warmup_ratio,
    }
    if opts.max_steps > 0:
        out["max_steps"] = opts.max_steps
    return out


def _lf_merge(opts: TrainOptions, base: str, saves: str, model: str) -> dict[str, Any]:
    return {
        "model_name_or_path": base,
        "adapter_name_or_path": saves,
        "template": LLAMAFACTORY_TEMPLATES[family(opts.base)],
        "trust_remote_code": True,
        "export_dir": model,
        "export_size": 5,
        "export_device": "cpu",
    }


# -- ms-swift -------------------------------------------------------------------------------


def _swift(opts: TrainOptions) -> Emitted:
    out = opts.out.resolve()
    places = _Places(out, opts.data[0].resolve(), opts.base)
    # ms-swift opens an image path as it is from the working directory, else under
    # ROOT_IMAGE_DIR: the export's paths are relative to the export directory.
    lines = [*_preamble(places, "train.sh"), 'export ROOT_IMAGE_DIR="$DATA"']
    base = '"$BASE"'
    stages = [s for s, on in (("sft", opts.sft), ("dpo", opts.dpo)) if on]
    for stage in stages:
        kinds = opts.sft_kinds if stage == "sft" else ("preference",)
        found = export_files(places.root, "swift", kinds)
        saves = f"saves/{stage}"
        found = {k: {n: f'"$DATA/{f}"' for n, f in v.items()} for k, v in found.items()}
        lines += ["", _swift_train(opts, stage, base, found, saves, places)]
        last = f'$(ls -d "$HERE"/{saves}/checkpoint-* | sort -V | tail -n 1)'
        if opts.finetune == "lora":
            lines += [
                f"CKPT={last}",
                'swift export --adapters "$CKPT" --merge_lora true',
                'MODEL="$CKPT-merged"',
            ]
        else:
            lines.append(f"MODEL={last}")
        lines.append('echo "model: $MODEL"')
        base = '"$MODEL"'
    path = _script(out / "train.sh", lines)
    final = out / "saves" / stages[-1]
    note = "; the script's last line prints the merged checkpoint's directory"
    return Emitted("swift", (path,), f"bash {shlex.quote(str(path))}", final, note)


def _swift_train(
    opts: TrainOptions,
    stage: str,
    model: str,
    found: dict[str, dict[str, str]],
    saves: str,
    places: _Places,
) -> str:
    """One ``swift sft``/``swift rlhf`` command; ``model`` and the data files are shell
    words (quoted variables), the rest relative to the script's folder."""
    env = f"MIN_PIXELS={opts.min_pixels} MAX_PIXELS={opts.max_pixels}"
    head = "swift sft" if stage == "sft" else "swift rlhf --rlhf_type dpo"
    model_type, template = SWIFT_TYPES[family(opts.base)]
    args: list[str] = [
        f"--model {model}",
        f"--model_type {model_type}",
        f"--template {template}",
        f"--tuner_type {opts.finetune}",
    ]
    args.append("--dataset " + " ".join(f["train"] for f in found.values()))
    val = [f["val"] for f in found.values() if "val" in f]
    args.append(
        f"--val_dataset {' '.join(val)}" if val and opts.evaluate else "--split_dataset_ratio 0"
    )
    if opts.finetune == "lora":
        args += [
            f"--lora_rank {opts.lora_rank}",
            f"--lora_alpha {opts.lora_alpha}",
            f"--lora_dropout {opts.lora_dropout}",
            f"--target_modules {' '.join(opts.lora_targets)}",
        ]
    args += [
        f"--freeze_vit {str(not opts.tune_vision).lower()}",
        f"--torch_dtype {'bfloat16' if opts.precision in ('auto', 'bf16') else 'float32'}",
        f"--num_train_epochs {opts.epochs:g}",
        f"--max_steps {opts.max_steps}",
        f"--per_device_train_batch_size {opts.batch_size}",
        f"--gradient_accumulation_steps {opts.grad_accum}",
        f"--learning_rate {opts.stage_learning_rate(stage):g}",
        f"--warmup_ratio {opts.warmup_ratio:g}",
        f"--gradient_checkpointing {str(opts.gradient_checkpointing).lower()}",
        f"--max_length {opts.max_length or DEFAULT_CUTOFF}",
        f"--output_dir {saves}",
        "--add_version false",
        f"--logging_steps {opts.logging_steps}",
        f"--save_steps {opts.save_steps}",
        f"--seed {opts.seed}",
    ]
    if stage == "dpo":
        args.append(f"--beta {opts.beta:g}")
    if opts.deepspeed is not None:
        args.append(f"--deepspeed {shlex.quote(places.local(str(opts.deepspeed)))}")
    return f"{env} {head} \\\n    " + " \\\n    ".join(args)


def write_text(path: Path, text: str, *, mode: int | None = None) -> Path:
    """Write ``path`` whole or not at all: a temporary file beside it, renamed over it, so
    a killed ``--emit`` never leaves a config cut short."""
    tmp = path.with_name(f".{path.name}.partial-{os.getpid()}")
    try:
        tmp.write_text(text, encoding="utf-8")
        if mode is not None:
            tmp.chmod(mode)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path


def _yaml(path: Path, data: dict[str, Any]) -> Path:
    header = "# Written by m2miner train --emit llamafactory\n"
    return write_text(path, header + yaml.safe_dump(data, sort_keys=False))


def _script(path: Path, lines: list[str]) -> Path:
    body = "\n".join(
        ["#!/usr/bin/env bash", "# Written by m2miner train --emit", "set -euo pipefail", *lines]
    )
    return write_text(path, body + "\n", mode=0o755)
