"""A real export to train on: sim trees mined with the heuristic agents, exported for TRL,
LLaMA-Factory and ms-swift; and the tiny local Qwen-VL models to train."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from m2miner.config import Config, load_config
from m2miner.export import ExportOptions, export_dataset
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine

# Two tasks give two intents, so a val split exists; a phone-sized but small screen keeps
from m2miner.store.opening import open_store

# image decoding cheap. The heuristic agents solve both, verified by the tasks' checks.
TASKS = ("maps.coffee_harbor_cafe", "maps.open_saved")
TINY_PIXELS = 64 * 28 * 28


@dataclass(frozen=True)
class Exported:
    """The mined store's config and the export directory made from it."""

    config: Config
    root: Path


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Exported:
    base = tmp_path_factory.mktemp("train-data")
    config = load_config(
        None,
        {
            "store.data_dir": str(base / "m2miner-data"),
            "device.width": 412,
            "device.height": 915,
            "budget.iterations": 30,
        },
        environ={},
    )
    report = mine(config, MineRequest(app="maps", task_ids=TASKS))
    assert all(outcome.successes for outcome in report.outcomes)
    options = ExportOptions(formats=("trl", "llamafactory", "swift"), val_ratio=0.3, seed=1)
    with open_store(config) as store:
        report = export_dataset(store, base / "export", options)
    for kind in ("sft", "description", "preference", "judge"):
        counts = report.kinds[kind].counts
        assert counts["train"] and counts["val"], f"{kind}: {counts}"
    return Exported(config, base / "export")


@pytest.fixture
def train_config(tmp_path: Path) -> Config:
    """A config whose store (where training runs are recorded) lives in ``tmp_path``."""
    return load_config(None, {"store.data_dir": str(tmp_path / "m2miner-data")}, environ={})


@pytest.fixture(scope="session")
def tiny_qwen3_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("transformers")
    from m2miner.testing.tiny_model import build_tiny_qwen3vl

    return build_tiny_qwen3vl(tmp_path_factory.mktemp("tiny-qwen3vl"), seed=0)
