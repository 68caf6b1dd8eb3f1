"""Verdicts in the store, the review queue and data-quality accuracy."""

from __future__ import annotations

import pytest

from m2miner.errors import NotFoundError, StoreError
from m2miner.store import NewIntent, Store
from m2miner.testing.synthetic_tree import build_synthetic_tree
from m2miner.view.review import dqa, dqa_of, next_in_queue, rejected, review_queue, wilson


@pytest.fixture
def store(tmp_path) -> Store:
    with Store.open(tmp_path / "m2miner.db") as opened:
        yield opened


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(81, 100)
    assert (round(low, 4), round(high, 4)) == (0.7222, 0.8749)
    assert wilson(0, 0) is None
    low, high = wilson(10, 10)
    assert high == pytest.approx(1.0) and round(low, 4) == 0.7225


def test_dqa_counts_correct_over_judged() -> None:
    result = dqa_of(["correct", "correct", "wrong", "skip"])
    assert (result.correct, result.wrong, result.skipped, result.judged) == (2, 1, 1, 3)
    assert result.accuracy == pytest.approx(2 / 3)
    assert result.to_dict()["ci95"][0] < 2 / 3 < result.to_dict()["ci95"][1]
    assert dqa_of([]).accuracy is None and dqa_of([]).to_dict()["ci95"] is None


def test_verdicts_latest_counts_and_unknown_targets(store: Store) -> None:
    tree = build_synthetic_tree(store, nodes=60, images=2)
    end = tree.success_path[-1]
    intent = store.trees.get(tree.tree_id).intent_id
    store.verdicts.add(end, intent, "wrong", reviewer="ann")
    store.verdicts.add(end, intent, "correct", reviewer="bob")
    assert store.verdicts.latest() == {(end, intent): "correct"}
    assert [v.reviewer for v in store.verdicts.history(end, intent)] == ["ann", "bob"]
    with pytest.raises(StoreError, match="unknown verdict"):
        store.verdicts.add(end, intent, "maybe")  # type: ignore[arg-type]
    with pytest.raises(NotFoundError):
        store.verdicts.add(999_999, intent, "wrong")


def test_queue_samples_per_app_and_walks_unreviewed(store: Store) -> None:
    first = build_synthetic_tree(store, nodes=40, images=2, seed=1)
    build_synthetic_tree(store, nodes=40, images=2, seed=2)
    other = store.intents.add(
        NewIntent(
            "Open screen 5",
            app="other",
            source="recycled",
            source_node_id=first.success_path[1],
            verified=True,
        )
    )
    queue = review_queue(store, per_app=2, seed=7)
    assert [r.app for r in queue] == ["other", "synthetic", "synthetic"]
    assert queue == review_queue(store, per_app=2, seed=7)  # seeded: the same queue again
    everything = review_queue(store, per_app=100)
    assert {r.id for r in everything} >= {f"r{other.id}", f"r{first.recycled_intent_id}"}
    assert len(everything) == 5  # 2 successes + 3 recycled intents
    head = next_in_queue(everything, "")
    assert head is not None and head.id == everything[0].id
    store.verdicts.add(head.node_id, head.intent_id, "skip")
    refreshed = review_queue(store, per_app=100)
    assert next_in_queue(refreshed, "").id == everything[1].id


def test_dqa_and_rejected_read_the_latest_verdicts(store: Store) -> None:
    a = build_synthetic_tree(store, nodes=40, images=2, seed=1)
    b = build_synthetic_tree(store, nodes=40, images=2, seed=2)
    ia, ib = (store.trees.get(t.tree_id).intent_id for t in (a, b))
    store.verdicts.add(a.success_path[-1], ia, "wrong")
    store.verdicts.add(a.success_path[-1], ia, "correct")
    store.verdicts.add(b.success_path[-1], ib, "wrong")
    store.verdicts.add(b.success_path[2], b.recycled_intent_id, "skip")
    total, per_app = dqa(store)
    assert (total.correct, total.wrong, total.skipped) == (1, 1, 1)
    assert per_app["synthetic"].accuracy == 0.5
    assert rejected(store) == {(b.success_path[-1], ib)}
