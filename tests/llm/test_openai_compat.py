"""OpenAICompatModel against a local HTTP server that answers what each test decides.

The happy path against real servers is in test_model_servers.py; here are the request
shape, the retry policy, timeouts, error mapping, the concurrency limit and parsing.
"""

from __future__ import annotations

import base64
import io
import json
import random
import socket
import threading
import time
from typing import Any

import pytest
from PIL import Image as PILImage

from m2miner.config import ModelConfig
from m2miner.coords import smart_resize
from m2miner.errors import ConfigError, ModelError, ModelTimeoutError, ModelUnavailableError
from m2miner.llm.base import Message
from m2miner.llm.openai_compat import OpenAICompatModel, _first_token_logprobs
from tests.llm.llm_helpers import Reply, ok_completion, png_image


def _config(base_url: str, **kw: Any) -> ModelConfig:
    kw.setdefault("max_retries", 3)
    kw.setdefault("retry_backoff_s", 0.5)
    return ModelConfig(name="m", backend="openai", model="tiny", base_url=base_url, **kw)


def _model(base_url: str, sleeps: list[float] | None = None, **kw: Any) -> OpenAICompatModel:
    record = sleeps.append if sleeps is not None else (lambda s: None)
    return OpenAICompatModel(_config(base_url, **kw), sleep=record, rng=random.Random(0))


def _sequence(*replies: Reply):
    queue = list(replies)

    def respond(path: str, body: dict[str, Any]) -> Reply:
        return queue.pop(0) if len(queue) > 1 else queue[0]

    return respond


def _status(code: int, body: Any = None, **headers: str) -> Reply:
    payload = json.dumps(body if body is not None else {"error": {"message": f"code {code}"}})
    return code, {"Content-Type": "application/json", **headers}, payload.encode()


