"""Process rewards on the sim: the JudgeAgent through the scripted model backend, the
learned critic, and the terminal reward that stays the verifier's."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("gymnasium")

from m2miner.action_parse import format_tool_call
from m2miner.agents.base import Judgement, ListRecorder
from m2miner.config import Config, load_config
from m2miner.devices.sim.device import SimDevice
from m2miner.errors import ConfigError
from m2miner.llm.base import Image
from m2miner.rl.env import DeviceEnv
from m2miner.rl.pool import Task
from m2miner.rl.process import (
    CriticProcessReward,
    JudgeProcessReward,
    ProcessStep,
    process_reward_from,
)


def _config(tmp_path: Path, script: dict[str, Any], *, logprobs: bool = True) -> Config:
    return load_config(_config_file(tmp_path, script, logprobs=logprobs), {}, environ={})


def _config_file(tmp_path: Path, script: dict[str, Any], *, logprobs: bool = True) -> Path:
    """A config whose judge is the scripted backend answering from ``script``."""
    replies = tmp_path / "judge.json"
    replies.write_text(json.dumps(script), encoding="utf-8")
    path = tmp_path / "m2miner.toml"
    path.write_text(
        f"""[[models]]
name = "judge"
backend = "scripted"
model = "{replies}"
supports_logprobs = {str(logprobs).lower()}
[agents.judge]
model = "judge"
""",
        encoding="utf-8",
    )
    return path


def _two_step(pool: list[Task]) -> Task:
    return next(t for t in pool if not t.judged_only and t.length >= 2)


def _play(env: DeviceEnv, task: Task) -> list[tuple[float, bool, dict[str, Any]]]:
    """The task's reference, as the text a model answers (with its ``Action:`` line)."""
    env.reset(options={"task": task})
    out = []
    for action in task.action_list():
        obs = env.observation
        text = format_tool_call(action, "qwen25", obs.width, obs.height, action.describe())
        _, reward, terminated, _, info = env.step(text)
        out.append((reward, terminated, info))
    return out


def test_judge_process_rewards_one_call_per_step_terminal_from_the_verifier(
    pool: list[Task], tmp_path: Path
) -> None:
    script = {"replies": ["valid"], "logprobs": [{"valid": -0.1, "invalid": -2.4}], "cycle": True}
    recorder = ListRecorder()
    reward = process_reward_from(_config(tmp_path, script), "judge", weight=0.5, recorder=recorder)
    assert isinstance(reward, JudgeProcessReward)
    env = DeviceEnv(SimDevice(render=False), pool, width=108, height=240, process_reward=reward)
    task = _two_step(pool)
    steps = _play(env, task)

    p_valid = 1 / (1 + math.exp(-2.4 + 0.1))  # e^-0.1 / (e^-0.1 + e^-2.4) = 0.9089
    middle = steps[:-1]
    assert len(middle) == task.length
    assert [r for r, _, _ in middle] == pytest.approx([0.5 * p_valid] * task.length)
    assert all(i["process"]["source"] == "judge" for _, _, i in middle)
    assert all(i["process"]["verdict"] == "valid" for _, _, i in middle)
    assert middle[0][2]["process"]["unscaled"] == pytest.approx(p_valid)
    # The last step is the verifier's alone: no judge call, no process record.
    last_reward, terminated, last = steps[-1]
    assert (last_reward, terminated, "process" in last) == (1.0, True, False)
    assert last["check"]["passed"] is True

    # One judge call per non-terminal step, each with the screens before and after and
    # the steps so far, as the search judges its nodes.
    calls = reward.judge.model.calls  # type: ignore[attr-defined]
    assert reward.calls == len(calls) == len(recorder.calls) == task.length
    assert {role for role, *_ in recorder.calls} == {"judge"}
    first, second = (call.messages[-1].content for call in calls[:2])
    assert [type(part) for part in first[:2]] == [Image, Image]
    described = task.action_list()[0].describe()
    assert task.intent in first[2] and f"The step: {described}" in first[2]
    assert "Step 1:" not in first[2] and f"Step 1: {described}" in second[2]
    assert calls[0].logprobs is True


def test_a_judge_without_logprobs_reads_the_answer_and_scores_invalid_zero(
    pool: list[Task], tmp_path: Path
) -> None:
    config = _config(tmp_path, {"replies": ["invalid"], "cycle": True}, logprobs=False)
    reward = process_reward_from(config, "judge:judge")
    env = DeviceEnv(SimDevice(render=False), pool, width=108, height=240, process_reward=reward)
    steps = _play(env, _two_step(pool))
    assert [r for r, _, _ in steps] == [0.0] * (len(steps) - 1) + [1.0]
    record = steps[0][2]["process"]
    assert (record["source"], record["verdict"]) == ("fallback", "invalid")
    assert record["reason"] == "the model is configured without log-probabilities"


