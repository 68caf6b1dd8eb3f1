"""The paper's vanilla baseline (``--search vanilla``): random actions of the screen,
random rollouts to a terminal state, the terminal judge's verdict; no InferAgent."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from m2miner.actions import Action
from m2miner.agents.base import Agents, Candidate, Judgement, Proposals, StepContext
from m2miner.agents.heuristic import heuristic_agents
from m2miner.agents.sampling import sample_actions, screen_actions
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.devices.screens import placeholder_key
from m2miner.devices.sim import SimDevice, get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.mining.session import search_config
from m2miner.mining.vanilla_random import screen_actions as vanilla_actions
from m2miner.store.opening import open_store
from tests.mining.conftest import make_config

TASK = get_task("maps.walk_harbor_cafe")
SIZE = (360, 800)
DEPTH = 6


class NoInfer:
    """An InferAgent and OrchestraAgent that fail the test when asked anything."""

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        raise AssertionError("the paper's vanilla asked the InferAgent")

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        raise AssertionError("the paper's vanilla asked the OrchestraAgent")


class TerminalJudge:
    """The heuristic judge's terminal verdicts, counted; a step judgement fails the test."""

    def __init__(self) -> None:
        self.judge = heuristic_agents()[2]
        self.verdicts: Counter[str] = Counter()

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        raise AssertionError("the paper's vanilla asked for a process reward")

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        judgement = self.judge.judge_terminal(ctx, action, description, after)
        self.verdicts[judgement.verdict] += 1
        return judgement


def _config(tmp_path: Path, **overrides: object) -> Config:
    return make_config(
        tmp_path,
        **{
            "search.algorithm": "vanilla",
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "search.max_depth": DEPTH,
            "budget.iterations": 15,
            "search.successes": 50,
            **overrides,
        },
    )


def _mine(config: Config, judge: TerminalJudge):  # type: ignore[no-untyped-def]
    agents = Agents(NoInfer(), NoInfer(), judge)  # type: ignore[arg-type]
    parts = Components(agents=lambda config, recorder: agents)
    request = MineRequest(app="maps", task_ids=(TASK.id,))
    return mine(config, request, components=parts)


def test_paper_vanilla_samples_screen_actions_rolls_out_and_asks_only_the_terminal_judge(
    tmp_path: Path,
) -> None:
    config = _config(tmp_path)
    judge = TerminalJudge()
    report = _mine(config, judge)
    (outcome,) = report.outcomes
    with open_store(config) as store:
        loaded = store.trees.load(outcome.tree_id)
        calls = store.model_calls.find(tree_id=outcome.tree_id)
        hierarchies = {
            n.id: store.screenshots.get_text(n.hierarchy_hash)
            for n in loaded.nodes
            if n.hierarchy_hash
        }
    assert loaded.tree.search == "vanilla"
    assert outcome.iterations == 15 and outcome.usage.model_calls == len(calls)
    by_id = {n.id: n for n in loaded.nodes}
    children = [n for n in loaded.nodes if n.parent_id is not None]
    assert children
    # Every child is an action its parent's screen offers, K at most per parent, no repeats.
    for parent_id, count in Counter(n.parent_id for n in children).items():
        parent = by_id[parent_id or 0]
        screen = Observation(b"", *SIZE, hierarchy=hierarchies[parent.id])
        offered = {a.action for a in vanilla_actions(screen, loaded.intent.text, "mobile")[1]}
        mine_children = [n.action for n in children if n.parent_id == parent_id]
        assert count <= 5 and len(set(mine_children)) == count
        assert all(action in offered for action in mine_children)
        assert all(n.description and n.prior == children[0].prior for n in children)
    judged = [n for n in children if n.status in ("valid", "invalid", "success", "failure")]
    assert judged
    asked = 0
    for node in judged:
        left = "left_app" in node.info or node.info.get("rollout", {}).get("stopped") == "left_app"
        # The judge's verdict (heuristic here), never a step reward; none for leaving the app.
        assert node.reward_source == ("none" if left else "heuristic")
        asked += not left
        assert node.action is not None
        if node.action.is_terminal or node.depth == DEPTH or "left_app" in node.info:
            assert "rollout" not in node.info  # a terminal node is judged itself
            continue
        rollout = node.info["rollout"]
        # Rolled out to a terminal state: terminate drawn, or the depth limit reached.
        assert rollout["stopped"] in ("terminate", "depth", "left_app"), rollout
        assert rollout["steps"] == len(rollout["actions"]) <= DEPTH - node.depth
        if rollout["stopped"] == "depth":
            assert node.depth + rollout["steps"] == DEPTH
        if rollout["stopped"] == "terminate":
            assert rollout["actions"][-1] == "Terminate: success"
        assert node.reward == (1.0 if rollout["verdict"] == "success" else 0.0)
        assert left or isinstance(rollout["ground_truth"], bool)
    assert sum(judge.verdicts.values()) == asked
    rolled = sum(n.info["rollout"]["steps"] for n in judged if "rollout" in n.info)
    assert outcome.usage.device_steps == len(judged) + rolled


