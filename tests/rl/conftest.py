"""A store mined from the sim maps app, and the task pool exported from it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from m2miner.config import Config, load_config
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.rl.pool import PoolFilter, Task, export_pool, read_pool
from m2miner.store import NewIntent
from m2miner.store.opening import open_store

TASKS = ("maps.clear_history", "maps.open_saved", "maps.coffee_harbor_cafe")


@dataclass(frozen=True)
class Mined:
    config: Config
    data_dir: Path
    recycled_text: str


@pytest.fixture(scope="session")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Mined:
    data_dir = tmp_path_factory.mktemp("rl-mined") / "m2miner-data"
    config = load_config(
        None,
        {"store.data_dir": str(data_dir), "search.successes": 2, "budget.iterations": 30},
        environ={},
    )
    report = mine(config, MineRequest(app="maps", task_ids=TASKS))
    assert all(o.successes for o in report.outcomes)
    text = "Look at the map after searching"
    with open_store(config) as store:
        # A recycled intent the recycler verified: a side path, no device verifier.
        tree = next(iter(store.trees.find(app="maps")))
        loaded = store.trees.load(tree.id)
        node = next(n for n in loaded.nodes if n.depth == 1 and n.status == "valid")
        run = store.runs.create("recycle")
        store.intents.add(
            NewIntent(
                text,
                "maps",
                stage=3,
                source="recycled",
                parent_intent_id=tree.intent_id,
                source_node_id=node.id,
                verified=True,
                verification_score=0.9,
            ),
            run_id=run.id,
        )
        store.runs.finish(run.id)
    return Mined(config, data_dir, text)


@pytest.fixture(scope="session")
def pool_dir(mined: Mined, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pool folder (judged-only tasks included, labelled)."""
    out = tmp_path_factory.mktemp("pool")
    with open_store(mined.config, read_only=True) as store:
        export_pool(store, mined.config, out, keep=PoolFilter(judged=True))
    return out


@pytest.fixture(scope="session")
def pool(pool_dir: Path) -> list[Task]:
    return read_pool(pool_dir)
