"""A two-stage loop on the sim world with the tiny local Qwen2.5-VL, run once per session.

Stage 1 mines with the heuristic agents (``start = "config"``): they find successful
trajectories on the sim, which the first training round needs. Stage 2 mines with the
checkpoints trained after stage 1. Budgets are tiny: a few MCTS iterations per tree,
one optimizer step per training job, small screenshots.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from m2miner.config import Config, load_config
from m2miner.loop import LoopEvent, LoopOptions, LoopReport, run_loop

TINY_PIXELS = 64 * 28 * 28
TRAIN = {
    "max_steps": 1,
    "learning_rate": 5e-3,
    "warmup_ratio": 0.0,
    "batch_size": 1,
    "grad_accum": 1,
    "max_pixels": TINY_PIXELS,
    "gradient_checkpointing": False,
    "logging_steps": 1,
}


def loop_config(data_dir: Path, **overrides: Any) -> Config:
    """Small phone screens, three MCTS iterations per tree, short model answers."""
    values = {
        "store.data_dir": str(data_dir),
        "device.width": 412,
        "device.height": 915,
        "budget.iterations": 3,
        "agents.infer.max_tokens": 48,
        "agents.infer.max_retries": 0,
        "agents.judge.max_tokens": 4,
        "agents.judge.max_retries": 0,
        "loop.k": 2,
        **overrides,
    }
    return load_config(None, values, environ={})


def loop_options(base: Path, out: Path, **values: Any) -> LoopOptions:
    defaults: dict[str, Any] = {
        "name": "loop-test",
        "apps": ("maps",),
        "stages": (1, 2),
        "infer_base": str(base),
        "start": "config",
        "n": 3,
        "rewrites": 0,
        "out": out,
        "train": TRAIN,
    }
    return LoopOptions.build(**{**defaults, **values})


@dataclass(frozen=True)
class Ran:
    """A finished loop: its config, options, report and every event it reported."""

    config: Config
    options: LoopOptions
    report: LoopReport
    events: list[LoopEvent]


def collect(into: list[LoopEvent], then: Callable[[LoopEvent], None] | None = None) -> Any:
    def observer(event: LoopEvent) -> None:
        into.append(event)
        if then is not None:
            then(event)

    return observer


@pytest.fixture(scope="session")
def two_stage(tiny_model_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Ran:
    """Stages 1 and 2 on maps and settings."""
    pytest.importorskip("trl")
    root = tmp_path_factory.mktemp("loop")
    config = loop_config(root / "m2miner-data")
    options = loop_options(tiny_model_dir, root / "loop", apps=("maps", "settings"))
    events: list[LoopEvent] = []
    report = run_loop(config, options, observer=collect(events))
    return Ran(config, options, report, events)
