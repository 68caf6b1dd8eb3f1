"""What a training job is asked to do: the options of ``m2miner train``, validated once.

Every field says what it does, as in TRL's config classes; unknown keys and impossible
combinations are :class:`~m2miner.errors.ConfigError`s that say how to fix them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from m2miner.errors import ConfigError

Role = Literal["infer", "judge"]
Finetune = Literal["lora", "full"]
Precision = Literal["auto", "bf16", "fp16", "fp32"]

# The linear layers of a Qwen2.5-VL / Qwen3-VL decoder block. LoRA adapts them in the
# language model only: the vision blocks reuse some of these names (gate_proj …).
DEFAULT_LORA_TARGETS = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
SFT_KINDS: dict[str, tuple[str, ...]] = {"infer": ("sft", "description"), "judge": ("judge",)}
"""Export kinds each model learns from in the supervised stage."""
DEFAULT_MIN_PIXELS = 4 * 28 * 28
DEFAULT_MAX_PIXELS = 1280 * 28 * 28


class TrainOptions(BaseModel):
    """One fine-tuning job of the InferAgent or JudgeAgent model."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    role: Role = Field(description="Which agent the model is for: infer or judge.")
    base: str = Field(description="Base model: a local directory or a hub id in the local cache.")
    data: tuple[Path, ...] = Field(
        description="Export directories (``m2miner export --format trl``) to train on."
    )
    out: Path = Field(description="Output directory: model/, adapter/, trainer/ and a manifest.")
    kinds: tuple[str, ...] = Field(
        (), description="Sample kinds of the SFT stage (default: infer sft+description; judge)."
    )
    sft: bool = Field(True, description="Run the supervised stage.")
    dpo: bool = Field(
        False, description="Then run DPO on the exports' preference pairs (InferAgent only)."
    )
    finetune: Finetune = Field("lora", description="lora (peft adapters) or full fine-tuning.")
    lora_rank: int = Field(16, ge=1, description="LoRA rank r.")
    lora_alpha: int = Field(32, ge=1, description="LoRA alpha (scale = alpha / r).")
    lora_dropout: float = Field(0.05, ge=0, lt=1, description="LoRA dropout.")
    lora_targets: tuple[str, ...] = Field(
        DEFAULT_LORA_TARGETS, description="Linear layer names LoRA adapts (language model only)."
    )
    tune_vision: bool = Field(
        False, description="Also train the vision tower and merger (full fine-tuning only)."
    )
    epochs: float = Field(1.0, gt=0, description="Passes over the training split.")
    max_steps: int = Field(-1, description="Stop after this many optimizer steps (-1: epochs).")
    learning_rate: float | None = Field(
        None,
        gt=0,
        description="Peak learning rate (default: SFT 1e-4 LoRA, 1e-5 full; DPO 5e-5, 5e-6).",
    )
    batch_size: int = Field(1, ge=1, description="Samples per device per step.")
    grad_accum: int = Field(8, ge=1, description="Gradient accumulation steps.")
    warmup_ratio: float = Field(0.05, ge=0, lt=1, description="Share of steps warming up.")
    max_length: int | None = Field(
        None, ge=64, description="Truncate longer samples (None: never; images must fit)."
    )
    min_pixels: int = Field(DEFAULT_MIN_PIXELS, ge=1, description="Smallest image area.")
    max_pixels: int = Field(DEFAULT_MAX_PIXELS, ge=1, description="Largest image area.")
    gradient_checkpointing: bool = Field(True, description="Trade compute for memory.")
    precision: Precision = Field("auto", description="auto: bf16 where the GPU has it, else fp32.")
    attn: str = Field("sdpa", description="Attention implementation: sdpa, flash_attention_2 …")
    cpu: bool = Field(False, description="Train on the CPU even when a GPU is visible.")
    seed: int = Field(0, description="Seed of the data order and adapter initialisation.")
    beta: float = Field(0.1, gt=0, description="DPO temperature beta.")
    save_steps: int = Field(500, ge=1, description="Save a resumable checkpoint this often.")
    logging_steps: int = Field(10, ge=1, description="Report the loss this often.")
    evaluate: bool = Field(True, description="Report the loss on the val split at the end.")
    merge: bool = Field(True, description="Write a merged model/ beside a LoRA adapter/.")
    deepspeed: Path | None = Field(None, description="DeepSpeed JSON config (multi-GPU).")
    resume: bool = Field(False, description="Continue from the checkpoints in out/trainer.")

    @model_validator(mode="after")
    def _check(self) -> TrainOptions:
        if not self.data:
            raise ValueError("give the training data: --data EXPORT_DIR")
        if not self.sft and not self.dpo:
            raise ValueError("nothing to do: --no-sft needs --dpo")
        if self.dpo and self.role != "infer":
            raise ValueError("DPO on preference pairs is for the InferAgent: use --role infer")
        wrong = set(self.kinds) - set(SFT_KINDS[self.role])
        if wrong:
            allowed = ", ".join(SFT_KINDS[self.role])
            raise ValueError(f"the {self.role} model trains on {allowed}, not {sorted(wrong)}")
        if self.tune_vision and self.finetune == "lora":
            raise ValueError(
                "LoRA adapts the language model only; use --finetune full with --tune-vision"
            )
        if self.min_pixels > self.max_pixels:
            raise ValueError(f"min_pixels {self.min_pixels} > max_pixels {self.max_pixels}")
        return self

    @property
    def sft_kinds(self) -> tuple[str, ...]:
        """The kinds the SFT stage reads: the given ones, or the role's defaults."""
        return self.kinds or SFT_KINDS[self.role]

    @classmethod
    def build(cls, **values: object) -> TrainOptions:
        """Validate ``values``; a :class:`ConfigError` names each bad option."""
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            raise ConfigError(f"bad training options: {_problems(exc)}") from None

    def stage_learning_rate(self, stage: str) -> float:
        """The learning rate of ``stage`` (sft or dpo)."""
        if self.learning_rate is not None:
            return self.learning_rate
        if stage == "dpo":
            return 5e-6 if self.finetune == "full" else 5e-5
        return 1e-4 if self.finetune == "lora" else 1e-5


