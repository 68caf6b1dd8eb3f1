"""What a search spends, what it may spend, and the running account of one search."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, fields

from m2miner.errors import ConfigError

Clock = Callable[[], float]
"""Seconds from an arbitrary origin that never goes backwards (``time.monotonic``)."""


@dataclass(frozen=True)
class Usage:
    """Resources spent by an expansion, an evaluation, or a whole search.

    ``device_steps`` are the searched actions executed, ``restore_steps`` the actions
    replayed to bring the device back to a node, ``cost`` is money in the unit the model
    prices use.
    """

    device_steps: int = 0
    restore_steps: int = 0
    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    image_tokens: int = 0
    """Of ``prompt_tokens``, the images' (where the backend counts them)."""

    def __add__(self, other: Usage) -> Usage:
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(
            device_steps=self.device_steps + other.device_steps,
            restore_steps=self.restore_steps + other.restore_steps,
            model_calls=self.model_calls + other.model_calls,
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            cost=self.cost + other.cost,
            image_tokens=self.image_tokens + other.image_tokens,
        )

    def __sub__(self, other: Usage) -> Usage:
        """What was spent since ``other`` was read off a running tally."""
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(
            device_steps=self.device_steps - other.device_steps,
            restore_steps=self.restore_steps - other.restore_steps,
            model_calls=self.model_calls - other.model_calls,
            prompt_tokens=self.prompt_tokens - other.prompt_tokens,
            completion_tokens=self.completion_tokens - other.completion_tokens,
            cost=self.cost - other.cost,
            image_tokens=self.image_tokens - other.image_tokens,
        )


@dataclass(frozen=True)
class Budget:
    """Limits of one tree's search; ``None`` is unlimited.

    Limits are checked between iterations, so the iteration in flight when a limit is
    reached finishes and may overshoot it. ``device_steps`` counts every action executed
    on the device, restores included. ``max_depth`` is not a stopping rule but a shape
    rule: nodes at that depth are terminal and never expanded.
    """

    iterations: int | None = None
    max_depth: int = 15
    device_steps: int | None = None
    model_calls: int | None = None
    wall_time_s: float | None = None
    money: float | None = None

    def __post_init__(self) -> None:
        if self.max_depth < 1:
            raise ConfigError(f"budget.max_depth must be at least 1, got {self.max_depth}")
        for spec in fields(self):
            value = getattr(self, spec.name)
            if value is not None and value < 0:
                raise ConfigError(f"budget.{spec.name} must not be negative, got {value}")


class BudgetTracker:
    """The running account of one search: usage, iterations, successes, elapsed time.

    A resumed search starts the tracker from what the tree had already spent, so the
    limits apply to the whole tree, not to each session.
    """

    def __init__(
        self,
        budget: Budget,
        *,
        spent: Usage | None = None,
        iterations: int = 0,
        successes: int = 0,
        elapsed_s: float = 0.0,
        clock: Clock = time.monotonic,
    ) -> None:
        self.budget = budget
        self.usage = spent if spent is not None else Usage()
        self.iterations = iterations
        self.successes = successes
        self._clock = clock
        self._elapsed_before = elapsed_s
        self._started = clock()

    def add(self, usage: Usage) -> None:
        self.usage = self.usage + usage

    @property
    def elapsed_s(self) -> float:
        """Wall time of this session plus the time spent before a resume."""
        return self._elapsed_before + (self._clock() - self._started)

    def exceeded(self) -> str | None:
        """The name of the first limit reached (a :class:`Budget` field), or ``None``."""
        budget, usage = self.budget, self.usage
        spent: tuple[tuple[str, float | None, float], ...] = (
            ("iterations", budget.iterations, self.iterations),
            ("device_steps", budget.device_steps, usage.device_steps + usage.restore_steps),
            ("model_calls", budget.model_calls, usage.model_calls),
            ("money", budget.money, usage.cost),
            ("wall_time_s", budget.wall_time_s, self.elapsed_s),
        )
        for name, limit, value in spent:
            if limit is not None and value >= limit:
                return name
        return None
