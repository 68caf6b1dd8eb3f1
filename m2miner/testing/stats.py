"""Statistics for benchmarks whose runs may stop at a budget (censored values).

A run that hit its step budget without a success did not measure its steps to success;
it only says they are at least the steps it spent. Such a value is an :class:`Interval`
``[spent, inf)``; a measured one is ``[x, x]``. Every helper here works on intervals, so a
capped run is never averaged as if it were a measurement:

- :func:`median` is the interval of medians over every way the capped values could turn
  out: its low end places each at its bound, its high end at infinity. When both agree,
  the median is measured although some runs were capped.
- :func:`bootstrap` resamples the groups (tasks) with a seeded generator and gives the
  2.5th percentile of the resampled low ends and the 97.5th of the high ends.
- :func:`ratio` of two intervals is the interval of their possible ratios: a capped
  numerator gives ``≥ x``, a capped denominator ``≤ x``, both capped nothing (``?``).
- :func:`fmt` writes ``12``, ``≥600``, ``≤3.1`` or ``?``.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

INF = math.inf


@dataclass(frozen=True)
class Interval:
    """A value known to lie in ``[lo, hi]``; ``hi`` may be infinite (a capped run)."""

    lo: float
    hi: float

    def __post_init__(self) -> None:
        if not self.lo <= self.hi:
            raise ValueError(f"an interval needs lo <= hi, got [{self.lo}, {self.hi}]")

    @classmethod
    def exact(cls, value: float) -> Interval:
        return cls(value, value)

    @classmethod
    def at_least(cls, value: float) -> Interval:
        """A run capped after ``value``: its true value is ``value`` or more."""
        return cls(value, INF)

    @property
    def measured(self) -> bool:
        return self.lo == self.hi


def observed(value: float, capped: bool) -> Interval:
    """``value`` as measured, or as a lower bound when the run was ``capped``."""
    return Interval.at_least(value) if capped else Interval.exact(value)


def median(values: Sequence[Interval]) -> Interval:
    """The median over every way the capped values could turn out (see the module)."""
    if not values:
        raise ValueError("the median of nothing")
    return Interval(
        statistics.median(v.lo for v in values), statistics.median(v.hi for v in values)
    )


def ratio(numerator: Interval, denominator: Interval) -> Interval:
    """``numerator / denominator`` as an interval (0 and infinity where unbounded)."""
    if denominator.lo <= 0:
        raise ValueError("a ratio needs a positive denominator")
    lo = 0.0 if denominator.hi == INF else numerator.lo / denominator.hi
    hi = INF if numerator.hi == INF else numerator.hi / denominator.lo
    return Interval(lo, hi)


def bootstrap(
    groups: Sequence[Sequence[Interval]],
    statistic: Callable[[Sequence[Interval]], Interval] = median,
    *,
    resamples: int = 2000,
    level: float = 0.95,
    seed: int = 0,
) -> Interval:
    """A percentile interval of ``statistic`` over the values of ``groups``, resampling
    whole groups (tasks) with replacement, ``resamples`` times, with a seeded generator.
    """
    groups = [g for g in groups if g]
    if not groups:
        raise ValueError("a bootstrap of nothing")
    return percentile_interval(
        lambda rng: statistic([v for _ in groups for v in rng.choice(groups)]),
        resamples=resamples,
        level=level,
        seed=seed,
    )


def percentile_interval(
    draw: Callable[[random.Random], Interval],
    *,
    resamples: int = 2000,
    level: float = 0.95,
    seed: int = 0,
) -> Interval:
    """The percentile interval of ``resamples`` values of ``draw`` (one resample each,
    from one generator seeded with ``seed``): the low ends' lower tail and the high ends'
    upper tail, ``level`` between them."""
    rng = random.Random(seed)
    lows: list[float] = []
    highs: list[float] = []
    for _ in range(resamples):
        value = draw(rng)
        lows.append(value.lo)
        highs.append(value.hi)
    tail = (1.0 - level) / 2
    return Interval(_percentile(lows, tail), _percentile(highs, 1.0 - tail))


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))
    return ordered[index]


def fmt(value: Interval, digits: int = 0, suffix: str = "") -> str:
    """``12``, ``≥600`` (capped), ``≤3.1`` (capped denominator), ``?`` (unknown), or
    ``lo-hi`` when both ends are finite but differ."""

    def num(x: float) -> str:
        return f"{x:,.{digits}f}{suffix}"

    if value.measured:
        return num(value.lo)
    if value.hi == INF:
        return "?" if value.lo == 0 else f"≥{num(value.lo)}"
    if value.lo == 0:
        return f"≤{num(value.hi)}"
    return f"{num(value.lo)}-{num(value.hi)}"


def fmt_interval(value: Interval, digits: int = 0, suffix: str = "") -> str:
    """A confidence interval as ``[lo, hi]``; an unbounded end is ``inf``."""

    def end(x: float) -> str:
        return "inf" if x == INF else f"{x:,.{digits}f}{suffix}"

    return f"[{end(value.lo)}, {end(value.hi)}]"
