"""Asynchronous rollouts across domains, balanced as MintAct balances them.

Workers (one per environment, each labelled with its domain) run groups of rollouts in
their own threads and put them in their domain's buffer. Two rules keep the mix at the
quotas however unequal the domains' speeds:

- **quotas at the consumer**: :meth:`RolloutService.next_group` takes the next group from
  the domain furthest below its quota (``quota * (taken + 1) - taken_by_domain``), waiting
  for that domain if its buffer is empty, never substituting another. After ``n`` groups
  each domain's count is within one group of ``quota * n``.
- **quota-normalised back-pressure at the producers**: a domain's buffer holds at most
  ``ceil(buffer_groups * quota)`` groups, counting those its workers are running; a
  worker whose domain's share is full waits before starting a group, so a fast domain
  pauses instead of filling memory with groups the consumer will not take yet.

Staleness: each group records the policy version it was started with; the consumer drops
a group older than ``max_staleness`` versions (:meth:`RolloutService.set_version` moves
the version) and counts it in :attr:`ServiceStats.stale`.

A finite run: a worker whose ``run_group`` raises :class:`PlanDone` has nothing left to
run and stops; a domain whose workers have all stopped leaves the mix once its buffer is
empty (the quotas of the others are renormalised), and :meth:`RolloutService.next_group`
raises :class:`PlanDone` when no domain has anything left. Each group taken is passed to
``sink`` (e.g. :class:`m2miner.rl.record.StoreSink`, which writes it to the store).
"""

from __future__ import annotations

import json
import math
import threading
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from m2miner.actions import Action
from m2miner.rl.pool import Task
from m2miner.store.rollouts import RolloutStep


class PlanDone(Exception):
    """A finite run has nothing left: raised by a worker's ``run_group`` (or its task
    draw) when the plan is used up, and by :meth:`RolloutService.next_group` once every
    domain is done."""


@dataclass(frozen=True)
class Planned:
    """A task drawn from a finite plan, with the key its group is stored under."""

    key: str
    task: Task


@dataclass(frozen=True)
class Rollout:
    """One episode: the actions sent, the reward, and how it ended."""

    actions: tuple[str, ...]
    reward: float
    steps: int
    terminated: bool
    truncated: bool
    trace: tuple[RolloutStep, ...] = ()
    """Each step's prompt, answer, screen and faults (kept by :func:`env_worker`)."""
    check: dict[str, Any] | None = None
    """The verifier's record on the last step; None when it never ran."""
    final_screenshot_hash: str | None = None


@dataclass(frozen=True)
class Group:
    """G rollouts of one task by one policy version: GRPO's unit."""

    task_id: str
    domain: str
    version: int
    rollouts: tuple[Rollout, ...]
    key: str = ""
    """The plan slot it fills (a finite run's resume key); "" for an open-ended draw."""
    app: str = ""
    intent: str = ""

    @property
    def rewards(self) -> tuple[float, ...]:
        return tuple(r.reward for r in self.rollouts)


@dataclass(frozen=True)
class Worker:
    """A producer: its domain and the function that runs one group for a policy version."""

    domain: str
    run_group: Callable[[int], Group]


@dataclass
class ServiceStats:
    """What the service produced and handed out."""

    produced: dict[str, int] = field(default_factory=dict)
    taken: dict[str, int] = field(default_factory=dict)
    stale: int = 0
    max_buffered: dict[str, int] = field(default_factory=dict)
    lags: list[int] = field(default_factory=list)
    """Policy-version lag of each group taken."""
    errors: list[str] = field(default_factory=list)


