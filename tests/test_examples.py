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


DEVICE_FILE = Path(__file__).parent.parent / "examples" / "android-emulator.toml"
MODEL_FILE = Path(__file__).parent.parent / "examples" / "served-model.toml"


def test_the_device_file_and_the_model_file_compose() -> None:
    # The pair README's "From the sim to your phone and your model" uses.
    config = load_config([DEVICE_FILE, MODEL_FILE], environ={})
    assert (config.device.kind, config.device.serial) == ("adb", "emulator-5554")
    assert sorted(config.apps) == ["clock", "contacts", "maps", "settings"]
    assert config.budget.device_steps == 200
    served = config.model("served")
    assert (served.base_url, served.coords) == ("http://127.0.0.1:8000/v1", "qwen25")
    agents = config.agents
    assert [ref.model for ref in agents.infer.models] == ["served"]
    roles = (agents.orchestra, agents.judge, agents.recycle, agents.intents)
    assert {role.model for role in roles} == {"served"}
    assert str(config.origin("device.kind")) == str(DEVICE_FILE)
    assert str(config.origin("models.0.base_url")) == str(MODEL_FILE)
    assert str(config.origin("search.c_uct")) == "default"
    assert config.files == (DEVICE_FILE, MODEL_FILE)


def test_the_model_file_names_no_device() -> None:
    # So it composes in either order and alone mines the sim.
    alone = load_config(MODEL_FILE, environ={})
    assert alone.device.kind == "sim" and not alone.apps
    both_ways = load_config([MODEL_FILE, DEVICE_FILE], environ={})
    assert both_ways.model_dump() == load_config([DEVICE_FILE, MODEL_FILE], environ={}).model_dump()
