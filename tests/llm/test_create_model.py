"""create_model builds backends from configuration, importing heavy packages only then."""

from __future__ import annotations

import subprocess
import sys

import pytest

from m2miner.config import ModelConfig
from m2miner.errors import BackendNotFoundError
from m2miner.llm import create_model
from m2miner.llm.base import ChatModel
from m2miner.llm.hf import HFModel
from m2miner.llm.openai_compat import OpenAICompatModel


def test_backends_are_built_from_their_config(tmp_path) -> None:
    served = create_model(
        ModelConfig(name="a", backend="openai", model="m", base_url="http://127.0.0.1:9/v1")
    )
    local = create_model(ModelConfig(name="b", backend="hf", model=str(tmp_path)))
    assert isinstance(served, OpenAICompatModel) and served.name == "a"
    assert isinstance(local, HFModel) and local.name == "b"
    assert isinstance(served, ChatModel) and isinstance(local, ChatModel)
    served.close()


def test_an_unknown_backend_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"'nope' is not a model backend.*openai"):
        ModelConfig(name="x", backend="nope")
    with pytest.raises(BackendNotFoundError, match="openai"):
        create_model(ModelConfig.model_construct(name="x", backend="nope"))


def test_importing_backends_does_not_import_heavy_packages() -> None:
    modules = [
        "m2miner.llm",
        "m2miner.llm.hf",
        "m2miner.llm.openai_compat",
        "m2miner.llm.vllm_local",
        "m2miner.rehearsal.scripted",
        "m2miner.testing.servers",
        "m2miner.testing.tiny_model",
    ]
    heavy = ("torch", "transformers", "vllm", "llama_cpp")
    code = (
        f"import sys\nfor m in {modules!r}: __import__(m)\n"
        f"print(sorted(m for m in {heavy!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
