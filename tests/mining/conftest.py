"""Fixtures for mining tests: a config pointing every file at ``tmp_path``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from m2miner.config import Config, load_config


def make_config(tmp_path: Path, **overrides: Any) -> Config:
    """A default config with its data dir in ``tmp_path`` and dotted-key overrides."""
    return load_config(None, {"store.data_dir": tmp_path / "data", **overrides}, environ={})


@pytest.fixture
def config(tmp_path: Path) -> Config:
    return make_config(tmp_path)
