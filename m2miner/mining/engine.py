"""The contract of a run engine, and what every engine shares.

A run engine mines a recorded run's intents and records how the run ended. There are
two: :class:`~m2miner.mining.local.LocalEngine` (this process's device pool) and the Ray
engine of :mod:`m2miner.scaleout.driver` (device actors on a cluster). :func:`m2miner.
mining.run.mine` records the run and hands it to the engine a :class:`Cluster` builds, or
to the local one; it never imports the Ray engine.

Both build a tree's parts with one :class:`TreeFactory` (the agents, the wrapped device
and the :class:`~m2miner.mining.session.TreeSession`), take intents from one
:class:`IntentQueue` and end the run with :func:`finish_run`.
"""

from __future__ import annotations

import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from m2miner.actions import Domain
from m2miner.agents.base import Agents
from m2miner.config import Config
from m2miner.devices.base import Device
from m2miner.devices.factory import DeviceSpec, app_target
from m2miner.llm.base import ChatModel
from m2miner.mining.device_stack import open_device
from m2miner.mining.plan import MineRequest, is_sim_app
from m2miner.mining.pool import DeviceSlot, DeviceStats
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.session import TreeOutcome, TreeSession
from m2miner.safety.wrapper import wrap_safe
from m2miner.store import Store
from m2miner.store.records import IntentRecord, RunRecord


@dataclass(frozen=True)
class MineEvent:
    """Progress of a run: ``kind`` is tree_started, node, tree_finished or stopping.

    A tree_started event's ``data`` holds ``k`` and ``n`` (the tree is the k-th of the
    run's n), ``budget`` (the per-tree limits), what the tree spent before this session
    (``iterations``, ``device_steps``, ``successes``, ``wall_s``) and ``started`` (epoch
    seconds); a node event's ``data`` the node's result, the tree's ``iterations`` so
    far and its ``usage``.
    """

    kind: str
    intent: str = ""
    tree_id: int | None = None
    outcome: TreeOutcome | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MineReport:
    """What a run did; ``interrupted`` runs can be resumed."""

    run_id: int
    outcomes: list[TreeOutcome]
    interrupted: bool
    heuristic: bool
    error: str | None = None
    devices: tuple[DeviceStats, ...] = ()
    """What each device did: trees, busy time, and why it was taken out of the pool."""
    wall_s: float = 0.0


@dataclass(frozen=True)
class Components:
    """Parts built in code instead of from the configuration (benchmarks, tests).

    ``agents(config, recorder)`` builds the search agents; ``device(index)`` opens the
    device of pool slot ``index``. Neither can be chosen from a config file.
    """

    agents: Callable[[Config, StoreRecorder], Agents] | None = None
    device: Callable[[int], Device] | None = None


class StopFlag:
    """Set by Ctrl-C; the search polls it between iterations."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def __call__(self) -> bool:
        return self._event.is_set()


Observer = Callable[[MineEvent], None]


@dataclass(frozen=True)
class RunJob:
    """A recorded run ready to be mined: what an engine is built from."""

    store: Store
    config: Config
    run: RunRecord
    request: MineRequest
    notify: Observer
    """Called by one thread at a time."""
    stop: StopFlag
    retry_errors: bool = False
    """Give the run's env_error nodes their retries back (``mine --retry-errors``)."""


class RunEngine(Protocol):
    """Mines a run's intents on its devices and records how the run ended."""

    def mine(
        self,
        intents: list[IntentRecord],
        specs: list[DeviceSpec],
        models: dict[str, ChatModel] | None,
        components: Components,
    ) -> MineReport:
        """Mine (or resume) one tree per intent, on the devices of ``specs``, until each
        tree ends, the run's stop flag is set or no device is left; mark the run finished
        or interrupted (:func:`finish_run`) and return the report. ``models`` are ready
        chat models by config name; ``components`` replaces agents or devices. Raises
        :class:`~m2miner.errors.M2MinerError` when a tree fails for another reason than
        its device."""
        ...


class Cluster(Protocol):
    """Somewhere else to mine than this process (a Ray cluster): ``mine(cluster=...)``."""

    def check(self, config: Config) -> None:
        """Raise :class:`~m2miner.errors.ConfigError` when ``config`` cannot mine there
        (its store is not one every host reaches)."""
        ...

    def specs(self) -> str:
        """The ``--device`` list a new run records: every device of the cluster."""
        ...

    def engine(self, job: RunJob) -> RunEngine:
        """The engine that mines ``job`` on the cluster."""
        ...


