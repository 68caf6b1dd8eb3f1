"""ScriptedModel: answers from a script, records requests, and loads from a config."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from m2miner.config import ModelConfig
from m2miner.errors import ConfigError, ModelError
from m2miner.llm import create_model
from m2miner.llm.base import ChatModel, Image, Message
from m2miner.rehearsal.scripted import ScriptedCall, ScriptedModel

IMAGE = Image(b"\x89PNG fake", 10, 20)


def _ask(text: str = "Which action?") -> list[Message]:
    return [Message.text("system", "You are a GUI agent."), Message("user", (IMAGE, text))]


def test_replies_are_consumed_in_order_and_calls_recorded() -> None:
    model = ScriptedModel("m", replies=["a", "b", "c", "d"])

    first = model.chat(_ask(), n=1, temperature=0.0, max_tokens=32)
    second = model.chat(_ask("again"), n=3, temperature=0.8, logprobs=True, top_logprobs=5)

    assert isinstance(model, ChatModel)
    assert first.texts == ["a"] and second.texts == ["b", "c", "d"]
    assert second.first_token_logprobs is None  # asked, but nothing scripted
    assert model.calls[0] == ScriptedCall(_ask(), 1, 32, 0.0, False, 20, None)
    assert (model.calls[1].n, model.calls[1].temperature, model.calls[1].logprobs) == (3, 0.8, True)
    assert model.calls[1].top_logprobs == 5
    assert model.calls[1].messages[1].content[1] == "again"
    assert first.prompt_tokens == 5 + 64 + 2  # words, plus a fixed cost per image
    assert second.completion_tokens == 3


def test_running_out_of_replies_is_a_model_error() -> None:
    model = ScriptedModel("m", replies=["only"])
    model.chat(_ask())
    with pytest.raises(ModelError, match="ran out of replies"):
        model.chat(_ask(), n=1)
    assert len(model.calls) == 2


def test_callable_replies_and_logprobs() -> None:
    def replies(messages: list[Message], n: int) -> list[str]:
        return [f"{messages[-1].content[-1]} #{i}" for i in range(n)]

    def logprobs(messages: list[Message], n: int) -> list[dict[str, float]]:
        return [{"valid": -0.1 * (i + 1), "invalid": -2.0} for i in range(n)]

    model = ScriptedModel("judge", replies=replies, logprobs=logprobs)
    result = model.chat(_ask("valid?"), n=2, logprobs=True, logprob_tokens=["valid", "invalid"])

    assert result.texts == ["valid? #0", "valid? #1"]
    assert result.first_token_logprobs == [
        {"valid": -0.1, "invalid": -2.0},
        {"valid": -0.2, "invalid": -2.0},
    ]
    assert model.calls[0].logprob_tokens == ["valid", "invalid"]


def test_callable_returning_the_wrong_count_is_an_error() -> None:
    model = ScriptedModel("m", replies=lambda messages, n: ["x"])
    with pytest.raises(ModelError, match="1 texts for n=2"):
        model.chat(_ask(), n=2)


def test_scripted_logprobs_list_is_used_only_when_asked() -> None:
    model = ScriptedModel("j", replies=["valid", "invalid"], logprobs=[{"valid": -0.3}])
    plain = model.chat(_ask())
    scored = model.chat(_ask(), logprobs=True)
    assert plain.first_token_logprobs is None
    assert scored.first_token_logprobs == [{"valid": -0.3}]


def test_cycle_restarts_the_script() -> None:
    model = ScriptedModel("m", replies=["a", "b"], cycle=True)
    assert [model.chat(_ask(), n=3).texts for _ in range(2)] == [["a", "b", "a"], ["b", "a", "b"]]


def test_threads_get_distinct_replies() -> None:
    model = ScriptedModel("m", replies=[str(i) for i in range(200)])
    seen: list[str] = []
    lock = threading.Lock()

    def worker() -> None:
        for _ in range(50):
            text = model.chat(_ask()).texts[0]
            with lock:
                seen.append(text)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(seen, key=int) == [str(i) for i in range(200)]
    assert len(model.calls) == 200


def test_from_config_reads_json_and_yaml_and_prices(tmp_path: Path) -> None:
    (tmp_path / "r.json").write_text(json.dumps(["one", "two"]), encoding="utf-8")
    (tmp_path / "r.yaml").write_text(
        "replies: [valid]\nlogprobs:\n  - {valid: -0.05, invalid: -3.0}\ncycle: true\n",
        encoding="utf-8",
    )
    priced = ModelConfig(
        name="demo",
        backend="scripted",
        model=str(tmp_path / "r.json"),
        price_prompt=2.0,
        price_completion=10.0,
    )
    from_json = create_model(priced)
    from_yaml = create_model(
        ModelConfig(name="judge", backend="scripted", model=str(tmp_path / "r.yaml"))
    )

    result = from_json.chat([Message.text("user", "a b c d")])
    assert isinstance(from_json, ScriptedModel) and from_json.name == "demo"
    assert result.texts == ["one"]
    assert result.cost_usd == pytest.approx((4 * 2.0 + 1 * 10.0) / 1e6)
    judged = from_yaml.chat(_ask(), n=2, logprobs=True)
    assert judged.texts == ["valid", "valid"]
    assert judged.first_token_logprobs == [{"valid": -0.05, "invalid": -3.0}] * 2


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read"),
        ("{not json", "not valid JSON/YAML"),
        ('{"logprobs": []}', "needs a list of replies"),
        ("[1, 2]", "must be a string"),
    ],
)
def test_from_config_errors_name_the_file(
    tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / "replies.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    config = ModelConfig(name="demo", backend="scripted", model=str(path))
    with pytest.raises(ConfigError, match=message):
        create_model(config)
