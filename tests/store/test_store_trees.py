"""Trees and nodes: creation, updates, resume, judgement and loading a whole tree."""

from __future__ import annotations

import pytest

from m2miner.actions import Action
from m2miner.errors import NotFoundError, StoreError
from m2miner.store import (
    Judgement,
    NewIntent,
    NewNode,
    ScreenRef,
    Store,
    TreeCounters,
)


def test_new_tree_starts_running_on_the_intents_app(store: Store):
    run = store.runs.create("mine")
    intent = store.intents.add(NewIntent("set an alarm", "clock"))
    tree = store.trees.create(run.id, intent.id, device="emulator-5554", search="vanilla")
    assert (tree.app, tree.device, tree.search, tree.status) == (
        "clock",
        "emulator-5554",
        "vanilla",
        "running",
    )
    assert tree.counters == TreeCounters() and tree.root_node_id is None
    assert tree.finished_at is None and tree.started_at.tzinfo is not None
    assert store.trees.get(tree.id) == tree


def test_tree_needs_existing_run_and_intent(store: Store):
    run = store.runs.create("mine")
    intent = store.intents.add(NewIntent("x", "clock"))
    with pytest.raises(NotFoundError, match="run"):
        store.trees.create(99, intent.id)
    with pytest.raises(NotFoundError, match="intent"):
        store.trees.create(run.id, 99)
    with pytest.raises(StoreError, match="search kind"):
        store.trees.create(run.id, intent.id, search="greedy")  # type: ignore[arg-type]


def test_update_and_finish_tree(store: Store, small_tree):
    counters = TreeCounters(
        iterations=3,
        device_steps=5,
        restore_steps=2,
        model_calls=9,
        prompt_tokens=1200,
        completion_tokens=80,
        cost_usd=0.012,
        successes=1,
    )
    updated = store.trees.update(small_tree.tree.id, counters=counters, device="sim:maps#1")
    assert updated.counters == counters and updated.device == "sim:maps#1"
    assert updated.status == "running"
    final = TreeCounters(iterations=4, device_steps=6, successes=1)
    done = store.trees.finish(
        small_tree.tree.id,
        "succeeded",
        stop_reason="enough successes",
        counters=final,
        ground_truth_success=True,
    )
    assert (done.status, done.stop_reason, done.ground_truth_success) == (
        "succeeded",
        "enough successes",
        True,
    )
    assert done.counters == final and done.finished_at is not None
    assert store.trees.get(small_tree.tree.id) == done
    with pytest.raises(StoreError, match="running"):
        store.trees.finish(small_tree.tree.id, "running")
    with pytest.raises(StoreError, match="tree status"):
        store.trees.update(small_tree.tree.id, status="paused")  # type: ignore[arg-type]


def test_resume_only_unfinished_trees(store: Store, small_tree):
    tree_id = small_tree.tree.id
    store.trees.finish(tree_id, "interrupted", stop_reason="SIGINT")
    resumed = store.trees.resume(tree_id, device="sim:maps#3")
    assert (resumed.status, resumed.finished_at, resumed.device) == ("running", None, "sim:maps#3")
    store.trees.finish(tree_id, "exhausted")
    with pytest.raises(StoreError, match="cannot be resumed"):
        store.trees.resume(tree_id)


def test_find_and_unfinished_trees_of_a_run(store: Store, make_tree):
    first = make_tree(store, app="maps", text="route")
    second = make_tree(store, app="clock", text="alarm")
    run_id = first.run_id
    intent = store.intents.get(second.intent_id)
    extra = store.trees.create(run_id, intent.id)
    store.trees.finish(first.tree.id, "failed")
    store.trees.update(extra.id, status="interrupted")
    assert [t.id for t in store.trees.find(run_id=run_id)] == [first.tree.id, extra.id]
    assert [t.id for t in store.trees.unfinished(run_id)] == [extra.id]
    assert [t.id for t in store.trees.find(unfinished=True)] == [second.tree.id, extra.id]
    assert [t.id for t in store.trees.find(app="clock")] == [second.tree.id, extra.id]
    assert [t.id for t in store.trees.find(status="failed")] == [first.tree.id]
    assert [t.id for t in store.trees.find(intent_id=intent.id)] == [second.tree.id, extra.id]


def test_root_is_linked_from_the_tree_and_only_once(store: Store, small_tree):
    root = small_tree.root
    assert small_tree.tree.root_node_id == root.id
    assert (root.parent_id, root.depth, root.action, root.status) == (None, 0, None, "valid")
    assert store.screenshots.get(root.screenshot_hash) == b"root-maps"
    with pytest.raises(StoreError, match="already has root"):
        store.nodes.add_root(small_tree.tree.id, ScreenRef("0" * 64))


