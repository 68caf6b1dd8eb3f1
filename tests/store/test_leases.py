"""Leases: one holder per key, taken atomically, stale ones taken over, on SQLite and
PostgreSQL alike."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from datetime import timedelta
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import update

from m2miner.errors import LeaseHeldError
from m2miner.mining.lease import HeldLease
from m2miner.store import NewIntent, Store
from m2miner.store.db import Database, alembic_config
from m2miner.store.leases import LeaseRepository, pid_alive, run_lease_key
from m2miner.store.models import Lease, utcnow
from m2miner.store.records import ConfigChange, NewRunEvent


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    assert not pid_alive(proc.pid)
    return proc.pid


def _age(store: Store, key: str, seconds: float) -> None:
    with store.db.write("age a lease") as session:
        session.execute(
            update(Lease)
            .where(Lease.key == key)
            .values(heartbeat_at=utcnow() - timedelta(seconds=seconds))
        )


def test_a_second_acquire_names_the_holder(store):
    leases = LeaseRepository(store.db)
    grant = leases.acquire("run:1", timeout_s=60)
    assert grant.replaced is None and grant.lease.pid == leases.pid
    with pytest.raises(LeaseHeldError) as excinfo:
        leases.acquire("run:1", timeout_s=60)
    err = excinfo.value
    assert (err.key, err.host, err.pid) == ("run:1", leases.host, leases.pid)
    assert f"pid {leases.pid} on host {leases.host} since " in str(err)
    assert str(err).startswith("run 1 is being written by another process")
    assert err.hint is not None and "store.lease_timeout_s" in err.hint
    assert leases.get("run:1") == grant.lease  # the refused attempt changed nothing


def test_heartbeat_release_and_acquire_again(store):
    leases = LeaseRepository(store.db)
    grant = leases.acquire("tree:4", timeout_s=60)
    _age(store, "tree:4", 30)
    assert leases.heartbeat("tree:4", grant.lease.owner)
    fresh = leases.get("tree:4")
    assert fresh is not None and fresh.heartbeat_at > grant.lease.heartbeat_at
    assert not leases.heartbeat("tree:4", "someone-else")
    assert not leases.release("tree:4", "someone-else")
    assert leases.release("tree:4", grant.lease.owner)
    assert leases.get("tree:4") is None
    assert leases.acquire("tree:4", timeout_s=60).replaced is None


def test_a_lease_whose_process_is_gone_is_taken_over_at_once(store):
    dead = _dead_pid()
    LeaseRepository(store.db, pid=dead).acquire("run:2", timeout_s=3600)
    ours = LeaseRepository(store.db)
    grant = ours.acquire("run:2", timeout_s=3600)
    assert grant.replaced is not None and grant.replaced.pid == dead
    assert grant.reason == f"process {dead} on {ours.host} is gone"
    assert grant.lease.pid == ours.pid


def test_a_lease_without_heartbeat_is_stale_only_after_the_timeout(store):
    # A live process on another host: only its heartbeat tells whether it still works.
    remote = LeaseRepository(store.db, host="lab-7", pid=4242)
    held = remote.acquire("run:3", timeout_s=60)
    ours = LeaseRepository(store.db)
    _age(store, "run:3", 30)
    with pytest.raises(LeaseHeldError, match="pid 4242 on host lab-7"):
        ours.acquire("run:3", timeout_s=60)
    _age(store, "run:3", 90)
    grant = ours.acquire("run:3", timeout_s=60)
    assert grant.replaced is not None and grant.replaced.owner == held.lease.owner
    assert grant.reason is not None and grant.reason.startswith("no heartbeat for 90 s")
    assert not remote.heartbeat("run:3", held.lease.owner)  # the old holder learns it lost


def test_the_heartbeat_thread_refreshes_and_reports_a_lost_lease(store):
    leases = LeaseRepository(store.db)
    lost = threading.Event()
    held = HeldLease.take(leases, "run:5", timeout_s=60, heartbeat_s=0.05, on_lost=lost.set)
    held.start()
    deadline = time.monotonic() + 10
    while held.beats < 2:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert not lost.is_set()
    # Another process judges us stale and takes over.
    with store.db.write("steal") as session:
        session.execute(update(Lease).where(Lease.key == "run:5").values(owner="thief"))
    assert lost.wait(10) and held.lost
    held.release()
    row = leases.get("run:5")
    assert row is not None and row.owner == "thief"  # a lost lease is not released


ACQUIRE = """
import sys, time
from m2miner.errors import LeaseHeldError
from m2miner.store import Store
from m2miner.store.leases import LeaseRepository
store = Store.open(sys.argv[1])
leases = LeaseRepository(store.db)
while time.time() < float(sys.argv[2]):
    time.sleep(0.001)
