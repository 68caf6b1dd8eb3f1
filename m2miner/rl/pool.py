"""Task pools: verified trajectories as RL tasks, stored as JSON lines plus images.

A pool is a folder::

    tasks.jsonl      one :class:`Task` per line (``Task.to_dict``)
    images/HASH.png  the reference trajectory's screens, named by content hash
    pool.json        what was exported, what was left out and why, the split

Each verified trajectory (a mined success or a recycled intent) becomes a task: its app and
domain, the start state a reset restores (the app target with any seeded setup its config
entry declares), the intent, the verifier that gives the reward (a sim task's predicate or
the intent's device verifier spec), the reference actions and their length. A trajectory
with nothing to verify it on the device (a recycled intent without a verifier spec, or a
success only the judge accepted) is exported only when asked (``judged=True``) and then
carries ``judged_only: true`` and ``verifier: null``: an environment gives it no reward.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from m2miner.actions import Action, Domain
from m2miner.config import Config
from m2miner.devices.base import AppTarget
from m2miner.devices.seed import AppSetup
from m2miner.errors import ConfigError
from m2miner.export.trajectories import Selection, Trajectory, collect
from m2miner.store import Store

SplitBy = Literal["app", "intent"]
TASKS_FILE = "tasks.jsonl"
MANIFEST_FILE = "pool.json"


@dataclass(frozen=True)
class Step:
    """One reference action and the screen it was taken on (a path inside the pool)."""

    action: dict[str, Any]
    description: str
    image: str


@dataclass(frozen=True)
class Task:
    """One RL task: where to start, what to do, how success is checked, how it was done."""

    id: str
    app: str
    domain: Domain
    intent: str
    family: str
    """Tasks whose success rates are pooled: the sim task id, else the tree's intent."""
    group: str
    """What a split by intent keeps together (a recycled path goes with its tree)."""
    start: dict[str, Any]
    """The :class:`AppTarget` a reset starts, with its seeded setup (:func:`target_of`)."""
    verifier: dict[str, Any] | None
    """``{"kind": "sim", "task_id": ...}`` or ``{"kind": "spec", "spec": {...}}``."""
    trust: str
    recycled: bool
    judged_only: bool
    length: int
    reference: tuple[Step, ...]
    final_image: str
    split: str = "train"
    source: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Task:
        values = dict(data)
        values["reference"] = tuple(Step(**s) for s in values["reference"])
        return cls(**values)

    def target(self) -> AppTarget:
        """The app target a reset starts, with its seeded setup."""
        return target_of(self.start)

    def action_list(self) -> list[Action]:
        """The reference actions as :class:`Action` values."""
        return [Action.from_dict(dict(s.action)) for s in self.reference]


def start_of(target: AppTarget) -> dict[str, Any]:
    """An app target as JSON (lists for tuples, the setup as a mapping)."""
    return json.loads(json.dumps(dataclasses.asdict(target)))  # type: ignore[no-any-return]


def target_of(start: Mapping[str, Any]) -> AppTarget:
    """The :class:`AppTarget` that :func:`start_of` wrote."""
    values = dict(start)
    setup = values.pop("setup", None)
    for key in ("allowed_packages", "allowed_url_prefixes"):
        values[key] = tuple(values.get(key) or ())
    if setup is not None:
        fields: dict[str, Any] = {
            k: _tuples(v) if isinstance(v, list) else v for k, v in setup.items()
        }
        setup = AppSetup(**fields)
    return AppTarget(**values, setup=setup)


def _tuples(value: list[Any]) -> tuple[Any, ...]:
    return tuple(tuple(v) if isinstance(v, list) else v for v in value)


@dataclass(frozen=True)
class PoolFilter:
    """Which trajectories become tasks."""

    domains: tuple[str, ...] = ()
    min_length: int = 1
    max_length: int | None = None
    judged: bool = False
    """Also export tasks nothing on the device verifies (labelled ``judged_only``)."""
    apps: tuple[str, ...] = ()
    runs: tuple[int, ...] = ()
    """Only the trees of these mining runs (all when empty)."""

    def reason_to_skip(self, task: Task) -> str | None:
        if self.domains and task.domain not in self.domains:
            return f"domain {task.domain} not asked for"
        if task.length < self.min_length:
            return f"shorter than {self.min_length} step(s)"
        if self.max_length is not None and task.length > self.max_length:
            return f"longer than {self.max_length} step(s)"
        if task.judged_only and not self.judged:
            return "nothing on the device verifies it (--judged exports it, labelled)"
        return None


@dataclass(frozen=True)
class PoolReport:
    """What an export wrote."""

    out: Path
    tasks: int
    splits: dict[str, int]
    skipped: dict[str, int]
    images: int


def split_of(task: Task, by: SplitBy, test_fraction: float) -> str:
    """``test`` or ``train``, decided by a hash of the task's app or intent group alone, so
    every task sharing that key lands on the same side (no leakage)."""
    key = task.app if by == "app" else task.group
    digest = hashlib.sha256(f"{by}:{key}".encode()).digest()
    return "test" if int.from_bytes(digest[:8], "big") / 2**64 < test_fraction else "train"


def target_for(config: Config, app: str) -> AppTarget:
    """The app target a tree of ``app`` started from: the sim app, or the config entry."""
    from m2miner.devices.factory import app_target
    from m2miner.devices.sim import list_apps

    kind = "sim" if app in list_apps() and app not in config.apps else "appium"
    return app_target(config, app, kind)[0]


