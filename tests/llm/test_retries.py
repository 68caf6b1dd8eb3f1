"""What the OpenAI-compatible backend retries, how long it waits, and how it reports it.

Each retry is named in ``ChatResult.faults`` (or the raised error's ``faults``) so the
miner can record it on the node the call was made for.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

from m2miner.config import ModelConfig
from m2miner.errors import ModelUnavailableError
from m2miner.llm.base import Message
from m2miner.llm.openai_compat import OpenAICompatModel
from tests.llm.llm_helpers import Reply, ok_completion

HELLO = [Message.text("user", "hello")]
LOGPROBS = {
    "content": [
        {
            "token": "valid",
            "logprob": -0.1,
            "top_logprobs": [
                {"token": "valid", "logprob": -0.1},
                {"token": "invalid", "logprob": -2.4},
            ],
        }
    ]
}


def _model(base_url: str, sleeps: list[float], **kw: Any) -> OpenAICompatModel:
    kw.setdefault("max_retries", 2)
    kw.setdefault("retry_backoff_s", 1.0)
    config = ModelConfig(name="m", backend="openai", model="tiny", base_url=base_url, **kw)
    return OpenAICompatModel(config, sleep=sleeps.append, rng=random.Random(1))


def _reply(
    text: str | None, *, finish: str = "stop", logprobs: dict[str, Any] | None = None
) -> Reply:
    choice: dict[str, Any] = {
        "index": 0,
        "message": {"role": "assistant", "content": text},
        "finish_reason": finish,
    }
    if logprobs is not None:
        choice["logprobs"] = logprobs
    body = {"choices": [choice], "usage": {"prompt_tokens": 3, "completion_tokens": 1}}
    return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()


def _sequence(*replies: Reply):  # type: ignore[no-untyped-def]
    queue = list(replies)
    return lambda path, body: queue.pop(0) if len(queue) > 1 else queue[0]


def _status(code: int) -> Reply:
    return code, {"Content-Type": "application/json"}, b'{"error": {"message": "busy"}}'


def test_each_retry_is_named_and_waits_double_with_jitter(fake_server) -> None:
    server = fake_server(_sequence(_status(503), _status(429), ok_completion(["done"])))
    sleeps: list[float] = []
    result = _model(server.base_url, sleeps).chat(HELLO)
    assert result.texts == ["done"]
    assert result.faults == ("model_5xx", "model_5xx")
    # retry_backoff_s 1.0, doubling, equal jitter: [0.5, 1] then [1, 2].
    assert 0.5 <= sleeps[0] <= 1.0 and 1.0 <= sleeps[1] <= 2.0


def test_a_timeout_then_an_answer(fake_server) -> None:
    calls: list[int] = []

    def respond(path: str, body: dict[str, Any]) -> Reply:
        calls.append(1)
        if len(calls) == 1:
            time.sleep(0.8)
        return ok_completion(["late but here"])

    server = fake_server(respond)
    result = _model(server.base_url, [], timeout_s=0.2).chat(HELLO)
    assert result.texts == ["late but here"] and result.faults == ("model_timeout",)


@pytest.mark.parametrize(
    "cut",
    [
        _reply("", finish="length"),
        _reply(None, finish="length"),
        _reply('<tool_call>\n{"name": "mobile_use", "arguments": {"act', finish="length"),
    ],
)
def test_a_cut_off_answer_is_asked_again(fake_server, cut: Reply) -> None:
    server = fake_server(_sequence(cut, _reply("whole")))
    result = _model(server.base_url, []).chat(HELLO)
    assert result.texts == ["whole"] and result.faults == ("model_truncated",)
    assert len(server.requests) == 2


@pytest.mark.parametrize(
    "whole", [_reply("valid, because the list", finish="length"), _reply("", finish="stop")]
)
def test_a_long_or_empty_answer_that_was_not_cut_off_is_kept(fake_server, whole: Reply) -> None:
    server = fake_server(lambda path, body: whole)
    result = _model(server.base_url, []).chat(HELLO)
    assert result.faults == () and len(server.requests) == 1


def test_an_answer_that_used_the_whole_token_limit_is_not_asked_again(fake_server) -> None:
    # The caller's limit cut it, and asking again would cut it the same way.
    server = fake_server(lambda path, body: _reply('{"name": "mobile_use', finish="length"))
    result = _model(server.base_url, []).chat(HELLO, max_tokens=1)
    assert result.texts == ['{"name": "mobile_use'] and result.faults == ()
    assert len(server.requests) == 1


def test_n_choices_cut_off_every_time_are_all_returned(fake_server) -> None:
    server = fake_server(lambda path, body: _reply('{"name": "mobile_use', finish="length"))
    model = _model(server.base_url, [])
    result = model.chat(HELLO, n=2)
    assert len(result.texts) == 2


def test_answers_cut_off_every_time_are_returned_after_the_retries(fake_server) -> None:
    server = fake_server(lambda path, body: _reply('{"name": "mobile_use', finish="length"))
    result = _model(server.base_url, []).chat(HELLO)
    assert result.texts == ['{"name": "mobile_use'] and result.faults == ("model_truncated",) * 3
    assert len(server.requests) == 3


def test_after_the_retries_the_latest_answer_is_returned(fake_server) -> None:
    # Cut off, then busy, then whole but without logprobs: the judge reads the last text.
    server = fake_server(
        _sequence(
            _reply("valid", logprobs=LOGPROBS),
            _reply("", finish="length"),
            _status(503),
            _reply("valid"),
        )
    )
    model = _model(server.base_url, [])
    model.chat(HELLO, logprobs=True)
    result = model.chat(HELLO, logprobs=True)
    assert result.faults == ("model_truncated", "model_5xx", "model_no_logprobs")
    assert result.texts == ["valid"]


def test_missing_logprobs_are_asked_again_once_the_server_has_returned_some(
    fake_server,
) -> None:
    server = fake_server(
        _sequence(
            _reply("valid", logprobs=LOGPROBS),
            _reply("valid"),
            _reply("valid", logprobs=LOGPROBS),
        )
    )
    model = _model(server.base_url, [])
    assert model.chat(HELLO, logprobs=True).faults == ()
    result = model.chat(HELLO, logprobs=True)
    assert result.faults == ("model_no_logprobs",)
    assert result.first_token_logprobs and result.first_token_logprobs[0]["valid"] == -0.1
    assert len(server.requests) == 3


def test_a_server_that_never_returns_logprobs_is_not_asked_again(fake_server) -> None:
    server = fake_server(lambda path, body: _reply("valid"))
    result = _model(server.base_url, []).chat(HELLO, logprobs=True)
    assert result.first_token_logprobs is None and result.faults == ()
    assert len(server.requests) == 1


def test_logprobs_missing_past_the_retries_leave_the_text(fake_server) -> None:
    server = fake_server(_sequence(_reply("valid", logprobs=LOGPROBS), _reply("invalid")))
    model = _model(server.base_url, [], max_retries=1)
    model.chat(HELLO, logprobs=True)
    result = model.chat(HELLO, logprobs=True)
    assert result.texts == ["invalid"] and result.first_token_logprobs is None
    assert result.faults == ("model_no_logprobs", "model_no_logprobs")


def test_a_refused_connection_is_retried_then_reported_with_its_faults() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    sleeps: list[float] = []
    with pytest.raises(ModelUnavailableError) as info:
        _model(f"http://127.0.0.1:{port}/v1", sleeps, max_retries=1).chat(HELLO)
    assert info.value.faults == ("model_connection", "model_connection")
    assert len(sleeps) == 1
