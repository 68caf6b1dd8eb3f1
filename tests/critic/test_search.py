"""The critic in the search: the no-change reward without a judge call, transpositions."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Agents, Candidate, Judgement, Proposals, StepContext
from m2miner.config import Config
from m2miner.critic import fingerprint, prepare
from m2miner.devices.base import Observation
from m2miner.devices.hierarchy import parse_hierarchy
from m2miner.devices.sim import get_task
from m2miner.mcts import MCTS, TRANSPOSITION, Budget, Evaluation, Node
from m2miner.mining.persist import TreeWriter
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.store.records import TreeCounters
from tests.mcts.mcts_toy import ScriptedApp, toy_config
from tests.mining.conftest import make_config

SIZE = (270, 600)


def steps(nodes: list[Any], description: str) -> list[Any]:
    """The intermediate nodes of ``description`` that were executed."""
    done = ("valid", "invalid")
    return [n for n in nodes if n.description == description and n.status in done]


def tap(x: int, y: int, what: str) -> Candidate:
    return Candidate(Action("click", x=x, y=y), what)


class RowsInfer:
    """On every screen: each switch row, the Display row, and a tap on the screen's title,
    which does nothing."""

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        elements = parse_hierarchy(ctx.observation.hierarchy)
        out = []
        for e in elements:
            if e.cls.endswith("Switch"):
                out.append(
                    tap(e.bounds.center[0] - 100, e.bounds.center[1], f"Toggle {e.resource_id}")
                )
            if e.resource_id.endswith("id/display"):
                out.append(tap(*e.bounds.center, "Open Display"))
        out.append(tap(150, 8, "Tap the status bar"))
        return Proposals(out[:k])


class InOrder:
    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        return candidates


class CountingJudge:
    def __init__(self) -> None:
        self.steps: list[str] = []

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        self.steps.append(description)
        return Judgement(0.8, "judge", "valid")

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        return Judgement(0.0, "terminal", "failure")


def run(tmp_path: Path, **overrides: Any) -> tuple[Config, list[Any], CountingJudge]:
    judge = CountingJudge()
    config = make_config(
        tmp_path,
        **{
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "search.max_depth": 4,
            "search.do_not_repeat": "off",
            "budget.iterations": 40,
            **overrides,
        },
    )
    parts = Components(agents=lambda config, recorder: Agents(RowsInfer(), InOrder(), judge))
    task = get_task("settings.dark_marimba")
    report = mine(config, MineRequest(app="settings", task_ids=(task.id,)), components=parts)
    (outcome,) = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    return config, nodes, judge


@pytest.mark.parametrize("render", [True, False])
def test_a_step_that_changes_nothing_gets_the_low_reward_without_a_judge_call(
    tmp_path: Path, render: bool
) -> None:
    _, nodes, judge = run(tmp_path, **{"device.sim.render": render})
    idle = steps(nodes, "Tap the status bar")
    assert idle and "Tap the status bar" not in judge.steps
    for node in idle:
        critic = node.info["critic"]
        assert critic["no_change"] is True and critic["decided"] == "no_change"
        assert node.reward == pytest.approx(0.05) and node.reward_source == "critic"
        assert node.status == "invalid"
        assert critic["source"] == ("image+hierarchy" if render else "identity+hierarchy")
    changed = steps(nodes, "Open Display")
    assert changed and changed[0].info["critic"]["no_change"] is False
    record = changed[0].info["critic"]
    assert changed[0].reward_source == "judge" and "layout" in record
    # The hierarchies differ: that decides, and the new screen's pixels are not compared.
    assert record["source"] == "hierarchy" and record["magnitude"] is None


def test_turned_off_every_step_is_judged(tmp_path: Path) -> None:
    _, nodes, judge = run(tmp_path, **{"critic.no_change": False})
    idle = steps(nodes, "Tap the status bar")
    assert idle and judge.steps.count("Tap the status bar") == len(idle)
    assert all(n.reward_source == "judge" and n.info["critic"]["no_change"] for n in idle)


def expanded_states(config: Config, nodes: list[Any]) -> Counter[str]:
    """The fingerprints of the expanded nodes' stored screens, computed here."""
    parents = {n.parent_id for n in nodes if n.parent_id is not None}
    with open_store(config) as store:
        return Counter(
            fingerprint(
                prepare(
                    store.screenshots.get(n.screenshot_hash),
                    store.screenshots.get_text(n.hierarchy_hash),
                )
            )
            for n in nodes
            if n.id in parents and "critic" in n.info
        )


