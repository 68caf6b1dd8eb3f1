"""Saving a tree as records, rebuilding it, and continuing as if it had never stopped."""

from __future__ import annotations

import copy
import random

import pytest

from m2miner.mcts import (
    MCTS,
    Budget,
    Node,
    NodeRecord,
    SearchConfig,
    build_tree,
    to_records,
)
from tests.mcts.mcts_toy import RecordingHooks, ToyApp, toy_config

BUDGET = Budget(iterations=20)


def record(
    id: int,
    parent_id: int | None,
    *,
    depth: int,
    rank: int = 0,
    status: str = "new",
    terminal: bool = False,
    expanded: bool = False,
) -> NodeRecord:
    return NodeRecord(
        id=id,
        parent_id=parent_id,
        depth=depth,
        rank=rank,
        payload=f"p{id}",
        description=None,
        init_value=0.5,
        q=0.0,
        n=0,
        reward=None,
        status=status,
        terminal=terminal,
        success=False,
        expanded=expanded,
    )


def searcher(config: SearchConfig, hooks: RecordingHooks) -> tuple[MCTS, ToyApp]:
    app = ToyApp()
    return MCTS(config, 5, app.expand, app.evaluate, hooks, clock=app.clock), app


@pytest.mark.parametrize("ordering", ["ranked", "random"])
def test_resume_from_records_equals_an_uninterrupted_search(ordering: str) -> None:
    config = toy_config(ordering=ordering, successes=None)  # type: ignore[arg-type]
    straight_hooks = RecordingHooks()
    straight_root = Node.root()
    straight = searcher(config, straight_hooks)[0].run(straight_root, BUDGET)
    assert straight.stop_reason == "budget:iterations"

    hooks = RecordingHooks()
    root = Node.root()
    search, app = searcher(config, hooks)
    first = search.run(root, BUDGET, lambda: hooks.iterations >= 10)
    assert (first.stop_reason, first.iterations) == ("interrupted", 10)

    records = to_records(copy.deepcopy(root))
    random.Random(0).shuffle(records)
    rebuilt = build_tree(records)
    resumed_hooks = RecordingHooks(next_id=max(r.id for r in records) + 1)
    search, resumed_app = searcher(config, resumed_hooks)
    # The toy charges restores by where the device is; put it back where it was.
    assert app.at is not None
    resumed_app.at = next(node for node in rebuilt.walk() if node.key() == app.at.key())
    second = search.run(rebuilt, BUDGET, spent=first.usage)

    assert hooks.events + resumed_hooks.events == straight_hooks.events
    assert second.stop_reason == straight.stop_reason
    assert second.iterations == straight.iterations == 20
    assert second.usage == straight.usage
    assert to_records(rebuilt) == to_records(straight_root)


def test_successes_found_before_a_resume_count_toward_the_target() -> None:
    hooks = RecordingHooks()
    root = Node.root()
    search = searcher(toy_config(successes=1), hooks)[0]
    first = search.run(root, Budget())
    assert first.stop_reason == "successes"
    rebuilt = build_tree(to_records(root))
    again = searcher(toy_config(successes=1), RecordingHooks())[0].run(rebuilt, Budget())
    assert again.stop_reason == "successes"
    assert again.iterations == first.iterations
    assert [n.key() for n in again.successes] == [n.key() for n in first.successes]


def test_build_tree_orders_children_by_rank_and_recomputes_exhaustion() -> None:
    records = [
        record(2, 1, depth=1, rank=1, status="judged", terminal=True),
        record(1, None, depth=0, status="root", expanded=True),
        record(3, 1, depth=1, rank=0, status="env_error"),
    ]
    root = build_tree(records)
    assert [child.id for child in root.children] == [3, 2]
    assert all(child.parent is root for child in root.children)
    assert root.exhausted and root.children[0].dead


@pytest.mark.parametrize(
    ("records", "message"),
    [
        ([], "one root"),
        ([record(1, None, depth=0), record(2, None, depth=0)], "one root"),
        ([record(1, None, depth=0), record(2, 7, depth=1)], "missing parent 7"),
        ([record(1, None, depth=0), record(2, 1, depth=2)], "depth 2, expected 1"),
        ([record(1, None, depth=0), record(2, 3, depth=1), record(3, 2, depth=1)], "cycle"),
    ],
)
def test_build_tree_rejects_records_that_are_not_one_tree(
    records: list[NodeRecord], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        build_tree(records)


def test_records_need_ids() -> None:
    root = Node.root(id=1)
    root.children.append(Node(parent=root, depth=1))
    with pytest.raises(ValueError, match="no id"):
        to_records(root)
