"""bench/gpu.py on the CPU: the model check's questions come from the policy as the
wrapper asks them, and one row of the per-call table is measured for real."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scripts import load_script

pytest.importorskip("transformers")

from m2miner.config import ModelConfig

ROOT = Path(__file__).resolve().parents[2]
GPU = load_script(ROOT / "bench" / "gpu.py")


def test_questions_are_distinct_elements_the_check_would_ask_about() -> None:
    before, _ = GPU.screens()
    asked = GPU.questions(before, 50)
    assert asked, "the maps start screen has controls the policy leaves to the model"
    assert len({q.key for q in asked}) == len(asked)


def test_one_row_is_measured_on_the_tiny_model(tiny_model_dir: Path) -> None:
    entry = ModelConfig(name="tiny", backend="hf", model=str(tiny_model_dir), device="cpu")
    row = GPU.time_calls(entry, calls=1, infer_tokens=2)
    assert row["judge_ms"] > 0 and row["infer_ms"] > 0 and row["check_ms"] > 0
    assert row["questions"] >= 1
    assert row["read"].startswith("2/2 read")  # warm-up and one timed call
    assert row["peak_gib"] is None  # no GPU memory on the CPU
