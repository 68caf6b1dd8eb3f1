"""Fixtures for the store tests: a migrated SQLite store in tmp_path, a small tree, and a
throwaway PostgreSQL server where its binaries and psycopg are installed."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from m2miner.actions import Action
from m2miner.store import NewIntent, NewNode, NodeRecord, ScreenRef, Store, TreeRecord


@pytest.fixture
def store(tmp_path) -> Iterator[Store]:
    with Store.open(tmp_path / "m2miner.db") as opened:
        yield opened


@dataclass(frozen=True)
class SmallTree:
    """A tree whose root has two ranked, not yet judged children."""

    run_id: int
    intent_id: int
    tree: TreeRecord
    root: NodeRecord
    tap: NodeRecord
    back: NodeRecord


def make_small_tree(store: Store, app: str = "maps", text: str = "find a route") -> SmallTree:
    run = store.runs.create("mine", config={"app": app}, seed=7)
    intent = store.intents.add(NewIntent(text, app, stage=1), run_id=run.id)
    tree = store.trees.create(run.id, intent.id, device="sim:maps#0")
    root = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(b"root-" + app.encode())))
    tap, back = store.nodes.add_many(
        tree.id,
        [
            NewNode(root.id, Action("click", x=100, y=200), "tap Directions", rank=0, prior=1.0),
            NewNode(root.id, Action("system_button", button="Back"), "go back", rank=1, prior=0.5),
        ],
    )
    return SmallTree(run.id, intent.id, store.trees.get(tree.id), root, tap, back)


@pytest.fixture
def small_tree(store: Store) -> SmallTree:
    return make_small_tree(store)


@pytest.fixture
def make_tree() -> Callable[..., SmallTree]:
    """Builds a :class:`SmallTree` in any store (for tests that open their own)."""
    return make_small_tree


def run_until_killed(script: str, path: Path) -> str:
    """Run ``script`` in a child Python given ``path`` as its argument; the child must
    end killed by SIGKILL. Its standard output."""
    proc = subprocess.run(
        [sys.executable, "-c", script, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    return proc.stdout
