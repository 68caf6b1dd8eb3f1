"""VLLMModel: it fails fast where vLLM cannot run, and reads vLLM's output shapes."""

from __future__ import annotations

import importlib.util
import sys
import types
from types import SimpleNamespace

import pytest

from m2miner.config import ModelConfig
from m2miner.errors import ModelUnavailableError
from m2miner.llm import create_model
from m2miner.llm.vllm_local import VLLMModel, result_from_request_output

CONFIG = ModelConfig(name="local", backend="vllm", model="Qwen/Qwen2.5-VL-7B-Instruct")


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vllm is installed")
def test_without_vllm_the_error_says_how_to_install_it() -> None:
    with pytest.raises(ModelUnavailableError, match="needs the vllm package") as info:
        create_model(CONFIG)
    assert info.value.hint == "pip install 'm2miner[vllm]'"


def test_without_a_gpu_the_error_points_to_serving(monkeypatch: pytest.MonkeyPatch) -> None:
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("a GPU is visible")
    monkeypatch.setitem(sys.modules, "vllm", types.ModuleType("vllm"))
    with pytest.raises(ModelUnavailableError, match="no CUDA GPU") as info:
        VLLMModel(CONFIG)
    assert info.value.hint == 'vLLM needs a GPU; serve it elsewhere and use backend = "openai"'


def _logprob(value: float, text: str | None) -> SimpleNamespace:
    return SimpleNamespace(logprob=value, rank=1, decoded_token=text)


def test_request_output_becomes_a_chat_result() -> None:
    # The shape of vllm.RequestOutput / CompletionOutput / Logprob.
    first = {
        11: _logprob(-0.1, "valid"),
        12: _logprob(-2.5, "invalid"),
        13: _logprob(-3.0, "valid"),
    }
    output = SimpleNamespace(
        prompt_token_ids=list(range(40)),
        outputs=[
            SimpleNamespace(
                text="valid", token_ids=[11, 2], logprobs=[first, {}], finish_reason="stop"
            ),
            SimpleNamespace(
                text="invalid",
                token_ids=[12],
                logprobs=[{12: _logprob(-2.5, None)}],
                finish_reason="length",
            ),
        ],
    )
    config = CONFIG.model_copy(update={"price_prompt": 1.0, "price_completion": 2.0})

    result = result_from_request_output(output, "local", config, 0.0, logprobs=True)

    assert result.texts == ["valid", "invalid"]
    assert result.first_token_logprobs == [{"valid": -0.1, "invalid": -2.5}, {"12": -2.5}]
    assert (result.prompt_tokens, result.completion_tokens) == (40, 3)
    assert result.cost_usd == pytest.approx((40 + 6) / 1e6)
    assert result.info["finish_reasons"] == ["stop", "length"]
    unasked = result_from_request_output(output, "local", config, 0.0, logprobs=False)
    assert unasked.first_token_logprobs is None