class RolloutService:
    """Runs ``workers`` in threads and hands out groups by ``quotas``; see the module."""

    def __init__(
        self,
        workers: Sequence[Worker],
        quotas: Mapping[str, float],
        *,
        buffer_groups: int = 8,
        max_staleness: int = 1,
        sink: Callable[[Group], None] | None = None,
    ) -> None:
        total = sum(quotas.values())
        if not workers or total <= 0 or any(q < 0 for q in quotas.values()):
            raise ValueError("a rollout service needs workers and positive quotas")
        missing = {w.domain for w in workers} - set(quotas)
        if missing:
            raise ValueError(f"no quota for domain(s) {', '.join(sorted(missing))}")
        self.workers = list(workers)
        self.quotas = {d: q / total for d, q in quotas.items() if q > 0}
        self.capacity = {d: max(1, math.ceil(buffer_groups * q)) for d, q in self.quotas.items()}
        self.max_staleness = max_staleness
        self.sink = sink
        self.stats = ServiceStats()
        self._buffers: dict[str, deque[Group]] = {d: deque() for d in self.quotas}
        self._running = dict.fromkeys(self.quotas, 0)
        self._live = dict.fromkeys(self.quotas, 0)
        for worker in self.workers:
            self._live[worker.domain] = self._live.get(worker.domain, 0) + 1
        self._version = 0
        self._cond = threading.Condition()
        self._stopping = False
        self._threads: list[threading.Thread] = []

    @property
    def version(self) -> int:
        return self._version

    def start(self) -> None:
        for i, worker in enumerate(self.workers):
            thread = threading.Thread(
                target=self._produce, args=(worker,), name=f"rollout-{worker.domain}-{i}"
            )
            thread.daemon = True
            thread.start()
            self._threads.append(thread)

    def stop(self) -> None:
        """Stop the workers after the groups they are running; wait for them."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        for thread in self._threads:
            thread.join()

    def __enter__(self) -> RolloutService:
        self.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def set_version(self, version: int) -> None:
        """The trainer's policy moved to ``version``: older groups may become stale."""
        with self._cond:
            self._version = version
            self._cond.notify_all()

    def next_group(self, timeout: float | None = None) -> Group:
        """The next group by quota, waiting for its domain; TimeoutError after ``timeout``
        or when a worker failed, PlanDone when every worker finished its plan."""
        with self._cond:
            while True:
                domain = self._due()
                if domain is None:
                    if self.stats.errors:
                        raise TimeoutError(f"a worker failed: {self.stats.errors[0]}")
                    raise PlanDone("every worker has finished its plan")
                buffer = self._buffers[domain]
                while buffer and self._version - buffer[0].version > self.max_staleness:
                    buffer.popleft()
                    self.stats.stale += 1
                    self._cond.notify_all()
                if buffer:
                    break
                if self.stats.errors or not self._cond.wait(timeout):
                    failed = (
                        f"; a worker failed: {self.stats.errors[0]}" if self.stats.errors else ""
                    )
                    raise TimeoutError(f"no {domain} group within {timeout} s{failed}")
            group = buffer.popleft()
            self.stats.taken[domain] = self.stats.taken.get(domain, 0) + 1
            self.stats.lags.append(self._version - group.version)
            self._cond.notify_all()
        if self.sink is not None:
            self.sink(group)
        return group

    def due(self) -> str:
        """The domain the next group comes from: the one furthest below its quota among
        those with groups buffered or workers still running; PlanDone when none is."""
        with self._cond:
            domain = self._due()
        if domain is None:
            raise PlanDone("every worker has finished its plan")
        return domain

    def _due(self) -> str | None:
        n = sum(self.stats.taken.values()) + 1
        open_ = [d for d in self.quotas if self._buffers[d] or self._live[d] > 0]
        if not open_:
            return None
        return max(open_, key=lambda d: (self.quotas[d] * n - self.stats.taken.get(d, 0), d))

    def _full(self, domain: str) -> bool:
        """Whether the groups buffered and running fill the domain's share of the buffer."""
        return len(self._buffers[domain]) + self._running[domain] >= self.capacity[domain]

    def _produce(self, worker: Worker) -> None:
        domain = worker.domain
        while True:
            with self._cond:
                while not self._stopping and self._full(domain):
                    self._cond.wait()
                if self._stopping:
                    return
                self._running[domain] += 1  # a slot in the buffer is reserved
                version = self._version
            try:
                group = worker.run_group(version)
            except PlanDone:
                with self._cond:
                    self._running[domain] -= 1
                    self._live[domain] -= 1
                    self._cond.notify_all()
                return
            except Exception as exc:  # a worker's failure is reported to the consumer
                with self._cond:
                    self._running[domain] -= 1
                    self._live[domain] -= 1
                    self.stats.errors.append(f"{domain}: {exc!r}")
                    self._cond.notify_all()
                return
            with self._cond:
                self._running[domain] -= 1
                self._buffers[domain].append(group)
                stats = self.stats
                stats.produced[domain] = stats.produced.get(domain, 0) + 1
                size = len(self._buffers[domain])
                stats.max_buffered[domain] = max(stats.max_buffered.get(domain, 0), size)
                self._cond.notify_all()


