"""The tables of ``bench/efficiency.py``: every figure from intervals, capped runs as bounds."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from m2miner.testing.calibrated import SETTINGS
from m2miner.testing.stats import Interval, bootstrap, fmt, fmt_interval, median, observed, ratio


class Tree(Protocol):
    """What the tables read of one tree's result (``efficiency.Result``)."""

    task: str
    length: int
    variant: str
    setting: str
    seed: int
    label: str
    budget: int
    verified: bool
    steps: int
    replayed: int
    judged_false: int
    judged: int
    calls: int
    seconds: float


def steps_of(tree: Tree) -> Interval:
    """Search steps to the first verified success; ``≥`` what it spent when it found none."""
    return observed(max(tree.steps, 1), capped=not tree.verified)


def by_task(trees: Iterable[Tree]) -> dict[str, list[Tree]]:
    out: dict[str, list[Tree]] = {}
    for tree in trees:
        out.setdefault(tree.task, []).append(tree)
    return out


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]  # fmt: skip
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


class Group:
    """The trees of one variant over the tasks of one length (one setting, one label)."""

    def __init__(self, trees: list[Tree], resamples: int, seed: int) -> None:
        self.trees = trees
        self.tasks = by_task(trees)
        self.resamples = resamples
        self.seed = seed

    def __bool__(self) -> bool:
        return bool(self.trees)

    def verified(self) -> str:
        ok = sum(t.verified for t in self.trees)
        return f"{ok}/{len(self.trees)}"

    def false(self) -> str:
        """Judged successes the predicate refuted, over all judged successes."""
        return f"{sum(t.judged_false for t in self.trees)}/{sum(t.judged for t in self.trees)}"

    def steps(self, of: Any = steps_of) -> tuple[str, str]:
        """Median over tasks and seeds, and its bootstrap interval over tasks."""
        groups = [[of(t) for t in trees] for trees in self.tasks.values()]
        values = [v for g in groups for v in g]
        ci = bootstrap(groups, resamples=self.resamples, seed=self.seed)
        return fmt(median(values)), fmt_interval(ci)

    def task_median(self, task: str) -> Interval:
        return median([steps_of(t) for t in self.tasks[task]])

    def replayed(self) -> str:
        """Median replay steps until the first verified success (or the end)."""
        return fmt(median([Interval.exact(t.replayed) for t in self.trees]))


def ratios(vanilla: Group, m2m: Group) -> list[Interval]:
    """Per task: vanilla's median steps over M²-Miner's (both over seeds)."""
    shared = [task for task in m2m.tasks if task in vanilla.tasks]
    return [ratio(vanilla.task_median(t), m2m.task_median(t)) for t in shared]


def ratio_cells(vanilla: Group, m2m: Group, resamples: int, seed: int) -> tuple[str, str]:
    values = ratios(vanilla, m2m)
    if not values:
        return "-", "-"
    ci = bootstrap([[v] for v in values], resamples=resamples, seed=seed)
    return fmt(median(values), 1, "x"), fmt_interval(ci, 1, "x")


def print_header(header: dict[str, Any], setting: str | None) -> None:
    print(
        f"{header['tasks']} tasks x seeds {list(header['seeds'])}; budget {header['budget']} "
        f"device steps per tree (searched + replayed), vanilla x{header['vanilla_factor']}; "
        f"snapshots on (m2m-replay: off); sim {header['size'][0]}x{header['size'][1]}, "
        f"{'state-only' if header['state_only'] else 'rendered'}; "
        f"{header['wall_s']:.0f} s wall"
    )
    print(
        f"medians over tasks and seeds; [95% bootstrap interval over tasks, "
        f"{header['resamples']} resamples, seed {header['seed']}]; ≥: capped runs"
    )
    if header["settings"]:
        print("settings: " + ", ".join(f"{k}={v}" for k, v in header["settings"].items()))
    for line in header["skipped"]:
        print(f"not run: {line}")
    if setting is not None:
        calibration = SETTINGS[setting]
        print(f"calibrated agents, {calibration.describe()}")
        for line in calibration.sources():
            print(f"  {line}")


def print_report(
    results: Sequence[Any],
    header: dict[str, Any],
    lengths: list[int],
    variants: list[str],
    settings: list[str],
    per_task: bool,
) -> None:
    resamples, seed = header["resamples"], header["seed"]

    def group(setting: str, variant: str, length: int | None = None) -> Group:
        trees = [r for r in results if r.setting == setting and r.variant == variant
                 and (length is None or r.length == length)]  # fmt: skip
        return Group(trees, resamples, seed)

    for setting in settings:
        print(f"\n=== calibration: {setting} ===")
        print_header(header, setting)
        main_table(group, setting, lengths, variants)
        replay_table(group, setting, lengths, variants)
        ablation_table(group, setting, lengths, variants)
        if per_task:
            task_table(group, setting, lengths, variants)


