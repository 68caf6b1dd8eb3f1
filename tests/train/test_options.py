"""Training options: defaults per role and stage, and bad combinations named clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.train.options import TrainOptions


def build(**values: object) -> TrainOptions:
    base: dict[str, object] = {"role": "infer", "base": "m", "data": (Path("d"),), "out": Path("o")}
    return TrainOptions.build(**{**base, **values})


def test_defaults_follow_the_role() -> None:
    assert build().sft_kinds == ("sft", "description")
    assert build(role="judge").sft_kinds == ("judge",)
    assert build(kinds=("sft",)).sft_kinds == ("sft",)


def test_learning_rate_defaults_by_method_and_stage() -> None:
    lora, full = build(), build(finetune="full")
    assert (lora.stage_learning_rate("sft"), lora.stage_learning_rate("dpo")) == (1e-4, 5e-5)
    assert (full.stage_learning_rate("sft"), full.stage_learning_rate("dpo")) == (1e-5, 5e-6)
    assert build(learning_rate=3e-4).stage_learning_rate("dpo") == 3e-4


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"role": "judge", "dpo": True}, "DPO on preference pairs is for the InferAgent"),
        ({"sft": False}, "--no-sft needs --dpo"),
        ({"data": ()}, "--data EXPORT_DIR"),
        ({"role": "judge", "kinds": ("sft",)}, "the judge model trains on judge"),
        ({"tune_vision": True}, "use --finetune full with --tune-vision"),
        ({"min_pixels": 10_000, "max_pixels": 5_000}, "min_pixels 10000 > max_pixels 5000"),
        ({"finetune": "qlora"}, "finetune"),
        ({"role": "orchestra"}, "role"),
        ({"batch_size": 0}, "batch_size"),
        ({"unknown": 1}, "unknown"),
    ],
)
def test_bad_options_are_config_errors_naming_the_problem(
    values: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError, match="bad training options") as info:
        build(**values)
    assert message in str(info.value)
