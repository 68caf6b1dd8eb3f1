"""The growth tables of ``bench/efficiency.py``: per length, the vanilla/M²-Miner ratio in
device steps and in dollars with bootstrap intervals over tasks and seeds, the capped
share, cost per verified trajectory, and the accuracy the agents showed beside the one
they were given."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from efficiency_cost import (
    EXPLORER_USD_PER_TRAJECTORY,
    PAPER_USD_PER_IMAGE,
    Prices,
    cost_of,
    median_interval,
    overlap,
    ratio_interval,
)
from efficiency_tables import by_task, steps_of, table

from m2miner.devices.sim import Task
from m2miner.mining.vanilla_random import intent_texts
from m2miner.testing.calibrated import SETTINGS
from m2miner.testing.stats import Interval, fmt, fmt_interval

VANILLA = ("vanilla", "vanilla-infer")


def vanilla_cannot_type(tasks: Sequence[Task]) -> list[str]:
    """Tasks whose reference solution types a text the paper's vanilla cannot type (none
    of the strings its intent names): left out of vanilla's ratios and listed."""
    return sorted(
        t.id
        for t in tasks
        if any(s.kind == "type" and s.arg not in intent_texts(t.intent) for s in t.solution)
    )


def _money(value: float) -> str:
    return f"${value:.4f}" if value < 1 else f"${value:.2f}"


def _cells(point: Interval, ci: Interval, digits: int = 0, suffix: str = "") -> list[str]:
    return [fmt(point, digits, suffix), fmt_interval(ci, digits, suffix)]


def _usd(point: Interval, ci: Interval) -> list[str]:
    return [fmt(point, 4, ""), fmt_interval(ci, 4, "")]


class Growth:
    """The trees of one setting, split by variant and length."""

    def __init__(self, results: Sequence[Any], header: dict[str, Any], prices: Prices) -> None:
        self.results = results
        self.header = header
        self.prices = prices
        self.boot = {"resamples": header["resamples"], "seed": header["seed"]}
        self.excluded = set(header.get("excluded", []))

    def trees(self, variant: str, length: int) -> list[Any]:
        left_out = self.excluded if variant == "vanilla" else set()
        return [
            r
            for r in self.results
            if r.variant == variant and r.length == length and r.task not in left_out
        ]

    def steps_row(self, length: int, against: str) -> list[str]:
        m2m, van = self.trees("m2m", length), self.trees(against, length)
        row = [str(length), str(len(by_task(m2m)))]
        for trees in (m2m, van):
            if not trees:
                row += ["-"] * 3
                continue
            ok = sum(t.verified for t in trees)
            point, ci = median_interval(list(by_task(trees).values()), steps_of, **self.boot)
            row += [f"{ok}/{len(trees)}", *_cells(point, ci)]
        capped = sum(not t.verified for t in van)
        rollouts = sum(t.via_rollout for t in van)
        row += [f"{100 * capped / len(van):.0f}%" if van else "-", str(rollouts)]
        found = ratio_interval(by_task(van), by_task(m2m), steps_of, **self.boot)
        row += _cells(*found, 1, "x") if found else ["-", "-"]
        return row

    def cost_row(self, length: int, against: str) -> list[str]:
        m2m, van = self.trees("m2m", length), self.trees(against, length)
        of = cost_of(self.prices)
        row = [str(length)]
        for trees in (m2m, van):
            if not trees:
                row += ["-"] * 4
                continue
            point, ci = median_interval(list(by_task(trees).values()), of, **self.boot)
            steps = sum(t.steps + t.replayed for t in trees)
            row += [*_usd(point, ci), f"{sum(t.calls for t in trees) / max(1, steps):.2f}"]
            row.append(self.per_trajectory(trees, length))
        found = ratio_interval(by_task(van), by_task(m2m), of, **self.boot)
        row += _cells(*found, 1, "x") if found else ["-", "-"]
        return row

    def per_trajectory(self, trees: Sequence[Any], length: int) -> str:
        """All the trees' spending over their verified trajectories, and per image of one
        (its ``length + 1`` screenshots); ``≥`` when some tree found none."""
        verified = sum(t.verified for t in trees)
        if not verified:
            return "-"
        each = sum(self.prices.cost(t) for t in trees) / verified
        bound = "≥" if verified < len(trees) else ""
        return f"{bound}{_money(each)} ({bound}{_money(each / (length + 1))}/img)"


def accuracy_rows(results: Sequence[Any], setting: str, variants: Sequence[str]) -> list[list[str]]:
    """Per variant: the agents' measured accuracy beside the stated one."""
    stated = SETTINGS[setting]
    rows = []
    for variant in variants:
        counts: dict[str, int] = {}
        for r in results:
            if r.variant == variant:
                for key, value in r.measured.items():
                    counts[key] = counts.get(key, 0) + value
        if not counts.get("infer_calls") and not counts.get("end_judged"):
            continue
        share = _shares(counts)
        step_rate = f"{(stated.step_tpr + stated.step_tnr) / 2:.3f}"
        end_rate = f"{(stated.end_tpr + stated.end_tnr) / 2:.3f}"
        rows.append(
            [variant, str(counts.get("infer_calls", 0)), share("first_top", "screens"),
             f"{stated.p:.3f}", share("infer_top", "infer_calls"),
             share("infer_any", "infer_calls"), share("screens_solved", "screens"),
             share("step_right", "step_judged"), step_rate,
             share("end_right", "end_judged"), end_rate]
        )  # fmt: skip
    return rows


