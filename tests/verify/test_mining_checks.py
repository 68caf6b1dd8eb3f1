"""Verification in mining, on the sim device with the heuristic agents.

A judge that calls every terminal screen a success stands in for a judge that errs;
what verifies or refutes its calls is the subject: an intent's verifier (a Python check
from an intents file), one that errors, a replay on a device whose state was perturbed
after the first start, and judge votes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from m2miner.actions import Action
from m2miner.agents.base import Agents, Judgement, StepContext
from m2miner.agents.heuristic import HeuristicJudgeAgent, heuristic_agents
from m2miner.agents.judge import ModelJudgeAgent
from m2miner.config import Config, ModelConfig, RoleConfig
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import SimDevice
from m2miner.llm.base import Message
from m2miner.mining.plan import MineRequest
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.run import Components, MineReport, mine
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from tests.mining.conftest import make_config

INTENT = "Turn on Dark theme"
REF = "tests.verify.plugin_checks"


class CredulousJudge(HeuristicJudgeAgent):
    """Calls every terminal screen a success; judges steps like the heuristic judge."""

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        return Judgement(1.0, "heuristic", "success")


def credulous(config: Config, recorder: StoreRecorder) -> Agents:
    infer, orchestra, judge = heuristic_agents()
    return Agents(infer, orchestra, CredulousJudge(judge.vocabulary), heuristic=True)


class PerturbedSim(SimDevice):
    """A sim phone on which Dark theme is already on at every start but the first, as
    if something outside the app had changed it: a path replayed from a fresh start
    does not show the screens it showed when it was mined."""

    starts = 0

    def start_app(self, app: AppTarget) -> None:
        super().start_app(app)
        self.starts += 1
        if self.starts > 1:
            state = self._state.app_state("settings")
            assert state is not None
            dark = state.with_vars({**state.variables, "dark_theme": True})
            self._state = self._state.with_app("settings", dark)


def _mine(
    tmp_path: Path, request: MineRequest, components: Components, **overrides: Any
) -> MineReport:
    config = make_config(tmp_path, **{"budget.iterations": 40, **overrides})
    return mine(config, request, components=components)


def _judged(tmp_path: Path, report: MineReport) -> list[NodeRecord]:
    with open_store(make_config(tmp_path)) as store:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
    return [n for n in nodes if n.info.get("judged") == "success"]


def _intents(tmp_path: Path, verifier: dict[str, Any]) -> Path:
    path = tmp_path / "intents.jsonl"
    path.write_text(json.dumps({"intent": INTENT, "verifier": verifier}) + "\n")
    return path


def test_a_python_verifier_from_an_intents_file_verifies_and_refutes(tmp_path: Path) -> None:
    verifier = {
        "type": "python",
        "ref": f"{REF}:setting_is",
        "params": {"name": "dark_theme", "value": True},
    }
    request = MineRequest(app="settings", intents_file=_intents(tmp_path, verifier))
    report = _mine(tmp_path, request, Components(agents=credulous))
    [outcome] = report.outcomes
    judged = _judged(tmp_path, report)
    assert outcome.verified == 1 and outcome.refuted >= 1 and outcome.judged_only == 0
    assert outcome.refuted + outcome.verified == len(judged)
    for node in judged:
        [check] = node.info["checks"]
        assert check["method"] == "verifier" and check["error"] is None
        assert check["detail"] == f"python: dark_theme is {check['passed']}"
        assert node.info["verified"] is check["passed"]
        assert (node.status == "success") is check["passed"]
        assert "ground_truth_success" not in node.info  # not a sim task: no ground truth
        if not check["passed"]:
            assert node.info["refuted"] and node.info["verdict"] == "failure"


def test_an_erroring_verifier_is_recorded_as_an_error_never_a_pass(tmp_path: Path) -> None:
    request = MineRequest(
        app="settings", intents_file=_intents(tmp_path, {"type": "python", "ref": f"{REF}:broken"})
    )
    report = _mine(tmp_path, request, Components(agents=credulous), **{"search.successes": 2})
    [outcome] = report.outcomes
    assert outcome.verified == 0 and outcome.refuted == 0 and outcome.judged_only == 2
    for node in _judged(tmp_path, report):
        assert node.info["checks"] == [
            {
                "method": "verifier",
                "passed": None,
                "detail": f"python: {{'ref': '{REF}:broken'}}",
                "error": "RuntimeError: the check's backend is down",
                "device_steps": 0,
                "model_calls": 0,
            }
        ]
        assert node.info["verified"] is None and node.status == "success"


def test_an_erroring_verifier_falls_back_to_the_terminal_checks(tmp_path: Path) -> None:
    request = MineRequest(
        app="settings", intents_file=_intents(tmp_path, {"type": "python", "ref": f"{REF}:broken"})
    )
    report = _mine(tmp_path, request, Components(agents=credulous), **{"verify.replay": True})
    [outcome] = report.outcomes
    # A replay that reproduces cannot verify: without a verifier's verdict it stays judged.
    assert (outcome.verified, outcome.judged_only) == (0, 1)
    [node] = [n for n in _judged(tmp_path, report) if n.status == "success"]
    assert node.info["verified"] is None
    verifier, replayed = node.info["checks"]
    assert verifier["passed"] is None and verifier["error"]
    assert replayed["method"] == "replay" and replayed["passed"] is True
    assert replayed["device_steps"] == node.depth - 1  # the terminate changes nothing


def test_a_judged_success_that_does_not_reproduce_is_refuted_by_the_replay(tmp_path: Path) -> None:
    devices: list[PerturbedSim] = []

    def device(index: int) -> PerturbedSim:
        devices.append(PerturbedSim("settings", render=False))
        return devices[-1]

    request = MineRequest(app="settings", intents=(INTENT,))
    report = _mine(
        tmp_path, request, Components(agents=credulous, device=device), **{"verify.replay": True}
    )
    [outcome] = report.outcomes
    judged = _judged(tmp_path, report)
    refuted = [n for n in judged if n.info.get("refuted")]
    assert refuted and outcome.refuted == len(refuted)
    for node in refuted:
        [check] = node.info["checks"]
        assert check["method"] == "replay" and check["passed"] is False
        assert "state differs" in check["detail"], check["detail"]
        assert node.status == "failure" and node.info["verified"] is False
    # Paths that never show the perturbed switch reproduce: they stay judged only.
    for node in judged:
        if not node.info.get("refuted"):
            [check] = node.info["checks"]
            assert check["passed"] is True and node.info["verified"] is None
            assert "Display" not in " ".join(str(d) for d in _path_descriptions(tmp_path, node))
    assert devices[0].starts == 1 + len(judged)  # one fresh start per replay


def _path_descriptions(tmp_path: Path, node: NodeRecord) -> list[str | None]:
    from m2miner.store.treeview import path_to

    with open_store(make_config(tmp_path)) as store:
        nodes = store.trees.load(node.tree_id).nodes
    return [n.description for n in path_to(nodes, node.id)]


def test_an_unperturbed_replay_passes_and_counts_its_device_steps(tmp_path: Path) -> None:
    request = MineRequest(app="settings", intents=(INTENT,))
    report = _mine(tmp_path, request, Components(agents=credulous), **{"verify.replay": True})
    [outcome] = report.outcomes
    [node] = _judged(tmp_path, report)
    [check] = node.info["checks"]
    steps = node.depth - 1  # the last action is terminate: nothing to do on the device
    assert check["passed"] is True and check["device_steps"] == steps
    plural = "" if steps == 1 else "s"
    assert check["detail"] == f"{steps} action{plural} reproduced every stored screen"
    assert (outcome.verified, outcome.judged_only) == (0, 1)
    assert outcome.usage.restore_steps >= steps


class ScriptedEndJudge(ModelJudgeAgent):
    """A model judge for endings (steps are judged by the heuristic judge)."""

    def __init__(self, model: ScriptedModel, recorder: Any) -> None:
        super().__init__(
            model, ModelConfig(name=model.name, backend="scripted"), RoleConfig(), recorder
        )
        self.steps = heuristic_agents()[2]

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        return self.steps.judge_step(ctx, action, description, after)


def _voting(sampled: str, calls: list[float]) -> Any:
    """Agents whose judge model says success at temperature 0 and ``sampled`` above it."""

    def build(config: Config, recorder: StoreRecorder) -> Agents:
        model: ScriptedModel

        def reply(messages: list[Message], n: int) -> list[str]:
            temperature = model.calls[-1].temperature
            calls.append(temperature)
            return [sampled if temperature > 0 else "success"] * n

        model = ScriptedModel("judge", replies=reply)
        infer, orchestra, _ = heuristic_agents()
        return Agents(infer, orchestra, ScriptedEndJudge(model, recorder))

    return build


def test_judge_votes_refute_a_success_the_samples_do_not_share(tmp_path: Path) -> None:
    temperatures: list[float] = []
    request = MineRequest(app="settings", intents=(INTENT,))
    report = _mine(
        tmp_path,
        request,
        Components(agents=_voting("failure", temperatures)),
        **{"verify.judge_votes": 3, "budget.iterations": 8},
    )
    judged = _judged(tmp_path, report)
    assert judged and all(n.info.get("refuted") for n in judged)
    for node in judged:
        [check] = node.info["checks"]
        assert check["method"] == "votes" and check["passed"] is False
        assert check["model_calls"] == 2 and check["device_steps"] == 0
        assert check["detail"].startswith("1 of 3 votes say success (2 of 3 needed)")
    assert sorted(set(temperatures)) == [0.0, 0.7]


def test_judge_votes_stop_at_a_majority(tmp_path: Path) -> None:
    temperatures: list[float] = []
    request = MineRequest(app="settings", intents=(INTENT,))
    report = _mine(
        tmp_path,
        request,
        Components(agents=_voting("success", temperatures)),
        **{"verify.judge_votes": 3},
    )
    [node] = _judged(tmp_path, report)
    [check] = node.info["checks"]
    assert check["passed"] is True and check["model_calls"] == 1
    # Judges that agree are still judges: the success is judged only, never verified.
    assert node.info["verified"] is None and report.outcomes[0].verified == 0
    assert report.outcomes[0].judged_only == 1


def test_judge_models_vote_beside_a_heuristic_judge(tmp_path: Path) -> None:
    # The heuristic judge has no temperature: it is not sampled; the named model votes.
    script = tmp_path / "second-judge.yaml"
    script.write_text("replies: [failure]\ncycle: true\n")
    request = MineRequest(app="settings", intents=(INTENT,))
    report = _mine(
        tmp_path,
        request,
        Components(agents=credulous),
        models=[{"name": "second", "backend": "scripted", "model": str(script)}],
        **{"verify.judge_models": ["second"], "budget.iterations": 6},
    )
    judged = _judged(tmp_path, report)
    assert judged and all(n.info.get("refuted") for n in judged)
    for node in judged:
        [check] = node.info["checks"]
        assert check["method"] == "votes" and check["passed"] is False
        assert check["detail"] == (
            "1 of 2 votes say success (2 of 2 needed): success (search judge), failure (second)"
        )
        assert check["model_calls"] == 1
