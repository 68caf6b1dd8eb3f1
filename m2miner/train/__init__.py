"""Fine-tuning the agents' models on mined data, and serving them.

- :func:`m2miner.train.run.train` (``m2miner train``): TRL SFT of the InferAgent or
  JudgeAgent model on ``m2miner export --format trl`` data, then optionally DPO of the
  InferAgent on preference pairs; LoRA (peft) or full fine-tuning; Qwen2.5-VL and
  Qwen3-VL. Options: :class:`m2miner.train.options.TrainOptions`.
- :func:`m2miner.train.emit.emit` (``--emit``): the same job as a LLaMA-Factory or
  ms-swift config and command.
- :mod:`m2miner.train.serve` (``m2miner serve``): a checkpoint behind ``vllm serve``,
  its endpoint recorded for later rounds.

torch, transformers, trl and peft are imported inside the functions that need them.
"""