def test_children_get_depth_action_and_rank(store: Store, small_tree):
    tap, back = small_tree.tap, small_tree.back
    assert (tap.depth, tap.rank, tap.prior, tap.status, tap.q, tap.n) == (
        1,
        0,
        1.0,
        "candidate",
        0.0,
        0,
    )
    assert tap.action == Action("click", x=100, y=200) and tap.description == "tap Directions"
    assert back.action == Action("system_button", button="Back")
    assert tap.screen is None and tap.judged_at is None
    deeper = store.nodes.add(
        small_tree.tree.id, NewNode(tap.id, Action("type", text="airport"), "type airport")
    )
    assert deeper.depth == 2 and deeper.rank is None
    assert [n.id for n in store.nodes.children(small_tree.root.id)] == [tap.id, back.id]


def test_children_are_ordered_by_rank_then_id(store: Store, small_tree):
    root = small_tree.root.id
    late, first = store.nodes.add_many(
        small_tree.tree.id,
        [
            NewNode(root, Action("wait", time=1.0), "wait"),
            NewNode(root, Action("key", text="ENTER"), "enter", rank=-1),
        ],
    )
    order = [n.id for n in store.nodes.children(root)]
    assert order == [first.id, small_tree.tap.id, small_tree.back.id, late.id]


def test_malformed_candidate_keeps_no_action(store: Store, small_tree):
    node = store.nodes.add(
        small_tree.tree.id,
        NewNode(small_tree.root.id, None, status="malformed", info={"raw": "clickk(1,2)"}),
    )
    stored = store.nodes.get(node.id)
    assert (stored.action, stored.status, stored.info) == (
        None,
        "malformed",
        {"raw": "clickk(1,2)"},
    )


def test_parent_must_be_in_the_same_tree(store: Store, make_tree):
    one = make_tree(store, text="one")
    other = make_tree(store, text="other")
    with pytest.raises(NotFoundError, match=f"parent node {other.root.id} in tree {one.tree.id}"):
        store.nodes.add(one.tree.id, NewNode(other.root.id, Action("wait")))
    with pytest.raises(NotFoundError):
        store.nodes.add(one.tree.id, NewNode(12345, Action("wait")))
    with pytest.raises(StoreError, match="node status"):
        store.nodes.add(one.tree.id, NewNode(one.root.id, Action("wait"), status="odd"))  # type: ignore[arg-type]
    assert len(store.trees.load(one.tree.id).nodes) == 3


def test_judge_stores_screen_reward_and_merges_info(store: Store, small_tree):
    tap = store.nodes.add(
        small_tree.tree.id,
        NewNode(small_tree.root.id, Action("wait"), info={"proposer": "qwen", "k": 1}),
    )
    screen = ScreenRef(
        store.screenshots.put(b"s"), store.screenshots.put_text("<h/>"), "com.maps", ".Route", None
    )
    judged = store.nodes.judge(
        tap.id, Judgement("invalid", 0.1, "judge", screen, {"k": 2, "settle_s": 0.4})
    )
    assert (judged.status, judged.reward, judged.reward_source) == ("invalid", 0.1, "judge")
    assert judged.screen == screen and judged.judged_at is not None
    assert judged.info == {"proposer": "qwen", "k": 2, "settle_s": 0.4}
    assert (judged.q, judged.n) == (0.0, 0)
    with pytest.raises(StoreError, match="reward source"):
        store.nodes.judge(tap.id, Judgement("valid", 1.0, "oracle"))  # type: ignore[arg-type]
    with pytest.raises(NotFoundError):
        store.nodes.judge(999, Judgement("valid"))


def test_load_returns_the_whole_tree_as_records(store: Store, small_tree):
    tap = small_tree.tap
    child = store.nodes.add(
        small_tree.tree.id, NewNode(tap.id, Action("terminate", status="success"), "done")
    )
    loaded = store.trees.load(small_tree.tree.id)
    assert loaded.tree == store.trees.get(small_tree.tree.id)
    assert loaded.intent == store.intents.get(small_tree.intent_id)
    assert [n.id for n in loaded.nodes] == [
        small_tree.root.id,
        tap.id,
        small_tree.back.id,
        child.id,
    ]
    assert loaded.root == small_tree.root
    assert [n.id for n in loaded.path(child.id)] == [small_tree.root.id, tap.id, child.id]
    assert [n.id for n in loaded.children(small_tree.root.id)] == [tap.id, small_tree.back.id]
    assert loaded.node(child.id).action == Action("terminate", status="success")
    with pytest.raises(NotFoundError):
        store.trees.load(999)
