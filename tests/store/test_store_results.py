"""A judged node, its path's Q/N and the tree's counters commit together, durably."""

from __future__ import annotations

import os
import textwrap

import pytest

from m2miner.actions import Action
from m2miner.errors import NotFoundError, StoreError
from m2miner.store import (
    Judgement,
    NewModelCall,
    NewNode,
    NodeValue,
    ScreenRef,
    Store,
    TreeCounters,
)
from tests.store.conftest import SmallTree, run_until_killed


def test_record_result_writes_judgement_values_and_counters(store: Store, small_tree):
    root, tap = small_tree.root, small_tree.tap
    screen = ScreenRef(store.screenshots.put(b"route screen"), package="com.maps")
    counters = TreeCounters(iterations=1, device_steps=1, model_calls=3, cost_usd=0.004)
    judged = store.nodes.record_result(
        tap.id,
        Judgement("valid", 0.8, "judge", screen),
        [NodeValue(root.id, 0.8, 1), NodeValue(tap.id, 0.8, 1)],
        counters=counters,
    )
    assert (judged.status, judged.reward, judged.q, judged.n) == ("valid", 0.8, 0.8, 1)
    assert judged.screenshot_hash == screen.screenshot_hash
    assert (store.nodes.get(root.id).q, store.nodes.get(root.id).n) == (0.8, 1)
    assert store.trees.get(small_tree.tree.id).counters == counters
    back = store.nodes.get(small_tree.back.id)
    assert (back.q, back.n, back.status) == (0.0, 0, "candidate")


def test_backprop_sequence_matches_the_incremental_mean(store: Store, small_tree):
    root, tap, back = small_tree.root, small_tree.tap, small_tree.back
    q, n = 0.0, 0
    for node, reward in ((tap, 0.9), (back, 0.2), (tap, 0.5)):
        q, n = (q * n + reward) / (n + 1), n + 1
        store.nodes.record_result(
            node.id,
            Judgement("valid", reward, "judge"),
            [NodeValue(root.id, q, n), NodeValue(node.id, reward, 1)],
        )
    stored = store.nodes.get(root.id)
    assert stored.n == 3
    assert stored.q == pytest.approx((0.9 + 0.2 + 0.5) / 3)


def test_a_path_node_from_another_tree_rolls_everything_back(store: Store, make_tree):
    one = make_tree(store, text="one")
    other = make_tree(store, text="other")
    before = store.trees.load(one.tree.id)
    with pytest.raises(NotFoundError, match=f"no node {other.root.id} in tree {one.tree.id}"):
        store.nodes.record_result(
            one.tap.id,
            Judgement("success", 1.0, "terminal"),
            [NodeValue(one.root.id, 1.0, 1), NodeValue(other.root.id, 1.0, 1)],
            counters=TreeCounters(iterations=1, successes=1),
        )
    assert store.trees.load(one.tree.id) == before
    assert store.nodes.get(other.root.id).n == 0


def test_a_missing_path_node_or_bad_values_roll_back(store: Store, small_tree):
    tap = small_tree.tap
    with pytest.raises(NotFoundError):
        store.nodes.record_result(
            tap.id,
            Judgement("valid", 0.5, "judge"),
            [NodeValue(tap.id, 0.5, 1), NodeValue(424242, 0.5, 1)],
        )
    with pytest.raises(StoreError, match="negative"):
        store.nodes.record_result(
            tap.id, Judgement("valid", 0.5, "judge"), [NodeValue(tap.id, 0.5, -1)]
        )
    assert store.nodes.get(tap.id) == tap


def test_set_values_updates_several_nodes(store: Store, small_tree):
    store.nodes.set_values(
        [NodeValue(small_tree.root.id, 0.4, 2), NodeValue(small_tree.back.id, 0.1, 1)]
    )
    assert (store.nodes.get(small_tree.root.id).q, store.nodes.get(small_tree.root.id).n) == (
        0.4,
        2,
    )
    assert (store.nodes.get(small_tree.back.id).q, store.nodes.get(small_tree.back.id).n) == (
        0.1,
        1,
    )
    with pytest.raises(NotFoundError):
        store.nodes.set_values([NodeValue(small_tree.root.id, 0.9, 3), NodeValue(999, 0.1, 1)])
    assert store.nodes.get(small_tree.root.id).n == 2


