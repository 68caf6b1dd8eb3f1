"""Every example config is valid, and says what the agents need."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.config import load_config

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.toml"))


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_config_validates(path: Path) -> None:
    config = load_config(path, environ={})
    for ref in config.agents.infer.models:
        assert config.model(ref.model).name == ref.model
