"""The Gymnasium environment on a web app: real Chromium through a local Appium server.

A web task (the TodoMVC-like app of tests/webapp_todomvc, started with a seeded list in
localStorage, checked by a js verifier over that list) is written to a pool, read back,
reset and stepped with the model's text actions, parsed as the miner parses them. The
reward on ``terminate`` is the verifier's alone: 1 for the right list, 0 for a wrong one.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

gym = pytest.importorskip("gymnasium")

from m2miner.action_parse import format_tool_call  # noqa: E402
from m2miner.actions import Action  # noqa: E402
from m2miner.config import Config, load_config  # noqa: E402
from m2miner.devices.appium_server import static_server  # noqa: E402
from m2miner.rl.env import DeviceEnv, make_env  # noqa: E402
from m2miner.rl.pool import Task, define_task, read_pool, write_tasks  # noqa: E402

pytestmark = pytest.mark.slow

TODOMVC_DIR = Path(__file__).resolve().parents[1] / "webapp_todomvc"
KEY = "todos-m2miner"
SEEDED = [{"id": 1, "title": "bread", "completed": True}]
INTENT = "Clear the completed items and add milk"
VERIFIER = {
    "type": "js",
    "template": "local_storage_json",
    "params": {"key": KEY, "equals": [{"title": "milk"}], "fields": ["title"]},
}
TERMINATE = Action("terminate", status="success")


@pytest.fixture(scope="module")
def todomvc_url() -> Iterator[str]:
    with static_server(TODOMVC_DIR) as url:
        yield url


@pytest.fixture
def web_pool(tmp_path: Path, todomvc_url: str, appium_url: str) -> tuple[Config, Path]:
    """A config declaring the app with its seeded list, and a pool of its one task."""
    config = load_config(
        None,
        {
            "store.data_dir": str(tmp_path / "data"),
            "device.kind": "appium",
            "device.settle_timeout_s": 3.0,
            "apps.todos.domain": "web",
            "apps.todos.setup.stateless": True,
            "apps.todos.url": f"{todomvc_url}/index.html",
            "apps.todos.setup.local_storage": {KEY: json.dumps(SEEDED)},
        },
        environ={},
    )
    task = define_task(config, "todos", INTENT, VERIFIER, task_id="todos-milk")
    write_tasks(tmp_path / "tasks.jsonl", [task])
    return config, tmp_path


def _centre(env: DeviceEnv, **attrs: str) -> Action:
    """A tap at the centre of the first node of the current screen with ``attrs``."""
    for el in ET.fromstring(env.observation.hierarchy or "").iter("node"):
        if all(el.get(k) == v for k, v in attrs.items()):
            corners = el.get("bounds", "")[1:-1].replace("][", ",").split(",")
            x1, y1, x2, y2 = (int(v) for v in corners)
            return Action("click", x=(x1 + x2) // 2, y=(y1 + y2) // 2)
    raise AssertionError(f"no node with {attrs}")


def _say(env: DeviceEnv, action: Action) -> str:
    """What a Qwen-style model would answer for ``action`` on the current screen."""
    obs = env.observation
    return "Thought: next.\n" + format_tool_call(action, "qwen25", obs.width, obs.height, "Do")


def _next(env: DeviceEnv, title: str, k: int) -> Action:
    """Step ``k`` of: clear completed, tap the field, type ``title``, Enter, terminate
    (each tap aimed at the element on the screen it is taken on)."""
    if k == 0:
        return _centre(env, text="Clear completed")
    if k == 1:
        return _centre(env, **{"resource-id": "new-todo"})
    return (Action("type", text=title), Action("key", text="Enter"), TERMINATE)[k - 2]


def _episode(env: DeviceEnv, title: str) -> list[tuple[float, bool, dict[str, Any]]]:
    """:func:`_next`'s five steps, each sent as the model's text."""
    steps = []
    for k in range(5):
        action = _next(env, title, k)
        _, reward, terminated, truncated, info = env.step(_say(env, action))
        assert "malformed" not in info and not truncated
        steps.append((reward, terminated, info))
    return steps


def _stored(env: DeviceEnv) -> list[dict[str, Any]]:
    raw = env.device.execute_script(f"return localStorage.getItem('{KEY}');")  # type: ignore[attr-defined]
    return list(json.loads(raw or "[]"))


def test_a_web_task_round_trips_through_the_pool(web_pool: tuple[Config, Path]) -> None:
    _, folder = web_pool
    (task,) = read_pool(folder)
    assert isinstance(task, Task) and task.domain == "web" and task.app == "todos"
    target = task.target()
    assert target.url is not None and target.url.endswith("/index.html")
    assert target.setup is not None
    assert target.setup.local_storage == ((KEY, json.dumps(SEEDED)),)
    assert task.verifier == {"kind": "spec", "spec": VERIFIER}
    assert (task.length, task.judged_only, task.trust) == (0, False, "defined")


def test_text_actions_on_chromium_earn_only_the_verifier_reward(
    web_pool: tuple[Config, Path], appium_url: str
) -> None:
    config, folder = web_pool
    env = make_env(folder, config=config, device=f"appium:{appium_url}", split=None, width=180)
    try:
        obs, info = env.reset(options={"task": "todos-milk"})
        assert obs.dtype.name == "uint8" and obs.shape[1:] == (180, 3)
        assert info["intent"] == INTENT and env.device.domain == "web"
        # The reset restored the seeded start state: one completed row.
        assert [(t["title"], t["completed"]) for t in _stored(env)] == [("bread", True)]

        right = _episode(env, "milk")
        assert [t["title"] for t in _stored(env)] == ["milk"]
        assert [r for r, _, _ in right] == [0.0, 0.0, 0.0, 0.0, 1.0]
        assert [t for _, t, _ in right] == [False, False, False, False, True]
        assert right[-1][2]["check"]["passed"] is True
        assert [i["action"]["type"] for _, _, i in right] == [
            "click", "click", "type", "key", "terminate",
        ]  # fmt: skip

        # A fresh reset starts from the seeded list again; a wrong end state earns 0.
        env.reset(options={"task": "todos-milk"})
        assert [t["title"] for t in _stored(env)] == ["bread"]
        wrong = _episode(env, "tea")
        assert [t["title"] for t in _stored(env)] == ["tea"]
        assert [r for r, _, _ in wrong] == [0.0] * 5
        assert wrong[-1][1] is True and wrong[-1][2]["check"]["passed"] is False
    finally:
        env.close()


def test_a_rollout_run_on_chromium_stores_a_group_with_the_verifiers_rewards(
    web_pool: tuple[Config, Path], appium_url: str
) -> None:
    from m2miner.rl.record import RolloutPlan, run_rollouts
    from m2miner.store.opening import open_store

    config, folder = web_pool
    plan = RolloutPlan(
        str(folder), split=None, group_size=2, max_steps=8, device=f"appium:{appium_url}"
    )

    def policy(env: DeviceEnv, index: int) -> Any:
        """Adds "milk" in the group's first rollout, "tea" in its second."""
        episodes: list[int] = []

        def answer(obs: Any, info: dict[str, Any]) -> str:
            if info["step"] == 0:
                episodes.append(len(episodes))
            title = "milk" if episodes[-1] % 2 == 0 else "tea"
            return _say(env, _next(env, title, info["step"]))

        return answer

    with open_store(config) as store:
        report = run_rollouts(store, config, plan, policy=policy)
        (group,) = store.rollouts.groups([report.run_id])
        shots = [store.screenshots.get(s.screenshot_hash) for s in group.rollouts[0].steps]
    assert (group.key, group.domain, group.app) == ("todos-milk#0", "web", "todos")
    assert group.rewards == (1.0, 0.0)
    assert [r.check["passed"] for r in group.rollouts] == [True, False]  # type: ignore[index]
    assert [len(r.steps) for r in group.rollouts] == [5, 5]
    assert all(r.terminated and not r.truncated for r in group.rollouts)
    assert '"text": "tea"' in group.rollouts[1].steps[2].answer
    assert len(shots) == 5 and all(png[:4] == b"\x89PNG" for png in shots)
