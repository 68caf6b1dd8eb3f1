"""Runs and intents round-trip through the store as frozen records."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from m2miner.errors import NotFoundError, StoreError
from m2miner.store import NewIntent, RunRecord, Store


def test_run_round_trip(store: Store):
    config = {"search": {"k": 4, "c_uct": 1.4}, "apps": ["maps"]}
    run = store.runs.create(
        "mine --app maps", config=config, seed=123, versions={"m2miner": "0.1.0"}
    )
    assert isinstance(run, RunRecord)
    assert (run.status, run.command, run.seed) == ("running", "mine --app maps", 123)
    assert run.config == config and run.versions == {"m2miner": "0.1.0"}
    assert run.created_at.tzinfo is UTC and run.finished_at is None
    assert store.runs.get(run.id) == run
    with pytest.raises(dataclasses.FrozenInstanceError):
        run.status = "failed"  # type: ignore[misc]


def test_finish_run_records_status_time_and_error(store: Store):
    run = store.runs.create("mine")
    before = datetime.now(UTC)
    failed = store.runs.finish(run.id, "failed", error="device went away")
    assert (failed.status, failed.error) == ("failed", "device went away")
    assert failed.finished_at is not None and failed.finished_at >= before
    assert store.runs.get(run.id) == failed


def test_finish_run_rejects_bad_status_and_unknown_ids(store: Store):
    run = store.runs.create("mine")
    with pytest.raises(StoreError, match="run status"):
        store.runs.finish(run.id, "done")  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="running"):
        store.runs.finish(run.id, "running")
    with pytest.raises(NotFoundError, match="run with id 999"):
        store.runs.finish(999)
    with pytest.raises(NotFoundError):
        store.runs.get(999)


def test_run_summaries_are_newest_first_with_counts(store: Store, make_tree):
    empty = store.runs.create("generate-intents")
    small = make_tree(store)
    store.trees.finish(small.tree.id, "succeeded", stop_reason="found 1 success")
    summaries = store.runs.summaries()
    assert [s.run.id for s in summaries] == [small.run_id, empty.id]
    busy, idle = summaries
    assert (busy.intents, busy.trees, busy.succeeded_trees, busy.nodes) == (1, 1, 1, 3)
    assert (idle.intents, idle.trees, idle.nodes, idle.model_calls, idle.cost_usd) == (
        0,
        0,
        0,
        0,
        0.0,
    )
    assert [s.run.id for s in store.runs.summaries(limit=1)] == [small.run_id]


def test_intent_round_trip_keeps_every_field(store: Store):
    run = store.runs.create("mine")
    parent = store.intents.add(
        NewIntent("find a route to the airport", "maps", stage=1), run_id=run.id
    )
    draft = NewIntent(
        text="call a taxi",
        app="maps",
        domain="web",
        stage=3,
        source="recycled",
        task_id="maps/taxi-01",
        parent_intent_id=parent.id,
        verified=True,
        verification_score=0.93,
    )
    stored = store.intents.add(draft, run_id=run.id)
    fields = {f.name for f in dataclasses.fields(NewIntent)}
    assert {name: getattr(stored, name) for name in fields} == dataclasses.asdict(draft)
    assert stored.run_id == run.id and stored.created_at.tzinfo is UTC
    assert store.intents.get(stored.id) == stored


def test_recycled_intent_points_at_its_source_node(store: Store, small_tree):
    recycled = store.intents.add(
        NewIntent("open directions", "maps", source="recycled", source_node_id=small_tree.tap.id)
    )
    assert store.intents.get(recycled.id).source_node_id == small_tree.tap.id


def test_intents_with_unknown_references_or_values_are_refused(store: Store):
    with pytest.raises(NotFoundError):
        store.intents.add(NewIntent("x", "maps", parent_intent_id=42))
    with pytest.raises(NotFoundError):
        store.intents.add(NewIntent("x", "maps", source_node_id=42))
    with pytest.raises(NotFoundError):
        store.intents.add(NewIntent("x", "maps"), run_id=42)
    with pytest.raises(StoreError, match="intent source"):
        store.intents.add(NewIntent("x", "maps", source="dreamed"))  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="domain"):
        store.intents.add(NewIntent("x", "maps", domain="desktop"))  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="non-empty"):
        store.intents.add(NewIntent("  ", "maps"))
    assert store.intents.find() == []


def test_add_many_is_all_or_nothing(store: Store):
    with pytest.raises(NotFoundError):
        store.intents.add_many([NewIntent("a", "maps"), NewIntent("b", "maps", parent_intent_id=7)])
    assert store.intents.find() == []
    added = store.intents.add_many([NewIntent("a", "maps"), NewIntent("b", "clock")])
    assert [i.text for i in added] == ["a", "b"] and added[0].id < added[1].id


def test_find_intents_by_app_stage_source_run_and_unmined(store: Store):
    run = store.runs.create("mine")
    a = store.intents.add(NewIntent("route", "maps", stage=1, source="task"), run_id=run.id)
    b = store.intents.add(NewIntent("taxi", "maps", stage=3, source="recycled"))
    c = store.intents.add(NewIntent("alarm", "clock", stage=1, source="generated"))
    store.trees.create(run.id, a.id)
    assert [i.id for i in store.intents.find(app="maps")] == [a.id, b.id]
    assert [i.id for i in store.intents.find(stage=1)] == [a.id, c.id]
    assert [i.id for i in store.intents.find(source="recycled")] == [b.id]
    assert [i.id for i in store.intents.find(run_id=run.id)] == [a.id]
    assert [i.id for i in store.intents.find(unmined=True)] == [b.id, c.id]
    assert [i.id for i in store.intents.find(app="maps", unmined=True)] == [b.id]
    assert [i.id for i in store.intents.find(limit=2)] == [a.id, b.id]


def test_lookup_finds_the_oldest_exact_match(store: Store):
    first = store.intents.add(NewIntent("set an alarm for 7", "clock"))
    store.intents.add(NewIntent("set an alarm for 7", "clock"))
    assert store.intents.lookup("clock", "set an alarm for 7") == first
    assert store.intents.lookup("maps", "set an alarm for 7") is None
    assert store.intents.lookup("clock", "set an alarm for 8") is None


def test_set_verification(store: Store):
    intent = store.intents.add(NewIntent("call a taxi", "maps", source="recycled"))
    assert intent.verified is None
    verified = store.intents.set_verification(intent.id, False, 0.2)
    assert (verified.verified, verified.verification_score) == (False, 0.2)
    assert store.intents.get(intent.id) == verified
