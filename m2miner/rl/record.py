"""Rollout runs kept in the store: a finite plan of groups, run by the rollout service,
each group stored as it is handed out, and resumable.

A plan is ``repeats`` groups of ``group_size`` rollouts for each task of a pool (or of
the tasks named), each group keyed ``TASK_ID#K``. :func:`run_rollouts` creates a run
(its config holds the plan), takes the run's lease, runs ``envs`` environments per domain
through :class:`~m2miner.rl.rollout.RolloutService` with :class:`StoreSink` writing each
group as the service hands it out, and finishes the run. Resuming a run (``resume=RUN``)
reads its plan back and runs only the keys the store does not hold yet: a group in the
store is complete (it is written in one transaction), so none is run twice.
"""

from __future__ import annotations

import dataclasses
import threading
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError, DeviceError, StoreError
from m2miner.rl.pool import Task, read_pool
from m2miner.rl.rollout import Group, PlanDone, Planned, RolloutService, Worker, env_worker
from m2miner.store import Store
from m2miner.store.rollouts import NewRollout, NewRolloutGroup, RolloutGroupRecord

COMMAND = "rollouts"


@dataclass(frozen=True)
class RolloutPlan:
    """What a rollout run runs; stored in the run's config, read back by a resume."""

    pool: str
    split: str | None = "train"
    tasks: tuple[str, ...] = ()
    """Only these task ids (all of the split when empty)."""
    group_size: int = 4
    repeats: int = 1
    """Groups per task."""
    policy: str = "reference"
    """``reference``, ``explore:P`` or ``model:NAME`` (:mod:`m2miner.rl.policies`)."""
    policy_version: int = 0
    max_steps: int = 15
    device: str = "sim"
    envs: int = 1
    """Environments (each with its own device) per domain."""
    seed: int = 0
    temperature: float = 1.0
    """Sampling temperature of a ``model:NAME`` policy."""
    process_reward: str | None = None
    """Per-step rewards: ``judge``, ``judge:NAME`` or ``critic:PATH``
    (:mod:`m2miner.rl.process`); None: only the verifier's on ``terminate``."""
    process_weight: float = 0.05
    """What a step's process score is multiplied by."""

    def __post_init__(self) -> None:
        if self.group_size < 1 or self.repeats < 1 or self.envs < 1 or self.max_steps < 1:
            raise ConfigError("group size, repeats, environments and max steps must be >= 1")

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RolloutPlan:
        values = dict(data)
        values["tasks"] = tuple(values.get("tasks", ()))
        return cls(**values)

    def load_tasks(self) -> list[Task]:
        """The plan's tasks, from its pool; ConfigError for an id the pool lacks."""
        tasks = read_pool(Path(self.pool), self.split)
        if self.tasks:
            known = {t.id: t for t in tasks}
            missing = [t for t in self.tasks if t not in known]
            if missing:
                raise ConfigError(f"the pool in {self.pool} has no task {', '.join(missing)}")
            tasks = [known[t] for t in self.tasks]
        if not tasks:
            raise ConfigError(f"the pool in {self.pool} has no {self.split or ''} tasks")
        return tasks

    def slots(self, tasks: Iterable[Task]) -> list[Planned]:
        """Every planned group, repeat by repeat (so a stopped run covers the tasks evenly)."""
        listed = list(tasks)
        return [Planned(f"{t.id}#{k}", t) for k in range(self.repeats) for t in listed]


class PlanQueue:
    """The pending groups of one domain; a thread-safe ``draw`` that raises PlanDone."""

    def __init__(self, slots: Iterable[Planned]) -> None:
        self._slots = deque(slots)
        self._lock = threading.Lock()

    def draw(self) -> Planned:
        with self._lock:
            if not self._slots:
                raise PlanDone("no planned group left")
            return self._slots.popleft()


