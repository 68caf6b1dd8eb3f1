"""Every budget limit, the depth limit, and the accounting behind them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from m2miner.errors import ConfigError
from m2miner.mcts import (
    MCTS,
    Budget,
    BudgetTracker,
    Evaluation,
    Node,
    SearchResult,
    Usage,
)
from tests.mcts.mcts_toy import EXPAND_USAGE, ScriptedApp, ToyApp, toy_config


def run_toy(
    budget: Budget, app: ToyApp | None = None, *, elapsed_s: float = 0.0
) -> tuple[SearchResult, ToyApp, Node]:
    app = app or ToyApp()
    search = MCTS(toy_config(successes=None), 3, app.expand, app.evaluate, clock=app.clock)
    root = Node.root()
    return search.run(root, budget, elapsed_s=elapsed_s), app, root


def test_usage_adds_field_by_field() -> None:
    total = Usage(1, 2, 3, 4, 5, 0.5) + Usage(10, 20, 30, 40, 50, 0.25)
    assert total == Usage(11, 22, 33, 44, 55, 0.75)
    assert Usage() + Usage() == Usage()


@pytest.mark.parametrize(
    "fields", [{"max_depth": 0}, {"iterations": -1}, {"money": -0.5}, {"wall_time_s": -1.0}]
)
def test_invalid_budgets_are_config_errors(fields: dict[str, float]) -> None:
    with pytest.raises(ConfigError, match="budget"):
        Budget(**fields)  # type: ignore[arg-type]


def test_iterations_limit() -> None:
    result, app, root = run_toy(Budget(iterations=7))
    assert result.stop_reason == "budget:iterations"
    assert result.iterations == 7
    assert len(app.evaluated) <= 7
    assert root.n == 7


def first_iteration_reaching(limit: float, spent: Callable[[Usage], float]) -> int:
    """The number of iterations after which an unlimited search has spent ``limit``."""
    for iterations in range(1, 100):
        if spent(run_toy(Budget(iterations=iterations))[0].usage) >= limit:
            return iterations
    raise AssertionError("limit never reached")


def test_device_steps_count_restores_and_let_the_last_iteration_finish() -> None:
    result, _, _ = run_toy(Budget(device_steps=10))
    used = result.usage.device_steps + result.usage.restore_steps
    assert result.stop_reason == "budget:device_steps"
    assert result.usage.restore_steps > 0
    assert used >= 10
    steps = first_iteration_reaching(10, lambda u: u.device_steps + u.restore_steps)
    assert result.iterations == steps


def test_model_calls_limit_counts_expansions_and_evaluations() -> None:
    result, app, _ = run_toy(Budget(model_calls=9))
    expansions = (result.usage.model_calls - len(app.evaluated)) // EXPAND_USAGE.model_calls
    assert result.stop_reason == "budget:model_calls"
    assert result.usage.model_calls >= 9
    assert result.iterations == first_iteration_reaching(9, lambda u: u.model_calls)
    assert expansions >= 2
    assert result.usage.prompt_tokens == 100 * expansions
    assert result.usage.cost == pytest.approx(0.25 * len(app.evaluated) + 0.5 * expansions)


def test_money_limit() -> None:
    result, app, _ = run_toy(Budget(money=2.0))
    assert result.stop_reason == "budget:money"
    assert result.usage.cost >= 2.0
    # First iteration: one expansion (0.5) and one evaluation (0.25); then evaluations
    # of the root's other three children: 0.5 + 4 * 0.25 = 1.5; the fifth iteration
    # expands the best child and evaluates its first: 2.25.
    assert result.iterations == len(app.evaluated) == 5
    assert result.usage.cost == 2.25


def test_wall_time_limit_with_an_injected_clock() -> None:
    result, app, _ = run_toy(Budget(wall_time_s=4.0), ToyApp(step_s=1.5))
    assert result.stop_reason == "budget:wall_time_s"
    assert result.iterations == 3
    assert app.now == 4.5


def test_wall_time_spent_before_a_resume_counts() -> None:
    result, _, _ = run_toy(Budget(wall_time_s=4.0), ToyApp(step_s=1.5), elapsed_s=3.0)
    assert result.stop_reason == "budget:wall_time_s"
    assert result.iterations == 1


def test_depth_limit_makes_nodes_terminal_and_never_expands_them() -> None:
    result, app, root = run_toy(Budget(max_depth=2, iterations=1000))
    nodes = list(root.walk())
    assert result.stop_reason == "exhausted"
    assert max(node.depth for node in nodes) == 2
    deepest = [node for node in nodes if node.depth == 2]
    assert deepest and all(node.terminal and not node.expanded for node in deepest)
    assert sorted(app.depth_limited) == sorted(node.key() for node in deepest)
    assert all(node.evaluated for node in nodes)


def test_depth_limit_overrides_a_non_terminal_evaluation() -> None:
    app = ScriptedApp(
        children={"root": ["a"], "a": ["b"], "b": ["c"]},
        outcomes={"a": Evaluation(0.5), "b": Evaluation(0.75), "c": Evaluation(0.5)},
    )
    root = Node.root("root")
    result = MCTS(toy_config(), 0, app.expand, app.evaluate).run(root, Budget(max_depth=2))
    b = root.children[0].children[0]
    assert b.at_depth_limit and b.terminal and not b.success and b.reward == 0.75
    assert app.expanded == ["root", "a"]
    assert result.stop_reason == "exhausted"


def test_tracker_reports_the_first_limit_reached() -> None:
    now = [0.0]
    tracker = BudgetTracker(
        Budget(iterations=3, device_steps=5, money=1.0),
        spent=Usage(device_steps=4, cost=0.5),
        iterations=2,
        clock=lambda: now[0],
    )
    assert tracker.exceeded() is None
    tracker.add(Usage(restore_steps=1))
    assert tracker.exceeded() == "device_steps"
    tracker.iterations += 1
    assert tracker.exceeded() == "iterations"
    now[0] = 2.5
    assert tracker.elapsed_s == 2.5
