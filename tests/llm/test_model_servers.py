"""OpenAICompatModel against real servers running the tiny model on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.config import ModelConfig
from m2miner.coords import smart_resize
from m2miner.errors import ModelUnavailableError
from m2miner.llm.base import Message
from m2miner.llm.hf import HFModel
from m2miner.llm.openai_compat import OpenAICompatModel
from m2miner.testing.servers import (
    RunningServer,
    ServerUnavailableError,
    find_llama_cpp_converter,
    llama_cpp_server,
    transformers_serve,
)
from tests.llm.llm_helpers import png_image

pytestmark = pytest.mark.slow

MAX_PIXELS = 64 * 28 * 28
SHOT = png_image(412, 915)
ASK = [
    Message.text("system", "You judge GUI screens."),
    Message("user", (SHOT, "Is the screen valid or invalid?")),
]


def _client(server: RunningServer, **kw: object) -> OpenAICompatModel:
    config = ModelConfig(
        name="served",
        model=server.model,
        base_url=server.base_url,
        max_pixels=MAX_PIXELS,
        timeout_s=60,
        **kw,  # type: ignore[arg-type]
    )
    return OpenAICompatModel(config)


@pytest.fixture(scope="module")
def transformers_server(
    tiny_model_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RunningServer]:
    pytest.importorskip("fastapi")
    pytest.importorskip("uvicorn")
    log = tmp_path_factory.mktemp("transformers-serve") / "server.log"
    with transformers_serve(tiny_model_dir, log_path=log) as server:
        yield server


@pytest.fixture(scope="module")
def llama_server(
    tiny_model_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RunningServer]:
    pytest.importorskip("llama_cpp")
    try:
        find_llama_cpp_converter()
    except ServerUnavailableError as exc:
        pytest.skip(f"{exc} -- {exc.hint}")
    work = tmp_path_factory.mktemp("llama-cpp")
    with llama_cpp_server(tiny_model_dir, gguf_dir=work / "gguf", log_path=work / "log") as server:
        yield server


def test_transformers_serve_answers_image_chats(
    transformers_server: RunningServer, tiny_model_dir: Path
) -> None:
    model = _client(transformers_server, price_prompt=1.0, price_completion=4.0)
    model.check()

    result = model.chat(ASK, n=2, max_tokens=4, temperature=0.0)
    text_only = model.chat([ASK[0], Message.text("user", "Is the screen valid or invalid?")])

    # The server ignores n; the client tops the answer up with a second request.
    assert len(result.texts) == 2 and result.info["requests"] == 2
    assert all(isinstance(t, str) and t for t in result.texts)
    assert 0 < result.completion_tokens <= 2 * 4
    assert result.cost_usd == pytest.approx(
        (result.prompt_tokens * 1.0 + result.completion_tokens * 4.0) / 1e6
    )
    # The image reached the model at the resized size: one token per 28x28 pixels, plus
    # <|vision_start|> and <|vision_end|>.
    h, w = smart_resize(915, 412, 28, 4 * 28 * 28, MAX_PIXELS)
    assert result.prompt_tokens // 2 - text_only.prompt_tokens == h * w // (28 * 28) + 2
    # Same weights, same prompt, greedy: the server says what the in-process model says.
    local = HFModel(
        ModelConfig(name="local", backend="hf", model=str(tiny_model_dir), max_pixels=MAX_PIXELS)
    )
    assert local.chat(ASK, max_tokens=4).texts[0] == result.texts[0]


def test_transformers_serve_returns_no_logprobs(transformers_server: RunningServer) -> None:
    result = _client(transformers_server).chat(ASK, max_tokens=1, logprobs=True, top_logprobs=5)
    assert result.first_token_logprobs is None
    assert len(result.texts) == 1


def test_check_names_the_models_a_server_serves(transformers_server: RunningServer) -> None:
    wrong = OpenAICompatModel(
        ModelConfig(name="x", model="not-served", base_url=transformers_server.base_url)
    )
    with pytest.raises(ModelUnavailableError, match="not-served") as info:
        wrong.check()
    assert transformers_server.model in str(info.value)


def test_llama_cpp_returns_first_token_logprobs_for_images(llama_server: RunningServer) -> None:
    model = _client(llama_server)
    model.check()

    result = model.chat(ASK, max_tokens=3, temperature=0.0, logprobs=True, top_logprobs=5)

    assert result.first_token_logprobs is not None and len(result.first_token_logprobs) == 1
    first = result.first_token_logprobs[0]
    assert 1 <= len(first) <= 5
    assert all(isinstance(k, str) and -30.0 < v <= 0.0 for k, v in first.items())
    best = max(first, key=first.__getitem__)
    # Greedy decoding starts with the most likely first token.
    assert result.texts[0].startswith(best)
    assert result.prompt_tokens > 0 and 0 < result.completion_tokens <= 3


def test_llama_cpp_n_choices_are_topped_up(llama_server: RunningServer) -> None:
    result = _client(llama_server).chat(ASK, n=2, max_tokens=2, temperature=0.0, logprobs=True)
    assert len(result.texts) == 2 and result.texts[0] == result.texts[1]
    assert result.first_token_logprobs is not None and len(result.first_token_logprobs) == 2
