"""A mining run: intents in, one search tree each, everything committed as it happens.

:func:`mine` is what ``m2miner mine`` calls. It checks the model endpoints before the
first tree, records the run (resolved config, seed, versions), mines the intents, and on
Ctrl-C (or SIGTERM) stops after the nodes in flight, leaving the run resumable with
:func:`mine` ``(resume=RUN_ID)``, which mines on with the run's stored configuration. A
run has one writer at a time: the process holding its lease (:mod:`m2miner.mining.lease`).

With several devices (``devices=N`` sim devices, or a comma-separated list of real ones)
trees run concurrently, one device per tree, ``device.trees_per_device`` trees taking
turns on each device (see :mod:`m2miner.mining.pool`). A device that disconnects is taken
out of the pool and its tree resumes on another; when none is left the run stops,
resumable.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from m2miner.agents.base import Agents
from m2miner.config import Config
from m2miner.devices.base import Device
from m2miner.devices.factory import DeviceSpec, app_target, open_device
from m2miner.errors import ConfigError, M2MinerError, NotFoundError
from m2miner.llm.base import ChatModel
from m2miner.mining.lease import RunWriter, process_command
from m2miner.mining.plan import MineRequest, check_request, is_sim_app, resolve_intents
from m2miner.mining.pool import DevicePool, DeviceSlot, DeviceStats
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.rehearsal import serving
from m2miner.mining.resume import resumed_config
from m2miner.mining.session import TreeOutcome, TreeSession
from m2miner.mining.workers import PoolRunner
from m2miner.safety.wrapper import wrap_safe
from m2miner.store import Store
from m2miner.store.records import ConfigChange, IntentRecord, RunRecord

if TYPE_CHECKING:
    from m2miner.scaleout.driver import RayCluster


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


def open_store(config: Config, *, read_only: bool = False) -> Store:
    """The store the config names (created and migrated on first use); ``read_only`` for
    commands that only read: nothing is created or migrated, and it works in a directory
    this user cannot write."""
    from m2miner.store.blobs import open_blobs
    from m2miner.store.db import prepare_data_dir

    prepare_data_dir(config.store.data_dir, create=not read_only)
    return Store.open(
        config.store.database_url(),
        read_only=read_only,
        blobs=open_blobs(config.store.blobs, config.store.data_dir, config.store.blob_options),
    )


def package_versions() -> dict[str, str]:
    """Versions of m2miner and the libraries that shape its results."""
    from importlib.metadata import PackageNotFoundError, version

    from m2miner import __version__

    # The running code's version, not the installed metadata's, which an editable
    # install keeps from when it was installed.
    out = {"m2miner": __version__}
    for name in ("transformers", "torch", "openai", "pillow", "sqlalchemy"):
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out


def mine(
    config: Config,
    request: MineRequest | None,
    *,
    device: str | None = None,
    devices: int | None = None,
    resume: int | None = None,
    overrides: Mapping[str, Any] | None = None,
    observer: Observer | None = None,
    command: str = "mine",
    stop: StopFlag | None = None,
    models: dict[str, ChatModel] | None = None,
    components: Components | None = None,
    argv: str | None = None,
    retry_errors: bool = False,
    cluster: RayCluster | None = None,
) -> MineReport:
    """Mine the request's intents (or continue run ``resume``) and return the report.

    ``device`` is a device spec (``sim``, ``adb:SERIAL``, ``appium:URL``; default ``sim``)
    or a comma-separated list of them; ``devices`` is how many sim devices to use (default
    ``config.device.count``). ``models`` supplies ready chat models by config name (for
    embedding and tests); the others are created from the configuration.
    ``components`` replaces agents or devices with ones built in code. ``observer`` may be
    called from several threads, never at the same time.

    A resumed run mines with its stored configuration: ``config`` then only says where the
    store is, and ``overrides`` (dotted keys such as ``budget.iterations``), ``device`` and
    ``devices`` are changes, recorded in the run's history (see
    :mod:`m2miner.mining.resume`). The run's lease makes this process its only writer
    (:class:`~m2miner.errors.LeaseHeldError` while another live process mines it); the
    run is marked interrupted or failed however this call ends. ``argv`` is the command
    line its history records (default: this process's). ``retry_errors`` (with
    ``resume``) gives the run's env_error nodes their retries back, reopening trees that
    ended with them.

    With ``cluster`` the trees are mined on a Ray cluster's devices instead of this
    process's (see :mod:`m2miner.scaleout.driver`); ``device`` defaults to its fleet.
    """
    notify = _serialised(observer or (lambda event: None))
    stop = stop or StopFlag()
    if cluster is not None:
        from m2miner.scaleout.driver import check_store

        check_store(config)
        device = device or (cluster.specs() if resume is None else None)
    store = open_store(config)

    def lost() -> None:
        stop.set()
        notify(MineEvent("stopping", data={"reason": "lease taken over"}))

    writer = RunWriter(store, command=process_command(argv), on_lost=lost)
    ended: BaseException | None = None
    try:
        if resume is not None:
            start = _resume(store, config, resume, device, devices, overrides, writer, models)
        else:
            assert request is not None
            start = _start(
                store, config, request, device or "sim", devices, command, writer, models
            )
        run, intents, specs, request, config = start
        make = cluster.miner if cluster is not None else _RunMiner
        miner = make(store, config, run, request, notify, stop, retry_errors)
        with serving(config, models) as models:  # faults.model: models behind a fault server
            return miner.mine(intents, specs, models, components or Components())
    except BaseException as exc:
        ended = exc
        raise
    finally:
        with _shielded():
            try:
                writer.close(ended)
            finally:
                store.close()


_Start = tuple[RunRecord, list[IntentRecord], list[DeviceSpec], MineRequest, Config]


def device_specs(config: Config, device: str, devices: int | None) -> list[DeviceSpec]:
    """The devices of a run: ``devices`` sim devices, or each spec of a comma list."""
    specs = [DeviceSpec.parse(part.strip()) for part in device.split(",") if part.strip()]
    if not specs:
        raise ConfigError("no device given; use --device sim, adb:SERIAL or appium:URL")
    count = devices if devices is not None else config.device.count
    if count < 1:
        raise ConfigError(f"--devices must be at least 1, got {count}")
    if len(specs) == 1 and specs[0].kind == "sim":
        return specs * count
    if devices is not None and devices != len(specs):
        raise ConfigError(
            f"--devices {devices} does not match the {len(specs)} devices listed in --device",
            hint="leave out --devices when you list the devices",
        )
    return specs


def _start(
    store: Store,
    config: Config,
    request: MineRequest,
    device: str,
    devices: int | None,
    command: str,
    writer: RunWriter,
    models: dict[str, ChatModel] | None,
) -> _Start:
    specs = device_specs(config, device, devices)
    _, domain = app_target(config, request.app, specs[0].kind)
    request = MineRequest(**{**request.__dict__, "domain": domain})
    from m2miner.mining.preflight import check_app_url, check_models

    if request.from_stage is not None and not store.intents.find(
        app=request.app, stage=request.from_stage, unmined=True
    ):
        raise ConfigError(
            f"no stored stage-{request.from_stage} intents of {request.app} are left to mine",
            hint=f"m2miner intents generate --app {request.app} --stage {request.from_stage}",
        )
    check_request(request, config.max_intent_chars, store)
    # Fail fast: a dead start URL or an unreachable model server stops us before any tree.
    check_app_url(config, request.app)
    check_models(config, skip=set(models or ()))
    run = store.runs.create(
        command,
        config={"config": config.model_dump(mode="json")},
        seed=config.seed,
        versions=package_versions(),
    )
    writer.take(run.id, config.store)
    writer.record("start", info={"app": request.app})
    intents = resolve_intents(request, store, run.id)
    plan = {
        "app": request.app,
        "domain": request.domain,
        "device": ",".join(dict.fromkeys(str(s) for s in specs)),
        "devices": len(specs),
        "intent_ids": [i.id for i in intents],
    }
    store.runs.set_config(run.id, {"config": config.model_dump(mode="json"), "plan": plan})
    return run, intents, specs, request, config


def _resume(
    store: Store,
    here: Config,
    run_id: int,
    device: str | None,
    devices: int | None,
    overrides: Mapping[str, Any] | None,
    writer: RunWriter,
    models: dict[str, ChatModel] | None,
) -> _Start:
    """Continue run ``run_id`` with its stored configuration and the given overrides."""
    from m2miner.mining.preflight import check_app_url, check_models

    run = store.runs.get(run_id)
    plan = dict(run.config.get("plan", {}))
    if not plan:
        raise NotFoundError(f"run {run_id} has no mining plan to resume")
    if run.status == "finished":
        raise ConfigError(
            f"run {run_id} finished; nothing to resume",
            hint="`m2miner runs` lists the runs; an interrupted one can be resumed",
        )
    config, changes = resumed_config(run, here, overrides)
    if device is not None and device != plan["device"]:
        changes.append(ConfigChange("plan.device", plan["device"], device))
        plan["device"] = device
    specs = device_specs(
        config, plan["device"], devices if devices is not None else plan.get("devices")
    )
    if len(specs) != plan.get("devices"):
        changes.append(ConfigChange("plan.devices", plan.get("devices"), len(specs)))
        plan["devices"] = len(specs)
    writer.take(run.id, config.store)
    check_app_url(config, plan["app"])
    check_models(config, skip=set(models or ()))
    intents = [store.intents.get(i) for i in plan["intent_ids"]]
    request = MineRequest(app=plan["app"], domain=plan.get("domain", "mobile"))
    store.runs.set_config(
        run.id, {**run.config, "config": config.model_dump(mode="json"), "plan": plan}
    )
    run = store.runs.reopen(run.id)
    writer.record("resume", changes)
    return run, intents, specs, request, config


class _RunMiner:
    """Mines a run's intents on its devices and records how the run ended."""

    def __init__(
        self,
        store: Store,
        config: Config,
        run: RunRecord,
        request: MineRequest,
        notify: Observer,
        stop: StopFlag,
        retry_errors: bool = False,
    ) -> None:
        self.store = store
        self.config = config
        self.run = run
        self.request = request
        self.notify = notify
        self.stop = stop
        self.retry_errors = retry_errors

    def mine(
        self,
        intents: list[IntentRecord],
        specs: list[DeviceSpec],
        models: dict[str, ChatModel] | None,
        components: Components,
    ) -> MineReport:
        from m2miner.agents.factory import build_agents

        config, run = self.config, self.run
        self.recorder = StoreRecorder(self.store, run.id, config, buffered=True)
        if components.agents is not None:
            self.agents = components.agents(config, self.recorder)
        else:
            self.agents = build_agents(config, self.recorder, dict(models or {}))
        self.target, self.domain = app_target(config, self.request.app, specs[0].kind)
        self.sim = specs[0].kind == "sim" and is_sim_app(self.request.app)
        pool = DevicePool(
            self._open(specs, components),
            config.device.trees_per_device,
            return_wait_s=config.device.return_wait_s,
            revivals=config.device.reconnects,
        )
        runner = PoolRunner(pool, self._mine_tree, self.stop, self.stop.set)
        self._total, self._taken, self._lock = len(intents), 0, threading.Lock()
        try:
            with _ctrl_c(self.stop, self.notify):
                result = runner.run(intents)
        except M2MinerError as exc:
            self.store.runs.finish(run.id, "failed", error=str(exc))
            raise
        finally:
            pool.close()
        error = None
        if result.left and not self.stop():
            # Trees are left only when every device failed.
            error = "device lost: " + "; ".join(result.device_errors)
        cut = [o for o in result.outcomes if o.stop_reason == "env_errors"]
        if cut and error is None and not self.stop():
            # Work is left that a fixed model or device can do: the run stays resumable.
            error = (
                f"{len(cut)} tree{'' if len(cut) == 1 else 's'} stopped on model or device "
                f"errors; retry with `m2miner mine --resume {run.id} --retry-errors`"
            )
        interrupted = self.stop() or error is not None
        self.store.runs.finish(run.id, "interrupted" if interrupted else "finished", error=error)
        stats = tuple(pool.stats())
        wall = stats[0].wall_s if stats else 0.0
        return MineReport(
            run.id, result.outcomes, interrupted, self.agents.heuristic, error, stats, wall
        )

    def _open(self, specs: list[DeviceSpec], components: Components) -> list[Device]:
        opened: list[Device] = []
        try:
            for index, spec in enumerate(specs):
                if components.device is not None:
                    # Devices built in code get the safety policy like opened ones.
                    opened.append(wrap_safe(components.device(index), self.config.safety))
                else:
                    opened.append(
                        open_device(
                            self.config, spec, self.request.app, index=index, domain=self.domain
                        )
                    )
        except BaseException:
            for device in opened:
                device.close()
            raise
        return opened

    def _mine_tree(self, intent: IntentRecord, slot: DeviceSlot) -> TreeOutcome:
        session = TreeSession(
            self.store,
            self.config,
            self.run.id,
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
        with self._lock:
            self._taken += 1
            k = self._taken
        if session.already_finished():
            return session.outcome()
        self.notify(
            MineEvent("tree_started", intent.text, session.tree_id, data=self._start(k, session))
        )
        outcome = session.run(self.stop, _node_events(self.notify, intent.text, session.tree_id))
        self.notify(MineEvent("tree_finished", intent.text, outcome.tree_id, outcome))
        return outcome

    def _start(self, k: int, session: TreeSession) -> dict[str, Any]:
        """What a progress view shows of a starting tree: it is the ``k``-th of ``n``,
        the budget it mines against, and what it spent before (a resumed tree)."""
        c = session.tree.counters
        return {
            "k": k,
            "n": self._total,
            "budget": self.config.budget.model_dump(),
            "iterations": c.iterations,
            "device_steps": c.device_steps,
            "successes": c.successes,
            "wall_s": c.wall_s,
            "started": time.time(),
        }


def _serialised(observer: Observer) -> Observer:
    """``observer``, called by one thread at a time."""
    lock = threading.Lock()

    def notify(event: MineEvent) -> None:
        with lock:
            observer(event)

    return notify


@contextmanager
def _ctrl_c(stop: StopFlag, notify: Observer) -> Iterator[None]:
    """First Ctrl-C (or SIGTERM): stop after the node in flight. Second: interrupt at once.

    The second raises KeyboardInterrupt in the main thread; :func:`mine` still marks the
    run interrupted and gives its lease back on the way out.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

    def handler(signum: int, frame: object) -> None:
        if stop():
            _restore(previous)
            raise KeyboardInterrupt
        stop.set()
        notify(MineEvent("stopping"))

    for sig in previous:
        signal.signal(sig, handler)
    try:
        yield
    finally:
        _restore(previous)


def _restore(handlers: dict[signal.Signals, Any]) -> None:
    for sig, previous in handlers.items():
        signal.signal(sig, previous if previous is not None else signal.SIG_DFL)


@contextmanager
def _shielded() -> Iterator[None]:
    """Ctrl-C and SIGTERM are ignored while a run's end is written (milliseconds)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    for sig in previous:
        signal.signal(sig, signal.SIG_IGN)
    try:
        yield
    finally:
        _restore(previous)


def _node_events(notify: Observer, intent: str, tree_id: int) -> Callable[[dict[str, Any]], None]:
    return lambda data: notify(MineEvent("node", intent, tree_id, data=data))
