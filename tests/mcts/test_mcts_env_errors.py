"""Environment errors are retried by later iterations, never taken for dead ends."""

from __future__ import annotations

from dataclasses import dataclass, field

from m2miner.mcts import (
    ENV_ERROR,
    MCTS,
    Budget,
    Evaluation,
    Expansion,
    Node,
    Proposal,
    build_tree,
    count_iterations,
    to_records,
)
from tests.mcts.mcts_toy import toy_config


@dataclass
class Flaky:
    """Children by payload; ``fail[p]`` evaluations (or expansions) of ``p`` fail first."""

    children: dict[str, list[str]]
    fail: dict[str, int] = field(default_factory=dict)
    expand_fail: dict[str, int] = field(default_factory=dict)
    evaluated: list[str] = field(default_factory=list)
    expanded: list[str] = field(default_factory=list)

    def expand(self, node: Node) -> Expansion:
        self.expanded.append(node.payload)
        if self.expand_fail.get(node.payload, 0) > 0:
            self.expand_fail[node.payload] -= 1
            return Expansion([], failed=True)
        return Expansion([Proposal(p) for p in self.children.get(node.payload, [])])

    def evaluate(self, node: Node) -> Evaluation:
        self.evaluated.append(node.payload)
        if self.fail.get(node.payload, 0) > 0:
            self.fail[node.payload] -= 1
            return Evaluation(0.0, status=ENV_ERROR, info={"error": "model down"})
        return Evaluation(0.5)


def _search(app: Flaky, retries: int) -> MCTS:
    config = toy_config(successes=None, env_error_retries=retries)
    return MCTS(config, 0, app.expand, app.evaluate)


def test_an_env_error_node_is_evaluated_again_by_a_later_iteration() -> None:
    app = Flaky({"root": ["a", "b"]}, fail={"a": 1})
    root = Node.root("root")
    result = _search(app, retries=2).run(root, Budget(iterations=3))
    a = root.children[0]
    assert app.evaluated == ["a", "a", "b"]
    assert a.status != ENV_ERROR and a.env_errors == 1 and (a.q, a.n) == (0.5, 1)
    assert root.n == 2  # the failed attempt backpropagated nothing
    assert result.iterations == count_iterations(root) == 3


def test_past_its_retries_an_env_error_node_is_dead_and_the_stop_reason_says_why() -> None:
    app = Flaky({"root": ["a"]}, fail={"a": 99})
    root = Node.root("root")
    result = _search(app, retries=2).run(root, Budget(iterations=50))
    (a,) = root.children
    assert app.evaluated == ["a"] * 3
    assert a.status == ENV_ERROR and a.dead and a.env_errors == 3
    assert result.stop_reason == "env_errors"
    assert result.iterations == count_iterations(root) == 3


def test_a_failed_expansion_is_tried_again_and_costs_an_iteration() -> None:
    app = Flaky({"root": ["a"]}, expand_fail={"root": 1})
    root = Node.root("root")
    result = _search(app, retries=1).run(root, Budget(iterations=2))
    assert app.expanded == ["root", "root"] and app.evaluated == ["a"]
    assert root.expand_errors == 1 and root.expanded
    assert result.iterations == count_iterations(root) == 2


def test_an_expansion_failing_past_its_retries_ends_the_tree_on_env_errors() -> None:
    app = Flaky({"root": ["a"]}, expand_fail={"root": 99})
    root = Node.root("root")
    result = _search(app, retries=1).run(root, Budget(iterations=50))
    assert app.expanded == ["root", "root"]
    assert result.stop_reason == "env_errors" and result.iterations == 2
    assert root.expand_failed and root.exhausted


def test_without_retries_an_env_error_is_dead_at_once_as_before() -> None:
    app = Flaky({"root": ["a", "b"]}, fail={"a": 1})
    root = Node.root("root")
    _search(app, retries=0).run(root, Budget(iterations=5))
    assert app.evaluated.count("a") == 1 and root.children[0].dead


def test_retries_and_counts_survive_records_and_clearing_them_retries_again() -> None:
    app = Flaky({"root": ["a"]}, fail={"a": 99})
    root = Node.root("root")
    for index, node in enumerate(root.walk()):
        node.id = index + 1
    search = _search(app, retries=1)
    search.run(root, Budget(iterations=50))
    for node in root.walk():
        node.id = node.id or 10 + node.rank
    rebuilt = build_tree(to_records(root))
    (a,) = rebuilt.children
    assert a.env_errors == 2 and count_iterations(rebuilt) == 2
    again = _search(Flaky({"root": ["a"]}), retries=1)
    assert again.run(rebuilt, Budget(iterations=50)).stop_reason == "env_errors"
    a.env_errors = 0  # what `mine --resume N --retry-errors` does
    fixed = Flaky({"root": ["a"]})
    result = _search(fixed, retries=1).run(rebuilt, Budget(iterations=50))
    assert fixed.evaluated == ["a"] and a.status != ENV_ERROR
    assert result.stop_reason == "exhausted"
