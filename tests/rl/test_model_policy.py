"""A policy served by a model backend: asked as the InferAgent asks, its text parsed by
the environment, its prompts kept with the stored steps."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.action_parse import format_tool_call
from m2miner.config import ModelConfig, load_config
from m2miner.devices.sim.device import SimDevice
from m2miner.llm.base import Image
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.rl.env import DeviceEnv
from m2miner.rl.policies import ModelPolicy
from m2miner.rl.pool import Task, read_pool
from m2miner.rl.rollout import run_episode
from m2miner.store.opening import open_store
from tests.cli_helpers import isolate, run


def test_the_model_is_asked_like_the_infer_agent_and_its_answer_is_parsed(
    pool: list[Task],
) -> None:
    task = min((t for t in pool if not t.judged_only), key=lambda t: t.length)
    env = DeviceEnv(SimDevice(), [task], width=54, height=120, max_steps=5, coords="norm1000")
    entry = ModelConfig(name="m", backend="scripted", coords="norm1000")
    answers = [
        format_tool_call(a, "norm1000", 1080, 2400, a.describe()) for a in task.action_list()
    ]
    model = ScriptedModel("m", answers)
    policy = ModelPolicy(env, model, entry, temperature=0.7, max_tokens=99)
    rollout = run_episode(env, task, policy, save_screen=lambda png: str(len(png)))
    assert rollout.reward == 1.0 and rollout.terminated and rollout.actions == tuple(answers)
    first, second = model.calls[0], model.calls[1]
    assert (first.temperature, first.max_tokens, first.n) == (0.7, 99, 1)
    system, user = first.messages
    assert system.role == "system" and "mobile_use" in system.content[0]  # type: ignore[operator]
    assert user.role == "user" and task.intent in str(user.content[0])
    assert isinstance(user.content[1], Image) and user.content[1].width == 1080
    # The next prompt carries the first step's description in its history.
    assert task.action_list()[0].describe() in str(second.messages[1].content[0])
    step = rollout.trace[0]
    assert step.system == system.content[0] and step.prompt == user.content[0]


def test_rollouts_run_with_a_model_served_in_process(
    pool_dir: Path,
    tiny_model_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("torch")
    isolate(monkeypatch, tmp_path)
    config = tmp_path / "m2miner.toml"
    config.write_text(
        f'[[models]]\nname = "tiny"\nbackend = "hf"\nmodel = "{tiny_model_dir}"\n'
        f"max_pixels = {16 * 28 * 28}\n",
        encoding="utf-8",
    )
    data = str(tmp_path / "data")
    first = read_pool(pool_dir, None)[0]
    code, text, err = run(
        capsys, "rollouts", "run", str(pool_dir), "--config", str(config), "--data-dir", data,
        "--policy", "model:tiny", "--group-size", "2", "--max-steps", "2", "--split", "all",
        "--task", first.id, "--temperature", "1.0",
    )  # fmt: skip
    assert code == 0, err
    assert f"group 1 {first.id}#0:" in text
    cfg = load_config(None, {"store.data_dir": data}, environ={})
    with open_store(cfg, read_only=True) as store:
        (group,) = store.rollouts.groups()
    assert group.task_id == first.id and len(group.rollouts) == 2
    for rollout in group.rollouts:
        # The random-weight model's answers: stored as given, each step with its prompts.
        assert 1 <= len(rollout.steps) <= 2
        for step in rollout.steps:
            assert "mobile_use" in step.system and first.intent in step.prompt
            assert step.screenshot_hash and step.answer
            # The hf backend's log-prob of each answer token, kept as the behaviour policy's.
            assert step.logprobs is not None and 1 <= len(step.logprobs) <= 256
            assert all(lp <= 0.0 for _, lp in step.logprobs)
        assert rollout.reward in (0.0, 1.0)


def test_the_hf_backend_reports_each_answer_tokens_logprob(tiny_model_dir: Path) -> None:
    torch = pytest.importorskip("torch")
    from m2miner.llm.base import Message, reports_answer_logprobs
    from m2miner.llm.hf import HFModel

    model = HFModel(ModelConfig(name="tiny", backend="hf", model=str(tiny_model_dir)))
    assert reports_answer_logprobs(model)
    assert not reports_answer_logprobs(ScriptedModel("m", ["x"]))
    messages = [Message.text("system", "You act."), Message.text("user", "Open your Recents")]
    greedy = model.chat(messages, max_tokens=8, logprobs=True, answer_logprobs=True)
    assert greedy.answer_logprobs is not None and greedy.first_token_logprobs is not None
    (tokens,) = greedy.answer_logprobs
    assert 1 <= len(tokens) <= 8
    # Greedy: the first token is the most likely one, so its log-prob is the top of the
    # first position's distribution, as the log-softmax of a forward pass gives it.
    first_text, first_lp = tokens[0]
    assert first_lp == pytest.approx(max(greedy.first_token_logprobs[0].values()), abs=1e-5)
    inputs = model._inputs(messages)
    with torch.no_grad():
        logits = model._model(**inputs).logits[0, -1].float()
    assert first_lp == pytest.approx(float(logits.log_softmax(-1).max()), abs=1e-4)
    assert greedy.first_token_logprobs[0][first_text] == pytest.approx(first_lp, abs=1e-5)
    torch.manual_seed(0)
    sampled = model.chat(messages, n=2, max_tokens=8, temperature=1.0, answer_logprobs=True)
    assert sampled.answer_logprobs is not None and len(sampled.answer_logprobs) == 2
    assert model.chat(messages, max_tokens=4).answer_logprobs is None
    model.close()


def test_an_openai_compatible_server_reports_answer_logprobs() -> None:
    import json
    import threading
    from http.server import ThreadingHTTPServer

    from m2miner.llm.base import Message
    from m2miner.llm.openai_compat import OpenAICompatModel
    from tests.llm.llm_helpers import FakeServer, handler_for

    # choices[i].logprobs.content[j]; the server adds the stop token, which is not answer.
    content = [
        {"token": "Back", "logprob": -0.5, "top_logprobs": []},
        {"token": " now", "logprob": -1.25, "top_logprobs": []},
        {"token": "<|im_end|>", "logprob": -0.01, "top_logprobs": []},
    ]
    body = {
        "choices": [
            {"index": 0, "message": {"content": "Back now"}, "finish_reason": "stop",
             "logprobs": {"content": content}},
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 3},
    }  # fmt: skip
    fake = FakeServer(lambda path, req: (200, {}, json.dumps(body).encode()))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(fake))
    threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True).start()
    try:
        url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        for supports, asked in ((True, True), (False, False)):
            entry = ModelConfig(
                name="m", backend="openai", model="x", base_url=url, supports_logprobs=supports
            )
            model = OpenAICompatModel(entry)
            result = model.chat([Message.text("user", "go")], answer_logprobs=True)
            request = fake.requests[-1][1]
            assert request.get("logprobs", False) is asked and "top_logprobs" not in request
            expected = [[("Back", -0.5), (" now", -1.25)]] if supports else None
            assert result.answer_logprobs == expected
            model.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
