"""Only verified successes count; several successes per tree; "do not repeat" modes.

Mined on the sim device with the heuristic agents. A judge that calls every terminal
screen a success stands in for a judge that errs: the sim task's success predicate
refutes what it gets wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Agents, Judgement, Proposals, StepContext
from m2miner.agents.heuristic import HeuristicJudgeAgent, heuristic_agents
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.errors import ConfigError
from m2miner.export.trajectories import Selection, collect
from m2miner.mining.plan import MineRequest
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.run import Components, MineReport, mine
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from tests.mining.conftest import make_config

TASK = "maps.open_recents"


class CredulousJudge(HeuristicJudgeAgent):
    """Calls every terminal screen a success; judges steps like the heuristic judge."""

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        return Judgement(1.0, "heuristic", "success")


@dataclass
class RecordingInfer:
    """The heuristic InferAgent, recording each call's ``k`` and ``exclude``."""

    inner: Any
    calls: list[tuple[int, list[str]]] = field(default_factory=list)

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        self.calls.append((k, list(exclude)))
        return self.inner.propose(ctx, k, exclude)


def _agents(credulous: bool = False, infer: list[RecordingInfer] | None = None) -> Any:
    def build(config: Config, recorder: StoreRecorder) -> Agents:
        proposer, orchestra, judge = heuristic_agents()
        if credulous:
            judge = CredulousJudge(judge.vocabulary)
        wrapped = RecordingInfer(proposer)
        if infer is not None:
            infer.append(wrapped)
        return Agents(wrapped, orchestra, judge, heuristic=True)  # type: ignore[arg-type]

    return build


def _mine(tmp_path: Path, agents: Any, task: str = TASK, **overrides: Any) -> MineReport:
    config = make_config(tmp_path, **overrides)
    request = MineRequest(app="maps", task_ids=(task,))
    return mine(config, request, components=Components(agents=agents))


def _nodes(tmp_path: Path, report: MineReport) -> list[NodeRecord]:
    config = make_config(tmp_path)
    with open_store(config) as store:
        return list(store.trees.load(report.outcomes[0].tree_id).nodes)


def _terminals(nodes: list[NodeRecord]) -> list[NodeRecord]:
    return [n for n in nodes if n.status in ("success", "failure")]


def test_a_refuted_success_is_a_failure_and_the_search_goes_on(tmp_path: Path) -> None:
    report = _mine(tmp_path, _agents(credulous=True), **{"search.successes": 2})
    (outcome,) = report.outcomes
    nodes = _nodes(tmp_path, report)
    refuted = [n for n in nodes if n.info.get("refuted")]
    verified = [n for n in nodes if n.info.get("verified") is True]
    # The judge called every terminal screen a success; the task's check refuted some.
    assert refuted and all(n.info["judged"] == "success" for n in _terminals(nodes))
    for node in refuted:
        assert node.status == "failure" and node.reward == 0.0 and node.q == 0.0
        assert node.info["verified"] is False and node.info["verdict"] == "failure"
        assert node.info["ground_truth_success"] is False
    for node in verified:
        assert node.status == "success" and node.reward == 1.0
        assert node.info["ground_truth_success"] is True and "refuted" not in node.info
    # Refuted successes neither count nor stop the search: it went on to two real ones,
    # each terminal judged once.
    assert outcome.stop_reason == "successes" and outcome.status == "succeeded"
    assert (outcome.successes, outcome.verified, outcome.judged_only) == (2, 2, 0)
    assert outcome.refuted == len(refuted)
    assert len(verified) == 2 and all(n.n == 1 for n in _terminals(nodes))
    assert outcome.ground_truth_success is True

    # Only verified trajectories are exported.
    with open_store(make_config(tmp_path)) as store:
        collected = collect(store, Selection())
    ends = {t.nodes[-1].id for t in collected.trajectories}
    assert ends == {n.id for n in verified}


def test_without_a_verifier_a_judged_success_counts_as_judged_only(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    request = MineRequest(app="maps", intents=("Open your Recents",))
    report = mine(config, request, components=Components(agents=_agents(credulous=True)))
    (outcome,) = report.outcomes
    (success,) = [n for n in _nodes(tmp_path, report) if n.status == "success"]
    assert success.info["judged"] == "success" and success.info["verified"] is None
    assert (outcome.successes, outcome.verified, outcome.judged_only, outcome.refuted) == (
        1,
        0,
        1,
        0,
    )


def test_several_successes_per_tree_through_the_miner(tmp_path: Path) -> None:
    report = _mine(tmp_path, _agents(), **{"search.successes": 3, "budget.iterations": 80})
    (outcome,) = report.outcomes
    nodes = _nodes(tmp_path, report)
    successes = [n for n in nodes if n.status == "success"]
    assert outcome.stop_reason == "successes"
    assert len(successes) == outcome.successes == outcome.verified == 3
    assert len({n.parent_id for n in successes}) == 3  # three different paths
    assert all(n.n == 1 for n in _terminals(nodes))


def _expansions(calls: list[tuple[int, list[str]]]) -> list[list[tuple[int, list[str]]]]:
    """Calls grouped by expansion: each starts with an empty ``exclude``."""
    groups: list[list[tuple[int, list[str]]]] = []
    for call in calls:
        if not call[1]:
            groups.append([])
        groups[-1].append(call)
    return groups


def test_sequential_do_not_repeat_shows_each_call_what_came_before(tmp_path: Path) -> None:
    infer: list[RecordingInfer] = []
    overrides = {"search.do_not_repeat": "sequential", "budget.iterations": 8}
    report = _mine(tmp_path, _agents(infer=infer), **overrides)
    calls = infer[0].calls
    assert report.outcomes[0].iterations > 0 and calls
    assert all(k == 1 for k, _ in calls)
    k = 5
    for group in _expansions(calls):
        assert len(group) == k  # K calls of one
        for before, after in pairwise(group):
            # Each call is shown everything proposed so far, in order.
            assert after[1][: len(before[1])] == before[1]
            assert len(after[1]) == len(before[1]) + 1
    assert any(len(e) == k - 1 for _, e in calls)


def test_gapfill_asks_for_k_at_once_and_off_never_excludes(tmp_path: Path) -> None:
    infer: list[RecordingInfer] = []
    _mine(tmp_path / "gap", _agents(infer=infer), **{"budget.iterations": 8})
    first = [call for call in infer[0].calls if not call[1]]
    assert first and all(k == 5 for k, _ in first)
    assert all(k < 5 for k, exclude in infer[0].calls if exclude)

    infer.clear()
    _mine(tmp_path / "off", _agents(infer=infer), **{"search.do_not_repeat": "off"})
    assert infer[0].calls and all(k == 5 and not e for k, e in infer[0].calls)


def test_do_not_repeat_booleans_name_the_mode_that_replaced_them(tmp_path: Path) -> None:
    # 0.x read true and false as gapfill and off; now they fail with the mode to write.
    assert make_config(tmp_path).search.do_not_repeat == "gapfill"
    for old, mode in ((True, "gapfill"), (False, "off")):
        with pytest.raises(ConfigError) as info:
            make_config(tmp_path, **{"search.do_not_repeat": old})
        assert f"{str(old).lower()} is now {mode!r}" in str(info.value)