def test_transpositions_are_linked_and_never_expanded_again(tmp_path: Path) -> None:
    config, nodes, judge = run(tmp_path / "dedup", **{"critic.dedup": True})
    by_id = {n.id: n for n in nodes}
    linked = [n for n in nodes if n.info.get("critic", {}).get("transposition_of")]
    assert linked
    for node in linked:
        first = by_id[node.info["critic"]["transposition_of"]]
        assert node.id not in {n.parent_id for n in nodes}  # never expanded
        assert node.reward_source == "critic" and node.info["critic"]["decided"] == "transposition"
        if first.parent_id is not None and "fingerprint" in first.info.get("critic", {}):
            assert first.info["critic"]["fingerprint"] == node.info["critic"]["fingerprint"]
    # Toggling A then B and B then A reach one state: it is expanded once.
    assert max(expanded_states(config, nodes).values()) == 1
    plain_config, plain, plain_judge = run(tmp_path / "plain")
    assert max(expanded_states(plain_config, plain).values()) > 1
    assert len(judge.steps) < len(plain_judge.steps)

    # A resumed tree knows its transpositions: they stay closed.
    with open_store(config) as store:
        tree_id = nodes[0].tree_id
        writer = TreeWriter(store, tree_id, lambda: TreeCounters())
        root = writer.rebuild(store.trees.load(tree_id).nodes)
    rebuilt = {n.id: n for n in root.walk()}
    assert all(rebuilt[n.id].status == TRANSPOSITION and rebuilt[n.id].exhausted for n in linked)


def test_the_pure_search_backpropagates_a_transposition_once_and_never_expands_it() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b"], "a": ["a1"], "b": ["b1"]},
        outcomes={
            "a": Evaluation(0.9),
            "b": Evaluation(0.9, status=TRANSPOSITION),
            "a1": Evaluation(0.0, terminal=True),
        },
    )
    search = MCTS(toy_config(), 0, app.expand, app.evaluate)
    result = search.run(Node.root("root"), Budget())
    assert "b" in app.evaluated and "b" not in app.expanded
    assert result.stop_reason == "exhausted" and result.iterations == 3


def test_a_tap_on_a_control_that_shows_nothing_is_still_judged() -> None:
    from m2miner.config import CriticConfig
    from m2miner.critic.search import SearchCritic
    from tests.critic import screens as s

    page = Observation(s.png(clock="9:00"), s.W, s.H, s.hierarchy())
    same = Observation(s.png(clock="9:01"), s.W, s.H, s.hierarchy())
    critic = SearchCritic(CriticConfig(), "reader", lambda node: page)
    root = Node.root(id=1)
    for action, skipped in (
        (Action("click", x=500, y=460), False),
        (Action("click", x=500, y=1500), True),
    ):
        child = Node(payload=action, parent=root, depth=1, id=2 if skipped else 3)
        record, decision = critic.step(child, same, terminal=False, action=action)
        assert record["no_change"] is True
        assert (decision is not None) == skipped
        assert record.get("on_control", False) == (not skipped)


