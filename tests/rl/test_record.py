"""Rollout groups in the store: written by the service, listed, and resumed."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.config import load_config
from m2miner.errors import StoreError
from m2miner.rl.policies import scripted_policy
from m2miner.rl.pool import Task
from m2miner.rl.record import RolloutPlan, run_rollouts
from m2miner.store import Store
from m2miner.store.opening import open_store
from m2miner.store.rollouts import NewRollout, NewRolloutGroup, RolloutStep


def _group(key: str, rewards: tuple[float, ...], version: int = 0) -> NewRolloutGroup:
    step = RolloutStep("Action: x", "Open it", "abc", 0.0, ({"kind": "blocked"},), None)
    rollouts = tuple(
        NewRollout(r, True, False, (step,), {"passed": r == 1.0}, "def") for r in rewards
    )
    return NewRolloutGroup(key, "t1", "maps", "mobile", "Open it", version, rollouts, {"p": 1})


def test_groups_round_trip_and_keys_are_unique_per_run(tmp_path: Path) -> None:
    with Store.open(tmp_path / "m2miner.db") as store:
        run = store.runs.create("rollouts")
        first = store.rollouts.add_group(run.id, _group("t1#0", (1.0, 0.0)))
        store.rollouts.add_group(run.id, _group("t1#1", (0.0, 0.0, 0.0), version=3))
        with pytest.raises(StoreError, match="already stored"):
            store.rollouts.add_group(run.id, _group("t1#0", (1.0,)))
        with pytest.raises(StoreError, match="domain"):
            store.rollouts.add_group(run.id, NewRolloutGroup("k", "t", "a", "tv", "i", 0, ()))
        again = store.rollouts.get(first.id)
        assert again == first
        assert again.rewards == (1.0, 0.0) and again.info == {"p": 1}
        rollout = again.rollouts[0]
        assert rollout.steps[0].faults == ({"kind": "blocked"},) and rollout.faults == 1
        assert (rollout.check, rollout.final_screenshot_hash) == ({"passed": True}, "def")
        assert store.rollouts.keys(run.id) == {"t1#0", "t1#1"}
        assert [g.key for g in store.rollouts.groups(min_version=1)] == ["t1#1"]
        (summary,) = store.rollouts.summaries()
        assert (summary.groups, summary.rollouts, summary.versions) == (2, 5, (0, 3))
        assert summary.mean_reward == pytest.approx(1 / 5)


class _Stop(Exception):
    pass


def test_a_run_stores_every_group_and_a_resume_runs_only_the_rest(
    pool_dir: Path, pool: list[Task], tmp_path: Path
) -> None:
    config = load_config(None, {"store.data_dir": str(tmp_path / "data")}, environ={})
    tasks = sorted(t.id for t in pool if not t.judged_only and t.split == "train")
    plan = RolloutPlan(str(pool_dir), tasks=tuple(tasks), group_size=2, repeats=2, max_steps=6)
    seen: list[str] = []

    def stop_after_two(group: object) -> None:
        seen.append(group.key)  # type: ignore[attr-defined]
        if len(seen) == 2:
            raise _Stop

    with open_store(config) as store:
        with pytest.raises(_Stop):
            run_rollouts(store, config, plan, policy=scripted_policy("reference"),
                         on_group=stop_after_two)  # fmt: skip
        (run,) = [r.run for r in store.runs.summaries()]
        assert run.status == "failed" and store.rollouts.keys(run.id) == set(seen)
        report = run_rollouts(store, config, policy=scripted_policy("reference"), resume=run.id)
        assert report.run_id == run.id and report.already == 2
        assert report.planned == 2 * len(tasks)
        assert len(report.stored) == report.planned - 2
        groups = store.rollouts.groups([run.id])
        assert store.runs.get(run.id).status == "finished"
    keys = [g.key for g in groups]
    assert sorted(keys) == sorted(f"{t}#{k}" for t in tasks for k in range(2))
    by_id = {t.id: t for t in pool}
    for group in groups:
        task = by_id[group.task_id]
        assert group.intent == task.intent and group.app == "maps"
        # The reference policy: the verifier passes every rollout.
        assert group.rewards == (1.0, 1.0)
        for rollout in group.rollouts:
            assert len(rollout.steps) == len(task.reference)
            assert rollout.check is not None and rollout.check["passed"] is True
            first = rollout.steps[0]
            assert task.intent in first.prompt and "<tool_call>" in first.answer
            assert store.screenshots.get(first.screenshot_hash)[:4] == b"\x89PNG"
    # A finished run has nothing left to resume.
    with open_store(config) as store, pytest.raises(StoreError, match="finished"):
        run_rollouts(store, config, policy=scripted_policy("reference"), resume=run.id)
