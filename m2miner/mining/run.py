"""A mining run: intents in, one search tree each, everything committed as it happens.

:func:`mine` is what ``m2miner mine`` calls. It checks the model endpoints before the
first tree, records the run (resolved config, seed, versions), mines the intents one
tree at a time, and on Ctrl-C or a lost device stops after the node in flight, leaving
the run resumable with :func:`mine` ``(resume=RUN_ID)``.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from m2miner.config import Config
from m2miner.llm.base import ChatModel
from m2miner.devices.factory import DeviceSpec, app_target, open_device
from m2miner.errors import DeviceDisconnectedError, M2MinerError, NotFoundError
from m2miner.mining.plan import MineRequest, is_sim_app, resolve_intents
from m2miner.mining.recorder import StoreRecorder
from m2miner.mining.session import TreeOutcome, TreeSession
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
    resume: int | None = None,
    observer: Observer | None = None,
    command: str = "mine",
    stop: StopFlag | None = None,
    models: dict[str, ChatModel] | None = None,
) -> MineReport:
    """Mine the request's intents (or continue run ``resume``) and return the report.

    ``models`` supplies ready chat models by config name (for embedding and tests);
    the others are created from the configuration.
    """
    notify = observer or (lambda event: None)
    stop = stop or StopFlag()
    store = open_store(config)
    try:
        run, intents, spec, request = _start(
            store, config, request, device, resume, command, checked=set(models or ())
        )
        return _mine_intents(store, config, run, intents, spec, request, notify, stop, models)
    finally:
        store.close()


def _start(
    store: Store,
    config: Config,
    request: MineRequest | None,
    device: str,
    resume: int | None,
    command: str,
    checked: set[str],
) -> tuple[RunRecord, list[IntentRecord], DeviceSpec, MineRequest]:
    if resume is not None:
        run = store.runs.get(resume)
        plan = run.config.get("plan", {})
        if not plan:
            raise NotFoundError(f"run {resume} has no mining plan to resume")
        intents = [store.intents.get(i) for i in plan["intent_ids"]]
        request = MineRequest(app=plan["app"], domain=plan.get("domain", "mobile"))
        store.runs.reopen(run.id)
        return run, intents, DeviceSpec.parse(plan["device"]), request
    assert request is not None
    spec = DeviceSpec.parse(device)
    _, domain = app_target(config, request.app, spec.kind)
    request = MineRequest(**{**request.__dict__, "domain": domain})
    from m2miner.mining.preflight import check_models

    check_models(config, skip=checked)  # fail fast: an unreachable model server stops us before any tree
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
        "device": str(spec),
        "intent_ids": [i.id for i in intents],
    }
    store.runs.set_config(run.id, {"config": config.model_dump(mode="json"), "plan": plan})
    return run, intents, spec, request


def _mine_intents(
    store: Store,
    config: Config,
    run: RunRecord,
    intents: list[IntentRecord],
    spec: DeviceSpec,
    request: MineRequest,
    notify: Observer,
    stop: StopFlag,
    models: dict[str, ChatModel] | None = None,
) -> MineReport:
    from m2miner.agents.factory import build_agents

    recorder = StoreRecorder(store, run.id, config)
    agents = build_agents(config, recorder, dict(models or {}))
    target, domain = app_target(config, request.app, spec.kind)
    device = open_device(config, spec, request.app, domain=domain)
    outcomes: list[TreeOutcome] = []
    error: str | None = None
    sim = spec.kind == "sim" and is_sim_app(request.app)
    try:
        with _ctrl_c(stop, notify):
            for intent in intents:
                if stop():
                    break
                session = TreeSession(
                    store,
                    config,
                    run.id,
                    intent,
                    target,
                    domain,
                    agents,
                    recorder,
                    device,
                    search=config.search.algorithm,
                    sim=sim,
                )
                if session.already_finished():
                    outcomes.append(session.outcome())
                    continue
                notify(MineEvent("tree_started", intent.text, session.tree_id))
                outcome = session.run(
                    stop,
                    _node_events(notify, intent.text, session.tree_id),
                )
                outcomes.append(outcome)
                notify(MineEvent("tree_finished", intent.text, outcome.tree_id, outcome))
    except DeviceDisconnectedError as exc:
        error = f"device lost: {exc}"
        stop.set()
    except M2MinerError as exc:
        store.runs.finish(run.id, "failed", error=str(exc))
        raise
    finally:
        device.close()
    interrupted = stop() or error is not None
    store.runs.finish(run.id, "interrupted" if interrupted else "finished", error=error)
    return MineReport(run.id, outcomes, interrupted, agents.heuristic, error)


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
