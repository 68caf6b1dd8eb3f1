"""Recycling stored trees: mined sim trees, model-backed recycling, and the sim report."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from m2miner.actions import Action, describe
from m2miner.agents.steps import touched
from m2miner.config import Config, load_config
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice
from m2miner.devices.sim.solve import widget_point
from m2miner.errors import ConfigError, NotFoundError
from m2miner.llm.base import ChatModel, Message
from m2miner.mining.plan import MineRequest
from m2miner.mining.recycle_report import intent_similarity
from m2miner.mining.recycling import RecycleEvent, RecycleRequest, recycle
from m2miner.mining.run import mine
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store import Judgement, NewIntent, NewNode, Store
from m2miner.store.opening import open_store

TASKS = ("maps.open_saved", "maps.clear_history", "maps.satellite_view")


def make_config(data_dir: Path, **overrides: object) -> Config:
    return load_config(None, {"store.data_dir": data_dir, **overrides}, environ={})


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir with three sim trees mined by the heuristic agents (one fails)."""
    data = tmp_path_factory.mktemp("mined") / "data"
    config = make_config(data, **{"budget.iterations": 25})
    report = mine(config, MineRequest(app="maps", task_ids=TASKS))
    assert [o.status for o in report.outcomes] == ["succeeded", "succeeded", "failed"]
    return data


@pytest.fixture
def data(mined: Path, tmp_path: Path) -> Path:
    """A private copy of the mined data dir (recycling writes to it)."""
    return Path(shutil.copytree(mined, tmp_path / "data"))


def test_recycling_stores_verified_intents_linked_to_their_nodes(data: Path) -> None:
    events: list[RecycleEvent] = []
    report = recycle(make_config(data), RecycleRequest(), observer=events.append)
    assert report.heuristic
    recycled = [p for p in report.paths if p.outcome == "recycled"]
    assert len(recycled) >= 3
    assert events[0].kind == "planned" and events[0].total == len(report.paths)
    assert sum(e.kind == "path" for e in events) == len(report.paths)
    assert [t.tree_id for t in report.trees] == [1, 2, 3]
    assert sum(t.verified for t in report.trees) == len(recycled)

    with open_store(make_config(data)) as store:
        assert store.runs.get(report.run_id).command == "recycle"
        assert store.runs.get(report.run_id).status == "finished"
        intents = store.intents.find(source="recycled")
        assert [i.id for i in intents] == [p.intent_id for p in recycled]
        for intent, outcome in zip(intents, recycled, strict=True):
            node = store.nodes.get(intent.source_node_id or 0)
            tree = store.trees.get(node.tree_id)
            assert intent.text == outcome.intent
            assert intent.verified is True and (intent.verification_score or 0) >= 0.75
            assert intent.stage == 3 and intent.app == "maps" and intent.run_id == report.run_id
            assert intent.parent_intent_id == tree.intent_id
            assert node.id == outcome.node_id and node.status == "valid"
            assert node.info["recycle"]["intent_id"] == intent.id
            assert node.info["recycle"]["outcome"] == "recycled"
    # Every recycled path was replayed on the sim for the report.
    assert report.sim is not None and report.sim.replayed == len(recycled)
    assert all(r.error is None for r in report.sim.rows)


def test_a_second_run_skips_done_paths_and_redo_does_not_duplicate(data: Path) -> None:
    config = make_config(data)
    first = recycle(config, RecycleRequest(report=False))
    again = recycle(config, RecycleRequest(report=False))
    assert {p.outcome for p in again.paths} == {"earlier"}
    assert [p.intent_id for p in again.paths] == [p.intent_id for p in first.paths]
    assert sum(t.earlier for t in again.trees) == len(first.paths)
    redo = recycle(config, RecycleRequest(report=False, redo=True))
    assert [p.intent_id for p in redo.paths] == [p.intent_id for p in first.paths]
    with open_store(config) as store:
        ids = [i.id for i in store.intents.find(source="recycled")]
    assert ids == [p.intent_id for p in first.paths if p.intent_id is not None]


