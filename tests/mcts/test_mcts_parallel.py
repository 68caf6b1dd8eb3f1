"""select_leaf / complete as a tree-parallel runner uses them: virtual loss, in-flight nodes."""

from __future__ import annotations

import math
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from m2miner.mcts import (
    MCTS,
    Budget,
    Evaluation,
    Node,
    count_iterations,
    uct_score,
)
from tests.mcts.mcts_toy import RecordingHooks, ScriptedApp, ToyApp, toy_config


def two_level_app() -> ScriptedApp:
    return ScriptedApp(
        children={"root": ["a", "b"], "a": ["a1", "a2"]},
        outcomes={
            "a": Evaluation(0.9),
            "b": Evaluation(0.3),
            "a1": Evaluation(0.8),
            "a2": Evaluation(0.4),
        },
    )


def test_virtual_loss_steers_a_concurrent_selection_to_another_branch() -> None:
    app = two_level_app()
    search = MCTS(toy_config(successes=None), 0, app.expand, app.evaluate)
    root = Node.root("root")
    tracker = search.tracker(root, Budget())
    first = search.select_leaf(root, tracker)
    assert first is not None
    search.complete(first, app.evaluate(first), tracker)

    leaf = search.select_leaf(root, tracker)
    assert leaf is not None and leaf.payload == "a1"
    assert [node.in_flight for node in leaf.path()] == [1, 1, 1]
    a, b = root.children
    # With a1 in flight, root and a count one phantom visit of reward 0:
    # a: 0.9 * 1/2 + sqrt(ln 2 / 3) = 0.931 < b: 0.5 + sqrt(ln 2) = 1.333.
    assert uct_score(a, root, 1.0, 1.0) == pytest.approx(0.45 + math.sqrt(math.log(2) / 3))
    assert uct_score(b, root, 1.0, 1.0) == pytest.approx(0.5 + math.sqrt(math.log(2)))
    other = search.select_leaf(root, tracker)
    assert other is b
    assert root.in_flight == 2

    search.complete(other, app.evaluate(other), tracker)
    search.complete(leaf, app.evaluate(leaf), tracker)
    assert all(node.in_flight == 0 for node in root.walk())
    assert (root.n, root.q) == (3, pytest.approx((0.9 + 0.3 + 0.8) / 3))
    assert (a.n, a.q) == (2, pytest.approx(0.85))
    assert tracker.iterations == 3 == count_iterations(root)


def test_without_virtual_loss_the_concurrent_selection_stays_in_the_branch() -> None:
    app = two_level_app()
    search = MCTS(toy_config(successes=None, virtual_loss=0.0), 0, app.expand, app.evaluate)
    root = Node.root("root")
    tracker = search.tracker(root, Budget())
    first = search.select_leaf(root, tracker)
    assert first is not None
    search.complete(first, app.evaluate(first), tracker)
    leaf = search.select_leaf(root, tracker)
    other = search.select_leaf(root, tracker)
    # a1 is in flight, so it is not handed out twice; its sibling a2 is next.
    assert leaf is not None and other is not None
    assert (leaf.payload, other.payload) == ("a1", "a2")


def test_nothing_selectable_while_the_only_branch_is_in_flight() -> None:
    app = ScriptedApp(children={"root": ["a"]}, outcomes={"a": Evaluation(0.5)})
    search = MCTS(toy_config(), 0, app.expand, app.evaluate)
    root = Node.root("root")
    tracker = search.tracker(root, Budget())
    leaf = search.select_leaf(root, tracker)
    assert leaf is not None
    assert search.select_leaf(root, tracker) is None
    assert not root.exhausted


def test_complete_rejects_misuse() -> None:
    app = ScriptedApp(children={"root": ["a", "b"]}, outcomes={"a": Evaluation(0.5)})
    search = MCTS(toy_config(), 0, app.expand, app.evaluate)
    root = Node.root("root")
    tracker = search.tracker(root, Budget())
    leaf = search.select_leaf(root, tracker)
    assert leaf is not None
    with pytest.raises(ValueError, match="was not selected"):
        search.complete(root.children[1], Evaluation(0.5), tracker)
    search.complete(leaf, Evaluation(0.5), tracker)
    leaf.in_flight = root.in_flight = 1
    with pytest.raises(ValueError, match="already evaluated"):
        search.complete(leaf, Evaluation(0.5), tracker)


def test_threads_under_one_lock_keep_the_tree_consistent() -> None:
    app, hooks, root = ToyApp(), RecordingHooks(), Node.root()
    search = MCTS(toy_config(successes=None), 0, app.expand, app.evaluate, hooks)
    tracker = search.tracker(root, Budget(iterations=40))
    lock = threading.Lock()

    def worker() -> None:
        while True:
            with lock:
                if search.stop_reason(root, tracker) is not None:
                    return
                leaf = search.select_leaf(root, tracker)
            if leaf is None:
                return
            with lock:
                search.complete(leaf, Evaluation(0.5), tracker)

    with ThreadPoolExecutor(4) as pool:
        for future in [pool.submit(worker) for _ in range(4)]:
            future.result()
    assert all(node.in_flight == 0 for node in root.walk())
    assert count_iterations(root) == tracker.iterations == hooks.iterations
    assert 40 <= tracker.iterations <= 43
    for node in root.walk():
        # Every visit of a node is its own evaluation or passes to a child; a terminal
        # node is visited once, by its evaluation.
        if node.terminal:
            assert node.n == 1 and not node.children
        else:
            own = 1 if node.evaluated and node is not root and not node.dead else 0
            assert node.n == own + sum(child.n for child in node.children)