def _shares(counts: dict[str, int]) -> Callable[[str, str], str]:
    def share(num: str, den: str) -> str:
        # A row saved before a counter existed lacks it: unknown, not zero.
        return f"{counts[num] / counts[den]:.3f}" if num in counts and counts.get(den) else "-"

    return share


def print_growth(
    results: Sequence[Any],
    header: dict[str, Any],
    lengths: list[int],
    variants: list[str],
    settings: list[str],
    prices: Prices,
) -> None:
    for setting in settings:
        mine = [r for r in results if r.setting == setting]
        growth = Growth(mine, header, prices)
        calibration = SETTINGS[setting].with_(**header.get("calibration", {}))
        print(f"\n=== growth with length, calibration: {setting} ===")
        print(f"calibrated agents, {calibration.describe()}")
        print(
            f"vanilla: K={header['k']} children per node, drawn at random from the screen's "
            "actions (the paper's vanilla expands as many sampled actions per node as "
            "M²-Miner's InferAgent proposes); rollouts to terminate or the depth limit"
        )
        excluded = header.get("excluded") or []
        print("vanilla cannot type what these tasks need (left out of its ratios): "
              + (", ".join(excluded) if excluded else "none"))  # fmt: skip
        print("prices:")
        for line in prices.sources():
            print(f"  {line}")
        for against in [v for v in VANILLA if v in variants]:
            if "m2m" not in variants:
                break
            _print_against(growth, lengths, against, header)
        print_accuracy(mine, setting, variants)
        print(
            f"\nreference points: M²-Miner paper ${PAPER_USD_PER_IMAGE} per mined image; "
            f"Explorer ${EXPLORER_USD_PER_TRAJECTORY} per successful trajectory"
        )


def _print_against(growth: Growth, lengths: list[int], against: str, header: dict) -> None:
    headers = ["len", "tasks", "m2m ok", "m2m steps", "[CI]", f"{against} ok",
               f"{against} steps", "[CI]", "capped", "by rollout", "ratio", "[CI]"]  # fmt: skip
    rows = [growth.steps_row(length, against) for length in lengths]
    print(f"\n{against} against m2m, in search device steps to the first verified success")
    print("(medians; [95% bootstrap over tasks and their seeds]; ≥: capped runs;")
    print(f"{against} budget x{header['vanilla_factor']}; by rollout: successes a rollout found)")
    print(table(headers, rows))
    headers = ["len", "m2m $", "[CI]", "calls/step", "m2m $/verified (/image)",
               f"{against} $", "[CI]", "calls/step", f"{against} $/verified (/image)",
               "cost ratio", "[CI]"]  # fmt: skip
    rows = [growth.cost_row(length, against) for length in lengths]
    print(f"\n{against} against m2m, in dollars to the first verified success (prices above;")
    print("$/verified: every tree's spending over the verified trajectories they found)")
    print(table(headers, rows))
    _print_overlap(growth, lengths, against)


def _print_overlap(growth: Growth, lengths: list[int], against: str) -> None:
    if len(lengths) < 2:
        return
    of = cost_of(growth.prices)
    ends = []
    for length in (lengths[0], lengths[-1]):
        found = ratio_interval(
            by_task(growth.trees(against, length)), by_task(growth.trees("m2m", length)), of,
            **growth.boot,
        )  # fmt: skip
        if found is None:
            return
        ends.append(found[1])
    verdict = "overlap" if overlap(*ends) else "do not overlap"
    print(
        f"cost ratio intervals at length {lengths[0]} {fmt_interval(ends[0], 1, 'x')} and "
        f"length {lengths[-1]} {fmt_interval(ends[1], 1, 'x')}: {verdict}"
    )


def print_accuracy(results: Sequence[Any], setting: str, variants: Sequence[str]) -> None:
    rows = accuracy_rows(results, setting, variants)
    if not rows:
        return
    headers = ["variant", "infer calls", "top-1, 1st ask", "stated p", "top-1, all calls",
               "any of K", "per step", "step judge", "stated", "end judge", "stated"]  # fmt: skip
    print("\nThe agents' accuracy as measured in these trees, beside the stated figures:")
    print("top-1, 1st ask: the first sample of the first call on each question (screen,")
    print("intent, history) correct; all calls: the same over every call (the search asks")
    print("again where the model was wrong); any of K: a call with a correct sample; per")
    print("step: questions where some call, re-asks included, proposed a correct action (the")
    print("effective per-step accuracy); judges: right verdicts over verdicts (stated: the")
    print("mean of the true positive and negative rates)")
    print(table(headers, rows))
