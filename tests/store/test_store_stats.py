"""Totals over trees, nodes, images, tokens and cost, overall and grouped."""

from __future__ import annotations

import pytest

from m2miner.errors import StoreError
from m2miner.store import GroupStats, Judgement, NewIntent, NewModelCall, ScreenRef, Store


def test_empty_store_has_zero_totals(store: Store):
    totals = store.stats.totals()
    assert (totals.trees, totals.nodes, totals.images, totals.cost_usd) == (0, 0, 0, 0.0)
    assert totals.cost_per_image is None
    assert store.stats.by("app") == []
    assert store.runs.summaries() == []


def _populate(store: Store, make_tree):
    maps = make_tree(store, app="maps", text="route")
    clock = make_tree(store, app="clock", text="alarm")
    same = ScreenRef(store.screenshots.put(b"shared screen"))
    store.nodes.judge(maps.tap.id, Judgement("success", 1.0, "terminal", same))
    store.nodes.judge(maps.back.id, Judgement("valid", 0.6, "judge", same))
    store.nodes.judge(clock.tap.id, Judgement("invalid", 0.1, "judge"))
    store.trees.finish(maps.tree.id, "succeeded")
    recycled = store.intents.add(NewIntent("taxi", "maps", stage=3, source="recycled"))
    store.trees.create(maps.run_id, recycled.id)
    for tree, cost in ((maps, 0.01), (maps, 0.02), (clock, 0.5)):
        store.model_calls.record(
            NewModelCall(
                "infer",
                "m",
                prompt_tokens=100,
                completion_tokens=10,
                cost_usd=cost,
                run_id=tree.run_id,
                tree_id=tree.tree.id,
            )
        )
    store.model_calls.record(
        NewModelCall("intents", "m", prompt_tokens=7, cost_usd=0.1, run_id=maps.run_id)
    )
    return maps, clock


def test_totals_count_trees_nodes_images_and_cost(store: Store, make_tree):
    maps, _clock = _populate(store, make_tree)
    totals = store.stats.totals()
    assert (totals.trees, totals.succeeded_trees) == (3, 1)
    assert (totals.nodes, totals.judged_nodes, totals.success_nodes) == (6, 3, 1)
    # Two distinct roots plus one screen shared by two nodes.
    assert totals.images == 3
    assert (totals.model_calls, totals.prompt_tokens, totals.completion_tokens) == (4, 307, 30)
    assert totals.cost_usd == pytest.approx(0.63)
    assert totals.cost_per_image == pytest.approx(0.21)

    of_maps_run = store.stats.totals(run_id=maps.run_id)
    assert (of_maps_run.trees, of_maps_run.nodes, of_maps_run.model_calls) == (2, 3, 3)
    assert of_maps_run.cost_usd == pytest.approx(0.13)
    of_clock = store.stats.totals(app="clock")
    assert (of_clock.trees, of_clock.nodes, of_clock.images, of_clock.model_calls) == (1, 3, 1, 1)
    assert of_clock.cost_usd == pytest.approx(0.5)


def test_grouped_totals_by_app_stage_and_source(store: Store, make_tree):
    maps, _clock = _populate(store, make_tree)
    assert store.stats.by("app") == [
        GroupStats("clock", trees=1, succeeded_trees=0, nodes=3, success_nodes=0, images=1),
        GroupStats("maps", trees=2, succeeded_trees=1, nodes=3, success_nodes=1, images=2),
    ]
    assert store.stats.by("stage") == [
        GroupStats(1, trees=2, succeeded_trees=1, nodes=6, success_nodes=1, images=3),
        GroupStats(3, trees=1, succeeded_trees=0, nodes=0, success_nodes=0, images=0),
    ]
    by_source = store.stats.by("source", run_id=maps.run_id)
    assert [(g.key, g.trees, g.nodes) for g in by_source] == [("recycled", 1, 0), ("task", 1, 3)]
    with pytest.raises(StoreError, match="cannot group"):
        store.stats.by("device")  # type: ignore[arg-type]