def stored_group(group: Group, info: Mapping[str, Any] | None = None) -> NewRolloutGroup:
    """A group from the rollout service as the store takes it."""
    return NewRolloutGroup(
        key=group.key or f"{group.task_id}@{uuid.uuid4().hex[:12]}",
        task_id=group.task_id,
        app=group.app,
        domain=group.domain,
        intent=group.intent,
        policy_version=group.version,
        rollouts=tuple(
            NewRollout(
                reward=r.reward,
                terminated=r.terminated,
                truncated=r.truncated,
                steps=r.trace,
                check=r.check,
                final_screenshot_hash=r.final_screenshot_hash,
            )
            for r in group.rollouts
        ),
        info=dict(info or {}),
    )


class StoreSink:
    """The service's ``sink``: writes each group it hands out to run ``run_id``."""

    def __init__(self, store: Store, run_id: int, info: Mapping[str, Any] | None = None) -> None:
        self.store = store
        self.run_id = run_id
        self.info = dict(info or {})
        self.stored: list[RolloutGroupRecord] = []

    def __call__(self, group: Group) -> None:
        self.stored.append(
            self.store.rollouts.add_group(self.run_id, stored_group(group, self.info))
        )


@dataclass(frozen=True)
class RolloutRunReport:
    """What one invocation planned, found already stored, and stored."""

    run_id: int
    planned: int
    already: int
    stored: tuple[RolloutGroupRecord, ...]

    @property
    def rewards(self) -> list[float]:
        return [r for g in self.stored for r in g.rewards]


EnvFactory = Callable[[RolloutPlan, list[Task]], Any]
PolicyFactory = Callable[[Any, int], Callable[[Any, dict[str, Any]], Any]]


def run_rollouts(
    store: Store,
    config: Config,
    plan: RolloutPlan | None = None,
    *,
    policy: PolicyFactory,
    resume: int | None = None,
    make_env: EnvFactory | None = None,
    on_group: Callable[[RolloutGroupRecord], None] | None = None,
) -> RolloutRunReport:
    """Run ``plan`` (or resume run ``resume`` with its stored plan) and store every group;
    ``policy(env, index)`` builds each environment's policy, ``make_env(plan, tasks)``
    each environment (default: :func:`m2miner.rl.env.make_env` on the plan's device)."""
    from m2miner.mining.lease import HeldLease
    from m2miner.store.leases import LeaseRepository, run_lease_key
    from m2miner.store.opening import package_versions

    if resume is not None:
        run = store.runs.get(resume)
        if run.command != COMMAND or COMMAND not in run.config:
            raise StoreError(f"run {resume} is not a rollout run", hint="`m2miner rollouts list`")
        plan = RolloutPlan.from_dict(run.config[COMMAND])
    elif plan is None:
        raise ConfigError("give a rollout plan or a run to resume")
    tasks = plan.load_tasks()
    if resume is None:
        run = store.runs.create(
            COMMAND, config={COMMAND: plan.to_dict()}, seed=plan.seed, versions=package_versions()
        )
    lease = HeldLease.take(
        LeaseRepository(store.db),
        run_lease_key(run.id),
        timeout_s=config.store.lease_timeout_s,
        heartbeat_s=config.store.heartbeat_s,
    )
    lease.start()
    try:
        if resume is not None:
            store.runs.reopen(run.id)
        done = store.rollouts.keys(run.id)
        pending = [s for s in plan.slots(tasks) if s.key not in done]
        sink = StoreSink(store, run.id, {"policy": plan.policy})
        try:
            _run(store, config, plan, pending, policy, make_env, sink, on_group)
        except KeyboardInterrupt:
            store.runs.finish(run.id, "interrupted")
            raise
        except BaseException as exc:
            store.runs.finish(run.id, "failed", error=str(exc))
            raise
        store.runs.finish(run.id, "finished")
    finally:
        lease.release()
    return RolloutRunReport(run.id, len(plan.slots(tasks)), len(done), tuple(sink.stored))


