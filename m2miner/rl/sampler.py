"""Drawing tasks at the policy's capability frontier instead of uniformly.

Each task family (a sim task, or a mined intent with its recycled paths) has a success
rate: the policy's measured rate, shrunk towards a prior set by the family's reference
length (longer tasks are assumed harder until measured, as MobileGen does). A family is
worth drawing in proportion to ``p * (1 - p)``, the variance of its reward: tasks the
policy always solves or never solves give a group of rollouts no advantage to learn from.
A floor keeps every family reachable so its estimate can move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from m2miner.rl.pool import Task


@dataclass
class FamilyStats:
    """Rollouts of one family so far, and the prior its reference length gives."""

    prior: float
    attempts: int = 0
    successes: int = 0

    def rate(self, strength: float) -> float:
        """Success rate: measured, shrunk towards the prior by ``strength`` pseudo-rollouts."""
        return (self.successes + strength * self.prior) / (self.attempts + strength)


class FrontierSampler:
    """Draws tasks weighted by how close their family is to a 50 % success rate.

    ``half_length`` is the reference length whose prior success rate is one half (shorter
    is easier: ``prior = half_length / (half_length + length)``); ``strength`` is how many
    rollouts the prior counts as; ``floor`` is the least weight a family keeps.
    """

    def __init__(
        self,
        tasks: Sequence[Task],
        *,
        seed: int = 0,
        half_length: float = 4.0,
        strength: float = 4.0,
        floor: float = 0.02,
    ) -> None:
        if not tasks:
            raise ValueError("a sampler needs at least one task")
        self.tasks = list(tasks)
        self.strength = strength
        self.floor = floor
        self._rng = random.Random(seed)
        self.families: dict[str, FamilyStats] = {}
        for task in self.tasks:
            prior = half_length / (half_length + max(task.length, 0))
            stats = self.families.setdefault(task.family, FamilyStats(prior))
            stats.prior = min(stats.prior, prior)  # the family's longest reference

    def record(self, task: Task, success: bool) -> None:
        """Count one rollout of ``task``."""
        stats = self.families[task.family]
        stats.attempts += 1
        stats.successes += int(success)

    def weight(self, family: str) -> float:
        """How much ``family`` is worth drawing now (``p * (1 - p)``, at least the floor)."""
        p = self.families[family].rate(self.strength)
        return max(p * (1.0 - p), self.floor)

    def draw(self) -> Task:
        """A family by weight, then one of its tasks uniformly."""
        names = sorted(self.families)
        family = self._rng.choices(names, weights=[self.weight(n) for n in names])[0]
        return self._rng.choice([t for t in self.tasks if t.family == family])
