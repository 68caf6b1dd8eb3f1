"""Generating and storing the intents of a progressive stage (``m2miner intents generate``).

Stage 1 opens the app on a fresh device, reads its start screen and asks the configured
:class:`~m2miner.agents.intents.IntentGenerator` for common-service intents, then for
conditional rewrites of them. Stage 2 combines the app's stored stage-1 intents with each
other and with the functions seen deeper in its mined trees, and adds a *retry* of every
intent whose trees all failed. New intents are deduplicated against every stored intent
of the app and stored with their stage and source (``generated``; ``retry`` with the
failed intent as parent, keeping its sim task id); ``m2miner mine --from-stage N`` then
mines the ones without a tree.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from m2miner.actions import Domain
from m2miner.agents.intents import (
    Deduper,
    IntentGenerator,
    IntentIdea,
    StartScreen,
    build_generator,
)
from m2miner.agents.steps import Touched, is_function, touched
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.devices.factory import DeviceSpec, app_target
from m2miner.errors import ConfigError
from m2miner.llm.base import ChatModel
from m2miner.mining.device_stack import open_device
from m2miner.mining.plan import too_long as too_long_reason
from m2miner.mining.recorder import StoreRecorder
from m2miner.store import Store
from m2miner.store.opening import open_store, package_versions
from m2miner.store.records import IntentRecord, LoadedTree, NewIntent, NodeRecord

FAILED_TREE_STATUSES = frozenset({"failed", "exhausted", "error"})
MAX_FUNCTIONS = 12
FUNCTION_TREES = 50
"""Functions are read from this many of the app's most recent trees."""


@dataclass(frozen=True)
class GenerateRequest:
    """What to generate: ``n`` and ``rewrites`` default to ``agents.intents``."""

    app: str
    stage: int
    n: int | None = None
    rewrites: int | None = None
    device: str = "sim"
    retries: bool = True


@dataclass(frozen=True)
class Duplicate:
    """A generated intent left out, and the stored or kept intent it repeats."""

    text: str
    of: str


@dataclass(frozen=True)
class GenerateReport:
    run_id: int
    app: str
    stage: int
    stored: list[IntentRecord]
    duplicates: list[Duplicate]
    heuristic: bool
    functions: list[str]
    too_long: list[str] = field(default_factory=list)
    """Generated intents left out for being longer than ``max_intent_chars``."""


def generate_intents(
    config: Config, request: GenerateRequest, *, models: dict[str, ChatModel] | None = None
) -> GenerateReport:
    """Generate, deduplicate and store the intents of ``request.stage`` for its app."""
    if request.stage not in (1, 2):
        raise ConfigError(f"--stage must be 1 or 2, got {request.stage}")
    if request.n is not None and request.n < 1:
        raise ConfigError(f"--n must be at least 1, got {request.n}")
    if request.rewrites is not None and request.rewrites < 0:
        raise ConfigError(f"--rewrites must be 0 or more, got {request.rewrites}")
    spec = DeviceSpec.parse(request.device)
    _, domain = app_target(config, request.app, spec.kind)
    store = open_store(config)
    pool: dict[str, ChatModel] = dict(models or {})
    try:
        run = store.runs.create(
            f"intents generate --stage {request.stage}",
            config={"config": config.model_dump(mode="json"), "request": request.__dict__},
            seed=config.seed,
            versions=package_versions(),
        )
        generator = build_generator(config, StoreRecorder(store, run.id, config), pool)
        try:
            retries: list[NewIntent] = []
            functions: list[str] = []
            if request.stage == 1:
                ideas = _stage1(config, request, spec, domain, generator)
            else:
                ideas, retries, functions = _stage2(store, config, request, domain, generator)
        except KeyboardInterrupt:
            store.runs.finish(run.id, "interrupted", error="interrupted")
            raise
        except Exception as exc:
            store.runs.finish(run.id, "failed", error=str(exc) or type(exc).__name__)
            raise
        limit = config.max_intent_chars
        too_long = [i.text for i in ideas if too_long_reason(i.text, limit)]
        ideas = [i for i in ideas if not too_long_reason(i.text, limit)]
        stored, duplicates = _store(store, config, run.id, request, domain, ideas, retries)
        store.runs.finish(run.id)
        return GenerateReport(
            run.id,
            request.app,
            request.stage,
            stored,
            duplicates,
            generator.heuristic,
            functions,
            too_long,
        )
    finally:
        for name, model in pool.items():
            if models is None or name not in models:
                model.close()
        store.close()


def _stage1(
    config: Config,
    request: GenerateRequest,
    spec: DeviceSpec,
    domain: Domain,
    generator: IntentGenerator,
) -> list[IntentIdea]:
    """Common-service intents from the start screen, then rewrites of them."""
    screen = StartScreen(request.app, domain, start_screen(config, spec, request.app))
    n = request.n or config.agents.intents.n
    k = config.agents.intents.rewrites if request.rewrites is None else request.rewrites
    common = generator.common(screen, n)
    return common + generator.rewrite(screen, [i.text for i in common], k)


