"""Mining behind the policy: a refused action is a blocked node with the rule that
fired, the run summary names what stopped the tree and what the policy blocked, and a
sandbox run mines the task."""

from __future__ import annotations

from pathlib import Path

from m2miner.cli.mine import safety_lines
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store.opening import open_store
from tests.mining.conftest import make_config

TASK = "contacts.call_alice"


def test_a_call_is_blocked_recorded_and_named_in_the_summary(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 12})
    report = mine(config, MineRequest(app="contacts", task_ids=(TASK,)))
    [outcome] = report.outcomes
    assert not outcome.successes and outcome.blocked.get("commit-label", 0) >= 1
    with open_store(config) as store:
        blocked = [n for n in store.trees.load(outcome.tree_id).nodes if n.status == "blocked"]
    call = next(n for n in blocked if n.info["element"] == "Call")
    assert call.info["safety"]["rule"] == "commit-label"
    assert call.info["safety"]["kind"] == "call" and call.screenshot_hash is None
    [line] = safety_lines(report.outcomes)
    assert line.startswith(f"tree {outcome.tree_id}: no success: ")
    assert "The safety policy blocked" in line and "safety.sandbox = true" in line


def test_sandbox_mode_mines_it_and_records_the_sandboxed_step(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 12, "safety.sandbox": True})
    report = mine(config, MineRequest(app="contacts", task_ids=(TASK,)))
    [outcome] = report.outcomes
    assert outcome.ground_truth_success and not outcome.blocked
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    called = [n for n in nodes if n.info.get("safety", {}).get("sandboxed")]
    assert called and called[0].info["safety"]["rule"] == "commit-label"
    assert not safety_lines(report.outcomes)