def test_paper_vanilla_is_seeded(tmp_path: Path) -> None:
    def tree(seed: int, where: str) -> list[tuple]:
        config = _config(tmp_path / where, seed=seed, **{"budget.iterations": 6})
        report = _mine(config, TerminalJudge())
        with open_store(config) as store:
            nodes = store.trees.load(report.outcomes[0].tree_id).nodes
        return [(n.description, n.status, n.info.get("rollout", {}).get("actions")) for n in nodes]

    first = tree(3, "a")
    assert first == tree(3, "b")
    assert first != tree(4, "c")


def test_search_kinds_pick_their_miner_and_random_order(tmp_path: Path) -> None:
    for kind in ("vanilla", "vanilla-infer"):
        assert search_config(_config(tmp_path, **{"search.algorithm": kind})).ordering == "random"
    assert search_config(make_config(tmp_path)).ordering == "ranked"


# -- the screen's actions --------------------------------------------------------------


def _screen(xml_nodes: str, width: int = 1080, height: int = 2400) -> Observation:
    return Observation(b"", width, height, hierarchy=f"<hierarchy>{xml_nodes}</hierarchy>")


def test_screen_actions_come_from_actionable_elements_and_the_action_space() -> None:
    screen = _screen(
        '<node text="Save" clickable="true" bounds="[0,0][100,100]" />'
        '<node text="Off" clickable="true" enabled="false" bounds="[0,100][100,200]" />'
        '<node text="Row" long-clickable="true" bounds="[0,200][200,300]" />'
        '<node class="android.widget.ListView" scrollable="true" bounds="[0,300][1080,2000]" />'
        '<node class="android.widget.EditText" focused="true" clickable="true"'
        ' bounds="[0,2000][1080,2100]" />'
        '<node text="Plain label" bounds="[0,2100][1080,2200]" />'
    )
    offered = [a.action for a in screen_actions(screen, 'Search for "Harbor Cafe"', "mobile")]
    assert offered == [
        Action("click", x=50, y=50),
        Action("long_press", x=100, y=250),
        Action("swipe", x=540, y=1150 + 510, x2=540, y2=1150 - 510),
        Action("swipe", x=540, y=1150 - 510, x2=540, y2=1150 + 510),
        Action("click", x=540, y=2050),
        Action("type", text="Harbor Cafe"),
        Action("system_button", button="Back"),
        Action("system_button", button="Home"),
        Action("system_button", button="Enter"),
        Action("wait", time=2.0),
        Action("terminate", status="success"),
    ]


def test_an_unfocused_field_is_clicked_not_typed_into_and_the_web_has_no_home() -> None:
    screen = _screen(
        '<node class="android.widget.EditText" clickable="true" bounds="[0,0][500,100]" />'
    )
    offered = [a.action for a in screen_actions(screen, 'Find "tea"', "web")]
    assert Action("type", text="tea") not in offered
    assert Action("click", x=250, y=50) in offered
    assert Action("system_button", button="Home") not in offered
    # A web page without a hierarchy still scrolls, as a whole.
    bare = Observation(b"", 1280, 800)
    kinds = [a.action.type for a in screen_actions(bare, "x", "web")]
    assert kinds.count("swipe") == 2 and "terminate" in kinds


def test_sampling_draws_k_distinct_actions_named_by_their_element() -> None:
    screen = SimDevice("maps", width=SIZE[0], height=SIZE[1], render=False).observe()
    offered = screen_actions(screen, TASK.intent, "mobile")
    drawn = sample_actions(screen, TASK.intent, "mobile", 5, random.Random(7))
    assert len(drawn) == 5 == len({c.action for c in drawn})
    assert all(c.action in {a.action for a in offered} for c in drawn)
    assert all(c.model == "random" and c.description for c in drawn)
    assert any(c.description.startswith('Click "') for c in drawn if c.action.type == "click")
    everything = sample_actions(screen, TASK.intent, "mobile", 1000, random.Random(7))
    assert len(everything) == len(offered)
    assert drawn == sample_actions(screen, TASK.intent, "mobile", 5, random.Random(7))


def test_state_only_paper_vanilla_mines_and_stores_placeholder_screens(tmp_path: Path) -> None:
    config = _config(tmp_path, **{"device.sim.render": False, "budget.iterations": 8})
    report = _mine(config, TerminalJudge())
    (outcome,) = report.outcomes
    with open_store(config) as store:
        loaded = store.trees.load(outcome.tree_id)
        observed = [n for n in loaded.nodes if n.screenshot_hash]
        assert len(observed) > 5
        for node in observed:
            assert node.screenshot_hash and node.hierarchy_hash
            png = store.screenshots.get(node.screenshot_hash)
            assert placeholder_key(png) is not None
            assert "<hierarchy" in store.screenshots.get_text(node.hierarchy_hash)
    assert outcome.iterations == 8
