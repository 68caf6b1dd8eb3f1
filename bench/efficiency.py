"""Search efficiency: M²-Miner against vanilla MCTS by task length, and each component alone.

Every bundled sim task of the chosen lengths is mined once per variant with calibrated
simulated agents (``m2miner.testing.calibrated``: an MLLM of a set quality that reads the
sim's ground truth), through the real miner (``m2miner.mining.run.mine``), on one device,
without snapshots: every restore is a relaunch and a replay, so device steps count
searched actions, replays and (vanilla) rollout actions. A tree stops, as the miner does,
at its first success judged by the JudgeAgent, or when it has spent the device-step
budget. Steps until the first success count a tree without one at the budget, so a mean
over a group with such trees is a lower bound (marked ``>=``). A success is *verified*
when the task's success predicate holds; the others are judge errors.

Variants: ``m2m`` (the default search), ``vanilla`` (``--search vanilla``: InferAgent
only, random order, rollouts), and ``m2m`` without one component each: ``no-rank``
(``agents.orchestra.rank = false``), ``no-prm`` (``search.process_reward = false``),
``no-dnr`` (``search.do_not_repeat = false``).

    python bench/efficiency.py                     # lengths 1-12, every variant
    python bench/efficiency.py --lengths 1-6 --variants m2m vanilla --budget 600
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from m2miner.config import BudgetConfig, Config, load_config
from m2miner.devices.sim import Task, all_tasks
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, mine
from m2miner.testing.calibrated import CalibratedWorld, Calibration

VARIANTS: dict[str, dict[str, Any]] = {
    "m2m": {},
    "vanilla": {"search.algorithm": "vanilla"},
    "no-rank": {"agents.orchestra.rank": False},
    "no-prm": {"search.process_reward": False},
    "no-dnr": {"search.do_not_repeat": False},
}
ABLATIONS = ("no-rank", "no-prm", "no-dnr")
SIZE = (216, 480)
"""Screen size of the sim devices: a phone's 9:20 shape, small so it renders fast."""


@dataclass(frozen=True)
class Result:
    """One tree: how it ended and what it spent until then."""

    task: str
    length: int
    variant: str
    success: bool
    verified: bool
    steps: int
    searched: int
    replayed: int
    calls: int
    seconds: float
    nodes: int
    stop: str


def run_task(
    task: Task,
    variants: Sequence[str],
    budget: int,
    calibration: Calibration,
    settings: dict[str, Any],
) -> list[Result]:
    """Mine ``task`` once per variant, each in a fresh store; ``settings`` apply to all."""
    world = CalibratedWorld([task], calibration, size=SIZE, seed=calibration.seed)
    parts = Components(agents=world.agents, device=world.device)
    results = []
    for variant in variants:
        with tempfile.TemporaryDirectory(prefix="m2miner-bench-") as data:
            config = _config(Path(data), variant, budget, calibration.seed, settings)
            results.append(_mine_one(task, variant, config, parts))
    return results


def _config(data: Path, variant: str, budget: int, seed: int, settings: dict[str, Any]) -> Config:
    overrides = {
        **settings,
        "store.data_dir": data,
        "seed": seed,
        "device.width": SIZE[0],
        "device.height": SIZE[1],
        "device.snapshots": False,
        **VARIANTS[variant],
    }
    config = load_config(None, overrides, environ={})
    # Iterations and time only guard against a runaway tree; device steps are the budget.
    limits = BudgetConfig(iterations=budget * 20, device_steps=budget, wall_time_s=600.0)
    return config.model_copy(update={"budget": limits})


def _mine_one(task: Task, variant: str, config: Config, parts: Components) -> Result:
    times: dict[str, float] = {}

    def observe(event: MineEvent) -> None:
        if event.kind in ("tree_started", "tree_finished"):
            times[event.kind] = time.perf_counter()

    report = mine(
        config,
        MineRequest(app=task.app, task_ids=(task.id,)),
        observer=observe,
        components=parts,
    )
    (outcome,) = report.outcomes
    usage = outcome.usage
    success = bool(outcome.successes)
    return Result(
        task=task.id,
        length=task.length,
        variant=variant,
        success=success,
        verified=success and bool(outcome.ground_truth_success),
        steps=usage.device_steps + usage.restore_steps,
        searched=usage.device_steps,
        replayed=usage.restore_steps,
        calls=usage.model_calls,
        seconds=times.get("tree_finished", 0.0) - times.get("tree_started", 0.0),
        nodes=outcome.nodes,
        stop=outcome.stop_reason or "",
    )


# -- tables ------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """A variant's figures over the trees of one task length."""

    trees: int
    successes: int
    verified: int
    steps: float
    censored: bool
    calls: float | None
    seconds: float | None


def cell(results: list[Result], budget: int) -> Cell:
    found = [r for r in results if r.success]
    steps = [r.steps if r.success else max(r.steps, budget) for r in results]
    return Cell(
        trees=len(results),
        successes=len(found),
        verified=sum(r.verified for r in results),
        steps=statistics.mean(steps),
        censored=len(found) < len(results),
        calls=statistics.mean(r.calls for r in found) if found else None,
        seconds=statistics.mean(r.seconds for r in found) if found else None,
    )


def _found(c: Cell) -> str:
    return f"{c.successes}/{c.trees} ({c.verified})"


def _steps(c: Cell) -> str:
    return f"{'>=' if c.censored else ''}{c.steps:.0f}"