def test_recycling_one_tree_or_one_run_and_bad_requests(data: Path) -> None:
    config = make_config(data)
    only = recycle(config, RecycleRequest(tree_id=3, max_per_tree=2, report=False))
    assert [t.tree_id for t in only.trees] == [3]
    assert len(only.paths) == 2
    assert len(recycle(config, RecycleRequest(run_id=1, report=False)).trees) == 3
    with pytest.raises(ConfigError, match="not both"):
        recycle(config, RecycleRequest(run_id=1, tree_id=1))
    with pytest.raises(NotFoundError):
        recycle(config, RecycleRequest(run_id=99))
    with open_store(config) as store:
        store.trees.update(2, status="interrupted")
    with pytest.raises(ConfigError, match="interrupted") as err:
        recycle(config, RecycleRequest(tree_id=2))
    assert "mine --resume 1" in (err.value.hint or "")


def _prompt(messages: list[Message]) -> str:
    return "\n".join(p for m in messages for p in m.content if isinstance(p, str))


def scripted(write: dict[str, str] | None = None) -> ScriptedModel:
    """Keeps every path, names it by its operations (or by ``write``), verifies it."""

    def replies(messages: list[Message], n: int) -> list[str]:
        text = _prompt(messages)
        if "keep or drop" in text:
            return ["keep, a coherent task"] * n
        if "success or failure" in text:
            return ["success"] * n
        steps = text.split("Operations: ", 1)[1].split("\n", 1)[0]
        for key, intent in (write or {}).items():
            if key in steps:
                return [intent] * n
        return [f"Redo {steps.strip()}"] * n

    return ScriptedModel("vlm", replies=replies, logprobs=lambda _m, n: [{"success": -0.2}] * n)


def model_config(data: Path) -> Config:
    return make_config(
        data,
        models=[{"name": "vlm", "backend": "scripted", "price_prompt": 1.0}],
        **{"agents.recycle.model": "vlm", "store.keep_prompts": True},
    )


def test_model_backed_recycling_records_every_call_with_role_recycle(data: Path) -> None:
    model = scripted()
    models: dict[str, ChatModel] = {"vlm": model}
    report = recycle(model_config(data), RecycleRequest(tree_id=3, report=False), models=models)
    assert not report.heuristic
    recycled = [p for p in report.paths if p.outcome == "recycled"]
    assert recycled and len(recycled) == len(report.paths)
    assert len(model.calls) == 3 * len(recycled)
    with open_store(make_config(data)) as store:
        calls = store.model_calls.find(run_id=report.run_id)
        intents = store.intents.find(source="recycled")
    assert {c.role for c in calls} == {"recycle"}
    assert len(calls) == len(model.calls)
    for outcome in recycled:
        mine_calls = [c for c in calls if c.node_id == outcome.node_id]
        assert len(mine_calls) == 3 and {c.tree_id for c in mine_calls} == {3}
        assert all(c.cost_usd > 0 and "<image" in (c.request or "") for c in mine_calls)
    assert [i.text for i in intents] == [p.intent for p in recycled]
    assert all(i.text.startswith("Redo Step 1: ") for i in intents)
    # Verified from the first-token log-probability of "success" (absent "failure").
    assert all(0.5 < (i.verification_score or 0) < 1 for i in intents)


# -- the sim report, on a tree built by hand through the store API --------------------


