"""Loading a Qwen2.5-VL / Qwen3-VL checkpoint for training, adapting it, and saving it.

torch, transformers and peft are imported inside the functions, so importing
:mod:`m2miner.train` stays cheap.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.errors import ConfigError, ModelUnavailableError
from m2miner.train.options import GrpoOptions, TrainOptions

INSTALL_HINT = (
    "install the train extra: pip install 'm2miner[train]' (torch, transformers, trl, peft, "
    "datasets); from a checkout: pip install -e '.[train]'"
)
# Model types whose checkpoints the trainer and the serve command know how to handle.
FAMILIES = {
    "qwen2_vl": "qwen25",
    "qwen2_5_vl": "qwen25",
    "qwen3_vl": "qwen3",
    "qwen3_vl_moe": "qwen3",
}


@dataclass(frozen=True)
class Precision:
    """How a job computes: on which device, in which dtype, with which mixed precision."""

    device: str
    bf16: bool
    fp16: bool

    @property
    def dtype_name(self) -> str:
        return "bfloat16" if self.bf16 else "float16" if self.fp16 else "float32"


def require_training_stack() -> None:
    """Raise :class:`ModelUnavailableError` with the install command when a package is missing."""
    import importlib.util

    for module in ("torch", "transformers", "trl", "peft", "datasets", "torchvision"):
        if importlib.util.find_spec(module) is None:
            raise ModelUnavailableError(f"training needs the {module} package", hint=INSTALL_HINT)


def check_base(base: str) -> None:
    """Fail at once unless ``base`` is a local model directory or a hub id whose model is in
    the Hugging Face cache: training never downloads (offline, a download retries for
    minutes), so a typo or a model not fetched yet is reported before anything is written."""
    path = Path(base).expanduser()
    if path.is_dir():
        return
    if path.exists():
        raise ConfigError(f"--base {base}: not a directory", hint="pass the model's directory")
    from huggingface_hub import constants, try_to_load_from_cache

    try:
        found = try_to_load_from_cache(base, "config.json")
    except ValueError:  # not a valid hub id either (HFValidationError)
        found = None
    if isinstance(found, str):
        return
    raise ConfigError(
        f"--base {base!r} is neither a local directory nor a model in the Hugging Face cache "
        f"({constants.HF_HUB_CACHE})",
        hint=f"fetch it once with `hf download {base}` (online), or pass the directory of "
        "a model on disk",
    )


def choose_precision(opts: TrainOptions | GrpoOptions) -> Precision:
    """bf16 on a GPU that has it (unless asked otherwise), fp32 on the CPU."""
    import torch

    gpu = torch.cuda.is_available() and not opts.cpu
    if opts.precision in ("bf16", "fp16") and not gpu:
        raise ConfigError(
            f"--precision {opts.precision} needs a CUDA GPU", hint="use --precision fp32 on a CPU"
        )
    if opts.precision == "bf16" and not torch.cuda.is_bf16_supported():
        raise ConfigError("this GPU has no bf16", hint="use --precision fp16 or fp32")
    bf16 = opts.precision == "bf16" or (
        opts.precision == "auto" and gpu and torch.cuda.is_bf16_supported()
    )
    return Precision("cuda" if gpu else "cpu", bf16=bf16, fp16=opts.precision == "fp16")


def model_family(path: str | Path) -> str | None:
    """``qwen25`` or ``qwen3`` from a local checkpoint's ``config.json``; None when unknown."""
    config = Path(path) / "config.json"
    try:
        model_type = json.loads(config.read_text(encoding="utf-8")).get("model_type")
    except (OSError, json.JSONDecodeError):
        return None
    return FAMILIES.get(str(model_type))


def load_processor(path: str | Path, opts: TrainOptions | GrpoOptions) -> Any:
    """The checkpoint's processor with the job's image pixel limits."""
    from transformers import AutoProcessor

    try:
        size = {"shortest_edge": opts.min_pixels, "longest_edge": opts.max_pixels}
        return AutoProcessor.from_pretrained(str(path), size=size)
    except (OSError, ValueError) as exc:
        raise ModelUnavailableError(
            f"cannot load the processor of {str(path)!r}: {exc}",
            hint="--base must be a local model directory (or a cached hub id) with a processor",
        ) from exc


def load_model(path: str | Path, opts: TrainOptions, precision: Precision) -> Any:
    """The checkpoint as an image-text-to-text model, with the vision tower frozen unless
    ``opts.tune_vision``. LoRA jobs load the weights in the compute dtype; full
    fine-tuning keeps fp32 master weights unless DeepSpeed (which keeps its own) is used."""
    import torch
    from transformers import AutoModelForImageTextToText

    low_precision = opts.finetune == "lora" or uses_deepspeed(opts)
    dtype = getattr(torch, precision.dtype_name) if low_precision else torch.float32
    try:
        model = AutoModelForImageTextToText.from_pretrained(
            str(path), dtype=dtype, attn_implementation=opts.attn
        )
    except (OSError, ValueError, ImportError) as exc:
        raise ModelUnavailableError(
            f"cannot load model {str(path)!r}: {exc}",
            hint="--base must be a Qwen2.5-VL or Qwen3-VL checkpoint available offline; "
            "--attn sdpa works everywhere",
        ) from exc
    if opts.finetune == "full" and not opts.tune_vision:
        for name, param in model.named_parameters():
            if ".visual." in f".{name}":
                param.requires_grad_(False)
    return model


def lora_config(opts: TrainOptions | GrpoOptions) -> Any:
    """A peft ``LoraConfig`` on the language model's linear layers (never the vision blocks,
    which reuse names such as ``gate_proj``)."""
    from peft import LoraConfig

    names = "|".join(re.escape(t) for t in opts.lora_targets)
    return LoraConfig(
        r=opts.lora_rank,
        lora_alpha=opts.lora_alpha,
        lora_dropout=opts.lora_dropout,
        target_modules=rf"^(?!.*visual).*\.({names})$",
        task_type="CAUSAL_LM",
    )


def uses_deepspeed(opts: TrainOptions) -> bool:
    """Whether DeepSpeed runs the job: ``--deepspeed`` or an ``accelerate launch`` config."""
    return opts.deepspeed is not None or os.environ.get("ACCELERATE_USE_DEEPSPEED") == "true"


def is_main_process() -> bool:
    """True in the process that writes files and the database (rank 0 under accelerate)."""
    return os.environ.get("RANK", "0") == "0"


def merge_adapter(base: str | Path, adapter_dir: Path, model_dir: Path, processor: Any) -> None:
    """Write ``base`` with the LoRA adapter merged in, and its processor, to ``model_dir``.

    The adapter is read back from disk rather than merged in memory, so this works the
    same after DeepSpeed ZeRO-3 (whose in-memory weights are sharded) and proves the
    saved adapter loads.
    """
    from peft import PeftModel
    from transformers import AutoModelForImageTextToText

    model = AutoModelForImageTextToText.from_pretrained(str(base), dtype="auto")
    merged = PeftModel.from_pretrained(model, str(adapter_dir)).merge_and_unload()
    merged.save_pretrained(model_dir)
    processor.save_pretrained(model_dir)
