"""Whole searches on the toy apps: stopping, determinism, ordering, hooks, locality."""

from __future__ import annotations

import itertools

import pytest

from m2miner.errors import ConfigError
from m2miner.mcts import (
    MCTS,
    Budget,
    Evaluation,
    Node,
    Proposal,
    SearchConfig,
    SearchResult,
    count_iterations,
)
from tests.mcts.mcts_toy import GOAL, RecordingHooks, ScriptedApp, ToyApp, toy_config


def run_toy(
    config: SearchConfig, seed: int = 0, budget: Budget | None = None
) -> tuple[SearchResult, ToyApp, RecordingHooks, Node]:
    app, hooks, root = ToyApp(), RecordingHooks(), Node.root()
    search = MCTS(config, seed, app.expand, app.evaluate, hooks, clock=app.clock)
    result = search.run(root, budget or Budget(iterations=500))
    return result, app, hooks, root


def test_stops_after_the_wanted_number_of_successes() -> None:
    result, app, _, root = run_toy(toy_config(successes=2))
    assert result.stop_reason == "successes"
    assert len(result.successes) == 2
    for node in result.successes:
        assert node.terminal and node.success and node.reward == 1.0
        assert node.payload == "terminate" and app.screen(node) == GOAL
    assert result.iterations == count_iterations(root)


def test_several_successes_per_tree_are_distinct_paths_found_by_moving_on() -> None:
    # The miner's defaults (SearchConfig()), not the hand-computed toy search.
    for config in (SearchConfig(successes=4), toy_config(successes=4)):
        result, app, _, root = run_toy(config)
        assert result.stop_reason == "successes"
        keys = [node.key() for node in result.successes]
        assert len(set(keys)) == 4
        assert all(app.screen(node) == GOAL for node in result.successes)
        assert len(app.evaluated) == len(set(app.evaluated))  # no node evaluated twice
        assert all(node.n == 1 for node in root.walk() if node.terminal)
        assert result.iterations == len(app.evaluated) == root.n


def test_ranked_search_finds_a_success_in_fewer_steps_than_random_order() -> None:
    ranked = run_toy(toy_config())[1].evaluated
    shuffled = [run_toy(toy_config(ordering="random"), seed)[1].evaluated for seed in range(10)]
    assert len(ranked) == 13
    assert len(ranked) < min(len(steps) for steps in shuffled)


def test_same_seed_same_search_and_different_seeds_differ() -> None:
    config = toy_config(ordering="random", successes=3)
    first = run_toy(config, seed=11)
    again = run_toy(config, seed=11)
    assert first[2].events == again[2].events
    assert first[0].usage == again[0].usage
    assert [n.key() for n in first[0].successes] == [n.key() for n in again[0].successes]
    others = {tuple(run_toy(config, seed=seed)[2].events) for seed in range(5)}
    assert len(others) > 1


def test_random_ordering_shuffles_with_the_seed_and_levels_initial_values() -> None:
    names: list[str | Proposal] = ["p0", "p1", "p2", "p3", "p4", Proposal("p5", init_value=0.01)]
    orders = set()
    for seed in range(6):
        app = ScriptedApp(
            children={"root": names},
            outcomes={f"p{i}": Evaluation(0.5) for i in range(6)},
        )
        root = Node.root("root")
        config = toy_config(ordering="random")
        MCTS(config, seed, app.expand, app.evaluate).run(root, Budget(iterations=1))
        payloads = [child.payload for child in root.children]
        assert sorted(payloads) == [f"p{i}" for i in range(6)]
        assert [child.init_value for child in root.children] == [1.0] * 6
        assert [child.rank for child in root.children] == list(range(6))
        assert app.evaluated == [payloads[0]]
        orders.add(tuple(payloads))
    assert len(orders) > 1


