"""Direct preference optimisation of the InferAgent with TRL's ``DPOTrainer``.

Preference pairs come from the search trees: at a node, the child on a successful path
(chosen) against a low-value sibling (rejected), for the same screenshot and prompt. With
LoRA the reference model is the same network with the adapter switched off, so DPO needs
no second copy in memory; full fine-tuning loads a frozen reference copy.
"""

from __future__ import annotations

from typing import Any

from m2miner.train.model import Precision, lora_config
from m2miner.train.options import TrainOptions
from m2miner.train.progress import Observer, progress_callback
from m2miner.train.stage import StageDirs, common_args, make_config


def dpo_trainer(
    model: Any,
    processor: Any,
    train_dataset: Any,
    eval_dataset: Any | None,
    opts: TrainOptions,
    precision: Precision,
    dirs: StageDirs,
    observer: Observer | None = None,
) -> Any:
    """A ``DPOTrainer`` (sigmoid loss, ``opts.beta``) for ``model``."""
    from trl import DPOConfig, DPOTrainer

    args = make_config(
        DPOConfig,
        **common_args(opts, "dpo", precision, dirs, eval_dataset is not None),
        beta=opts.beta,
    )
    return DPOTrainer(
        model=model,
        args=args,
        train_dataset=train_dataset,
        eval_dataset=eval_dataset,
        processing_class=processor,
        peft_config=lora_config(opts) if opts.finetune == "lora" else None,
        callbacks=[progress_callback("dpo", observer)],
    )