def hand_built_tree(store: Store) -> int:
    """Start screen -> Saved -> success (the tree's own task); two side branches:
    Recents -> Clear history, and Layers -> Satellite. Real sim screenshots throughout."""
    run = store.runs.create("mine")
    intent = store.intents.add(
        NewIntent("Open your Saved places", "maps", task_id="maps.open_saved"), run_id=run.id
    )
    tree = store.trees.create(run.id, intent.id, device="sim:maps#0")
    device = SimDevice("maps")
    root = store.nodes.add_root(tree.id, store.save_screen(device.observe()))
    branches = [
        ["tab_saved", Action("terminate", status="success")],
        ["tab_recents", "clear_history"],
        ["layers_button", "layer_satellite"],
    ]
    for branch in branches:
        device.start_app(AppTarget(name="maps"))
        parent = root.id
        for step in branch:
            before = device.observe()
            if isinstance(step, str):
                x, y = widget_point(device.frame(), step)
                step = Action("click", x=x, y=y)
            target = touched(before.hierarchy, step)
            device.execute(step)
            node = store.nodes.add(
                tree.id, NewNode(parent, step, describe(step, target and target.label))
            )
            status = "success" if step.type == "terminate" else "valid"
            screen = store.save_screen(device.observe())
            store.nodes.judge(node.id, Judgement(status, 0.75, "heuristic", screen=screen))
            parent = node.id
    store.trees.finish(tree.id, "succeeded", stop_reason="successes")
    return tree.id


def test_sim_report_on_a_hand_built_tree(tmp_path: Path) -> None:
    config = make_config(tmp_path / "data")
    with open_store(config) as store:
        tree_id = hand_built_tree(store)
    report = recycle(config, RecycleRequest(tree_id=tree_id))
    assert [p.intent for p in report.paths] == [
        "Open Recents and clear history",
        "Open Layers and turn on Satellite",
    ]
    sim = report.sim
    assert sim is not None
    assert (sim.replayed, sim.accomplishing, sim.matched, sim.match_rate) == (2, 2, 2, 1.0)
    history, satellite = sim.rows
    assert "maps.clear_history" in history.tasks and history.similarity == 1.0
    assert history.best_task == "maps.clear_history"
    assert satellite.best_task == "maps.satellite_view" and satellite.similarity == 0.5
    assert satellite.best_task_intent == "Switch the map type to Satellite"
    truth = report.truth
    assert truth is not None and (truth.checked, truth.true) == (2, 2)
    with open_store(config) as store:
        info = store.nodes.get(truth.rows[1].node_id).info["recycle_truth"]
    assert info["true"] and [c["claim"] for c in info["claims"]] == [
        "Open Layers",
        "turn on Satellite",
    ]


def test_sim_report_counts_an_intent_that_names_the_wrong_task(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with open_store(make_config(data)) as store:
        tree_id = hand_built_tree(store)
    model = scripted(
        {"Clear history": "Book a taxi to the airport", "Satellite": "Show the satellite map"}
    )
    report = recycle(model_config(data), RecycleRequest(tree_id=tree_id), models={"vlm": model})
    sim = report.sim
    assert sim is not None
    assert (sim.replayed, sim.accomplishing, sim.matched, sim.match_rate) == (2, 2, 1, 0.5)
    wrong, right = sim.rows
    assert report.truth is not None
    assert [r.truth.true for r in report.truth.rows if r.truth] == [False, True]
    assert wrong.intent == "Book a taxi to the airport" and not wrong.matched
    assert "maps.clear_history" in wrong.tasks and wrong.similarity == 0.0
    assert right.matched and right.best_task == "maps.satellite_view"


@pytest.mark.parametrize(
    ("a", "b", "score"),
    [
        ("Open Recents and clear history", "Open Recents and clear your history", 1.0),
        ("Open Layers and turn on Satellite", "Switch the map type to Satellite", 0.5),
        ("Book a taxi", "Open Recents and clear your history", 0.0),
        ("Open Harbor Cafe", "Look at nearby Coffee places and open Harbor Cafe", 0.8),
    ],
)
def test_intent_similarity_is_key_term_f1(a: str, b: str, score: float) -> None:
    assert intent_similarity(a, b, "maps") == pytest.approx(score)
