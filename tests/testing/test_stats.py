"""Benchmark statistics on hand-made numbers: capped runs are bounds, never measurements."""

from __future__ import annotations

import math

import pytest

from m2miner.testing.stats import (
    INF,
    Interval,
    bootstrap,
    fmt,
    fmt_interval,
    median,
    observed,
    ratio,
)

X = Interval.exact
CAP = Interval.at_least


def test_median_of_measured_values_is_the_plain_median() -> None:
    assert median([X(3), X(1), X(2)]) == X(2)
    assert median([X(1), X(2), X(3), X(10)]) == X(2.5)


def test_a_capped_value_above_the_middle_leaves_the_median_measured() -> None:
    # 10, 20, 30, >=600, >=600: the middle is 30 whatever the capped runs would have taken.
    values = [X(10), X(20), X(30), CAP(600), CAP(600)]
    assert median(values) == X(30)
    assert fmt(median(values)) == "30"


def test_a_median_that_falls_on_a_capped_value_is_a_lower_bound() -> None:
    values = [X(10), CAP(600), CAP(600)]
    assert median(values) == Interval(600, INF)
    assert fmt(median(values)) == "≥600"
    # Even a measured value above the cap does not make it measured.
    assert median([X(10), CAP(600), X(900)]) == Interval(600, 900)
    assert fmt(median([X(10), CAP(600), X(900)])) == "600-900"


def test_observed_marks_capped_runs() -> None:
    assert observed(42, capped=False) == X(42)
    assert observed(600, capped=True) == CAP(600)
    with pytest.raises(ValueError):
        Interval(3, 2)


def test_ratio_with_caps() -> None:
    assert ratio(X(640), X(10)) == X(64)
    assert fmt(ratio(X(640), X(10)), 1, "x") == "64.0x"
    # Vanilla capped at 38,400 steps, M2-Miner measured at 600: at least 64x.
    assert fmt(ratio(CAP(38400), X(600)), 1, "x") == "≥64.0x"
    # M2-Miner capped: the ratio is at most what it would be at the cap.
    assert fmt(ratio(X(300), CAP(600)), 1, "x") == "≤0.5x"
    assert fmt(ratio(CAP(300), CAP(600)), 1, "x") == "?"
    with pytest.raises(ValueError):
        ratio(X(1), X(0))


def test_bootstrap_is_seeded_and_brackets_the_median() -> None:
    groups = [[X(v), X(v + 1)] for v in (5, 8, 9, 12, 20, 40)]
    a = bootstrap(groups, seed=3, resamples=500)
    assert a == bootstrap(groups, seed=3, resamples=500)
    middle = median([v for g in groups for v in g])
    assert a.lo <= middle.lo <= middle.hi <= a.hi
    assert a.lo >= 5 and a.hi <= 41


def test_bootstrap_of_one_value_repeated_is_that_value() -> None:
    assert bootstrap([[X(7)], [X(7)], [X(7)]], resamples=50) == X(7)


def test_bootstrap_keeps_caps_as_open_ends() -> None:
    groups = [[CAP(600)], [CAP(600)], [X(50)]]
    interval = bootstrap(groups, seed=1, resamples=400)
    assert interval.lo == 50 and interval.hi == INF
    assert fmt_interval(interval) == "[50, inf]"
    assert fmt_interval(X(1.25), 1) == "[1.2, 1.2]"


def test_bootstrap_interval_covers_the_true_median_about_95_percent_of_the_time() -> None:
    import random

    rng = random.Random(11)
    covered = 0
    trials = 200
    for trial in range(trials):
        # Exponential steps with median ln(2) * 100.
        sample = [[X(rng.expovariate(1 / 100))] for _ in range(40)]
        ci = bootstrap(sample, seed=trial, resamples=300)
        covered += ci.lo <= math.log(2) * 100 <= ci.hi
    assert 0.88 <= covered / trials <= 0.99