def _verifier(trajectory: Trajectory) -> dict[str, Any] | None:
    intent = trajectory.intent
    if intent.verifier:
        return {"kind": "spec", "spec": dict(intent.verifier)}
    task_id = intent.task_id if not trajectory.recycled else None
    if task_id:
        return {"kind": "sim", "task_id": task_id}
    return None


def task_of(trajectory: Trajectory, start: dict[str, Any], images: dict[str, str]) -> Task:
    """The task a trajectory stands for; ``images`` maps screenshot hashes to pool paths."""
    nodes = trajectory.nodes
    # A clean path (the only kind collected) has an action on every node but the root.
    steps = tuple(
        Step(
            action=node.action.to_dict() if node.action else {},
            description=node.description,
            image=images[before.screenshot_hash or ""],
        )
        for before, node in itertools.pairwise(nodes)
    )
    verifier = _verifier(trajectory)
    length = sum(1 for s in steps if s.action["type"] not in ("terminate", "answer"))
    tree = trajectory.tree.tree
    return Task(
        id=trajectory.id,
        app=trajectory.app,
        domain=trajectory.domain,
        intent=trajectory.intent.text,
        family=trajectory.tree.intent.task_id or trajectory.group,
        group=trajectory.group,
        start=start,
        verifier=verifier,
        trust=trajectory.trust,
        recycled=trajectory.recycled,
        judged_only=verifier is None or trajectory.trust != "verified",
        length=length,
        reference=steps,
        final_image=images[nodes[-1].screenshot_hash or ""],
        source={"run": tree.run_id, "tree": tree.id, "node": nodes[-1].id},
    )


def export_pool(
    store: Store,
    config: Config,
    out: Path,
    keep: PoolFilter = PoolFilter(),
    split_by: SplitBy = "intent",
    test_fraction: float = 0.2,
) -> PoolReport:
    """Write the pool of ``store``'s verified trajectories to ``out`` (see the module)."""
    if not 0.0 <= test_fraction < 1.0:
        raise ConfigError(f"test fraction must be in [0, 1), got {test_fraction}")
    include = ("judged",) if keep.judged else ()
    collected = collect(store, Selection(run_ids=keep.runs, apps=keep.apps, include=include))
    # The export's reasons name its flag; this command's is --judged.
    skipped: dict[str, int] = {}
    for why, count in collected.skipped.items():
        mine = why.replace("--include judged", "--judged")
        skipped[mine] = skipped.get(mine, 0) + count
    (out / "images").mkdir(parents=True, exist_ok=True)
    starts: dict[str, dict[str, Any]] = {}
    written: dict[str, str] = {}
    tasks: list[Task] = []
    for trajectory in collected.trajectories:
        if trajectory.app not in starts:
            starts[trajectory.app] = start_of(target_for(config, trajectory.app))
        for node in trajectory.nodes:
            digest = node.screenshot_hash or ""
            if digest not in written:
                written[digest] = f"images/{digest}.png"
                (out / written[digest]).write_bytes(store.screenshots.get(digest))
        task = task_of(trajectory, starts[trajectory.app], written)
        reason = keep.reason_to_skip(task)
        if reason is not None:
            skipped[reason] = skipped.get(reason, 0) + 1
            continue
        tasks.append(dataclasses.replace(task, split=split_of(task, split_by, test_fraction)))
    write_tasks(out / TASKS_FILE, tasks)
    splits = {name: sum(t.split == name for t in tasks) for name in ("train", "test")}
    manifest = {
        "tasks": len(tasks),
        "splits": splits,
        "split_by": split_by,
        "test_fraction": test_fraction,
        "skipped": skipped,
        "filter": dataclasses.asdict(keep),
    }
    (out / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return PoolReport(out, len(tasks), splits, skipped, len(written))


def define_task(
    config: Config,
    app: str,
    intent: str,
    verifier: Mapping[str, Any],
    *,
    task_id: str,
    family: str | None = None,
) -> Task:
    """A task written by hand rather than mined: ``app``'s start state as ``config``
    declares it (a web app's URL and seeded storage, an Android app's package and shell
    setup; a bundled sim app), ``intent``, and ``verifier`` as an intents file gives it
    (``{"type": "js", ...}``, ``adb`` or ``python``; checked, ConfigError when wrong).
    It has no reference trajectory (``length`` 0, trust ``defined``), so the ``reference``
    and ``explore`` policies have nothing to replay for it; a model policy does."""
    from m2miner.verify.factory import parse_spec

    spec = parse_spec(verifier, f"task {task_id}")
    target = target_for(config, app)
    domain = config.apps[app].domain if app in config.apps else "mobile"
    return Task(
        id=task_id,
        app=app,
        domain=domain,
        intent=intent,
        family=family or intent,
        group=intent,
        start=start_of(target),
        verifier={"kind": "spec", "spec": spec},
        trust="defined",
        recycled=False,
        judged_only=False,
        length=0,
        reference=(),
        final_image="",
    )


def write_tasks(path: Path, tasks: Iterable[Task]) -> None:
    with path.open("w", encoding="utf-8") as fh:
        for task in tasks:
            fh.write(json.dumps(task.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")


def read_pool(folder: Path, split: str | None = None) -> list[Task]:
    """The tasks of the pool in ``folder`` (only ``split`` when given)."""
    path = folder / TASKS_FILE
    if not path.is_file():
        raise ConfigError(
            f"{folder} holds no task pool ({TASKS_FILE} is missing)",
            hint="write one with `m2miner tasks export FOLDER --data-dir DATA`",
        )
    lines = path.read_text(encoding="utf-8").splitlines()
    tasks = [Task.from_dict(json.loads(line)) for line in lines if line.strip()]
    return [t for t in tasks if split is None or t.split == split]
