"""The same store on PostgreSQL: migrations, schema equality and the main write paths."""

from __future__ import annotations

import threading

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

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
from m2miner.store.models import Base


def test_postgres_schema_equals_the_models(postgres_url, tmp_path):
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as store:
        assert store.db.dialect == "postgresql"
        assert store.db.current_revision() == store.db.head_revision()
        with store.db.engine.connect() as connection:
            diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
        assert diff == []
        fks = inspect(store.db.engine).get_foreign_keys("intents")
        assert {fk["name"] for fk in fks} >= {"fk_intents_source_node_id_nodes"}
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as again:
        assert again.db.current_revision() == again.db.head_revision()


def test_postgres_tree_round_trip_and_result_transaction(postgres_url, tmp_path, make_tree):
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as store:
        small = make_tree(store)
        shot = store.screenshots.put(b"after tap")
        judged = store.nodes.record_result(
            small.tap.id,
            Judgement("valid", 0.75, "judge", ScreenRef(shot, package="com.maps")),
            [NodeValue(small.root.id, 0.75, 1), NodeValue(small.tap.id, 0.75, 1)],
            counters=TreeCounters(iterations=1, device_steps=1),
        )
        assert (judged.q, judged.n, judged.reward, judged.screenshot_hash) == (0.75, 1, 0.75, shot)
        loaded = store.trees.load(small.tree.id)
        assert [node.id for node in loaded.nodes] == [small.root.id, small.tap.id, small.back.id]
        assert loaded.tree.counters.device_steps == 1
        assert loaded.tree.started_at.tzinfo is not None
        totals = store.stats.totals()
        assert (totals.trees, totals.nodes, totals.images) == (1, 3, 2)
        summary = store.runs.summaries()[0]
        assert (summary.trees, summary.nodes, summary.intents) == (1, 3, 1)


def test_postgres_concurrent_writers(postgres_url, tmp_path, make_tree):
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as store:
        small = make_tree(store)

        def write(worker: int) -> None:
            for i in range(10):
                action = Action("click", x=worker, y=i)
                store.nodes.add(small.tree.id, NewNode(small.tap.id, action, f"w{worker}-{i}"))

        threads = [threading.Thread(target=write, args=(w,)) for w in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        added = store.nodes.children(small.tap.id)
        assert sorted(node.description for node in added) == sorted(
            f"w{w}-{i}" for w in range(4) for i in range(10)
        )
        assert len({node.id for node in added}) == 40


def test_postgres_hot_path_writes_calls_and_rolls_back_whole(postgres_url, tmp_path, make_tree):
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as store:
        small = make_tree(store)
        tree_id, tap = small.tree.id, small.tap

        def call(run_id: int) -> NewModelCall:
            return NewModelCall("judge", "qwen", run_id=run_id, tree_id=tree_id, node_id=tap.id)

        with pytest.raises(StoreError):
            store.nodes.record_result(
                tap.id,
                Judgement("valid", 0.5, "judge"),
                [NodeValue(tap.id, 0.5, 1)],
                calls=[call(small.run_id + 999)],
            )
        assert store.nodes.get(tap.id).status == "candidate"
        with pytest.raises(NotFoundError):
            store.nodes.record_result(
                tap.id, Judgement("valid", 0.5, "judge"), [NodeValue(424242, 0.5, 1)]
            )
        judged = store.nodes.record_result(
            tap.id,
            Judgement("valid", 0.5, "judge", info={"a": 1}),
            [NodeValue(small.root.id, 0.5, 1), NodeValue(tap.id, 0.5, 1)],
            calls=[call(small.run_id)],
        )
        assert (judged.status, judged.n, judged.info) == ("valid", 1, {"a": 1})
        added = store.nodes.add_many(
            tree_id,
            [NewNode(tap.id, Action("wait")), NewNode(tap.id, Action("click", x=1, y=1))],
            calls=[call(small.run_id)],
        )
        assert [node.depth for node in added] == [2, 2]
        assert [n.id for n in store.nodes.children(tap.id)] == [n.id for n in added]
        assert len(store.model_calls.find(tree_id=tree_id)) == 2
