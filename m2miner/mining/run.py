"""A mining run: intents in, one search tree each, everything committed as it happens.

:func:`mine` is what ``m2miner mine`` calls. It checks the model endpoints before the
first tree, records the run (resolved config, seed, versions), mines the intents, and on
Ctrl-C stops after the nodes in flight, leaving the run resumable with :func:`mine`
``(resume=RUN_ID)``.

With several devices (``devices=N`` sim devices, or a comma-separated list of real ones)
trees run concurrently, one device per tree, ``device.trees_per_device`` trees taking
turns on each device (see :mod:`m2miner.mining.pool`). A device that disconnects is taken
out of the pool and its tree resumes on another; when none is left the run stops,
resumable.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from m2miner.agents.base import Agents
from m2miner.config import Config
from m2miner.devices.base import Device
from m2miner.devices.factory import DeviceSpec, app_target, open_device
from m2miner.errors import ConfigError, M2MinerError, NotFoundError
from m2miner.llm.base import ChatModel
from m2miner.mining.plan import MineRequest, is_sim_app, resolve_intents
from m2miner.mining.pool import DevicePool, DeviceSlot, DeviceStats
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.session import TreeOutcome, TreeSession
from m2miner.mining.workers import PoolRunner
from m2miner.store import Store
from m2miner.store.records import IntentRecord, RunRecord


@dataclass(frozen=True)
class MineEvent:
    """Progress of a run: ``kind`` is tree_started, node, tree_finished or stopping."""

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


def open_store(config: Config) -> Store:
    """The store the config names (created and migrated on first use)."""
    config.store.data_dir.mkdir(parents=True, exist_ok=True)
    return Store.open(
        config.store.database_url(), screenshots_dir=config.store.data_dir / "screenshots"
    )


def package_versions() -> dict[str, str]:
    """Versions of m2miner and the libraries that shape its results."""
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for name in ("m2miner", "transformers", "torch", "openai", "pillow", "sqlalchemy"):
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out


def mine(
    config: Config,
    request: MineRequest | None,
    *,
    device: str = "sim",
    devices: int | None = None,
    resume: int | None = None,
    observer: Observer | None = None,
    command: str = "mine",
    stop: StopFlag | None = None,
    models: dict[str, ChatModel] | None = None,
    components: Components | None = None,
) -> MineReport:
    """Mine the request's intents (or continue run ``resume``) and return the report.

    ``device`` is a device spec (``sim``, ``adb:SERIAL``, ``appium:URL``) or a comma-
    separated list of them; ``devices`` is how many sim devices to use (default
    ``config.device.count``). ``models`` supplies ready chat models by config name (for
    embedding and tests); the others are created from the configuration.
    ``components`` replaces agents or devices with ones built in code. ``observer`` may be
    called from several threads, never at the same time.
    """
    notify = _serialised(observer or (lambda event: None))
    stop = stop or StopFlag()
    store = open_store(config)
    try:
        run, intents, specs, request = _start(
            store, config, request, device, devices, resume, command, checked=set(models or ())
        )
        miner = _RunMiner(store, config, run, request, notify, stop)
        return miner.mine(intents, specs, models, components or Components())
    finally:
        store.close()


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
    request: MineRequest | None,
    device: str,
    devices: int | None,
    resume: int | None,
    command: str,
    checked: set[str],
) -> tuple[RunRecord, list[IntentRecord], list[DeviceSpec], MineRequest]:
    if resume is not None:
        run = store.runs.get(resume)
        plan = run.config.get("plan", {})
        if not plan:
            raise NotFoundError(f"run {resume} has no mining plan to resume")
        intents = [store.intents.get(i) for i in plan["intent_ids"]]
        request = MineRequest(app=plan["app"], domain=plan.get("domain", "mobile"))
        store.runs.reopen(run.id)
        count = devices if devices is not None else plan.get("devices")
        return run, intents, device_specs(config, plan["device"], count), request
    assert request is not None
    specs = device_specs(config, device, devices)
    _, domain = app_target(config, request.app, specs[0].kind)
    request = MineRequest(**{**request.__dict__, "domain": domain})
    from m2miner.mining.preflight import check_models

    if request.from_stage is not None and not store.intents.find(
        app=request.app, stage=request.from_stage, unmined=True
    ):
        raise ConfigError(
            f"no stored stage-{request.from_stage} intents of {request.app} are left to mine",
            hint=f"m2miner intents generate --app {request.app} --stage {request.from_stage}",
        )
    # Fail fast: an unreachable model server stops us before any tree.
    check_models(config, skip=checked)
    run = store.runs.create(
        command,
        config={"config": config.model_dump(mode="json")},
        seed=config.seed,
        versions=package_versions(),
    )
    intents = resolve_intents(request, store, run.id)
    plan = {
        "app": request.app,
        "domain": request.domain,
        "device": ",".join(dict.fromkeys(str(s) for s in specs)),
        "devices": len(specs),
        "intent_ids": [i.id for i in intents],
    }
    store.runs.set_config(run.id, {"config": config.model_dump(mode="json"), "plan": plan})
    return run, intents, specs, request


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
    ) -> None:
        self.store = store
        self.config = config
        self.run = run
        self.request = request
        self.notify = notify
        self.stop = stop

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
        pool = DevicePool(self._open(specs, components), config.device.trees_per_device)
        runner = PoolRunner(pool, self._mine_tree, self.stop, self.stop.set)
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
                    opened.append(components.device(index))
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
        )
        if session.already_finished():
            return session.outcome()
        self.notify(MineEvent("tree_started", intent.text, session.tree_id))
        outcome = session.run(self.stop, _node_events(self.notify, intent.text, session.tree_id))
        self.notify(MineEvent("tree_finished", intent.text, outcome.tree_id, outcome))
        return outcome


def _serialised(observer: Observer) -> Observer:
    """``observer``, called by one thread at a time."""
    lock = threading.Lock()

    def notify(event: MineEvent) -> None:
        with lock:
            observer(event)

    return notify


@contextmanager
def _ctrl_c(stop: StopFlag, notify: Observer) -> Iterator[None]:
    """First Ctrl-C: stop after the node in flight. Second: interrupt at once."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)

    def handler(signum: int, frame: object) -> None:
        if stop():
            signal.signal(signal.SIGINT, previous)
            raise KeyboardInterrupt
        stop.set()
        notify(MineEvent("stopping"))

    signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _node_events(notify: Observer, intent: str, tree_id: int) -> Callable[[dict[str, Any]], None]:
    return lambda data: notify(MineEvent("node", intent, tree_id, data=data))
