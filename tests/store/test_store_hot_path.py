"""The writes of every mined node (record_result, add_many) run on SQLite's held writer
connection and the driver's cursor: still one transaction each, rolled back whole on an
error or a killed process, and a forked child does not write through its parent's
connection."""

from __future__ import annotations

import os
import textwrap

import pytest

from m2miner.actions import Action
from m2miner.errors import StoreError
from m2miner.store import Judgement, NewModelCall, NewNode, NodeValue, Store, TreeCounters
from tests.store.conftest import SmallTree, run_until_killed


def _call(tree: SmallTree, node_id: int, *, run_id: int | None = None) -> NewModelCall:
    run = tree.run_id if run_id is None else run_id
    return NewModelCall("judge", "qwen", run_id=run, tree_id=tree.tree.id, node_id=node_id)


def test_a_driver_error_rolls_the_node_back_and_the_next_write_works(store: Store, small_tree):
    tap, back = small_tree.tap, small_tree.back
    with pytest.raises(StoreError, match="FOREIGN KEY"):
        store.nodes.record_result(
            tap.id,
            Judgement("valid", 0.5, "judge"),
            [NodeValue(small_tree.root.id, 0.5, 1), NodeValue(tap.id, 0.5, 1)],
            counters=TreeCounters(iterations=1),
            calls=[_call(small_tree, tap.id, run_id=9999)],
        )
    stored = store.nodes.get(tap.id)
    assert (stored.status, stored.q, stored.n) == ("candidate", 0.0, 0)
    assert store.nodes.get(small_tree.root.id).n == 0
    assert store.trees.get(small_tree.tree.id).counters.iterations == 0
    assert store.model_calls.find(tree_id=small_tree.tree.id) == []

    judged = store.nodes.record_result(
        back.id,
        Judgement("valid", 0.25, "judge"),
        [NodeValue(back.id, 0.25, 1)],
        calls=[_call(small_tree, back.id)],
    )
    assert (judged.status, judged.q, judged.n) == ("valid", 0.25, 1)
    assert [c.node_id for c in store.model_calls.find(tree_id=small_tree.tree.id)] == [back.id]
    (child,) = store.nodes.add_many(small_tree.tree.id, [NewNode(back.id, Action("wait"))])
    assert store.nodes.get(child.id).depth == 2


KILLED_IN_RECORD = textwrap.dedent(
    """
    import os, signal, sys
    import m2miner.store.trees as trees
    from m2miner.actions import Action
    from m2miner.store import (
        Judgement, NewIntent, NewModelCall, NewNode, NodeValue, ScreenRef, Store, TreeCounters,
    )

    store = Store.open(sys.argv[1])
    run = store.runs.create("mine")
    intent = store.intents.add(NewIntent("find a route", "maps"), run_id=run.id)
    tree = store.trees.create(run.id, intent.id)
    root = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(b"root")))
    first, second = store.nodes.add_many(
        tree.id, [NewNode(root.id, Action("click", x=1, y=1)), NewNode(root.id, Action("wait"))]
    )
    store.nodes.record_result(
        first.id, Judgement("valid", 0.5, "judge"),
        [NodeValue(root.id, 0.5, 1), NodeValue(first.id, 0.5, 1)],
        counters=TreeCounters(iterations=1),
    )
    print(first.id, second.id, flush=True)
    add_calls = trees.add_calls

    def add_calls_then_die(connection, calls):
        add_calls(connection, calls)  # every statement of the node has run, none committed
        os.kill(os.getpid(), signal.SIGKILL)

    trees.add_calls = add_calls_then_die
    store.nodes.record_result(
        second.id, Judgement("success", 1.0, "judge"),
        [NodeValue(root.id, 0.75, 2), NodeValue(second.id, 1.0, 1)],
        counters=TreeCounters(iterations=2),
        calls=[NewModelCall("judge", "qwen", run_id=run.id, tree_id=tree.id, node_id=second.id)],
    )
    """
)


def test_a_node_killed_before_its_commit_is_lost_whole(tmp_path):
    path = tmp_path / "m2miner.db"
    out = run_until_killed(KILLED_IN_RECORD, path)
    first_id, second_id = map(int, out.split())
    with Store.open(path) as store:
        first, second = store.nodes.get(first_id), store.nodes.get(second_id)
        assert (first.status, first.q, first.n) == ("valid", 0.5, 1)
        assert (second.status, second.reward, second.n) == ("candidate", None, 0)
        tree = store.trees.get(first.tree_id)
        assert tree.counters.iterations == 1
        assert store.nodes.get(tree.root_node_id).n == 1  # type: ignore[arg-type]
        assert store.model_calls.find(tree_id=tree.id) == []


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_forked_child_writes_through_its_own_connection(store: Store, small_tree):
    tap, back = small_tree.tap, small_tree.back
    store.nodes.record_result(tap.id, Judgement("valid", 0.5, "judge"), [NodeValue(tap.id, 0.5, 1)])
    pid = os.fork()
    if pid == 0:  # the child: its own pool, as SQLAlchemy asks after a fork
        code = 1
        try:
            store.db.engine.dispose(close=False)
            store.nodes.record_result(
                back.id, Judgement("valid", 0.25, "judge"), [NodeValue(back.id, 0.25, 1)]
            )
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    store.nodes.record_result(tap.id, Judgement("valid", 0.5, "judge"), [NodeValue(tap.id, 0.5, 2)])
    assert [store.nodes.get(n.id).n for n in (tap, back)] == [2, 1]
