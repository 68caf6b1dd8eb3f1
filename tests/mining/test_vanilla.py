"""Vanilla + InferAgent (``--search vanilla-infer``): InferAgent only, random order,
rollouts, same records and budgets."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from m2miner.config import BudgetConfig, Config
from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, StopFlag, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import CalibratedWorld, Calibration
from tests.mining.conftest import make_config

TASK = get_task("maps.walk_harbor_cafe")
SIZE = (360, 800)


def _config(tmp_path: Path, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        **{
            "search.algorithm": "vanilla-infer",
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "search.rollout_depth": 8,
            "budget.iterations": 12,
            **overrides,
        },
    )


def _world() -> CalibratedWorld:
    return CalibratedWorld([TASK], Calibration(p=0.9, a=1.0), size=SIZE)


def _mine(config: Config, world: CalibratedWorld, **kwargs: object):  # type: ignore[no-untyped-def]
    parts = Components(agents=world.agents, device=world.device)
    request = MineRequest(app="maps", task_ids=(TASK.id,))
    return mine(config, request, components=parts, **kwargs)  # type: ignore[arg-type]


def test_vanilla_records_rollouts_as_device_steps_and_asks_only_infer_and_judge(
    tmp_path: Path,
) -> None:
    config = _config(tmp_path)
    report = _mine(config, _world())
    (outcome,) = report.outcomes
    with open_store(config) as store:
        loaded = store.trees.load(outcome.tree_id)
        calls = store.model_calls.find(tree_id=outcome.tree_id)
    assert loaded.tree.search == "vanilla-infer"
    judged = [n for n in loaded.nodes if n.parent_id is not None and n.status != "candidate"]
    rollouts = [n.info["rollout"] for n in judged if "rollout" in n.info]
    assert rollouts, "every judged non-terminal node carries its rollout"
    for node in judged:
        if node.status in ("success", "failure"):
            continue
        rollout = node.info["rollout"]
        assert rollout["steps"] == len(rollout["actions"]) <= 8 - node.depth
        assert rollout["stopped"] in ("terminate", "depth", "left_app", "no_action")
        assert rollout["verdict"] in ("success", "failure")
        assert node.reward == (1.0 if rollout["verdict"] == "success" else 0.0)
        assert node.reward_source == "terminal"
        assert isinstance(rollout["ground_truth"], bool)
    # Every judged node is one executed action; the rest of the searched steps are rollouts.
    rolled = sum(r["steps"] for r in rollouts)
    assert outcome.usage.device_steps == len(judged) + rolled
    assert loaded.tree.counters.device_steps == outcome.usage.device_steps
    assert {c.role for c in calls} == {"infer", "judge"}  # no OrchestraAgent ranking
    assert len(calls) == loaded.tree.counters.model_calls
    # Random order: siblings all start from the same value.
    priors = {n.prior for n in loaded.nodes if n.parent_id is not None and n.action}
    assert len(priors) == 1


def test_vanilla_expansion_order_and_rollouts_are_seeded(tmp_path: Path) -> None:
    def tree(seed: int, where: str) -> list[tuple]:
        config = _config(tmp_path / where, seed=seed)
        report = _mine(config, _world())
        with open_store(config) as store:
            nodes = store.trees.load(report.outcomes[0].tree_id).nodes
        return [(n.description, n.status, n.info.get("rollout", {}).get("actions")) for n in nodes]

    first, again, other = tree(3, "a"), tree(3, "b"), tree(4, "c")
    assert first == again
    assert first != other


def test_vanilla_stops_at_the_device_step_budget_counting_rollouts(tmp_path: Path) -> None:
    config = _config(tmp_path, **{"search.successes": 50})
    limits = BudgetConfig(iterations=None, device_steps=40)
    config = config.model_copy(update={"budget": limits})
    report = _mine(config, CalibratedWorld([TASK], Calibration(p=0.0), size=SIZE))
    (outcome,) = report.outcomes
    spent = outcome.usage.device_steps + outcome.usage.restore_steps
    assert outcome.stop_reason == "budget:device_steps"
    # Checked between iterations: the last one (action + rollout + replay) may overshoot.
    assert 40 <= spent < 40 + 8 + 8


def test_an_interrupted_vanilla_tree_resumes_with_its_counters(tmp_path: Path) -> None:
    config = _config(tmp_path, **{"budget.iterations": 10, "search.successes": 50})
    world = _world()
    stop = StopFlag()
    seen = []

    def observe(event: MineEvent) -> None:
        if event.kind == "node":
            seen.append(event)
            if len(seen) == 4:
                stop.set()

    def judged(tree_id: int) -> dict[int, tuple]:
        with open_store(config) as store:
            nodes = store.trees.load(tree_id).nodes
        return {
            n.id: (n.status, n.reward, n.info)
            for n in nodes
            if n.parent_id is not None and n.status != "candidate"
        }

    first = _mine(config, world, observer=observe, stop=stop)
    assert first.interrupted
    (part,) = first.outcomes
    assert part.status == "interrupted" and part.iterations == 4
    before = judged(part.tree_id)
    resumed = _mine(config, world, resume=first.run_id)
    (whole,) = resumed.outcomes
    assert not resumed.interrupted and whole.tree_id == part.tree_id and whole.resumed
    assert whole.iterations == 10
    assert whole.usage.device_steps > part.usage.device_steps
    after = judged(whole.tree_id)
    assert all(after[k] == v for k, v in before.items())
    assert len(after) > len(before)
    with open_store(config) as store:
        assert store.trees.get(whole.tree_id).counters.device_steps == whole.usage.device_steps


def _judged(db: Path) -> dict[int, tuple]:
    if not db.exists():
        return {}
    with sqlite3.connect(db, timeout=30) as conn:
        try:
            rows = conn.execute(
                "SELECT id, parent_id, status, reward, info FROM nodes WHERE status != 'candidate'"
            ).fetchall()
        except sqlite3.OperationalError:
            return {}
    return {row[0]: row[1:] for row in rows}


@pytest.mark.slow
def test_sigkill_mid_vanilla_tree_then_resume_keeps_every_committed_node(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "M2MINER_DEVICE__SIM__LATENCY": "0.02", "COLUMNS": "160"}
    env.pop("M2MINER_CONFIG", None)
    base = [sys.executable, "-m", "m2miner", "mine", "--data-dir", str(data)]
    args = ["--app", "maps", "--task", "maps.save_library", "--search", "vanilla-infer"]
    proc = subprocess.Popen([*base, *args], env=env, stdout=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while len(_judged(data / "m2miner.db")) < 5:
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "mining made no progress"
        time.sleep(0.1)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = _judged(data / "m2miner.db")

    env["M2MINER_DEVICE__SIM__LATENCY"] = "0"
    resumed = subprocess.run(
        [*base, "--resume"], env=env, capture_output=True, text=True, timeout=300
    )
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    after = _judged(data / "m2miner.db")
    assert all(after.get(k) == v for k, v in before.items())
    assert len(after) > len(before)
    with sqlite3.connect(data / "m2miner.db") as conn:
        (search, status) = conn.execute("SELECT search, status FROM trees").fetchone()
    assert search == "vanilla-infer" and status in ("succeeded", "failed", "exhausted")
