"""The DeepSpeed and accelerate examples: valid files that point at each other."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "deepspeed"


@pytest.mark.parametrize("stage", [2, 3])
def test_zero_configs_leave_sizes_to_the_trainer(stage: int) -> None:
    config = json.loads((EXAMPLES / f"zero{stage}.json").read_text())
    assert config["zero_optimization"]["stage"] == stage
    for key in (
        "train_batch_size",
        "train_micro_batch_size_per_gpu",
        "gradient_accumulation_steps",
    ):
        assert config[key] == "auto"  # filled from m2miner train's options
    assert config["bf16"]["enabled"] == "auto"
    if stage == 3:  # the trainer saves whole 16-bit weights, not shards
        assert config["zero_optimization"]["stage3_gather_16bit_weights_on_model_save"] is True


@pytest.mark.parametrize("stage", [2, 3])
def test_accelerate_configs_load_and_name_their_zero_file(stage: int) -> None:
    pytest.importorskip("accelerate")
    from accelerate.commands.config.config_args import ClusterConfig

    config = ClusterConfig.from_yaml_file(str(EXAMPLES / f"accelerate_zero{stage}.yaml"))
    assert config.distributed_type == "DEEPSPEED"
    assert (
        ROOT / config.deepspeed_config["deepspeed_config_file"]
    ) == EXAMPLES / f"zero{stage}.json"