def test_random_ordering_of_an_expansion_with_no_proposals() -> None:
    # A vanilla + InferAgent expansion whose candidates all failed to parse: no children,
    # no initial value to share among none (was a division by zero).
    app = ScriptedApp(children={"root": []}, outcomes={})
    root = Node.root("root")
    MCTS(toy_config(ordering="random"), 0, app.expand, app.evaluate).run(root, Budget(iterations=3))
    assert root.expanded and root.children == [] and root.exhausted


def test_hooks_see_expansions_before_evaluations_and_paths_root_first() -> None:
    result, app, hooks, root = run_toy(toy_config(successes=None), budget=Budget(iterations=6))
    assert hooks.events[0] == ("expanded", "")
    assert hooks.iterations == result.iterations == 6
    for node in root.walk():
        assert node.id is not None
    for path in hooks.paths:
        assert path[0] == ""
        assert all(child.startswith(parent) for parent, child in itertools.pairwise(path))
    evaluated = [key for kind, key in hooks.events if kind == "evaluated"]
    assert evaluated == app.evaluated


def test_should_stop_interrupts_after_the_node_in_flight() -> None:
    app, hooks, root = ToyApp(), RecordingHooks(), Node.root()
    search = MCTS(toy_config(successes=None), 0, app.expand, app.evaluate, hooks)
    result = search.run(root, Budget(), should_stop=lambda: hooks.iterations >= 3)
    assert result.stop_reason == "interrupted"
    assert result.iterations == 3 == len(app.evaluated)
    assert all(node.in_flight == 0 for node in root.walk())


def test_locality_preference_within_eps_of_the_best() -> None:
    def first_evaluated(eps: float, values: tuple[float, float], prefer_b: bool) -> str:
        app = ScriptedApp(
            children={"root": [Proposal("a", None, values[0]), Proposal("b", None, values[1])]},
            outcomes={"a": Evaluation(0.5), "b": Evaluation(0.5)},
        )
        search = MCTS(toy_config(locality_eps=eps), 0, app.expand, app.evaluate)
        prefer = (lambda node: node.payload == "b") if prefer_b else None
        search.run(Node.root("root"), Budget(iterations=1), prefer=prefer)
        return app.evaluated[0]

    assert first_evaluated(0.0, (0.6, 0.5), prefer_b=True) == "a"
    assert first_evaluated(0.05, (0.6, 0.5), prefer_b=True) == "a"
    assert first_evaluated(0.2, (0.6, 0.5), prefer_b=True) == "b"
    assert first_evaluated(0.2, (0.6, 0.5), prefer_b=False) == "a"
    assert first_evaluated(0.05, (0.5, 0.5), prefer_b=True) == "b"
    # At 0 the preference is off, exact ties included: where the device is never steers.
    assert first_evaluated(0.0, (0.5, 0.5), prefer_b=True) == "a"
    assert first_evaluated(0.0, (0.5, 0.5), prefer_b=False) == "a"


def test_locality_keeps_the_search_on_the_device_path() -> None:
    on_device: set[int] = set()

    def prefer(node: Node) -> bool:
        return id(node) in on_device

    class Track(RecordingHooks):
        def on_evaluated(self, node: Node, path: list[Node]) -> None:
            super().on_evaluated(node, path)
            on_device.clear()
            on_device.update(id(step) for step in path)

    app, hooks = ToyApp(), Track()
    search = MCTS(toy_config(successes=3, locality_eps=0.3), 0, app.expand, app.evaluate, hooks)
    local = search.run(Node.root(), Budget(iterations=500), prefer=prefer)
    plain = run_toy(toy_config(successes=3))[0]
    assert local.stop_reason == plain.stop_reason == "successes"
    assert local.usage.restore_steps < plain.usage.restore_steps


def test_invalid_search_configs_are_config_errors() -> None:
    for fields in ({"c_uct": -1.0}, {"successes": 0}, {"ordering": "best"}, {"virtual_loss": -1}):
        with pytest.raises(ConfigError, match="search"):
            SearchConfig(**fields)  # type: ignore[arg-type]
