"""Supervised fine-tuning with TRL's ``SFTTrainer`` on image+chat samples.

Samples are prompt-completion pairs (see :mod:`m2miner.train.data`): TRL's
vision-language collator renders them with the model's chat template, processes the
images at the job's pixel limits and masks the prompt, so the loss covers the answer.
"""

from __future__ import annotations

from typing import Any

from m2miner.train.model import Precision, lora_config
from m2miner.train.options import TrainOptions
from m2miner.train.progress import Observer, progress_callback
from m2miner.train.stage import StageDirs, common_args, make_config


def sft_trainer(
    model: Any,
    processor: Any,
    train_dataset: Any,
    eval_dataset: Any | None,
    opts: TrainOptions,
    precision: Precision,
    dirs: StageDirs,
    observer: Observer | None = None,
) -> Any:
    """An ``SFTTrainer`` for ``model`` (wrapped in a LoRA adapter for LoRA jobs)."""
    from trl import SFTConfig, SFTTrainer

    args = make_config(
        SFTConfig,
        **common_args(opts, "sft", precision, dirs, eval_dataset is not None),
        completion_only_loss=True,
        dataset_kwargs={"skip_prepare_dataset": True},
    )
    return SFTTrainer(
        model=model,
        args=args,
        train_dataset=train_dataset,
        eval_dataset=eval_dataset,
        processing_class=processor,
        peft_config=lora_config(opts) if opts.finetune == "lora" else None,
        callbacks=[progress_callback("sft", observer)],
    )
