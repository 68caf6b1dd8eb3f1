"""A mining run: intents in, one search tree each, everything committed as it happens.

:func:`mine` is what ``m2miner mine`` calls. It checks the model endpoints before the
first tree, records the run (resolved config, seed, versions), mines the intents, and on
Ctrl-C (or SIGTERM) stops after the nodes in flight, leaving the run resumable with
:func:`mine` ``(resume=RUN_ID)``, which mines on with the run's stored configuration. A
run has one writer at a time: the process holding its lease (:mod:`m2miner.mining.lease`).

The trees are mined by a run engine (:mod:`m2miner.mining.engine`): the local one
(:mod:`m2miner.mining.local`; ``devices=N`` sim devices, or a comma-separated list of
real ones, mining concurrently), or the one of the ``cluster`` the caller chose.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from m2miner.config import Config
from m2miner.devices.factory import DeviceSpec, app_target
from m2miner.errors import ConfigError, NotFoundError
from m2miner.llm.base import ChatModel
from m2miner.mining.engine import (
    Cluster,
    Components,
    MineEvent,
    MineReport,
    Observer,
    RunEngine,
    RunJob,
    StopFlag,
    restore_signals,
)
from m2miner.mining.lease import RunWriter, process_command
from m2miner.mining.local import LocalEngine
from m2miner.mining.plan import MineRequest, check_request, resolve_intents
from m2miner.mining.rehearsal import serving
from m2miner.mining.resume import resumed_config
from m2miner.store import Store
from m2miner.store.opening import open_store, package_versions
from m2miner.store.records import ConfigChange, IntentRecord, RunRecord

__all__ = ["Components", "MineEvent", "MineReport", "Observer", "StopFlag", "mine"]


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
    cluster: Cluster | None = None,
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

    With ``cluster`` the trees are mined by its engine on its devices instead of this
    process's (a Ray cluster: :mod:`m2miner.scaleout.driver`); ``device`` defaults to
    every device of the cluster.
    """
    notify = _serialised(observer or (lambda event: None))
    stop = stop or StopFlag()
    if cluster is not None:
        cluster.check(config)
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
        job = RunJob(store, config, run, request, notify, stop, retry_errors)
        engine: RunEngine = cluster.engine(job) if cluster is not None else LocalEngine(job)
        with serving(config, models) as models:  # faults.model: models behind a fault server
            return engine.mine(intents, specs, models, components or Components())
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


def _serialised(observer: Observer) -> Observer:
    """``observer``, called by one thread at a time."""
    lock = threading.Lock()

    def notify(event: MineEvent) -> None:
        with lock:
            observer(event)

    return notify


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
        restore_signals(previous)