class GrpoOptions(BaseModel):
    """One GRPO job of the policy model on rollout groups kept in the store
    (``m2miner train --role policy --method grpo``); see :mod:`m2miner.train.grpo`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    base: str = Field(description="The policy model: a local directory or a cached hub id.")
    out: Path = Field(description="Output directory: model/, adapter/ and a manifest.")
    runs: tuple[int, ...] = Field((), description="Rollout runs to train on (empty: all).")
    min_version: int | None = Field(
        None, description="Only groups sampled by this policy version or later."
    )
    groups_per_step: int = Field(4, ge=1, description="Rollout groups per optimizer batch.")
    epochs: int = Field(1, ge=1, description="Passes over the groups.")
    max_steps: int | None = Field(None, ge=1, description="Stop after this many batches.")
    inner_steps: int = Field(
        1, ge=1, description="Updates per batch against its old log-probabilities (PPO epochs)."
    )
    learning_rate: float = Field(1e-5, gt=0, description="Learning rate.")
    optimizer: Literal["adamw", "sgd"] = Field("adamw", description="adamw or sgd.")
    max_grad_norm: float | None = Field(
        1.0, gt=0, description="Clip the gradient norm (None: off)."
    )
    eps_lo: float = Field(0.2, ge=0, lt=1, description="Lower clip: ratio >= 1 - eps_lo.")
    eps_hi: float = Field(0.28, ge=0, description="Upper clip: ratio <= 1 + eps_hi.")
    dual_clip: float | None = Field(
        3.0, gt=1, description="Bound c on negative advantages' surrogate (None: off)."
    )
    is_cap: float | None = Field(
        2.0, gt=0, description="Cap of the truncated importance weight (None: off)."
    )
    max_length: int | None = Field(
        None, ge=1, description="Constant the masked token sum is divided by (None: batch width)."
    )
    keep_uniform: bool = Field(
        False, description="Also train on groups whose rewards are all equal (zero advantage)."
    )
    image_side: int = Field(112, ge=28, description="Screens are resized to side x 2*side.")
    finetune: Finetune = Field("lora", description="lora (peft adapters) or full fine-tuning.")
    lora_rank: int = Field(16, ge=1, description="LoRA rank r.")
    lora_alpha: int = Field(32, ge=1, description="LoRA alpha (scale = alpha / r).")
    lora_dropout: float = Field(0.0, ge=0, lt=1, description="LoRA dropout (0: ratio 1 on-policy).")
    lora_targets: tuple[str, ...] = Field(
        DEFAULT_LORA_TARGETS, description="Linear layer names LoRA adapts (language model only)."
    )
    min_pixels: int = Field(DEFAULT_MIN_PIXELS, ge=1, description="Smallest image area.")
    max_pixels: int = Field(DEFAULT_MAX_PIXELS, ge=1, description="Largest image area.")
    precision: Precision = Field("auto", description="auto: bf16 where the GPU has it, else fp32.")
    cpu: bool = Field(False, description="Train on the CPU even when a GPU is visible.")
    seed: int = Field(0, description="Seed of the group order and adapter initialisation.")
    merge: bool = Field(True, description="Write a merged model/ beside a LoRA adapter/.")

    @model_validator(mode="after")
    def _check(self) -> GrpoOptions:
        if self.min_pixels > self.max_pixels:
            raise ValueError(f"min_pixels {self.min_pixels} > max_pixels {self.max_pixels}")
        return self

    @classmethod
    def build(cls, **values: object) -> GrpoOptions:
        """Validate ``values``; a :class:`ConfigError` names each bad option."""
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            raise ConfigError(f"bad GRPO options: {_problems(exc)}") from None


def _problems(exc: ValidationError) -> str:
    return "; ".join(
        f"{'.'.join(str(p) for p in err['loc']) or 'options'}: {err['msg']}" for err in exc.errors()
    )
