"""Leases: one writer at a time for a run (``run:7``), and later for a tree (``tree:12``).

A lease is a row keyed by what it guards, naming its holder (a random owner token, the
host and the pid) and refreshed by heartbeats. Taking one is a single write transaction:
an ``INSERT … ON CONFLICT DO NOTHING``, and when the row exists, a look at its holder and
a conditional ``UPDATE … WHERE owner = <the old owner>``. On SQLite the transaction starts
with ``BEGIN IMMEDIATE``; on PostgreSQL the holder's row is locked ``FOR UPDATE``; either
way two processes can never both take it.

A held lease is *stale*, and may be taken over, when its process is gone on this same
host, or when it had no heartbeat for ``timeout_s`` (a process on another host, or one
that hangs). Times are this host's UTC clock: hosts sharing a PostgreSQL store need
clocks within a small part of ``timeout_s``.
"""

from __future__ import annotations

import os
import socket
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from m2miner.errors import LeaseHeldError, StoreError
from m2miner.procs import pid_alive
from m2miner.store.db import Database
from m2miner.store.models import Lease, utcnow
from m2miner.store.records import LeaseRecord


@dataclass(frozen=True)
class LeaseGrant:
    """A lease just taken; ``replaced`` is the stale lease it took over (None if free),
    with ``reason`` saying why that one was stale."""

    lease: LeaseRecord
    replaced: LeaseRecord | None = None
    reason: str | None = None


def run_lease_key(run_id: int) -> str:
    """The lease key of a run."""
    return f"run:{run_id}"


def tree_lease_key(tree_id: int) -> str:
    """The lease key of a tree: a worker of a Ray run holds it while it mines the tree."""
    return f"tree:{tree_id}"


def this_host() -> str:
    """The name leases record for this machine."""
    return socket.gethostname()


def stale_reason(
    lease: LeaseRecord, now: datetime, timeout_s: float, host: str | None = None
) -> str | None:
    """Why ``lease`` may be taken over, or None while its holder looks alive."""
    host = host or this_host()
    if lease.host == host and not pid_alive(lease.pid):
        return f"process {lease.pid} on {lease.host} is gone"
    age = (now - lease.heartbeat_at).total_seconds()
    if age > timeout_s:
        return f"no heartbeat for {age:.0f} s (more than {timeout_s:g} s)"
    return None


def describe_holder(lease: LeaseRecord, now: datetime | None = None) -> str:
    """``pid 812 on host lab-3 since 2026-12-01 14:03:05 UTC, last heartbeat 2 s ago``."""
    now = now or utcnow()
    since = lease.acquired_at.strftime("%Y-%m-%d %H:%M:%S UTC")
    beat = (now - lease.heartbeat_at).total_seconds()
    return f"pid {lease.pid} on host {lease.host} since {since}, last heartbeat {beat:.0f} s ago"


class LeaseRepository:
    """Takes, refreshes and gives back leases by key; safe to share between threads."""

    def __init__(self, db: Database, *, host: str | None = None, pid: int | None = None) -> None:
        self._db = db
        self.host = host or this_host()
        self.pid = os.getpid() if pid is None else pid

    def acquire(self, key: str, *, timeout_s: float, owner: str | None = None) -> LeaseGrant:
        """Take the lease of ``key`` for a new owner token (or ``owner``).

        Raises :class:`LeaseHeldError` naming the holder when a live process holds it;
        takes over a stale lease and says so in the grant.
        """
        owner = owner or uuid.uuid4().hex
        held: LeaseRecord | None = None
        for _ in range(3):
            with self._db.write(f"take the lease of {key}") as session:
                now = utcnow()
                if self._insert(session, key, owner, now):
                    return LeaseGrant(self._get(session, key))
                current = session.scalars(
                    select(Lease).where(Lease.key == key).with_for_update()
                ).first()
                if current is None:  # released in between: try the insert again
                    continue
                held = current.to_record()
                reason = stale_reason(held, now, timeout_s)
                if reason is None:
                    raise _held(held, now, timeout_s)
                taken = session.execute(
                    update(Lease)
                    .where(Lease.key == key, Lease.owner == held.owner)
                    .values(
                        owner=owner, host=self.host, pid=self.pid, acquired_at=now, heartbeat_at=now
                    )
                    .execution_options(synchronize_session=False)
                )
                if _rowcount(taken) == 1:
                    return LeaseGrant(self._get(session, key), held, reason)
        latest = self.get(key) or held
        if latest is None:
            raise StoreError(f"could not take the lease of {key}: it keeps changing hands")
        raise _held(latest, utcnow(), timeout_s)

    def heartbeat(self, key: str, owner: str) -> bool:
        """Refresh the lease; False when ``owner`` no longer holds it (it was taken over)."""
        with self._db.write(f"refresh the lease of {key}") as session:
            result = session.execute(
                update(Lease)
                .where(Lease.key == key, Lease.owner == owner)
                .values(heartbeat_at=utcnow())
                .execution_options(synchronize_session=False)
            )
            return _rowcount(result) == 1

    def release(self, key: str, owner: str) -> bool:
        """Give the lease back; False when ``owner`` did not hold it (any more)."""
        with self._db.write(f"release the lease of {key}") as session:
            result = session.execute(
                delete(Lease)
                .where(Lease.key == key, Lease.owner == owner)
                .execution_options(synchronize_session=False)
            )
            return _rowcount(result) == 1

    def get(self, key: str) -> LeaseRecord | None:
        """The lease of ``key``, or None when nobody holds it."""
        with self._db.read(f"read the lease of {key}") as session:
            row = session.get(Lease, key)
            return row.to_record() if row is not None else None

    def _insert(self, session: Session, key: str, owner: str, now: datetime) -> bool:
        values = {
            "key": key,
            "owner": owner,
            "host": self.host,
            "pid": self.pid,
            "acquired_at": now,
            "heartbeat_at": now,
        }
        dialect = self._db.dialect
        if dialect == "postgresql":
            from sqlalchemy.dialects.postgresql import insert as pg_insert

            stmt: Any = pg_insert(Lease).values(values).on_conflict_do_nothing()
        else:
            from sqlalchemy.dialects.sqlite import insert as sqlite_insert

            stmt = sqlite_insert(Lease).values(values).on_conflict_do_nothing()
        # The driver's rowcount of an INSERT is not reliable (psycopg answers -1).
        return session.execute(stmt.returning(Lease.key)).first() is not None

    def _get(self, session: Session, key: str) -> LeaseRecord:
        session.expire_all()
        row = session.get(Lease, key, populate_existing=True)
        assert row is not None
        return row.to_record()


def _rowcount(result: Any) -> int:
    return int(getattr(result, "rowcount", 0) or 0)


def _held(held: LeaseRecord, now: datetime, timeout_s: float) -> LeaseHeldError:
    what = held.key.replace(":", " ", 1)
    return LeaseHeldError(
        f"{what} is being written by another process: {describe_holder(held, now)}",
        key=held.key,
        host=held.host,
        pid=held.pid,
        hint=f"wait for it to end, or stop it (Ctrl-C in its terminal, or `kill {held.pid}` "
        f"on {held.host}); a lease without a heartbeat for {timeout_s:g} s "
        "(store.lease_timeout_s) is taken over",
    )
