"""A TRL export trains: one SFTTrainer step of the tiny local Qwen2.5-VL on it."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from m2miner.export import ExportReport, load_trl_dataset


@pytest.mark.slow
def test_one_sft_step_on_the_trl_export(
    full_export: ExportReport, tiny_model_dir: Path, tmp_path: Path
) -> None:
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    trl = pytest.importorskip("trl")

    data = load_trl_dataset(full_export.out_dir, "sft", cache_dir=tmp_path / "hf")
    assert set(data) == {"train", "val"}
    processor = transformers.AutoProcessor.from_pretrained(tiny_model_dir)
    model = transformers.Qwen2_5_VLForConditionalGeneration.from_pretrained(tiny_model_dir)
    args = trl.SFTConfig(
        output_dir=str(tmp_path / "run"),
        max_steps=1,
        per_device_train_batch_size=2,
        learning_rate=1e-3,
        use_cpu=True,
        report_to=[],
        save_strategy="no",
        logging_steps=1,
        max_length=None,
    )
    trainer = trl.SFTTrainer(
        model=model, args=args, train_dataset=data["train"], processing_class=processor
    )
    before = {n: p.detach().clone() for n, p in model.named_parameters() if p.requires_grad}
    result = trainer.train()
    assert result.global_step == 1
    assert math.isfinite(result.training_loss) and result.training_loss > 0
    changed = [
        n for n, p in model.named_parameters() if n in before and not torch.equal(before[n], p)
    ]
    assert changed, "the step left every weight as it was"
