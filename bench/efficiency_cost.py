"""Money and growth for ``bench/efficiency.py``: what a tree cost at stated prices, and
ratios with bootstrap intervals over tasks and seeds.

A tree's cost until its first verified success (or in all, when it found none) is

    device seconds x price per device second
    + prompt tokens x input price + completion tokens x output price + calls x price per call

where device seconds are ``device_s_per_step`` for every device step (searched, rolled
out and replayed) plus ``device_s_per_call`` for every model call: a leased device waits
while a model answers. Every default carries its source (:meth:`Prices.sources`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Protocol

from m2miner.testing.stats import Interval, median, observed, percentile_interval, ratio

PAPER_USD_PER_IMAGE = 0.02
"""M²-Miner paper: $0.02 per mined image (against $0.36 for human annotation)."""
EXPLORER_USD_PER_TRAJECTORY = 0.28
"""Explorer: $0.28 per successful web trajectory."""


class Spent(Protocol):
    """What the cost reads of one tree's result (``efficiency.Result``)."""

    verified: bool
    steps: int
    replayed: int
    calls: int
    prompt_tokens: int
    completion_tokens: int


@dataclass(frozen=True)
class Prices:
    """Prices a tree is charged at; see the module docstring."""

    device_usd_per_min: float = 0.17
    device_s_per_step: float = 2.0
    device_s_per_call: float = 1.0
    usd_per_mtok_in: float = 0.20
    usd_per_mtok_out: float = 0.20
    usd_per_call: float = 0.0

    def device_s(self, tree: Spent) -> float:
        return (tree.steps + tree.replayed) * self.device_s_per_step + (
            tree.calls * self.device_s_per_call
        )

    def cost(self, tree: Spent) -> float:
        """US dollars spent by ``tree`` (see the module docstring)."""
        device = self.device_s(tree) * self.device_usd_per_min / 60.0
        tokens = (
            tree.prompt_tokens * self.usd_per_mtok_in
            + tree.completion_tokens * self.usd_per_mtok_out
        ) / 1e6
        return device + tokens + tree.calls * self.usd_per_call

    def sources(self) -> list[str]:
        """``name=value: source`` for every price, as the benchmark prints them."""
        out = []
        for item in fields(self):
            value = getattr(self, item.name)
            source = SOURCES[item.name] if value == item.default else "set on the command line"
            out.append(f"{item.name}={value}: {source}")
        return out


SOURCES = {
    "device_usd_per_min": "AWS Device Farm, metered device minute, $0.17 (AWS price list,"
    " us-west-2, effective 2021-09-01; read December 2026)",
    "device_s_per_step": "this project's figure for a real device step: adb screencap"
    " 0.2-0.6 s plus about 1 s for the screen to settle",
    "device_s_per_call": "this project's figure: the leased device waits about 1 s while a"
    " model answers",
    "usd_per_mtok_in": "Qwen2.5-VL-7B-Instruct on OpenRouter, $0.20 per million input"
    " tokens (as listed by models.dev; read December 2026)",
    "usd_per_mtok_out": "Qwen2.5-VL-7B-Instruct on OpenRouter, $0.20 per million output"
    " tokens (as listed by models.dev; read December 2026)",
    "usd_per_call": "none: priced by tokens (set it for a per-request price)",
}


def cost_of(prices: Prices) -> Callable[[Any], Interval]:
    """A tree's cost as an interval: ``≥`` what it spent when it found no verified success."""
    return lambda tree: observed(prices.cost(tree), capped=not tree.verified)


def task_ratios(
    vanilla: Mapping[str, Sequence[Any]],
    m2m: Mapping[str, Sequence[Any]],
    of: Callable[[Any], Interval],
) -> list[Interval]:
    """Per task both ran: vanilla's median over seeds over M²-Miner's."""
    shared = [task for task in m2m if task in vanilla]
    return [
        ratio(median([of(t) for t in vanilla[task]]), median([of(t) for t in m2m[task]]))
        for task in shared
    ]


def ratio_interval(
    vanilla: Mapping[str, Sequence[Any]],
    m2m: Mapping[str, Sequence[Any]],
    of: Callable[[Any], Interval],
    *,
    resamples: int,
    seed: int,
    level: float = 0.95,
) -> tuple[Interval, Interval] | None:
    """The median over tasks of the per-task ratio, and its percentile bootstrap interval
    resampling tasks and, within each drawn task, each variant's seeds (both with
    replacement). None when no task has both."""
    shared = [task for task in m2m if task in vanilla]
    if not shared:
        return None
    point = median(task_ratios(vanilla, m2m, of))
    values = {t: ([of(x) for x in vanilla[t]], [of(x) for x in m2m[t]]) for t in shared}

    def draw(rng: random.Random) -> Interval:
        drawn = []
        for _ in shared:
            v, m = values[rng.choice(shared)]
            v_seeds = [rng.choice(v) for _ in v]
            m_seeds = [rng.choice(m) for _ in m]
            drawn.append(ratio(median(v_seeds), median(m_seeds)))
        return median(drawn)

    return point, percentile_interval(draw, resamples=resamples, level=level, seed=seed)


def median_interval(
    groups: Sequence[Sequence[Any]],
    of: Callable[[Any], Interval],
    *,
    resamples: int,
    seed: int,
    level: float = 0.95,
) -> tuple[Interval, Interval]:
    """The median over every tree of the groups (tasks), and its bootstrap interval
    resampling tasks and the seeds within each."""
    values = [[of(t) for t in group] for group in groups if group]
    point = median([v for g in values for v in g])

    def draw(rng: random.Random) -> Interval:
        drawn = []
        for _ in values:
            group = rng.choice(values)
            drawn += [rng.choice(group) for _ in group]
        return median(drawn)

    return point, percentile_interval(draw, resamples=resamples, level=level, seed=seed)


def overlap(a: Interval, b: Interval) -> bool:
    """Whether two intervals share a point."""
    return a.lo <= b.hi and b.lo <= a.hi