def _opt(value: float | None, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def ratio(m2m: Cell, vanilla: Cell) -> str:
    """Vanilla steps over M²-Miner steps; ``>=`` a lower bound, ``~`` uncertain."""
    value = vanilla.steps / m2m.steps if m2m.steps else float("nan")
    mark = "~" if m2m.censored else (">=" if vanilla.censored else "")
    return f"{mark}{value:.1f}x"


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def comparison_table(
    by: dict[tuple[int, str], list[Result]], lengths: list[int], budget: int
) -> str:
    headers = ["len", "m2m found (ok)", "m2m steps", "m2m calls", "m2m s",
               "van found (ok)", "van steps", "van calls", "van s", "steps ratio"]  # fmt: skip
    rows = []
    for length in lengths:
        m, v = cell(by[length, "m2m"], budget), cell(by[length, "vanilla"], budget)
        rows.append([
            str(length),
            _found(m), _steps(m), _opt(m.calls, ".0f"), _opt(m.seconds, ".1f"),
            _found(v), _steps(v), _opt(v.calls, ".0f"), _opt(v.seconds, ".1f"),
            ratio(m, v),
        ])  # fmt: skip
    return table(headers, rows)


def ablation_table(
    by: dict[tuple[int, str], list[Result]], lengths: list[int], variants: list[str], budget: int
) -> str:
    shown = [v for v in ("m2m", *ABLATIONS, "vanilla") if v in variants]
    headers = ["len", *(f"{v} steps, found (ok)" for v in shown)]
    rows = []
    for length in lengths:
        row = [str(length)]
        for variant in shown:
            c = cell(by[length, variant], budget)
            row.append(f"{_steps(c)}, {_found(c)}")
        rows.append(row)
    total = ["all"]
    for variant in shown:
        every = [r for length in lengths for r in by[length, variant]]
        c = cell(every, budget)
        total.append(f"{_steps(c)}, {_found(c)}")
    rows.append(total)
    return table(headers, rows)


# -- main --------------------------------------------------------------------------


def parse_lengths(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        out += range(int(low), int(high or low) + 1)
    return sorted(set(out))


def parse_settings(items: Sequence[str]) -> dict[str, Any]:
    """``["search.c_uct=0.2"]`` -> ``{"search.c_uct": 0.2}`` (values read as JSON if they can)."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"--set {item!r}: expected KEY=VALUE")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def pick_tasks(lengths: list[int], per_length: int, apps: Sequence[str]) -> list[Task]:
    """The first ``per_length`` tasks of each length by id, taking the apps in turn."""
    tasks = []
    for length in lengths:
        by_app = [
            sorted(
                (t for t in all_tasks() if t.length == length and t.app == app), key=lambda t: t.id
            )
            for app in apps
        ]
        # Alternate between the apps, so a length is not all one app.
        found = [t for group in itertools.zip_longest(*by_app) for t in group if t is not None]
        if not found:
            raise SystemExit(f"no bundled task of length {length} in {', '.join(apps)}")
        tasks += found[:per_length]
    return tasks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="1-12", help="task lengths, e.g. 1-12 or 3,6,9")
    parser.add_argument("--per-length", type=int, default=3, help="tasks per length")
    parser.add_argument(
        "--apps", nargs="*", default=["maps", "settings"], help="sim apps whose tasks are mined"
    )
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--budget", type=int, default=600, help="device steps per tree")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="also write every tree's result here")
    parser.add_argument(
        "--set",
        nargs="*",
        default=[],
        metavar="KEY=VALUE",
        help="config settings for every variant, e.g. search.c_uct=0.2",
    )
    for field in ("p", "q", "premature", "a", "noise"):
        default = getattr(Calibration(), field)
        parser.add_argument(f"--{field}", type=float, default=default, help=f"calibration {field}")
    args = parser.parse_args(argv)
    calibration = Calibration(
        p=args.p, q=args.q, premature=args.premature, a=args.a, noise=args.noise, seed=args.seed
    )
    settings = parse_settings(args.set)
    lengths = parse_lengths(args.lengths)
    tasks = pick_tasks(lengths, args.per_length, args.apps)
    # Longest first, so the slowest jobs do not start last.
    tasks.sort(key=lambda t: -t.length)
    started = time.perf_counter()
    results: list[Result] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(run_task, t, args.variants, args.budget, calibration, settings)
            for t in tasks
        ]
        for done, future in enumerate(futures, 1):
            results += future.result()
            print(f"\r{done}/{len(tasks)} tasks mined", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    wall = time.perf_counter() - started
    by: dict[tuple[int, str], list[Result]] = {}
    for r in results:
        by.setdefault((r.length, r.variant), []).append(r)
    print(f"calibrated agents: {calibration.describe()}")
    print(
        f"budget {args.budget} device steps per tree (searched + replayed + rollout); "
        f"snapshots off; K=5; sim {SIZE[0]}x{SIZE[1]}; {len(tasks)} tasks; {wall:.0f} s wall"
    )
    if settings:
        print("settings: " + ", ".join(f"{k}={v}" for k, v in settings.items()))
    if {"m2m", "vanilla"} <= set(args.variants):
        print("\nM²-Miner against vanilla MCTS (steps until the first success; s = tree seconds)")
        print(comparison_table(by, lengths, args.budget))
    print(
        "\nEach component on its own (M²-Miner without it): steps until the first success,"
        " found (ok)"
    )
    print(ablation_table(by, lengths, args.variants, args.budget))
    print(
        "\nfound: trees that found a success within the budget (ok: verified by the task's"
        "\nsuccess predicate); calls and s: model calls and seconds of the trees that found one"
    )
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in results], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