class Decodes:
    """Counts the screenshots the critic decodes (the real decoder does the work)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from m2miner.critic import screens

        self.pngs: list[bytes] = []
        real = screens._decode

        def counting(png: bytes, width: int | None) -> Any:
            self.pngs.append(png)
            return real(png, width)

        monkeypatch.setattr(screens, "_decode", counting)
        monkeypatch.setattr(screens, "_DECODED", type(screens._DECODED)())


def test_a_step_the_hierarchy_decides_decodes_no_screenshot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from m2miner.config import CriticConfig
    from m2miner.critic.search import SearchCritic
    from tests.critic import screens as s

    decodes = Decodes(monkeypatch)
    page = Observation(s.png(), s.W, s.H, s.hierarchy())
    night = Observation(s.png(checked=True), s.W, s.H, s.hierarchy(checked=True))
    later = Observation(s.png(clock="9:01"), s.W, s.H, s.hierarchy())
    stored = {1: page, 2: night, 3: later}
    critic = SearchCritic(CriticConfig(dedup=True), "reader", lambda node: stored[node.id])
    root = Node.root(id=1)
    child = Node(payload=Action("click", x=500, y=460), parent=root, depth=1, id=2)
    record, decision = critic.step(child, night, terminal=False, action=child.payload)
    assert decision is None and record["no_change"] is False
    assert record["source"] == "hierarchy" and record["elements_changed"] == 2
    assert "fingerprint" not in record and len(record["layout"]) == 32
    assert decodes.pngs == []  # nor the root's: its layout differs too

    # Nothing changed in the hierarchy: the pixels decide, so both screens are decoded.
    same = Node(payload=Action("click", x=500, y=1500), parent=root, depth=1, id=3)
    record, decision = critic.step(same, later, terminal=False, action=same.payload)
    assert record["no_change"] is True and record["source"] == "image+hierarchy"
    assert len(decodes.pngs) == 2

    # The very same bytes (a sim, a screen without a clock): no pixel changed, none decoded.
    again = Node(payload=Action("click", x=500, y=1600), parent=root, depth=1, id=4)
    stored[4] = Observation(s.png(), s.W, s.H, s.hierarchy())
    fresh = SearchCritic(CriticConfig(), "reader", lambda node: stored[node.id])
    record, decision = fresh.step(again, stored[4], terminal=False, action=again.payload)
    assert record["no_change"] is True and record["magnitude"] == 0.0
    assert decision is not None and len(decodes.pngs) == 2


def test_a_layout_met_before_is_told_apart_by_its_pixels(monkeypatch: pytest.MonkeyPatch) -> None:
    """A drawn change the hierarchy does not show (a ticker drawn, a map) keeps two
    states apart; the same pixels make a transposition."""
    from m2miner.config import CriticConfig
    from m2miner.critic.search import SearchCritic
    from tests.critic import screens as s

    decodes = Decodes(monkeypatch)
    home = Observation(s.png(), s.W, s.H, s.hierarchy())
    night = s.hierarchy(checked=True)
    stored: dict[int, Observation] = {1: home}
    critic = SearchCritic(CriticConfig(dedup=True), "reader", lambda node: stored[node.id])
    root = Node.root(id=1)

    def judged(node_id: int, obs: Observation, parent: Node = root) -> tuple[Node, Any, Any]:
        node = Node(payload=Action("click", x=500, y=460), parent=parent, depth=1, id=node_id)
        stored[node_id] = obs
        record, decision = critic.step(node, obs, terminal=False, action=node.payload)
        node.info["critic"] = record
        node.status, node.reward = "valid", 0.8
        node.n = 1
        critic.seen(node)
        return node, record, decision

    first, record, decision = judged(2, Observation(s.png(checked=True), s.W, s.H, night))
    assert decision is None and "fingerprint" not in record and decodes.pngs == []
    # Same layout, other pixels (the background's shade): compared, and not the same state.
    _, record, decision = judged(3, Observation(s.png(checked=True, shade=120), s.W, s.H, night))
    assert decision is None and "fingerprint" in record and len(decodes.pngs) == 2
    # Same layout, same pixels: a transposition of the first.
    _, record, decision = judged(4, Observation(s.png(checked=True), s.W, s.H, night))
    assert decision is not None and decision.status == TRANSPOSITION
    assert record["transposition_of"] == first.id and len(decodes.pngs) == 2