@dataclass(frozen=True)
class Answer:
    """What a policy may return instead of a bare action: the action and the prompt it
    answered, which the trace keeps so a trainer can score the answer on that prompt."""

    action: Any
    prompt: str = ""
    system: str = ""
    logprobs: tuple[tuple[str, float], ...] | None = None
    """The policy's log-probability of each answer token, with its text (None: unknown)."""


def answer_text(action: Any) -> str:
    """An answer as the trace keeps it: text as given, a structured action as JSON."""
    if isinstance(action, str):
        return action
    if isinstance(action, Action):
        action = action.to_dict()
    return json.dumps(action, sort_keys=True, ensure_ascii=False, default=str)


def run_episode(
    env: Any,
    task: Task,
    policy: Callable[[Any, dict[str, Any]], Any],
    *,
    text: Callable[[Any], str] = answer_text,
    save_screen: Callable[[bytes], str] | None = None,
) -> Rollout:
    """One rollout of ``task`` on a :class:`~m2miner.rl.env.DeviceEnv` with ``policy(obs,
    info)``, which returns an action or an :class:`Answer`. With ``save_screen`` (PNG ->
    hash, e.g. the store's blob store) each step keeps the hash of the screen it answered."""

    def screen() -> str:
        return save_screen(env.observation.png) if save_screen is not None else ""

    obs, info = env.reset(options={"task": task})
    faults = list(info.get("faults", ()))  # what the device reported while starting
    steps: list[RolloutStep] = []
    reward, terminated, truncated, check = 0.0, False, False, None
    while not (terminated or truncated):
        shown = screen()
        given = policy(obs, info)
        if not isinstance(given, Answer):
            given = Answer(given)
        obs, step_reward, terminated, truncated, info = env.step(given.action)
        reward += float(step_reward)
        faults += info.get("faults", ())
        steps.append(
            RolloutStep(
                text(given.action),
                given.prompt,
                shown,
                float(step_reward),
                tuple(faults),
                info.get("malformed"),
                given.system,
                given.logprobs,
            )
        )
        faults = []
        check = info.get("check", check)
    return Rollout(
        tuple(s.answer for s in steps), reward, len(steps), terminated, truncated,
        tuple(steps), check, screen() or None,
    )  # fmt: skip


def env_worker(
    env: Any,
    draw: Callable[[], Task | Planned],
    policy: Callable[[Any, dict[str, Any]], Any],
    *,
    domain: str,
    group_size: int = 4,
    text: Callable[[Any], str] = answer_text,
    save_screen: Callable[[bytes], str] | None = None,
) -> Worker:
    """A worker that runs ``group_size`` rollouts (:func:`run_episode`) of each task
    ``draw`` gives (a :class:`Planned` one carries its group's key; ``draw`` raises
    :class:`PlanDone` when a finite plan is used up) on a
    :class:`~m2miner.rl.env.DeviceEnv` with ``policy(observation, info) -> action``."""

    def run_group(version: int) -> Group:
        drawn = draw()
        key, task = (drawn.key, drawn.task) if isinstance(drawn, Planned) else ("", drawn)
        rollouts = tuple(
            run_episode(env, task, policy, text=text, save_screen=save_screen)
            for _ in range(group_size)
        )
        return Group(task.id, domain, version, rollouts, key, task.app, task.intent)

    return Worker(domain, run_group)
