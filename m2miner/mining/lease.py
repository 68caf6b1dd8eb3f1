"""The lease a mining run holds while it writes: taken at start, refreshed, given back.

:class:`HeldLease` wraps a lease of :class:`~m2miner.store.leases.LeaseRepository` with a
heartbeat thread. When a heartbeat finds the lease gone (another process judged this one
stale and took the run over) it calls ``on_lost`` once, which stops the miner after the
node in flight; from then on this process writes nothing more to the run's status.
"""

from __future__ import annotations

import shlex
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from m2miner.config import StoreConfig
from m2miner.errors import StoreError
from m2miner.store import Store
from m2miner.store.leases import LeaseGrant, LeaseRepository, run_lease_key
from m2miner.store.records import ConfigChange, NewRunEvent, RunEventKind, RunStatus


class HeldLease:
    """A lease this process holds, refreshed every ``heartbeat_s`` seconds once started."""

    def __init__(
        self,
        leases: LeaseRepository,
        grant: LeaseGrant,
        *,
        heartbeat_s: float,
        on_lost: Callable[[], None] = lambda: None,
    ) -> None:
        self.leases = leases
        self.grant = grant
        self.key = grant.lease.key
        self.owner = grant.lease.owner
        self.heartbeat_s = heartbeat_s
        self.on_lost = on_lost
        self.lost = False
        self.beats = 0
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    @classmethod
    def take(
        cls,
        leases: LeaseRepository,
        key: str,
        *,
        timeout_s: float,
        heartbeat_s: float,
        on_lost: Callable[[], None] = lambda: None,
    ) -> HeldLease:
        """Take the lease of ``key``; raises LeaseHeldError while a live process holds it."""
        grant = leases.acquire(key, timeout_s=timeout_s)
        return cls(leases, grant, heartbeat_s=heartbeat_s, on_lost=on_lost)

    def start(self) -> None:
        """Start the heartbeat thread (a daemon: it never keeps the process alive)."""
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._beat, name=f"m2miner-lease-{self.key}", daemon=True
            )
            self._thread.start()

    def _beat(self) -> None:
        while not self._done.wait(self.heartbeat_s):
            try:
                held = self.leases.heartbeat(self.key, self.owner)
            except StoreError:
                continue  # a busy or briefly unreachable database: try at the next beat
            if not held:
                self.lost = True
                self.on_lost()
                return
            self.beats += 1

    def release(self) -> None:
        """Stop the heartbeats and give the lease back (unless it was taken over)."""
        self._done.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=max(1.0, self.heartbeat_s))
        if not self.lost:
            self.leases.release(self.key, self.owner)


def process_command(argv: str | None = None) -> str:
    """The command line recorded in a run's history: ``argv``, else this process's."""
    if argv is not None:
        return argv
    return shlex.join([Path(sys.argv[0]).name or "python", *sys.argv[1:]])


class RunWriter:
    """This process as the one writer of a run: its lease, its history, how it ends.

    :meth:`take` takes the run's lease (recording a takeover of a stale one) and starts
    the heartbeats; :meth:`record` adds a history event; :meth:`close` (always called,
    whatever happened) marks a run left running as interrupted or failed, records the end
    of this session and gives the lease back.
    """

    def __init__(self, store: Store, *, command: str, on_lost: Callable[[], None]) -> None:
        self.store = store
        self.leases = LeaseRepository(store.db)
        self.command = command
        self.on_lost = on_lost
        self.run_id: int | None = None
        self.lease: HeldLease | None = None

    def take(self, run_id: int, store_config: StoreConfig) -> LeaseGrant:
        """Take run ``run_id``'s lease; raises LeaseHeldError while a live process has it."""
        self.lease = HeldLease.take(
            self.leases,
            run_lease_key(run_id),
            timeout_s=store_config.lease_timeout_s,
            heartbeat_s=store_config.heartbeat_s,
            on_lost=self.on_lost,
        )
        self.run_id = run_id
        grant = self.lease.grant
        if grant.replaced is not None:
            old = grant.replaced
            self.record(
                "takeover",
                info={
                    "host": old.host,
                    "pid": old.pid,
                    "acquired_at": old.acquired_at.isoformat(timespec="seconds"),
                    "heartbeat_at": old.heartbeat_at.isoformat(timespec="seconds"),
                    "reason": grant.reason,
                },
            )
        self.lease.start()
        return grant

    def record(
        self,
        kind: RunEventKind,
        changes: Sequence[ConfigChange] = (),
        info: Mapping[str, Any] | None = None,
    ) -> None:
        """Add an event to the run's history, as this process."""
        assert self.run_id is not None
        event = NewRunEvent(
            kind, self.leases.host, self.leases.pid, self.command, tuple(changes), info or {}
        )
        self.store.runs.add_event(self.run_id, event)

    def close(self, exc: BaseException | None = None) -> None:
        """End this process's session of the run; ``exc`` is what ended it, if anything."""
        if self.lease is None or self.run_id is None:
            return
        try:
            if not self.lease.lost:
                if exc is not None:
                    status: RunStatus = "failed" if isinstance(exc, Exception) else "interrupted"
                    self.store.runs.finish(
                        self.run_id, status, error=_ended_by(exc), only_running=True
                    )
                run = self.store.runs.get(self.run_id)
                info = {"status": run.status, **({"error": run.error} if run.error else {})}
                self.record("end", info=info)
        except StoreError:
            if exc is None:
                raise  # else the error that ended the run is the one to report
        finally:
            self.lease.release()


def _ended_by(exc: BaseException) -> str:
    if isinstance(exc, KeyboardInterrupt):
        return "interrupted at once (second Ctrl-C)"
    if isinstance(exc, SystemExit):
        return "interrupted (the process was asked to exit)"
    return str(exc) or type(exc).__name__