def _run(
    store: Store,
    config: Config,
    plan: RolloutPlan,
    pending: list[Planned],
    policy: PolicyFactory,
    make_env: EnvFactory | None,
    sink: StoreSink,
    on_group: Callable[[RolloutGroupRecord], None] | None,
) -> None:
    if not pending:
        return
    domains: dict[str, list[Planned]] = {}
    for slot in pending:
        domains.setdefault(slot.task.domain, []).append(slot)
    workers: list[Worker] = []
    envs: list[Any] = []
    process = None
    if plan.process_reward and make_env is None:
        from m2miner.rl.process import process_reward_from

        # One adapter (one judge model) shared by every environment of the run.
        process = process_reward_from(config, plan.process_reward, weight=plan.process_weight)
    for domain, slots in sorted(domains.items()):
        queue = PlanQueue(slots)
        tasks = list({s.task.id: s.task for s in slots}.values())
        for _ in range(min(plan.envs, len(slots))):
            env = make_env(plan, tasks) if make_env else _default_env(config, plan, tasks, process)
            envs.append(env)
            workers.append(
                env_worker(
                    env,
                    queue.draw,
                    policy(env, len(workers)),
                    domain=domain,
                    group_size=plan.group_size,
                    save_screen=lambda png: store.screenshots.put(png, ".png"),
                )
            )
    quotas = {d: float(len(s)) for d, s in domains.items()}
    service = RolloutService(workers, quotas, buffer_groups=2 * len(workers), sink=sink)
    service.set_version(plan.policy_version)
    try:
        with service:
            while True:
                try:
                    service.next_group()
                except PlanDone:
                    break
                except TimeoutError as exc:  # a worker failed: its environment's error
                    raise DeviceError(f"a rollout worker stopped: {exc}") from exc
                if on_group is not None:
                    on_group(sink.stored[-1])
    finally:
        for env in envs:
            env.close()


def _default_env(config: Config, plan: RolloutPlan, tasks: list[Task], process: Any) -> Any:
    from m2miner.rl.env import DeviceEnv
    from m2miner.rl.env import make_env as open_env

    env: DeviceEnv = open_env(plan.pool, config=config, device=plan.device, split=plan.split,
                              max_steps=plan.max_steps, process_reward=process)  # fmt: skip
    env.tasks = {t.id: t for t in tasks}
    return env


@dataclass(frozen=True)
class RolloutExport:
    """What :func:`export_rollouts` wrote."""

    out: Path
    groups: int
    rollouts: int
    images: int


def export_rollouts(
    store: Store, out: Path, run_ids: Iterable[int] = (), *, min_version: int | None = None
) -> RolloutExport:
    """Write the stored groups (of ``run_ids``; all when empty) to ``out`` as
    ``rollouts.jsonl`` (one group a line, each step's screen as ``images/HASH.png``) and
    ``images/``: files any trainer reads without m2miner."""
    import json

    groups = store.rollouts.groups(list(run_ids), min_version=min_version)
    (out / "images").mkdir(parents=True, exist_ok=True)
    written: set[str] = set()

    def image(digest: str | None) -> str | None:
        if not digest:
            return None
        if digest not in written:
            (out / "images" / f"{digest}.png").write_bytes(store.screenshots.get(digest))
            written.add(digest)
        return f"images/{digest}.png"

    with (out / "rollouts.jsonl").open("w", encoding="utf-8") as fh:
        for group in groups:
            line = {
                "id": group.id, "run": group.run_id, "key": group.key, "task": group.task_id,
                "app": group.app, "domain": group.domain, "intent": group.intent,
                "policy_version": group.policy_version, "info": group.info,
                "rollouts": [
                    {
                        "reward": r.reward, "terminated": r.terminated, "truncated": r.truncated,
                        "faults": r.faults, "check": r.check,
                        "final_image": image(r.final_screenshot_hash),
                        "steps": [
                            {**s.to_dict(), "image": image(s.screenshot_hash)} for s in r.steps
                        ],
                    }
                    for r in group.rollouts
                ],
            }  # fmt: skip
            fh.write(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n")
    rollouts = sum(len(g.rollouts) for g in groups)
    return RolloutExport(out, len(groups), rollouts, len(written))
