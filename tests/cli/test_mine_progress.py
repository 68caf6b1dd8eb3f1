"""What a mine says while it runs without a terminal, and why each tree without a
success stopped: the real cause, and the safety policy only when it blocked something."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from m2miner.cli.mine_view import ProgressTicker, ProgressView, fold, stop_line, stop_lines
from m2miner.mcts import Usage
from m2miner.mining.run import MineEvent
from m2miner.mining.session import TreeOutcome
from tests.cli_helpers import isolate, run

INTENT = "Switch the map type to Satellite"
OUTCOME = TreeOutcome(
    tree_id=7,
    intent_id=1,
    intent=INTENT,
    task_id="maps.satellite_view",
    status="failed",
    stop_reason="budget:iterations",
    successes=0,
    nodes=30,
    iterations=12,
    usage=Usage(device_steps=20, model_calls=40, cost=0.0123),
    ground_truth_success=False,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _node(iterations: int, reward: float, steps: int) -> MineEvent:
    data = {"iterations": iterations, "reward": reward, "usage": Usage(device_steps=steps)}
    return MineEvent("node", INTENT, 5, data=data)


def test_the_progress_line_names_the_tree_its_budget_nodes_and_best_value() -> None:
    view = ProgressView()
    view.started = 0.0
    start = {"k": 2, "n": 3, "budget": {"iterations": 40}}
    view.on(MineEvent("tree_started", INTENT, 5, data=start))
    for i, reward in enumerate([0.3, 0.8, 0.6], start=1):
        view.on(_node(i, reward, 2 * i))
    assert view.progress_line(now=65.0) == (
        "progress 1:05  tree 2/3 #5  iter 3/40  steps 6  nodes 3  successes 0  best 0.80"
    )
    view.on(MineEvent("tree_started", "Open Saved", 6, data={"k": 3, "n": 3}))
    assert view.progress_line(now=65.0) == (
        "progress 1:05  trees 0/3 done, 2 mining  steps 6  nodes 3  successes 0  best 0.80"
    )


def test_the_ticker_is_due_every_interval_on_node_events_only() -> None:
    clock = FakeClock()
    ticker = ProgressTicker(30.0, clock=clock)
    node, started = _node(1, 0.5, 1), MineEvent("tree_started", INTENT, 5)
    due = []
    for advance in (10, 10, 11, 5, 30):
        clock.now += advance
        due.append(ticker.due(node))
    assert due == [False, False, True, False, True]
    clock.now += 60
    assert not ticker.due(started) and ticker.due(node)
    every = ProgressTicker(0.0, clock=clock)
    assert [every.due(node) for _ in range(3)] == [True, True, True]


def test_a_long_progress_line_folds_at_its_double_spaces() -> None:
    line = "progress 1:02:05  tree 12/40 #1234  iter 120/200  steps 400/500  nodes 2300"
    assert fold(line, 80) == [line]
    assert fold(line, 50) == [
        "progress 1:02:05  tree 12/40 #1234  iter 120/200",
        "    steps 400/500  nodes 2300",
    ]


def test_a_mine_without_a_terminal_prints_a_progress_line_per_node(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    isolate(monkeypatch, tmp_path)
    args = ["--app", "maps", "--task", "maps.satellite_view", "-b", "iterations=4"]
    code, out, err = run(capsys, "mine", *args, "--progress-every", "0")
    assert code == 0, out + err
    lines = [ln for ln in err.splitlines() if ln.startswith("progress ")]
    iters = [int(m.group(1)) for ln in lines if (m := re.search(r"iter (\d+)/4 ", ln))]
    nodes = [int(m.group(1)) for ln in lines if (m := re.search(r"nodes (\d+) ", ln))]
    assert iters == [1, 2, 3, 4] and nodes == [1, 2, 3, 4]
    assert all("tree 1/1 #" in ln and " best " in ln for ln in lines)
    # The summary names the real cause; nothing was blocked, so no safety policy.
    assert "no success: the iteration budget ran out after 4 iterations" in out.replace("\n", " ")
    assert "safety" not in out


def test_the_default_interval_keeps_a_short_mine_to_its_finished_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    isolate(monkeypatch, tmp_path)
    args = ["--app", "maps", "--task", "maps.open_saved", "-b", "iterations=3"]
    code, out, err = run(capsys, "mine", *args, "--progress-every", "3600")
    assert code == 0, out + err
    assert "progress " not in err and "tree 1/1 #" in err


@pytest.mark.parametrize(
    ("reason", "says"),
    [
        ("budget:iterations", "the iteration budget ran out after 12 iterations, before any"),
        ("budget:device_steps", "the device-step budget ran out after 20 steps"),
        ("budget:money_usd", "the money budget ran out after $0.0123"),
        ("exhausted", "every branch was tried to the depth limit and none reached the goal"),
        ("env_errors", "failed on model or device errors past their retries"),
        ("interrupted", "interrupted before a candidate reached the goal"),
    ],
)
def test_a_tree_without_a_success_is_told_its_real_stop(reason: str, says: str) -> None:
    line = stop_line(replace(OUTCOME, stop_reason=reason))
    assert line is not None and line.startswith("tree 7: no success: ") and says in line
    assert "safety" not in line


def test_the_safety_policy_is_named_only_when_it_blocked_something() -> None:
    refused = replace(OUTCOME, blocked={"commit-label": 2})
    line = stop_line(refused)
    assert line is not None and "the iteration budget ran out" in line
    assert "The safety policy blocked 2 action(s) on the way (2 commit-label)" in line
    assert "safety.sandbox = true" in line and "m2miner show 7 --candidates" in line
    refuted = stop_line(replace(OUTCOME, refuted=1))
    assert refuted is not None and "the verifier refuted 1 success(es)" in refuted
    assert stop_line(replace(OUTCOME, successes=1, blocked={"commit-label": 2})) is None
    assert stop_lines([OUTCOME, replace(OUTCOME, successes=1)]) == [stop_line(OUTCOME)]