def test_critic_process_rewards_are_the_learned_critics_scores(
    pool: list[Task], tmp_path: Path
) -> None:
    torch = pytest.importorskip("torch")
    from m2miner.critic.learned.model import (
        CriticHead,
        LearnedCritic,
        build_tiny_vit,
        load_critic,
        load_encoder,
    )

    encoder_path = build_tiny_vit(tmp_path / "vit", image_size=32)
    encoder, feed = load_encoder(encoder_path)
    torch.manual_seed(0)
    head = CriticHead(encoder.config.hidden_size, hidden=16)
    LearnedCritic(encoder, head, feed, {}).save(
        tmp_path / "critic", encoder_path=encoder_path, tuned=False
    )
    adapter = process_reward_from(Config(), f"critic:{tmp_path / 'critic'}", weight=0.1)
    assert isinstance(adapter, CriticProcessReward)
    seen: list[ProcessStep] = []

    def recording(step: ProcessStep) -> Judgement:
        seen.append(step)
        return adapter(step)

    env = DeviceEnv(SimDevice(render=False), pool, width=108, height=240, process_reward=recording)
    task = _two_step(pool)
    steps = _play(env, task)

    critic = load_critic(tmp_path / "critic")
    scores = [critic.score(s.before, s.after, s.action, s.task.intent, s.description) for s in seen]
    assert len(seen) == task.length and all(0.0 < s < 1.0 for s in scores)
    assert [r for r, _, _ in steps[:-1]] == pytest.approx([0.1 * s for s in scores])
    assert [i["process"]["source"] for _, _, i in steps[:-1]] == ["critic"] * task.length
    assert steps[-1][0] == 1.0
    # What the critic was shown: the episode's own screens and history.
    assert [s.step for s in seen] == list(range(1, task.length + 1))
    assert seen[1].history == (seen[0].description,) and seen[0].history == ()
    assert seen[0].after.png == seen[1].before.png


def test_a_judge_that_fails_is_a_fault_and_no_reward(pool: list[Task]) -> None:
    from m2miner.agents.judge import ModelJudgeAgent
    from m2miner.config import ModelConfig, RoleConfig
    from m2miner.rehearsal.scripted import ScriptedModel

    # One answer for the first step; then the script runs out, as a dead server would.
    model = ScriptedModel(replies=["valid"])
    judge = ModelJudgeAgent(
        model, ModelConfig(name="j", backend="scripted", supports_logprobs=False),
        RoleConfig(max_retries=0), ListRecorder(),
    )  # fmt: skip
    env = DeviceEnv(
        SimDevice(render=False), pool, width=108, height=240,
        process_reward=JudgeProcessReward(judge),
    )  # fmt: skip
    steps = _play(env, _two_step(pool))
    assert steps[0][0] == 1.0 and steps[0][2]["process"]["verdict"] == "valid"
    assert steps[0][2]["faults"] == []
    (fault,) = steps[1][2]["faults"]
    assert fault["kind"] == "process_reward_error" and steps[1][0] == 0.0
    assert "process" not in steps[1][2]
    assert steps[-1][0] == 1.0  # the verifier's, unaffected


def test_process_reward_specs_that_name_nothing_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="needs a judge model"):
        process_reward_from(Config(), "judge")
    with pytest.raises(ConfigError, match="unknown process reward 'oracle'"):
        process_reward_from(Config(), "oracle")
    with pytest.raises(ConfigError, match="unknown process reward 'critic'"):
        process_reward_from(Config(), "critic")


def test_rollouts_run_stores_process_rewards_beside_the_verifiers(
    pool: list[Task],
    pool_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tests.cli_helpers import isolate, run

    isolate(monkeypatch, tmp_path)
    script = {"replies": ["valid"], "logprobs": [{"valid": -0.1, "invalid": -2.4}], "cycle": True}
    config = _config_file(tmp_path, script)
    task, data = _two_step(pool), str(tmp_path / "data")
    code, _, err = run(
        capsys, "rollouts", "run", str(pool_dir), "--config", str(config), "--data-dir", data,
        "--split", "all", "--task", task.id, "--group-size", "2", "--policy", "reference",
        "--process-reward", "judge", "--process-weight", "0.5",
    )  # fmt: skip
    assert code == 0, err
    p_valid = 1 / (1 + math.exp(-2.3))
    code, text, _ = run(capsys, "rollouts", "list", "--groups", "--data-dir", data, "--json")
    (group,) = json.loads(text)
    assert group["rewards"] == pytest.approx([1.0 + 0.5 * p_valid * task.length] * 2)
    run(capsys, "rollouts", "export", str(tmp_path / "out"), "--data-dir", data)
    (line,) = (tmp_path / "out" / "rollouts.jsonl").read_text().splitlines()
    steps = json.loads(line)["rollouts"][0]["steps"]
    expected = [0.5 * p_valid] * task.length + [1.0]
    assert [s["reward"] for s in steps] == pytest.approx(expected)
