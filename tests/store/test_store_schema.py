"""The schema comes from the Alembic migrations, equals the models, and SQLite is set up."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect

from m2miner.errors import StoreError
from m2miner.store import NewIntent, Store
from m2miner.store.db import BUSY_TIMEOUT_S, Database, alembic_config
from m2miner.store.models import Base

TABLES = {
    "runs",
    "intents",
    "trees",
    "nodes",
    "model_calls",
    "rounds",
    "training_runs",
    "run_events",
    "leases",
    "verdicts",
    "rollout_groups",
    "rollouts",
}
HEAD = "0007"


def test_open_migrates_an_empty_database_to_head(tmp_path):
    path = tmp_path / "sub" / "m2miner.db"
    with Store.open(path) as store:
        assert store.db.current_revision() == store.db.head_revision() == HEAD
        tables = set(inspect(store.db.engine).get_table_names())
    assert tables == TABLES | {"alembic_version"}
    assert store.screenshots.root == tmp_path / "sub" / "screenshots"


def test_migrated_schema_equals_the_models(store):
    with store.db.engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert diff == []


def test_indexes_and_foreign_keys_exist(store):
    inspector = inspect(store.db.engine)
    indexes = {ix["name"]: ix["column_names"] for ix in inspector.get_indexes("intents")}
    assert indexes["ix_intents_app_text"] == ["app", "text"]
    indexes = {ix["name"]: ix["column_names"] for ix in inspector.get_indexes("nodes")}
    assert indexes["ix_nodes_tree_id_parent_id"] == ["tree_id", "parent_id"]
    tree_fks = {
        fk["constrained_columns"][0]: fk["referred_table"]
        for fk in inspector.get_foreign_keys("trees")
    }
    assert tree_fks == {"run_id": "runs", "intent_id": "intents", "root_node_id": "nodes"}


def test_sqlite_runs_in_wal_mode_with_foreign_keys_and_busy_timeout(store):
    with store.db.engine.connect() as connection:
        pragma = connection.exec_driver_sql
        assert pragma("PRAGMA journal_mode").scalar() == "wal"
        assert pragma("PRAGMA foreign_keys").scalar() == 1
        assert pragma("PRAGMA busy_timeout").scalar() == int(BUSY_TIMEOUT_S * 1000)
    # WAL is a property of the file, so any other client sees it too.
    raw = sqlite3.connect(store.db.path)
    try:
        assert raw.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        raw.close()


def test_foreign_keys_are_enforced(store):
    with pytest.raises(StoreError, match="FOREIGN KEY"), store.db.write("insert") as session:
        session.connection().exec_driver_sql(
            "INSERT INTO nodes (tree_id, depth, description, q, n, reward_source, status, info,"
            " created_at) VALUES (999, 0, '', 0, 0, 'none', 'valid', '{}', '2026-01-01')"
        )


def test_second_open_keeps_data_and_revision(tmp_path):
    path = tmp_path / "m2miner.db"
    with Store.open(path) as store:
        intent = store.intents.add(NewIntent("open settings", "settings"))
    with Store.open(f"sqlite:///{path}") as again:
        assert again.db.current_revision() == HEAD
        assert again.intents.get(intent.id) == intent
        with again.db.engine.connect() as connection:
            versions = connection.exec_driver_sql("SELECT version_num FROM alembic_version")
            assert versions.scalars().all() == [HEAD]


def test_downgrade_to_empty_and_upgrade_again(tmp_path):
    db = Database(tmp_path / "m2miner.db")
    db.upgrade()
    config = alembic_config(db.url)
    command.downgrade(config, "base")
    assert set(inspect(db.engine).get_table_names()) == {"alembic_version"}
    assert db.current_revision() is None
    db.upgrade()
    assert set(inspect(db.engine).get_table_names()) == TABLES | {"alembic_version"}
    db.dispose()


def test_database_from_a_newer_version_is_refused(tmp_path):
    path = tmp_path / "m2miner.db"
    Store.open(path).close()
    raw = sqlite3.connect(path)
    raw.execute("UPDATE alembic_version SET version_num = '9999'")
    raw.commit()
    raw.close()
    with pytest.raises(StoreError, match="cannot upgrade") as excinfo:
        Store.open(path)
    assert excinfo.value.hint is not None and "newer" in excinfo.value.hint


@pytest.mark.parametrize(
    "url", ["sqlite://", "sqlite:///:memory:", "nonsense://x:y:z", "nosuchdialect://host/db"]
)
def test_unusable_urls_raise_store_error(url):
    with pytest.raises(StoreError):
        Store.open(url)


def test_non_file_database_needs_a_screenshots_dir():
    # Fails either for the missing directory or, without psycopg, for the missing driver;
    # both must be a StoreError, not a crash.
    with pytest.raises(StoreError):
        Store.open("postgresql+psycopg://nobody@127.0.0.1:1/none")


def test_write_transactions_take_the_sqlite_write_lock_at_begin(store):
    def other_writer_can_start() -> bool:
        raw = sqlite3.connect(store.db.path, timeout=0, isolation_level=None)
        try:
            raw.execute("BEGIN IMMEDIATE")
            raw.execute("ROLLBACK")
            return True
        except sqlite3.OperationalError as exc:
            assert "locked" in str(exc)
            return False
        finally:
            raw.close()

    with store.db.read("read") as session:
        session.connection().exec_driver_sql("SELECT count(*) FROM runs").scalar()
        assert other_writer_can_start()
    with store.db.write("write") as session:
        session.connection()
        assert not other_writer_can_start()
    assert other_writer_can_start()


OPEN_PROCESS = "import sys; from m2miner.store import Store; Store.open(sys.argv[1]).close()"


def test_processes_opening_a_new_database_at_once_all_succeed(tmp_path):
    path = tmp_path / "m2miner.db"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", OPEN_PROCESS, str(path)], stderr=subprocess.PIPE, text=True
        )
        for _ in range(3)
    ]
    for proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    with Store.open(path) as store, store.db.engine.connect() as connection:
        versions = connection.exec_driver_sql("SELECT version_num FROM alembic_version")
        assert versions.scalars().all() == [HEAD]
