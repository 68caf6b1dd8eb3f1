"""Faults from models and devices are recorded on nodes; the run goes on or resumes."""

from __future__ import annotations

from pathlib import Path

from m2miner.errors import ModelTimeoutError
from m2miner.llm.base import Message
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine, open_store
from m2miner.testing.scripted import ScriptedModel
from tests.mining.conftest import make_config

CLICK_SEARCH = (
    'Action: "Click the search bar"\n<tool_call>\n{"name": "mobile_use", '
    '"arguments": {"action": "click", "coordinate": [540, 180]}}\n</tool_call>'
)


def _model_config(tmp_path: Path, **overrides: object):  # type: ignore[no-untyped-def]
    return make_config(
        tmp_path,
        models=[
            {"name": "infer", "backend": "scripted", "coords": "norm1000"},
            {"name": "judge", "backend": "scripted", "coords": "norm1000"},
        ],
        **{
            "agents.infer.models": [{"model": "infer", "k": 2}],
            "agents.judge.model": "judge",
            "agents.judge.max_retries": 0,
            "budget.iterations": 4,
            **overrides,
        },
    )


def test_judge_timeouts_become_env_error_nodes_and_the_run_finishes(tmp_path: Path) -> None:
    def timeout(messages: list[Message], n: int) -> list[str]:
        raise ModelTimeoutError("judge server timed out after 120 s")

    infer = ScriptedModel("infer", replies=lambda m, n: [CLICK_SEARCH] * n)
    judge = ScriptedModel("judge", replies=timeout)
    config = _model_config(tmp_path)
    report = mine(
        config,
        MineRequest(app="maps", intents=("Search for Central Park",)),
        models={"infer": infer, "judge": judge},
    )
    assert not report.interrupted and report.error is None
    (outcome,) = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
        calls = store.model_calls.find(run_id=report.run_id)
    errors = [n for n in nodes if n.status == "env_error"]
    assert errors, [n.status for n in nodes]
    assert all("judge" in n.info["error"] and "timed out" in n.info["error"] for n in errors)
    assert errors[0].screenshot_hash is not None  # the action ran; only judging failed
    failed = [c for c in calls if c.role == "judge"]
    assert failed and all(not c.ok and "timed out" in (c.error or "") for c in failed)
    assert infer.calls and infer.calls[0].n == 2


def test_unparseable_proposals_are_stored_as_malformed_candidates(tmp_path: Path) -> None:
    infer = ScriptedModel("infer", replies=lambda m, n: ["I would tap somewhere nice."] * n)
    judge = ScriptedModel("judge", replies=lambda m, n: ["valid"] * n)
    config = _model_config(tmp_path, **{"agents.infer.max_retries": 1})
    report = mine(
        config,
        MineRequest(app="maps", intents=("Open your Saved places",)),
        models={"infer": infer, "judge": judge},
    )
    (outcome,) = report.outcomes
    assert outcome.status == "exhausted"  # nothing to expand: every proposal was malformed
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    malformed = [n for n in nodes if n.status == "malformed"]
    assert malformed and all(n.info["raw"] == "I would tap somewhere nice." for n in malformed)
    assert len(infer.calls) >= 2  # asked again after the unparseable answers


def test_device_disconnect_stops_the_run_resumably(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"device.sim.disconnect_rate": 0.2, "seed": 3})
    report = mine(config, MineRequest(app="maps", task_ids=("maps.share_grand_hotel",)))
    assert report.interrupted and report.error and "device lost" in report.error
    with open_store(config) as store:
        run = store.runs.get(report.run_id)
        committed = {n.id: n.status for n in store.trees.load(1).nodes}
    assert run.status == "interrupted"

    calm = make_config(tmp_path)
    resumed = mine(calm, None, resume=report.run_id)
    assert not resumed.interrupted
    with open_store(calm) as store:
        after = {n.id: n.status for n in store.trees.load(1).nodes}
        assert store.runs.get(report.run_id).status == "finished"
    for node_id, status in committed.items():
        assert after[node_id] == status or status == "candidate"
