"""``search.widen`` in the miner: a node whose children were all judged not valid is
expanded again, InferAgent shown the children it has; the new children and the count
are stored, and a resumed tree keeps the count."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, StopFlag, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import CalibratedWorld, Calibration
from tests.mining.conftest import make_config

TASK = get_task("maps.walk_harbor_cafe")
SIZE = (360, 800)


def _mine(  # type: ignore[no-untyped-def]
    tmp_path: Path, widen: int, iterations: int, stop_after: int = 0, resume: int | None = None
):
    config = make_config(
        tmp_path,
        **{
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "search.widen": widen,
            "budget.iterations": iterations,
        },
    )
    # A weak model that repeats its mistakes, and a judge that is always right.
    calibration = Calibration(p=0.3, correlation=1.0, step_tpr=1.0, step_tnr=1.0, a=1.0)
    world = CalibratedWorld([TASK], calibration, size=SIZE)
    parts = Components(agents=world.agents, device=world.device)
    request = None if resume else MineRequest(app="maps", task_ids=(TASK.id,))
    stop, seen = StopFlag(), []

    def observe(event: MineEvent) -> None:
        seen.append(event.kind == "node")
        if stop_after and sum(seen) >= stop_after:
            stop.set()

    report = mine(config, request, components=parts, resume=resume, observer=observe, stop=stop)
    (outcome,) = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
    return outcome, nodes


def _widened(nodes):  # type: ignore[no-untyped-def]
    return {n.id: n.info.get("widened", 0) for n in nodes if n.info.get("widened")}


def test_widening_stores_new_distinct_children_after_the_old_ones(tmp_path: Path) -> None:
    _, plain = _mine(tmp_path / "plain", widen=0, iterations=25)
    assert not _widened(plain)
    _, nodes = _mine(tmp_path / "wide", widen=2, iterations=25)
    widened = _widened(nodes)
    assert widened and max(widened.values()) <= 2
    for parent_id in widened:
        children = [n for n in nodes if n.parent_id == parent_id]
        actions = [str(n.action) for n in children]
        assert len(actions) == len(set(actions)), "widening proposed a child it had"
        assert sorted(n.rank for n in children) == list(range(len(children)))
    per_parent = Counter(n.parent_id for n in plain if n.parent_id is not None)
    assert max(per_parent.values()) <= 5  # K children at most without widening


def test_a_resumed_tree_keeps_its_widening_count(tmp_path: Path) -> None:
    outcome, first = _mine(tmp_path, widen=1, iterations=40, stop_after=12)
    assert outcome.stop_reason == "interrupted"
    assert _widened(first)
    _, nodes = _mine(tmp_path, widen=1, iterations=40, resume=1)
    assert len(nodes) > len(first)
    assert all(count == 1 for count in _widened(nodes).values())
    per_parent = Counter(n.parent_id for n in nodes if n.parent_id is not None)
    assert max(per_parent.values()) <= 5 * 2  # K children, and K more once
