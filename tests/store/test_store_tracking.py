"""Model calls, loop rounds and training runs round-trip through the store."""

from __future__ import annotations

import pytest

from m2miner.errors import NotFoundError, StoreError
from m2miner.store import NewModelCall, Store
from m2miner.store.tracking import MAX_LOGGED_CHARS, truncate


def test_model_call_round_trip(store: Store, small_tree):
    call = NewModelCall(
        role="judge",
        model="qwen2.5-vl-7b",
        prompt_tokens=812,
        completion_tokens=1,
        latency_s=0.42,
        cost_usd=0.0003,
        ok=True,
        run_id=small_tree.run_id,
        tree_id=small_tree.tree.id,
        node_id=small_tree.tap.id,
        request="is this screen valid?",
        response="valid",
    )
    stored = store.model_calls.record(call)
    assert (stored.role, stored.model, stored.prompt_tokens, stored.completion_tokens) == (
        "judge",
        "qwen2.5-vl-7b",
        812,
        1,
    )
    assert (stored.latency_s, stored.cost_usd, stored.ok, stored.error) == (
        0.42,
        0.0003,
        True,
        None,
    )
    assert (stored.run_id, stored.tree_id, stored.node_id) == (
        small_tree.run_id,
        small_tree.tree.id,
        small_tree.tap.id,
    )
    assert (stored.request, stored.response) == ("is this screen valid?", "valid")
    assert store.model_calls.find(tree_id=small_tree.tree.id) == [stored]


def test_failed_call_and_filters(store: Store, small_tree):
    run = small_tree.run_id
    a = store.model_calls.record(NewModelCall("infer", "m", run_id=run))
    b = store.model_calls.record(NewModelCall("judge", "m", ok=False, error="timeout", run_id=run))
    c = store.model_calls.record(NewModelCall("intents", "m"))
    assert (b.ok, b.error) == (False, "timeout")
    assert store.model_calls.find(run_id=run) == [a, b]
    assert store.model_calls.find(role="judge") == [b]
    assert store.model_calls.find() == [a, b, c]
    with pytest.raises(StoreError, match="model role"):
        store.model_calls.record(NewModelCall("critic", "m"))  # type: ignore[arg-type]
    with pytest.raises(NotFoundError, match="tree"):
        store.model_calls.record(NewModelCall("infer", "m", tree_id=999))


def test_long_request_and_response_are_truncated(store: Store):
    long = "x" * (MAX_LOGGED_CHARS + 500)
    stored = store.model_calls.record(NewModelCall("infer", "m", request=long, response="ok"))
    assert stored.request is not None
    assert stored.request.startswith("x" * MAX_LOGGED_CHARS)
    assert stored.request.endswith("[... 500 more characters not stored]")
    assert stored.response == "ok"
    assert truncate("abc", 3) == "abc" and truncate(None) is None


def test_round_lifecycle_merges_mappings(store: Store):
    run = store.runs.create("loop")
    first = store.rounds.create("loop-a", 1, info={"apps": ["maps"]})
    assert (first.step, first.status, first.checkpoints, first.endpoints) == (
        "generate",
        "running",
        {},
        {},
    )
    moved = store.rounds.update(first.id, step="mine", run_id=run.id)
    assert (moved.step, moved.run_id) == ("mine", run.id)
    assert moved.updated_at >= first.updated_at
    trained = store.rounds.update(
        first.id,
        step="train_infer",
        export_dir="exports/round-1",
        checkpoints={"infer": "ckpt/infer-1"},
        info={"images": 120},
    )
    trained = store.rounds.update(
        first.id, step="train_judge", checkpoints={"judge": "ckpt/judge-1"}
    )
    assert trained.checkpoints == {"infer": "ckpt/infer-1", "judge": "ckpt/judge-1"}
    assert trained.info == {"apps": ["maps"], "images": 120}
    assert trained.export_dir == "exports/round-1"
    done = store.rounds.update(
        first.id, step="done", status="finished", endpoints={"infer": "http://127.0.0.1:8000/v1"}
    )
    assert store.rounds.get(first.id) == done
    second = store.rounds.create("loop-a", 2)
    store.rounds.create("loop-b", 1)
    assert [r.id for r in store.rounds.find("loop-a")] == [first.id, second.id]
    assert store.rounds.latest("loop-a") == second
    assert store.rounds.latest("nope") is None
    with pytest.raises(StoreError, match="round step"):
        store.rounds.update(first.id, step="deploy")  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="round status"):
        store.rounds.update(first.id, status="paused")  # type: ignore[arg-type]
    with pytest.raises(NotFoundError):
        store.rounds.get(999)


def test_training_run_lifecycle(store: Store):
    round_ = store.rounds.create("loop-a", 1)
    job = store.training.create(
        "infer",
        "Qwen/Qwen2.5-VL-3B-Instruct",
        "exports/r1/sft",
        "ckpt/infer-1",
        config={"lr": 1e-5, "epochs": 2},
        round_id=round_.id,
    )
    assert (job.status, job.metrics, job.round_id, job.finished_at) == (
        "running",
        {},
        round_.id,
        None,
    )
    assert job.config == {"lr": 1e-5, "epochs": 2}
    done = store.training.finish(job.id, metrics={"train_loss": 0.31})
    assert (done.status, done.metrics) == ("finished", {"train_loss": 0.31})
    assert done.finished_at is not None
    judge = store.training.create("judge", "base", "d", "o")
    assert store.training.get(job.id) == done
    assert store.training.find(role="judge") == [judge]
    assert store.training.find(round_id=round_.id) == [done]
    with pytest.raises(StoreError, match="training role"):
        store.training.create("orchestra", "b", "d", "o")  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="running"):
        store.training.finish(judge.id, "running")
    with pytest.raises(NotFoundError):
        store.training.create("judge", "b", "d", "o", round_id=999)