try:
    leases.acquire("run:9", timeout_s=60)
    print("won")
    time.sleep(1.0)  # hold it while the others try
except LeaseHeldError as exc:
    print("lost", exc.pid)
"""


def test_processes_racing_for_one_lease_yield_exactly_one_holder(tmp_path):
    path = tmp_path / "m2miner.db"
    Store.open(path).close()
    start = time.time() + 2.0
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", ACQUIRE, str(path), str(start)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        results.append(out.split())
    winners = [p.pid for p, r in zip(procs, results, strict=True) if r == ["won"]]
    assert len(winners) == 1
    assert sorted(int(r[1]) for r in results if r[0] == "lost") == [winners[0]] * 3


def test_finish_leaves_a_run_alone_that_another_process_took_over(store):
    run = store.runs.create("mine")
    LeaseRepository(store.db, host="lab-7", pid=4242).acquire(run_lease_key(run.id), timeout_s=60)
    assert store.runs.finish(run.id, "interrupted").status == "running"
    LeaseRepository(store.db).acquire(run_lease_key(run.id), timeout_s=0.0)  # take over
    assert store.runs.finish(run.id, "interrupted").status == "interrupted"
    assert store.runs.finish(run.id, "failed", only_running=True).status == "interrupted"


def test_run_events_keep_their_order_and_changes(store):
    run = store.runs.create("mine")
    change = ConfigChange("budget.iterations", 7, 9)
    store.runs.add_event(run.id, NewRunEvent("start", "h", 1, "m2miner mine --app maps"))
    store.runs.add_event(
        run.id, NewRunEvent("resume", "h", 2, "m2miner mine --resume 1", (change,))
    )
    events = store.runs.events(run.id)
    assert [(e.kind, e.pid, e.changes) for e in events] == [
        ("start", 1, ()),
        ("resume", 2, (change,)),
    ]
    assert events[0].at <= events[1].at and events[0].at.tzinfo is not None


def test_a_0001_database_upgrades_with_its_data(tmp_path: Path):
    db = Database(tmp_path / "m2miner.db")
    config = alembic_config(db.url)
    with db.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
    db.dispose()
    raw = Database(tmp_path / "m2miner.db")
    with raw.engine.begin() as connection:
        connection.exec_driver_sql(
            "INSERT INTO runs (id, created_at, status, command, config, versions) "
            "VALUES (1, '2026-11-30 10:00:00', 'interrupted', 'mine', '{}', '{}')"
        )
    raw.dispose()
    with Store.open(tmp_path / "m2miner.db") as store:
        assert store.db.current_revision() == store.db.head_revision()
        assert store.runs.get(1).status == "interrupted" and store.runs.events(1) == []
        store.intents.add(NewIntent("open settings", "settings"), run_id=1)


def test_postgres_leases_are_exclusive_and_taken_over_when_stale(postgres_url, tmp_path):
    with Store.open(postgres_url, screenshots_dir=tmp_path / "shots") as store:
        results: list[str] = []

        def take(pid: int) -> None:
            try:
                LeaseRepository(store.db, host="pg-host", pid=pid).acquire("run:1", timeout_s=60)
                results.append("won")
            except LeaseHeldError:
                results.append("lost")

        threads = [threading.Thread(target=take, args=(1000 + i,)) for i in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(results) == ["lost"] * 5 + ["won"]
        _age(store, "run:1", 120)
        grant = LeaseRepository(store.db).acquire("run:1", timeout_s=60)
        assert grant.replaced is not None and grant.replaced.host == "pg-host"
        assert grant.reason is not None and "no heartbeat" in grant.reason
