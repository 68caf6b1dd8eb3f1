"""Mining the To-do single-page app (tests/webapp_spa) through a real Appium server: a
tree restores its nodes inside one browser session, stays inside the app, and never
selects a terminal node again once its reward is known."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from m2miner.config import load_config
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store.opening import open_store
from tests.fixtures_web import write_web_config

pytestmark = pytest.mark.slow

ITERATIONS = 16


def spa_config(tmp_path: Path, spa_url: str):
    path = write_web_config(tmp_path, "todo", f"{spa_url}/index.html", iterations=ITERATIONS)
    return load_config(path, {}, environ={})


def test_terminal_nodes_are_evaluated_once_and_the_tree_stays_in_the_app(
    tmp_path: Path, spa_url: str, appium_url: str
) -> None:
    config = spa_config(tmp_path, spa_url)
    intent = "Open the settings and visit the project website"
    report = mine(config, MineRequest(app="todo", intents=(intent,)), device=f"appium:{appium_url}")
    assert report.heuristic and report.error is None
    [outcome] = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    statuses = Counter(n.status for n in nodes)
    terminal = [n for n in nodes if n.status in ("success", "failure")]
    assert terminal, statuses
    # Once its reward is known a terminal node is closed: backpropagated exactly once.
    assert all(n.n == 1 for n in terminal), [(n.description, n.n) for n in terminal]
    # So every iteration but the blocked ones spends its device step on a new node.
    assert outcome.iterations == ITERATIONS
    assert outcome.usage.device_steps >= ITERATIONS - statuses["blocked"] - statuses["malformed"]
    # Back at the first page and the external link were undone and recorded as leaving.
    left = [n for n in nodes if n.info.get("left_app")]
    assert {n.description for n in left} >= {"Press the Back button", 'Click "Project website"'}
    assert all(n.status == "failure" and n.reward == 0.0 for n in left)
    executed = [n for n in nodes if n.url is not None]
    assert all(n.url.startswith(f"{spa_url}/index.html") for n in executed)
