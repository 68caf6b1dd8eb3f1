"""The built-in registries name only backends that exist."""

from __future__ import annotations

import pytest

from m2miner.errors import BackendNotFoundError
from m2miner.registry import DEVICES, MODELS, Registry


@pytest.mark.parametrize("registry", [DEVICES, MODELS], ids=["devices", "models"])
def test_every_registered_backend_resolves_to_its_class(registry: Registry) -> None:
    # Backends import their heavy dependencies (torch, appium) on first use, so resolving
    # each one here fails only on a dangling registration, not on a missing extra.
    for name in registry.names():
        target = registry._targets[name]
        cls = registry.resolve(name)
        assert f"{cls.__module__}:{cls.__name__}" == target


def test_heuristic_agents_are_not_a_model_backend() -> None:
    # The heuristic agents are chosen by configuring no model, not by a backend name.
    assert MODELS.names() == ["hf", "openai", "scripted", "vllm"]
    with pytest.raises(BackendNotFoundError, match="no model backend named 'heuristic'"):
        MODELS.resolve("heuristic")


@pytest.mark.parametrize("registry", [DEVICES, MODELS], ids=["devices", "models"])
def test_no_built_in_backend_is_a_test_double(registry: Registry) -> None:
    # The registries are production paths: the scripted model is the dry run's, in
    # m2miner.rehearsal; m2miner.testing holds doubles that only tests import.
    targets = [registry._targets[name] for name in registry.names()]
    assert [t for t in targets if t.startswith("m2miner.testing")] == []
    assert MODELS._targets["scripted"] == "m2miner.rehearsal.scripted:ScriptedModel"