def test_results_are_visible_to_a_fresh_connection(tmp_path, make_tree):
    path = tmp_path / "m2miner.db"
    with Store.open(path) as writer:
        small = make_tree(writer)
        writer.nodes.record_result(
            small.tap.id,
            Judgement("success", 1.0, "terminal"),
            [NodeValue(small.root.id, 1.0, 1), NodeValue(small.tap.id, 1.0, 1)],
        )
        with Store.open(path) as reader:
            node = reader.nodes.get(small.tap.id)
            assert (node.status, node.q, node.n) == ("success", 1.0, 1)


CRASHING_MINER = textwrap.dedent(
    """
    import os, signal, sys
    from m2miner.actions import Action
    from m2miner.store import Judgement, NewIntent, NewNode, NodeValue, ScreenRef, Store
    from m2miner.store.models import Node

    store = Store.open(sys.argv[1])
    run = store.runs.create("mine")
    intent = store.intents.add(NewIntent("find a route", "maps"), run_id=run.id)
    tree = store.trees.create(run.id, intent.id)
    root = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(b"root")))
    parent, values = root, []
    for step in range(5):
        child = store.nodes.add(tree.id, NewNode(parent.id, Action("click", x=step, y=step)))
        values = [NodeValue(v.node_id, v.q, v.n + 1) for v in values]
        values.append(NodeValue(child.id, 0.5, 1))
        store.nodes.record_result(
            child.id, Judgement("valid", 0.5, "judge"), [NodeValue(root.id, 0.5, step + 1), *values]
        )
        parent = child
    print(parent.id, flush=True)
    # The node in flight: written and flushed, but its transaction never commits.
    with store.db.write("add the node in flight") as session:
        node = Node(tree_id=tree.id, parent_id=parent.id, depth=6, status="candidate", info={})
        session.add(node)
        session.flush()
        os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_sigkill_loses_only_the_node_in_flight(tmp_path):
    path = tmp_path / "m2miner.db"
    out = run_until_killed(CRASHING_MINER, path)
    last_id = int(out.strip())
    assert os.path.exists(f"{path}-wal")
    with Store.open(path) as store:
        with store.db.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
        tree = store.trees.find()[0]
        loaded = store.trees.load(tree.id)
        assert len(loaded.nodes) == 6
        assert loaded.nodes[-1].id == last_id
        assert all(node.status == "valid" for node in loaded.nodes)
        assert [node.n for node in loaded.path(last_id)] == [5, 5, 4, 3, 2, 1]
        assert store.trees.unfinished(tree.run_id) == [tree]
        # The resumed search continues the same tree.
        more = store.nodes.add(tree.id, NewNode(last_id, Action("wait")))
        assert more.depth == 6


def _judge_call(tree: SmallTree, node_id: int) -> NewModelCall:
    return NewModelCall(
        "judge", "qwen", prompt_tokens=10, run_id=tree.run_id, tree_id=tree.tree.id, node_id=node_id
    )


def test_model_calls_commit_with_the_node_they_were_made_for(store: Store, small_tree):
    tap = small_tree.tap
    store.nodes.record_result(
        tap.id,
        Judgement("valid", 0.7, "judge"),
        [NodeValue(tap.id, 0.7, 1)],
        calls=[_judge_call(small_tree, tap.id)],
    )
    store.nodes.add_many(
        small_tree.tree.id,
        [NewNode(tap.id, Action("click", x=1, y=2), "tap Go", rank=0)],
        calls=[_judge_call(small_tree, tap.id)],
    )
    calls = store.model_calls.find(tree_id=small_tree.tree.id)
    assert [(c.role, c.node_id, c.prompt_tokens) for c in calls] == [("judge", tap.id, 10)] * 2


def test_model_calls_roll_back_with_a_failed_node_result(store: Store, small_tree):
    with pytest.raises(NotFoundError):
        store.nodes.record_result(
            small_tree.tap.id,
            Judgement("valid", 0.5, "judge"),
            [NodeValue(424242, 0.5, 1)],
            calls=[_judge_call(small_tree, small_tree.tap.id)],
        )
    assert store.model_calls.find(tree_id=small_tree.tree.id) == []
