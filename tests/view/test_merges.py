"""Each candidate node records which model proposed it and how many proposals
OrchestraAgent merged into it, and the node page shows it with the node's model calls."""

from __future__ import annotations

from pathlib import Path

from m2miner.config import load_config
from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import MODEL, CalibratedWorld, Calibration
from m2miner.view.server import create_app

TASK = get_task("maps.coffee_harbor_cafe")
SIZE = (360, 800)


def test_candidates_carry_their_model_and_merges(tmp_path: Path) -> None:
    config = load_config(
        None,
        {
            "store.data_dir": tmp_path / "data",
            "device.width": SIZE[0],
            "device.height": SIZE[1],
            "budget.iterations": 6,
        },
        environ={},
    )
    world = CalibratedWorld([TASK], Calibration(p=0.9), size=SIZE)
    parts = Components(agents=world.agents, device=world.device)
    report = mine(config, MineRequest(app="maps", task_ids=(TASK.id,)), components=parts)
    (outcome,) = report.outcomes
    with open_store(config) as store:
        nodes = store.trees.load(outcome.tree_id).nodes
        ranked = [n for n in nodes if n.rank is not None]
        assert ranked and all(n.info.get("model") == MODEL for n in ranked)
        merged = [n for n in ranked if n.info["merged_from"] > 1]
        assert merged, "K samples of a calibrated InferAgent repeat, so some are merged"
        parent = merged[0].parent_id
        page = create_app(store).test_client().get(f"/node/{parent}").get_data(as_text=True)
        assert f"merged {merged[0].info['merged_from']} proposals" in page
        assert "orchestra" in page or "infer" in page  # the calls made at that node