HELLO = [Message.text("user", "hello")]


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_request_carries_resized_png_options_and_key(fake_server, monkeypatch) -> None:
    server = fake_server(lambda path, body: ok_completion(["a", "b"]))
    monkeypatch.setenv("TEST_API_KEY", "sk-local")
    shot = png_image(1080, 2400)
    model = _model(
        server.base_url,
        max_pixels=100_000,
        api_key_env="TEST_API_KEY",
        extra_body={"top_k": 5, "chat_template_kwargs": {"enable_thinking": False}},
    )
    messages = [Message.text("system", "You are a GUI agent."), Message("user", (shot, "go"))]

    result = model.chat(messages, n=2, max_tokens=7, temperature=0.5, logprobs=True, top_logprobs=3)

    path, body, headers = server.requests[0]
    assert path == "/v1/chat/completions"
    assert headers["Authorization"] == "Bearer sk-local"
    assert body["model"] == "tiny" and body["n"] == 2 and body["max_tokens"] == 7
    assert body["temperature"] == 0.5 and body["logprobs"] is True and body["top_logprobs"] == 3
    assert body["top_k"] == 5 and body["chat_template_kwargs"] == {"enable_thinking": False}
    assert body["messages"][0] == {"role": "system", "content": "You are a GUI agent."}
    image_part, text_part = body["messages"][1]["content"]
    assert text_part == {"type": "text", "text": "go"}
    url = image_part["image_url"]["url"]
    assert url.startswith("data:image/png;base64,")
    sent = PILImage.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
    h, w = smart_resize(2400, 1080, 28, 4 * 28 * 28, 100_000)
    assert sent.format == "PNG" and sent.size == (w, h)
    assert result.info["image_sizes"] == [(w, h)]
    # One prompt token per 28 x 28 block of the resized screenshot.
    assert result.image_tokens == (w // 28) * (h // 28) > 0
    assert result.texts == ["a", "b"]


def test_usage_and_cost_from_prices(fake_server) -> None:
    server = fake_server(lambda path, body: ok_completion(["x"], 1200, 300))
    model = _model(server.base_url, price_prompt=0.5, price_completion=2.0)
    result = model.chat(HELLO)
    assert (result.prompt_tokens, result.completion_tokens) == (1200, 300)
    assert result.cost_usd == pytest.approx((1200 * 0.5 + 300 * 2.0) / 1e6)
    assert result.latency_s > 0 and result.model == "m"
    assert "n" not in server.requests[0][1] and "logprobs" not in server.requests[0][1]


def test_without_supports_n_each_choice_is_a_request(fake_server) -> None:
    counter = iter(range(100))
    server = fake_server(lambda path, body: ok_completion([f"t{next(counter)}"], 10, 2))
    result = _model(server.base_url, supports_n=False).chat(HELLO, n=3, temperature=1.0)
    assert result.texts == ["t0", "t1", "t2"]
    assert ["n" in body for _, body, _ in server.requests] == [False] * 3
    assert (result.prompt_tokens, result.completion_tokens) == (30, 6)
    assert result.info["requests"] == 3


def test_a_server_that_ignores_n_is_topped_up(fake_server) -> None:
    server = fake_server(lambda path, body: ok_completion(["same"]))
    result = _model(server.base_url).chat(HELLO, n=3, temperature=1.0)
    assert result.texts == ["same"] * 3
    assert [body.get("n") for _, body, _ in server.requests] == [3, 2, None]


def test_5xx_and_429_are_retried_with_growing_jittered_backoff(fake_server) -> None:
    server = fake_server(
        _sequence(
            _status(500),
            _status(429, **{"Retry-After": "2"}),
            _status(503),
            ok_completion(["finally"]),
        )
    )
    sleeps: list[float] = []
    result = _model(server.base_url, sleeps, max_retries=3).chat(HELLO)

    assert result.texts == ["finally"]
    assert len(server.requests) == 4
    assert len(sleeps) == 3
    assert 0.25 <= sleeps[0] <= 0.5  # base 0.5 s, equal jitter
    assert sleeps[1] == 2.0  # Retry-After wins over a shorter backoff
    assert 1.0 <= sleeps[2] <= 2.0


def test_retries_are_bounded(fake_server) -> None:
    server = fake_server(lambda path, body: _status(503))
    sleeps: list[float] = []
    with pytest.raises(ModelError, match="after 3 attempts") as info:
        _model(server.base_url, sleeps, max_retries=2).chat(HELLO)
    assert info.value.status_code == 503
    assert len(server.requests) == 3 and len(sleeps) == 2


@pytest.mark.parametrize(
    ("status", "error", "hint"),
    [
        (400, ModelError, None),
        (401, ModelUnavailableError, "api_key_env"),
        (404, ModelUnavailableError, "base_url"),
    ],
)
def test_client_errors_are_not_retried(fake_server, status, error, hint) -> None:
    server = fake_server(lambda path, body: _status(status, {"detail": "too many images"}))
    sleeps: list[float] = []
    with pytest.raises(error, match="too many images") as info:
        _model(server.base_url, sleeps).chat(HELLO)
    assert type(info.value) is error and info.value.status_code == status
    assert hint is None or hint in (info.value.hint or "")
    assert len(server.requests) == 1 and sleeps == []


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (b"{not json", "malformed JSON"),
        (b'["a list"]', "not an object"),
        (b'{"choices": []}', "no choices"),
        (b'{"choices": [{"index": 0}]}', "without a message"),
    ],
)
def test_malformed_answers_are_model_errors(fake_server, payload, message) -> None:
    server = fake_server(lambda path, body: (200, {"Content-Type": "application/json"}, payload))
    with pytest.raises(ModelError, match=message):
        _model(server.base_url).chat(HELLO)
    assert len(server.requests) == 1


def test_a_slow_answer_is_retried_then_raises_model_timeout_error(fake_server) -> None:
    def slow(path: str, body: dict[str, Any]) -> Reply:
        time.sleep(1.0)
        return ok_completion(["late"])

    server = fake_server(slow)
    start = time.perf_counter()
    with pytest.raises(ModelTimeoutError, match=r"within 0\.2 s \(2 attempts\)") as info:
        _model(server.base_url, timeout_s=0.2, max_retries=1).chat(HELLO)
    assert time.perf_counter() - start < 1.5
    assert len(server.requests) == 2
    assert info.value.faults == ("model_timeout", "model_timeout")


def test_an_unreachable_server_is_retried_then_unavailable() -> None:
    sleeps: list[float] = []
    model = _model(f"http://127.0.0.1:{_closed_port()}/v1", sleeps, max_retries=2)
    with pytest.raises(ModelUnavailableError, match="after 3 attempts") as info:
        model.chat(HELLO)
    assert len(sleeps) == 2 and sleeps[0] < sleeps[1]
    assert "vllm serve tiny" in (info.value.hint or "")


def test_check_fails_fast_with_a_hint_when_unreachable() -> None:
    port = _closed_port()
    model = _model(f"http://127.0.0.1:{port}/v1")
    start = time.perf_counter()
    with pytest.raises(ModelUnavailableError, match="cannot reach") as info:
        model.check()
    assert time.perf_counter() - start < 2.0
    hint = info.value.hint or ""
    assert f"--port {port}" in hint and "is http://127.0.0.1" in hint


