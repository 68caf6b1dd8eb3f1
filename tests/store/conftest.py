"""Fixtures for the store tests: a migrated SQLite store in tmp_path, a small tree, and a
throwaway PostgreSQL server where its binaries and psycopg are installed."""

from __future__ import annotations

import functools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
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


def _postgres_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"))
    return str(candidates[-1]) if candidates else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A throwaway PostgreSQL server on 127.0.0.1; yields its base URL (no database)."""
    pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")
    initdb, pg_ctl = _postgres_bin("initdb"), _postgres_bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    user: str | None = None
    if os.geteuid() == 0:
        # PostgreSQL refuses to run as root.
        try:
            user = pwd.getpwnam("postgres").pw_name
        except KeyError:
            pytest.skip("running as root and there is no 'postgres' user to run the server")
    base = Path(tempfile.mkdtemp(prefix="m2miner-pg-"))
    if user is not None:
        os.chown(base, pwd.getpwnam(user).pw_uid, -1)
    data, port = base / "data", _free_port()
    run = functools.partial(subprocess.run, check=True, capture_output=True, user=user)
    run([initdb, "-D", str(data), "-A", "trust", "-U", "m2miner", "--no-sync"])
    options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off"
    run([pg_ctl, "-D", str(data), "-o", options, "-l", str(base / "log"), "-w", "start"])
    try:
        yield f"postgresql+psycopg://m2miner@127.0.0.1:{port}"
    finally:
        subprocess.run(
            [pg_ctl, "-D", str(data), "-m", "fast", "-w", "stop"], capture_output=True, user=user
        )
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server: str) -> str:
    """A fresh, empty database on the throwaway server."""
    import psycopg

    name = f"m2miner_{uuid.uuid4().hex[:12]}"
    plain = postgres_server.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(f"{plain}/postgres", autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{postgres_server}/{name}"