class TreeFactory:
    """Builds the parts of a run's trees: its agents (once), its devices behind the
    safety policy, and each tree's session. The local engine and every Ray device actor
    build them through one.

    ``kind`` is the run's device kind (``sim``, ``adb``, ``appium``); ``models`` are
    ready chat models by config name (the others are created from the config).
    ``domain`` defaults to the one the app's config entry (or the sim) gives; ``sim``
    (the trees mine a bundled sim app, verified by its task predicates) to whether
    ``app`` is one and ``kind`` is ``sim``.
    """

    def __init__(
        self,
        store: Store,
        config: Config,
        run_id: int,
        app: str,
        kind: str,
        components: Components | None = None,
        models: dict[str, ChatModel] | None = None,
        retry_errors: bool = False,
        *,
        domain: Domain | None = None,
        sim: bool | None = None,
    ) -> None:
        self.store, self.config, self.run_id, self.app = store, config, run_id, app
        self.components = components or Components()
        self.retry_errors = retry_errors
        self.target, found = app_target(config, app, kind)
        self.domain: Domain = domain or found
        self.sim = sim if sim is not None else kind == "sim" and is_sim_app(app)
        self.recorder = StoreRecorder(store, run_id, config, buffered=True)
        if self.components.agents is not None:
            self.agents = self.components.agents(config, self.recorder)
        else:
            from m2miner.agents.factory import build_agents

            self.agents = build_agents(config, self.recorder, dict(models or {}))

    def device(self, spec: DeviceSpec, index: int) -> Device:
        """Device ``index`` of the run, set up for its app, behind the safety policy
        (devices built in code get it like opened ones)."""
        if self.components.device is not None:
            return wrap_safe(self.components.device(index), self.config.safety)
        return open_device(self.config, spec, self.app, index=index, domain=self.domain)

    def session(self, intent: IntentRecord, slot: DeviceSlot) -> TreeSession:
        """The session that creates or resumes ``intent``'s tree on ``slot``'s device."""
        return TreeSession(
            self.store,
            self.config,
            self.run_id,
            intent,
            self.target,
            self.domain,
            self.agents,
            self.recorder,
            slot.device,
            search=self.config.search.algorithm,
            sim=self.sim,
            lease=slot,
            retry_errors=self.retry_errors,
        )


class IntentQueue:
    """Intents waiting for a device, in order (thread-safe). A tree whose device failed
    goes back to the front; one that cannot be mined now (its lease is held elsewhere)
    waits ``delay_s`` and then joins the back."""

    def __init__(self, intents: Sequence[IntentRecord]) -> None:
        self._items = deque(intents)
        self._later: list[tuple[float, IntentRecord]] = []
        self._lock = threading.Lock()

    def take(self) -> IntentRecord | None:
        """The next intent that is due, or None."""
        with self._lock:
            now = time.monotonic()
            self._items.extend(i for t, i in self._later if t <= now)
            self._later = [(t, i) for t, i in self._later if t > now]
            return self._items.popleft() if self._items else None

    def put_back(self, intent: IntentRecord) -> None:
        with self._lock:
            self._items.appendleft(intent)

    def later(self, intent: IntentRecord, delay_s: float) -> None:
        with self._lock:
            self._later.append((time.monotonic() + delay_s, intent))

    def __bool__(self) -> bool:
        """Whether any intent is left, due or not."""
        with self._lock:
            return bool(self._items or self._later)

    def left(self) -> list[IntentRecord]:
        """Every intent not taken: the due ones, then the waiting ones."""
        with self._lock:
            return [*self._items, *(i for _, i in self._later)]


def finish_run(
    job: RunJob, outcomes: Sequence[TreeOutcome], lost: str | None
) -> tuple[bool, str | None]:
    """Mark the run finished or interrupted; ``(interrupted, error)``.

    ``lost`` says why trees were left unmined when every device was lost (None when none
    was left, or the run was stopped). A run whose trees stopped on model or device errors
    stays resumable, with the command that retries them in its error.
    """
    stopped = job.stop()
    error = lost if not stopped else None
    cut = [o for o in outcomes if o.stop_reason == "env_errors"]
    if cut and error is None and not stopped:
        # Work is left that a fixed model or device can do: the run stays resumable.
        error = (
            f"{len(cut)} tree{'' if len(cut) == 1 else 's'} stopped on model or device "
            f"errors; retry with `m2miner mine --resume {job.run.id} --retry-errors`"
        )
    interrupted = stopped or error is not None
    job.store.runs.finish(job.run.id, "interrupted" if interrupted else "finished", error=error)
    return interrupted, error


@contextmanager
def ctrl_c(stop: StopFlag, notify: Observer) -> Iterator[None]:
    """First Ctrl-C (or SIGTERM): stop after the node in flight. Second: interrupt at once.

    The second raises KeyboardInterrupt in the main thread; :func:`~m2miner.mining.run.
    mine` still marks the run interrupted and gives its lease back on the way out.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

    def handler(signum: int, frame: object) -> None:
        if stop():
            restore_signals(previous)
            raise KeyboardInterrupt
        stop.set()
        notify(MineEvent("stopping"))

    for sig in previous:
        signal.signal(sig, handler)
    try:
        yield
    finally:
        restore_signals(previous)


def restore_signals(handlers: dict[signal.Signals, Any]) -> None:
    for sig, previous in handlers.items():
        signal.signal(sig, previous if previous is not None else signal.SIG_DFL)
