"""A store mined from the sim maps app with the heuristic agents, shared by the export tests.

Three tasks are mined with two successes per tree, so trees hold successful paths, invalid
and low-value siblings, failures and a node the safety guard blocked. On top, as the
recycler stores them: one verified recycled intent (a side branch of a tree), one the
judge rejected, and one node that failed with an environment error where a rejected
sibling or a judge sample would otherwise come from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.config import Config, load_config
from m2miner.export import ExportOptions, ExportReport, export_dataset
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store import Judgement, NewIntent, NewNode, NodeValue, ScreenRef, Store
from m2miner.store.opening import open_store
from m2miner.store.records import IntentRecord, NodeRecord
from m2miner.store.treeview import success_path_ids

# Tasks the heuristic agents solve twice each, verified by the tasks' checks, within the
# budget; on the way they also meet refuted successes (stored as failures) and, on the
# coffee task, an action the safety guard blocks.
TASKS = ("maps.clear_history", "maps.coffee_harbor_cafe", "maps.open_saved")
RECYCLED_TEXT = "Open your Recents list in Maps"


@dataclass(frozen=True)
class Mined:
    """The mined store and the records the tests look for."""

    config: Config
    data_dir: Path
    recycled: IntentRecord
    unverified: IntentRecord
    env_error: NodeRecord


@pytest.fixture(scope="session")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Mined:
    data_dir = tmp_path_factory.mktemp("mined") / "m2miner-data"
    config = load_config(
        None,
        {
            "store.data_dir": str(data_dir),
            "search.successes": 2,
            "budget.iterations": 30,
            # A wide search, so the trees hold the side branches, invalid siblings and
            # refuted successes these tests export (the defaults go straight down).
            "search.c_uct": 0.5,
            "search.init_top": 0.8,
            "search.init_step": 0.15,
        },
        environ={},
    )
    report = mine(config, MineRequest(app="maps", task_ids=TASKS))
    assert not report.interrupted and all(o.successes for o in report.outcomes)
    with open_store(config) as store:
        recycled, unverified = _add_recycled(store)
        env_error = _add_env_error(store)
    return Mined(config, data_dir, recycled, unverified, env_error)


def _side_branch(store: Store) -> NodeRecord:
    """A valid node at depth 2 off every successful path, as recycling would pick."""
    for tree in store.trees.find(app="maps"):
        loaded = store.trees.load(tree.id)
        on_path = success_path_ids(loaded.nodes)
        for node in loaded.nodes:
            path = loaded.path(node.id)
            if (
                node.depth == 2
                and node.status == "valid"
                and node.id not in on_path
                and all(n.status == "valid" for n in path)
            ):
                return node
    raise AssertionError("the mined trees hold no valid side branch")


def _add_recycled(store: Store) -> tuple[IntentRecord, IntentRecord]:
    run = store.runs.create("recycle")
    node = _side_branch(store)
    parent = store.trees.get(node.tree_id).intent_id
    verified = store.intents.add(
        NewIntent(
            RECYCLED_TEXT,
            "maps",
            stage=3,
            source="recycled",
            parent_intent_id=parent,
            source_node_id=node.id,
            verified=True,
            verification_score=0.9,
        ),
        run_id=run.id,
    )
    unverified = store.intents.add(
        NewIntent(
            "Do something the judge did not believe",
            "maps",
            stage=3,
            source="recycled",
            parent_intent_id=parent,
            source_node_id=node.id,
            verified=False,
            verification_score=0.2,
        ),
        run_id=run.id,
    )
    store.runs.finish(run.id)
    return verified, unverified


def _add_env_error(store: Store) -> NodeRecord:
    """A root child that died with an environment error after its screen was stored."""
    tree = store.trees.find(app="maps")[0]
    root = store.trees.load(tree.id).root
    assert root is not None and root.screenshot_hash is not None
    node = store.nodes.add(
        tree.id,
        NewNode(root.id, Action("click", x=5, y=5), 'Click "corner"', rank=9, prior=0.1),
    )
    store.nodes.judge(
        node.id,
        Judgement(
            "env_error",
            reward=0.0,
            reward_source="judge",
            screen=ScreenRef(root.screenshot_hash),
            info={"error": "execute: the device stopped answering"},
        ),
    )
    store.nodes.set_values([NodeValue(node.id, q=0.0, n=1)])
    return store.nodes.get(node.id)


def run_export(
    mined: Mined, out_dir: Path, *, overwrite: bool = False, **options: object
) -> ExportReport:
    with open_store(mined.config) as store:
        options_ = ExportOptions(**options)  # type: ignore[arg-type]
        return export_dataset(store, out_dir, options_, overwrite=overwrite)


@pytest.fixture(scope="session")
def full_export(mined: Mined, tmp_path_factory: pytest.TempPathFactory) -> ExportReport:
    """Every format and kind, half of the intents held out for validation (with seed 2,
    the first task's intent goes to val and the other two to train)."""
    out = tmp_path_factory.mktemp("export") / "out"
    return run_export(
        mined,
        out,
        formats=("llamafactory", "swift", "trl", "androidcontrol", "graph"),
        val_ratio=0.5,
        seed=2,
        include=("judged",),  # the recycled intent: only recycling's model check passed it
    )
