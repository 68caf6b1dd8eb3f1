"""Mining the simulated world end to end with the heuristic agents."""

from __future__ import annotations

from pathlib import Path

from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import MineEvent, mine
from m2miner.store.opening import open_store
from m2miner.store.treeview import path_to, success_path_ids
from tests.mining.conftest import make_config


def test_default_run_mines_three_short_tasks_and_verifies_them(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    events: list[MineEvent] = []
    report = mine(config, MineRequest(app="maps"), observer=events.append)

    assert report.heuristic and not report.interrupted
    assert len(report.outcomes) == 3
    assert [o.task_id for o in report.outcomes] == sorted(
        (o.task_id for o in report.outcomes), key=lambda t: (get_task(t).length, t)
    )
    assert any(o.successes and o.ground_truth_success for o in report.outcomes)
    kinds = {e.kind for e in events}
    assert {"tree_started", "node", "tree_finished"} <= kinds

    with open_store(config) as store:
        run = store.runs.get(report.run_id)
        assert run.status == "finished"
        assert run.config["plan"]["app"] == "maps"
        assert run.versions["m2miner"]
        for outcome in report.outcomes:
            loaded = store.trees.load(outcome.tree_id)
            judged = [n for n in loaded.nodes if n.status not in ("candidate", "malformed")]
            assert loaded.tree.counters.iterations == outcome.iterations
            # Every judged node has its screenshot in the blob store.
            for node in judged:
                assert node.screenshot_hash is not None
                assert store.screenshots.path(node.screenshot_hash).exists()
            # Q and N were committed with the nodes: the root's N counts every
            # backpropagated iteration.
            root = loaded.nodes[0]
            assert root.parent_id is None and root.n > 0


def test_length_six_task_succeeds_against_ground_truth(tmp_path: Path) -> None:
    task = get_task("maps.share_grand_hotel")
    assert task.length == 6
    config = make_config(tmp_path)
    report = mine(config, MineRequest(app="maps", task_ids=(task.id,)))
    (outcome,) = report.outcomes
    assert outcome.status == "succeeded"
    assert outcome.ground_truth_success is True
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    on_path = success_path_ids(nodes)
    success = next(n for n in nodes if n.status == "success")
    path = path_to(nodes, success.id)
    assert {n.id for n in path} <= on_path
    assert path[-1].action is not None and path[-1].action.type == "terminate"
    assert len(path) - 2 >= task.length  # root and terminate are not steps


def test_intent_text_and_file(tmp_path: Path) -> None:
    intents = tmp_path / "intents.txt"
    intents.write_text("# comments are skipped\nOpen your Saved places\n", encoding="utf-8")
    config = make_config(tmp_path, **{"budget.iterations": 5})
    report = mine(
        config,
        MineRequest(app="maps", intents=("Open Recents",), intents_file=intents),
    )
    assert [o.intent for o in report.outcomes] == ["Open Recents", "Open your Saved places"]
    assert all(o.task_id is None and o.ground_truth_success is None for o in report.outcomes)
    assert all(o.iterations <= 5 for o in report.outcomes)
    with open_store(config) as store:
        sources = {i.source for i in store.intents.find(app="maps")}
    assert sources == {"user"}


def test_safety_guard_blocks_taxi_booking_by_default(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 30})
    report = mine(config, MineRequest(app="maps", task_ids=("maps.taxi_grand_hotel",)))
    with open_store(config) as store:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
    blocked = [n for n in nodes if n.status == "blocked"]
    assert blocked, "the 'Call a taxi' button should have been proposed and blocked"
    assert report.outcomes[0].ground_truth_success is not True
    for node in blocked:
        assert "call" in node.info["blocked"].lower()
        assert node.screenshot_hash is None  # never executed