def main_table(group: Any, setting: str, lengths: list[int], variants: list[str]) -> None:
    shown = [v for v in ("m2m", "vanilla", "vanilla-infer") if v in variants]
    headers = ["len"]
    for v in shown:
        headers += [f"{v} ok", f"{v} steps", f"{v} [CI]", f"{v} false"]
    against = [v for v in shown if v != "m2m"] if "m2m" in shown else []
    for v in against:
        headers += [f"{v}/m2m", "[CI]"]
    rows = []
    for length in [*lengths, None]:
        row = [str(length) if length is not None else "all"]
        groups = {v: group(setting, v, length) for v in shown}
        for v in shown:
            g = groups[v]
            row += [g.verified(), *g.steps(), g.false()] if g else ["-"] * 4
        for v in against:
            row += list(ratio_cells(groups[v], groups["m2m"], *_boot(groups["m2m"])))
        rows.append(row)
    print("\nVerified successes (ok), median search steps to the first one, judged successes")
    print("refuted by the sim (false: refuted/judged), and the per-task ratio of steps")
    print(table(headers, rows))


def _boot(g: Group) -> tuple[int, int]:
    return g.resamples, g.seed


def replay_table(group: Any, setting: str, lengths: list[int], variants: list[str]) -> None:
    shown = [v for v in ("m2m", "m2m-replay") if v in variants]
    if not shown:
        return
    headers = ["len"]
    for v in shown:
        headers += [f"{v} ok", f"{v} search", f"{v} replay"]
    rows = []
    for length in [*lengths, None]:
        row = [str(length) if length is not None else "all"]
        for v in shown:
            g = group(setting, v, length)
            row += [g.verified(), g.steps()[0], g.replayed()] if g else ["-"] * 3
        rows.append(row)
    print("\nSearch steps and replay steps (median, until the first verified success or the")
    print("end); m2m restores snapshots, m2m-replay replays every restore")
    print(table(headers, rows))


def ablation_table(group: Any, setting: str, lengths: list[int], variants: list[str]) -> None:
    shown = [v for v in variants if v not in ("vanilla", "vanilla-infer", "m2m-replay")]
    if len(shown) < 2:
        return
    headers = ["len", *(f"{v} ok, steps" for v in shown)]
    rows = []
    for length in [*lengths, None]:
        row = [str(length) if length is not None else "all"]
        for v in shown:
            g = group(setting, v, length)
            row.append(f"{g.verified()}, {g.steps()[0]}" if g else "-")
        rows.append(row)
    print("\nEach component on its own (M²-Miner without it) and the do-not-repeat modes:")
    print("verified successes, median search steps to the first")
    print(table(headers, rows))


def task_table(group: Any, setting: str, lengths: list[int], variants: list[str]) -> None:
    headers = ["task", "len", *(f"{v}" for v in variants)]
    with_ratio = "m2m" in variants and "vanilla" in variants
    if with_ratio:
        headers.append("vanilla/m2m")
    rows = []
    for length in lengths:
        groups = {v: group(setting, v, length) for v in variants}
        for task in sorted({t for g in groups.values() for t in g.tasks}):
            row = [task, str(length)]
            for v in variants:
                g = groups[v]
                if task not in g.tasks:
                    row.append("-")
                    continue
                ok = sum(t.verified for t in g.tasks[task])
                row.append(f"{ok}/{len(g.tasks[task])} {fmt(g.task_median(task))}")
            if with_ratio:
                m, v = groups["m2m"], groups["vanilla"]
                if task in m.tasks and task in v.tasks:
                    row.append(fmt(ratio(v.task_median(task), m.task_median(task)), 1, "x"))
                else:  # one of the two was not run on this task
                    row.append("-")
            rows.append(row)
    print("\nEvery task: verified/seeds and median search steps to the first verified success")
    print(table(headers, rows))


def print_sweep(
    results: Sequence[Any], header: dict[str, Any], lengths: list[int], labels: list[str]
) -> None:
    settings = sorted({r.setting for r in results})
    for setting in settings:
        print(f"\n=== sweep, calibration: {setting} ===")
        print_header(header, setting)
        headers = ["c_uct / init top:step"]
        for length in lengths:
            headers += [f"len {length} ok", "steps"]
        headers += ["all ok", "steps", "[CI]", "false"]
        rows = []
        for label in labels:
            row = [label]
            mine = [r for r in results if r.setting == setting and r.label == label]
            for length in lengths:
                g = Group([r for r in mine if r.length == length], *_seeded(header))
                row += [g.verified(), g.steps()[0]] if g else ["-", "-"]
            g = Group(mine, *_seeded(header))
            row += [g.verified(), *g.steps(), g.false()]
            rows.append(row)
        print("\nM²-Miner over the search settings: verified successes, median search steps")
        print(table(headers, rows))


def _seeded(header: dict[str, Any]) -> tuple[int, int]:
    return header["resamples"], header["seed"]
