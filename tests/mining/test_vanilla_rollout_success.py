"""The paper's vanilla counts a rollout that reaches the verified goal as a success, at the
step it reached it; and its action space types every string the intent names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from m2miner.actions import Action
from m2miner.agents.base import Agents, Candidate, Judgement, Proposals, StepContext
from m2miner.devices.base import Observation
from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.mining.vanilla import Rollout, rollout_succeeded
from m2miner.mining.vanilla_random import intent_texts, screen_actions
from m2miner.store.opening import open_store
from tests.mining.conftest import make_config

TASK = get_task("clock.open_stopwatch")


class NoModel:
    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        raise AssertionError("the paper's vanilla asked the InferAgent")

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        raise AssertionError("the paper's vanilla asked the OrchestraAgent")


class CredulousJudge:
    """Calls every terminal screen a success: only the verifier tells them apart."""

    def judge_step(self, *args: Any) -> Judgement:
        raise AssertionError("the paper's vanilla asked for a process reward")

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        return Judgement(1.0, "judge", "success")


def test_a_rollout_that_terminates_on_the_verified_goal_is_a_success_at_its_step(
    tmp_path: Path,
) -> None:
    config = make_config(
        tmp_path,
        **{
            "search.algorithm": "vanilla",
            "device.width": 216,
            "device.height": 480,
            "device.sim.render": False,
            "search.max_depth": 5,
            "budget.iterations": 150,
            "search.successes": 1000,
            "seed": 4,
        },
    )
    events: list[dict[str, Any]] = []
    agents = Agents(NoModel(), NoModel(), CredulousJudge())  # type: ignore[arg-type]
    report = mine(
        config,
        MineRequest(app=TASK.app, task_ids=(TASK.id,)),
        observer=lambda event: events.append(event.data) if event.kind == "node" else None,
        components=Components(agents=lambda config, recorder: agents),
    )
    (outcome,) = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    rolled = [n for n in nodes if "rollout" in n.info and "verdict" in n.info["rollout"]]
    wins = [n for n in rolled if n.info["rollout"].get("success")]
    # The rule, node by node: terminate drawn, judged a success, the predicate holds.
    for node in rolled:
        rollout = node.info["rollout"]
        rule = (
            rollout["stopped"] == "terminate"
            and rollout["verdict"] == "success"
            and rollout.get("ground_truth") is True
        )
        assert bool(rollout.get("success")) == rule, rollout
    # The credulous judge called failures successes too; only verified ones count.
    assert wins and len(wins) < sum(n.info["rollout"]["stopped"] == "terminate" for n in rolled)
    # The observer hears of each one, with the device steps spent up to its last step.
    heard = [e for e in events if e["rollout_success"]]
    assert len(heard) == len(wins)
    # Its steps: every node judged before it, then its own action and its whole rollout.
    judged = sorted((n for n in nodes if n.judged_at is not None), key=lambda n: n.judged_at)
    first = next(i for i, n in enumerate(judged) if n.info.get("rollout", {}).get("success"))
    # (A ``terminate`` is not a device action.)
    spent = sum(
        (not n.action.is_terminal) + n.info.get("rollout", {}).get("steps", 0)
        for n in judged[: first + 1]
        if n.action is not None
    )
    assert heard[0]["usage"].device_steps == spent


def _rollout(stopped: str, action: Action, truth: bool | None) -> Rollout:
    screen = Observation(b"", 10, 10)
    rollout = Rollout(action, action.describe(), screen, screen, ())
    rollout.stopped, rollout.ground_truth = stopped, truth
    return rollout


def test_the_rollout_success_rule() -> None:
    done = Action("terminate", status="success")
    success = Judgement(1.0, "judge", "success")
    failure = Judgement(0.0, "judge", "failure")
    assert rollout_succeeded(_rollout("terminate", done, True), success)
    # Not verified, not checkable, not judged a success, or not ended by terminate: no.
    assert not rollout_succeeded(_rollout("terminate", done, False), success)
    assert not rollout_succeeded(_rollout("terminate", done, None), success)
    assert not rollout_succeeded(_rollout("terminate", done, True), failure)
    assert not rollout_succeeded(_rollout("depth", Action("wait", time=1.0), True), success)
    gave_up = Action("terminate", status="failure")
    assert not rollout_succeeded(_rollout("terminate", gave_up, True), success)


def test_vanilla_types_every_string_the_intent_names() -> None:
    intent = get_task("contacts.create_maya").intent
    texts = intent_texts(intent)
    assert {"+1 650-555-0123", "maya.patel@example.com", "Maya Patel"} <= set(texts)
    assert "latte2024" in intent_texts(get_task("settings.connect_coffeeshop").intent)
    field = Observation(
        b"",
        1080,
        2400,
        hierarchy='<hierarchy><node class="android.widget.EditText" focused="true"'
        ' clickable="true" bounds="[0,0][1080,100]" /></hierarchy>',
    )
    _, actions = screen_actions(field, intent, "mobile")
    typed = [a.action.text for a in actions if a.action.type == "type"]
    assert sorted(typed) == sorted(texts)