def test_check_lists_served_models(fake_server) -> None:
    models = {"object": "list", "data": [{"id": "tiny"}, {"id": "other"}]}
    server = fake_server(lambda path, body: _status(200, models))
    _model(server.base_url).check()
    assert server.requests[0][0] == "/v1/models"

    missing = OpenAICompatModel(_config(server.base_url).model_copy(update={"model": "big"}))
    with pytest.raises(ModelUnavailableError, match="'big' is not served") as info:
        missing.check()
    assert "['tiny', 'other']" in str(info.value)


@pytest.mark.parametrize(
    ("reply", "message", "hint"),
    [
        (_status(404, {"detail": "Not Found"}), "answered 404", "/v1 root"),
        (_status(401), "refused the API key", "api_key_env"),
        (_status(200, {"unexpected": True}), "did not return a model list", "/v1 root"),
    ],
)
def test_check_explains_other_failures(fake_server, reply, message, hint) -> None:
    server = fake_server(lambda path, body: reply)
    with pytest.raises(ModelUnavailableError, match=message) as info:
        _model(server.base_url).check()
    assert hint in (info.value.hint or "")


def test_concurrency_limit_is_shared_by_models_of_one_endpoint(fake_server) -> None:
    def slow(path: str, body: dict[str, Any]) -> Reply:
        time.sleep(0.15)
        return ok_completion(["ok"])

    server = fake_server(slow)
    models = [_model(server.base_url, concurrency=2), _model(server.base_url, concurrency=2)]
    threads = [threading.Thread(target=models[i % 2].chat, args=(HELLO,)) for i in range(6)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start

    assert len(server.requests) == 6
    assert server.max_in_flight == 2
    assert elapsed >= 3 * 0.15  # six requests, two at a time


def test_configuration_errors() -> None:
    with pytest.raises(ConfigError, match="needs base_url"):
        OpenAICompatModel(ModelConfig(name="m", backend="openai", model="x"))
    with pytest.raises(ConfigError, match="set model"):
        OpenAICompatModel(ModelConfig(name="m", backend="openai", base_url="http://h/v1"))
    with pytest.raises(ConfigError, match="M2MINER_TEST_UNSET_KEY is not set"):
        OpenAICompatModel(_config("http://h/v1", api_key_env="M2MINER_TEST_UNSET_KEY"))


def _choice(logprobs: Any) -> dict[str, Any]:
    return {"index": 0, "message": {"content": "valid"}, "logprobs": logprobs}


def test_first_token_logprobs_are_merged_by_decoded_text() -> None:
    content = [
        {
            "token": "valid",
            "logprob": -0.2,
            "top_logprobs": [
                {"token": "valid", "logprob": -0.2},
                {"token": "invalid", "logprob": -1.9},
                {"token": "valid", "logprob": -4.0},  # another id decoding alike
                {"token": "\n", "logprob": -6.5},
            ],
        },
        {"token": " screen", "logprob": -3.0, "top_logprobs": []},
    ]
    parsed = _first_token_logprobs([_choice({"content": content})])
    assert parsed == [{"valid": -0.2, "invalid": -1.9, "\n": -6.5}]


def test_first_token_logprobs_edge_shapes() -> None:
    assert _first_token_logprobs([_choice(None)]) is None
    assert _first_token_logprobs([_choice({"content": None})]) is None
    assert _first_token_logprobs([_choice({"content": []})]) is None
    only_sampled = {"content": [{"token": "valid", "logprob": -0.5, "top_logprobs": None}]}
    assert _first_token_logprobs([_choice(only_sampled)]) == [{"valid": -0.5}]
    legacy = {"tokens": ["valid"], "top_logprobs": [{"valid": -0.1, "invalid": -2.3}]}
    assert _first_token_logprobs([_choice(legacy)]) == [{"valid": -0.1, "invalid": -2.3}]
    # One choice without log-probs makes the whole answer unusable for scoring.
    good = {"content": [{"token": "a", "logprob": -1.0, "top_logprobs": []}]}
    assert _first_token_logprobs([_choice(good), _choice(None)]) is None


def test_logprobs_are_requested_only_when_the_server_supports_them(fake_server) -> None:
    server = fake_server(lambda path, body: ok_completion(["valid"]))
    result = _model(server.base_url, supports_logprobs=False).chat(HELLO, logprobs=True)
    assert "logprobs" not in server.requests[0][1]
    assert result.first_token_logprobs is None
