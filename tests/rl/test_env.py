"""The Gymnasium environment over the sim device: check_env, resets, rewards, safety."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

gym = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from m2miner.action_parse import format_tool_call  # noqa: E402
from m2miner.actions import Action  # noqa: E402
from m2miner.devices.sim.device import SimDevice  # noqa: E402
from m2miner.errors import ConfigError  # noqa: E402
from m2miner.rl.env import DeviceEnv  # noqa: E402
from m2miner.rl.pool import Task  # noqa: E402
from tests.rl.conftest import Mined  # noqa: E402


def _env(pool: list[Task], **kwargs: Any) -> DeviceEnv:
    return DeviceEnv(SimDevice(render=False), pool, width=108, height=240, **kwargs)


def _verified(pool: list[Task]) -> Task:
    return min((t for t in pool if not t.judged_only), key=lambda t: t.length)


def test_check_env(pool: list[Task]) -> None:
    env = _env(pool)
    check_env(env, skip_render_check=True)
    env.close()


def test_reference_text_actions_earn_the_verifier_reward(pool: list[Task]) -> None:
    env = _env(pool, max_steps=50)
    task = _verified(pool)
    obs, info = env.reset(options={"task": task.id})
    assert obs.shape == (240, 108, 3) and info["intent"] == task.intent
    assert "<hierarchy" in (info["hierarchy"] or "")
    rewards = []
    for step in task.action_list():
        # The model's text, as the miner would read it from a Qwen-style answer.
        text = "Thought: next.\n" + format_tool_call(step, "qwen25", 1080, 2400, "Do it")
        obs, reward, terminated, truncated, info = env.step(text)
        rewards.append(reward)
        assert not truncated
    assert terminated and rewards[-1] == 1.0 and set(rewards[:-1]) == {0.0}
    assert info["check"]["passed"] is True


def test_reward_only_from_the_verifier_on_terminate(pool: list[Task]) -> None:
    env = _env(pool)
    task = _verified(pool)
    env.reset(options={"task": task})
    # Claiming success on the start screen: the verifier says no, so no reward.
    _, reward, terminated, _, info = env.step({"type": "terminate", "status": "success"})
    assert terminated and reward == 0.0 and info["check"]["passed"] is False
    # The reference path, then giving up: the predicate holds, the policy gets nothing.
    env.reset(options={"task": task})
    for action in task.action_list()[:-1]:
        assert env.step(action)[1] == 0.0
    _, reward, terminated, _, info = env.step(Action("terminate", status="failure"))
    assert terminated and reward == 0.0 and info["check"]["passed"] is True
    # A judged-only task has no verifier: never a reward.
    judged = next(t for t in pool if t.judged_only)
    env.reset(options={"task": judged})
    for action in judged.action_list():
        assert env.step(action)[1] == 0.0


def test_process_reward_is_optional_and_malformed_text_is_a_step(pool: list[Task]) -> None:
    seen: list[str] = []
    env = _env(pool, max_steps=2, process_reward=lambda s: seen.append(s.action.type) or 0.25)
    env.reset(options={"task": _verified(pool)})
    _, reward, terminated, truncated, info = env.step("I would tap something")
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert "malformed" in info and seen == []
    _, reward, terminated, truncated, _ = env.step(Action("wait", time=1.0))
    assert (reward, terminated, truncated) == (0.25, False, True) and seen == ["wait"]


def test_blocked_action_is_a_recorded_fault(pool: list[Task], tmp_path: Path) -> None:
    env = _env(pool)
    env.reset(options={"task": _verified(pool)})
    # Leaving the app for another one is outside the policy's allowed packages.
    _, reward, _, _, info = env.step(Action("open", text="Settings"))
    assert reward == 0.0
    assert [f["kind"] for f in info["faults"]] == ["blocked"], json.dumps(info["faults"])


def test_make_env_opens_a_safe_sim_device_from_a_pool_folder(mined: Mined, tmp_path: Path) -> None:
    from m2miner.rl.env import make_env
    from m2miner.rl.pool import export_pool
    from m2miner.safety.wrapper import SafeDevice
    from m2miner.store.opening import open_store

    with open_store(mined.config, read_only=True) as store:
        export_pool(store, mined.config, tmp_path / "pool", test_fraction=0.0)
    env = make_env(tmp_path / "pool", width=90, max_steps=3)
    assert isinstance(env.device, SafeDevice) and env.max_steps == 3
    obs, info = env.reset(seed=1)
    assert obs.shape == (200, 90, 3) and info["task"] in env.tasks
    with pytest.raises(ConfigError, match="no test tasks"):
        make_env(tmp_path / "pool", split="test")
