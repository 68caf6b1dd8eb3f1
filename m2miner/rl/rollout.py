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
"""

from __future__ import annotations

import math
import threading
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from m2miner.rl.pool import Task


@dataclass(frozen=True)
class Rollout:
    """One episode: the actions sent, the reward, and how it ended."""

    actions: tuple[str, ...]
    reward: float
    steps: int
    terminated: bool
    truncated: bool


@dataclass(frozen=True)
class Group:
    """G rollouts of one task by one policy version: GRPO's unit."""

    task_id: str
    domain: str
    version: int
    rollouts: tuple[Rollout, ...]

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
        self.stats = ServiceStats()
        self._buffers: dict[str, deque[Group]] = {d: deque() for d in self.quotas}
        self._running = dict.fromkeys(self.quotas, 0)
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
        """The next group by quota, waiting for its domain; TimeoutError after ``timeout``."""
        with self._cond:
            domain = self.due()
            while True:
                buffer = self._buffers[domain]
                while buffer and self._version - buffer[0].version > self.max_staleness:
                    buffer.popleft()
                    self.stats.stale += 1
                    self._cond.notify_all()
                if buffer:
                    break
                if self.stats.errors or not self._cond.wait(timeout):
                    raise TimeoutError(
                        f"no {domain} group within {timeout} s"
                        + (
                            f"; a worker failed: {self.stats.errors[0]}"
                            if self.stats.errors
                            else ""
                        )
                    )
            group = buffer.popleft()
            self.stats.taken[domain] = self.stats.taken.get(domain, 0) + 1
            self.stats.lags.append(self._version - group.version)
            self._cond.notify_all()
            return group

    def due(self) -> str:
        """The domain the next group comes from: the one furthest below its quota."""
        n = sum(self.stats.taken.values()) + 1
        return max(self.quotas, key=lambda d: (self.quotas[d] * n - self.stats.taken.get(d, 0), d))

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
            except Exception as exc:  # a worker's failure is reported to the consumer
                with self._cond:
                    self._running[domain] -= 1
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


def env_worker(
    env: Any,
    draw: Callable[[], Task],
    policy: Callable[[Any, dict[str, Any]], Any],
    *,
    domain: str,
    group_size: int = 4,
    text: Callable[[Any], str] = str,
) -> Worker:
    """A worker that runs ``group_size`` rollouts of a drawn task on a
    :class:`~m2miner.rl.env.DeviceEnv` with ``policy(observation, info) -> action``."""

    def run_group(version: int) -> Group:
        task = draw()
        rollouts = []
        for _ in range(group_size):
            obs, info = env.reset(options={"task": task})
            actions: list[str] = []
            reward, terminated, truncated = 0.0, False, False
            while not (terminated or truncated):
                action = policy(obs, info)
                actions.append(text(action))
                obs, step_reward, terminated, truncated, info = env.step(action)
                reward += float(step_reward)
            rollouts.append(Rollout(tuple(actions), reward, len(actions), terminated, truncated))
        return Group(task.id, domain, version, tuple(rollouts))

    return Worker(domain, run_group)