def _stage2(
    store: Store,
    config: Config,
    request: GenerateRequest,
    domain: Domain,
    generator: IntentGenerator,
) -> tuple[list[IntentIdea], list[NewIntent], list[str]]:
    """Combinations of the stage-1 intents and seen functions, plus retries."""
    base = [i.text for i in store.intents.find(app=request.app, stage=1)]
    retries = retry_intents(store, request.app) if request.retries else []
    if not base and not retries:
        raise ConfigError(
            f"no stage-1 intents of {request.app} to combine and no failed intents to retry",
            hint=f"run `m2miner intents generate --app {request.app} --stage 1` first",
        )
    functions = functions_seen(store, request.app)
    n = request.n or config.agents.intents.n
    ideas = generator.combine(request.app, domain, base, functions, n) if base else []
    return ideas, retries, functions


def start_screen(config: Config, spec: DeviceSpec, app: str) -> Observation:
    """The app's start screen on a freshly opened device."""
    target, domain = app_target(config, app, spec.kind)
    device = open_device(config, spec, app, domain=domain)
    try:
        device.start_app(target)
        return device.observe()
    finally:
        device.close()


def _store(
    store: Store,
    config: Config,
    run_id: int,
    request: GenerateRequest,
    domain: Domain,
    ideas: list[IntentIdea],
    retries: list[NewIntent],
) -> tuple[list[IntentRecord], list[Duplicate]]:
    existing = [i.text for i in store.intents.find(app=request.app)]
    dedup = Deduper(existing, threshold=config.agents.intents.similarity)
    new: list[NewIntent] = []
    duplicates = []
    for idea in ideas:
        repeated = dedup.duplicate_of(idea.text)
        if repeated is not None:
            duplicates.append(Duplicate(idea.text, repeated))
            continue
        dedup.add(idea.text)
        new.append(
            NewIntent(
                text=idea.text,
                app=request.app,
                domain=domain,
                stage=request.stage,
                source="generated",
            )
        )
    new += retries
    return (store.intents.add_many(new, run_id=run_id) if new else []), duplicates


def retry_intents(store: Store, app: str) -> list[NewIntent]:
    """A stage-2 retry of each intent of ``app`` whose trees all failed.

    An intent is retried once: not when it is itself a retry, nor when a retry of it is
    already stored. A retry keeps the text, domain and sim task id of the failed intent.
    """
    trees = store.trees.find(app=app)
    by_intent: dict[int, list[str]] = {}
    for tree in trees:
        by_intent.setdefault(tree.intent_id, []).append(tree.status)
    retried = {i.parent_intent_id for i in store.intents.find(app=app, source="retry")}
    out = []
    for intent_id, statuses in sorted(by_intent.items()):
        if intent_id in retried or not all(s in FAILED_TREE_STATUSES for s in statuses):
            continue
        intent = store.intents.get(intent_id)
        if intent.source == "retry":
            continue
        out.append(
            NewIntent(
                text=intent.text,
                app=app,
                domain=intent.domain,
                stage=2,
                source="retry",
                task_id=intent.task_id,
                parent_intent_id=intent.id,
            )
        )
    return out


def functions_seen(store: Store, app: str) -> list[str]:
    """Labels of functions ("Save", "Share", "Call a taxi") tapped on the page of an item
    opened from a list, in the app's recent trees, most often tapped first.

    Only those act on an object, so only they read well after a request that finds one
    ("Search for Central Park and save it"); a screen's own function ("Clear history" on
    the Recents tab) does not.
    """
    counts: Counter[str] = Counter()
    texts: dict[str, str | None] = {}

    def target(node: NodeRecord, loaded: LoadedTree) -> Touched | None:
        parent = loaded.node(node.parent_id) if node.parent_id is not None else None
        key = parent.hierarchy_hash if parent is not None else None
        if key is None or node.action is None:
            return None
        if key not in texts:
            texts[key] = store.screenshots.get_text(key)
        return touched(texts[key], node.action)

    for tree in store.trees.find(app=app)[-FUNCTION_TREES:]:
        loaded = store.trees.load(tree.id)
        for node in loaded.nodes:
            if node.status not in ("valid", "success") or node.depth < 2:
                continue
            tapped = target(node, loaded)
            if tapped is None or tapped.editable or not is_function(tapped.label):
                continue
            opened = target(loaded.node(node.parent_id or 0), loaded)
            if opened is not None and opened.row:
                counts[tapped.label] += 1
    return [label for label, _ in counts.most_common(MAX_FUNCTIONS)]
