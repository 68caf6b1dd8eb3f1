"""Search efficiency: steps to the first verified success, M²-Miner against vanilla MCTS.

Every bundled sim task of the chosen lengths is mined once per variant, calibration
setting and seed, with calibrated simulated agents (``m2miner.testing.calibrated``: an
MLLM of a set quality that sees no distance to the goal, only whether an action is
correct), through the real miner (``m2miner.mining.run.mine``) on one sim device with
snapshots. Only *verified* successes count: a terminal node judged a success whose
screen satisfies the task's success predicate, or (vanilla) a rollout that ends with
``terminate`` on a screen the judge calls a success and the predicate confirms, counted
at the rollout's last step. A tree stops at its first verified success or at its
device-step budget; judged successes the predicate refutes do not stop it and are
counted beside (``false``). Steps are the tree's *search* device steps
(searched actions and vanilla rollout actions) until that success; replays that bring
the device back to a node are counted apart. A tree that spent its budget without a
verified success has steps ``≥`` what it spent: medians and ratios treat it as a bound
(``m2miner.testing.stats``), never as a measurement, and intervals are seeded bootstrap
intervals over tasks (the growth tables: over tasks and the seeds within each).

Cost: every tree's device steps, model calls and prompt, completion and image tokens are
priced (``bench/efficiency_cost.py``: device seconds, tokens, calls; every default price
with its source, each settable with ``--price``), so each ratio is given in steps and in
dollars, beside the paper's $0.02 per image and Explorer's $0.28 per trajectory.

Variants: ``m2m`` (the default search); ``vanilla`` (the paper's baseline: random
actions from the screen and random rollouts, no InferAgent); ``vanilla-infer`` (vanilla
with the InferAgent proposing); ``no-rank``, ``no-prm``, ``no-dnr`` (M²-Miner without
ranking, process reward or "do not repeat"); ``dnr-gapfill`` and ``dnr-sequential`` (the
two "do not repeat" modes); ``m2m-replay`` (M²-Miner without snapshots: every restore a
replay). Vanilla variants get ``--vanilla-factor`` times the budget.

    python bench/efficiency.py                          # the default run (see bench/README.md)
    python bench/efficiency.py --full                   # lengths 1-12, all tasks, all variants
    python bench/efficiency.py --sweep                  # c_uct x initial values, m2m only
    python bench/efficiency.py --lengths 1-5 --per-length 0 --seeds 5 --vanilla-factor 640 \
        --json growth.json --resume --plot growth.png   # growth with length, resumable
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from efficiency_cost import Prices
from efficiency_growth import print_growth, vanilla_cannot_type
from efficiency_plot import write_plot
from efficiency_tables import print_report, print_sweep

from m2miner.config import BudgetConfig, Config, load_config
from m2miner.devices.sim import SimDevice, Task, all_tasks
from m2miner.errors import ConfigError
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, StopFlag, mine
from m2miner.testing.calibrated import SETTINGS, CalibratedWorld

VARIANTS: dict[str, dict[str, Any]] = {
    "m2m": {},
    "vanilla": {"search.algorithm": "vanilla"},
    "vanilla-infer": {"search.algorithm": "vanilla-infer"},
    "no-rank": {"agents.orchestra.rank": False},
    "no-prm": {"search.process_reward": False},
    "no-dnr": {"search.do_not_repeat": "off"},
    "dnr-gapfill": {"search.do_not_repeat": "gapfill"},
    "dnr-sequential": {"search.do_not_repeat": "sequential"},
    "m2m-replay": {"device.snapshots": False},
}
FALLBACKS: dict[str, dict[str, Any]] = {
    # Before "do not repeat" had modes, it was a switch; before vanilla-infer had its own
    # name, today's InferAgent vanilla was "vanilla".
    "no-dnr": {"search.do_not_repeat": False},
    "vanilla-infer": {"search.algorithm": "vanilla"},
}
VANILLA = ("vanilla", "vanilla-infer")
DEFAULT_VARIANTS = ["m2m", "vanilla", "m2m-replay"]
SIZE = (216, 480)
"""Screen size of the sim devices: a phone's 9:20 shape, small so it renders fast."""


@dataclass(frozen=True)
class Job:
    """The trees of one task: every variant and setting, for the seeds given."""

    task: Task
    variants: tuple[str, ...]
    settings: tuple[str, ...]
    seeds: tuple[int, ...]
    budget: int
    vanilla_factor: int
    overrides: tuple[tuple[str, Any], ...]
    state_only: bool
    label: str = ""
    """Names the overrides in the results (the sweep's grid point)."""
    calibration: tuple[tuple[str, Any], ...] = ()
    """Changes to every setting's calibration (``--correlation``)."""


@dataclass(frozen=True)
class Result:
    """One tree: whether and when it found a verified success, and what it spent."""

    task: str
    length: int
    variant: str
    setting: str
    seed: int
    label: str
    budget: int
    verified: bool
    steps: int
    """Search device steps until the first verified success (or in all, when none)."""
    replayed: int
    """Replay steps until then."""
    judged_false: int
    """Terminal nodes judged a success that the task's predicate refutes."""
    judged: int
    """Terminal nodes judged a success."""
    calls: int
    nodes: int
    seconds: float
    stop: str
    via_rollout: bool = False
    """The first verified success was a vanilla rollout's."""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    image_tokens: int = 0
    """Until the first verified success (or in all); image tokens are among the prompt's."""
    measured: dict[str, int] = field(default_factory=dict)
    """How often the calibrated agents were right in this tree (``Measured.counts``)."""

    @property
    def capped(self) -> bool:
        return not self.verified


def variant_overrides(variant: str) -> dict[str, Any]:
    """The variant's settings, or its fallback where this version has no such key."""
    for overrides in (VARIANTS[variant], FALLBACKS.get(variant)):
        if overrides is None:
            continue
        try:
            load_config(None, overrides, environ={})
        except ConfigError:
            continue
        return overrides
    raise ConfigError(f"variant {variant} needs settings this version does not have")


def device_options(state_only: bool) -> dict[str, object]:
    """``render=False`` for the sim's state-only mode, where this version has it."""
    if state_only and "render" in inspect.signature(SimDevice).parameters:
        return {"render": False}
    return {}


def run_job(job: Job) -> list[Result]:
    """Every tree of ``job``, each in a fresh store: the miner seeds its random draws
    with the tree's id, so a shared store would make a tree depend on those before it."""
    results = []
    for setting in job.settings:
        for seed in job.seeds:
            calibration = SETTINGS[setting].with_(seed=seed, **dict(job.calibration))
            world = CalibratedWorld(
                [job.task], calibration, size=SIZE, seed=seed,
                device_options=device_options(job.state_only),
            )  # fmt: skip
            parts = Components(agents=world.agents, device=world.device)
            for variant in job.variants:
                factor = job.vanilla_factor if variant in VANILLA else 1
                budget = job.budget * factor
                with tempfile.TemporaryDirectory(prefix="m2miner-bench-") as data:
                    config = _config(Path(data), variant, budget, seed, task_settings(job))
                    results.append(
                        _mine_one(job, variant, setting, seed, budget, config, parts, world)
                    )
    return results


def task_settings(job: Job) -> dict[str, Any]:
    """The job's settings; a task that needs an irreversible step (``irreversible: true``
    in its app file) is mined under a sandbox safety policy, as on a test account."""
    sandbox = {"safety.sandbox": True} if getattr(job.task, "irreversible", False) else {}
    return {**sandbox, **dict(job.overrides)}


def _config(data: Path, variant: str, budget: int, seed: int, settings: dict[str, Any]) -> Config:
    overrides = {
        "store.data_dir": data,
        "seed": seed,
        "device.width": SIZE[0],
        "device.height": SIZE[1],
        # The benchmark stops a tree at its first verified success itself.
        "search.successes": 1_000_000,
        **settings,
        **variant_overrides(variant),
    }
    config = load_config(None, overrides, environ={})
    # Iterations and time only guard against a runaway tree; device steps are the budget.
    # The time guard grows with the budget (at least 20 steps a second) so that a large
    # vanilla budget is spent in steps, not cut short by the clock on a loaded machine.
    wall = max(1800.0, budget / 20)
    limits = BudgetConfig(iterations=budget * 20, device_steps=budget, wall_time_s=wall)
    return config.model_copy(update={"budget": limits})


def _mine_one(
    job: Job,
    variant: str,
    setting: str,
    seed: int,
    budget: int,
    config: Config,
    parts: Components,
    world: CalibratedWorld,
) -> Result:
    stop = StopFlag()
    seen = {"judged": 0, "false": 0}
    first: dict[str, Any] = {}
    before = world.measured.counts()

    def observe(event: MineEvent) -> None:
        if event.kind != "node" or first:
            return
        judged, verified = node_truth(event.data)
        seen["judged"] += judged
        seen["false"] += judged and verified is False
        if verified or event.data.get("rollout_success"):
            first["usage"] = event.data["usage"]
            first["rollout"] = not verified
            first["measured"] = world.measured.since(before)
            stop.set()

    started = time.perf_counter()
    report = mine(
        config,
        MineRequest(app=job.task.app, task_ids=(job.task.id,)),
        observer=observe,
        components=parts,
        stop=stop,
    )
    (outcome,) = report.outcomes
    usage = first.get("usage", outcome.usage)
    measured = first.get("measured") or world.measured.since(before)
    if hasattr(outcome, "refuted"):  # the miner counts refuted successes itself
        seen["false"] = outcome.refuted
        seen["judged"] = outcome.verified + outcome.judged_only + outcome.refuted
    return Result(
        task=job.task.id, length=job.task.length, variant=variant, setting=setting,
        seed=seed, label=job.label, budget=budget, verified=bool(first),
        steps=usage.device_steps, replayed=usage.restore_steps,
        judged_false=seen["false"], judged=seen["judged"], calls=usage.model_calls,
        nodes=outcome.nodes, seconds=time.perf_counter() - started,
        stop="verified" if first else outcome.stop_reason or "",
        via_rollout=bool(first.get("rollout")), prompt_tokens=usage.prompt_tokens,
        completion_tokens=usage.completion_tokens, image_tokens=measured["image_tokens"],
        measured=measured,
    )  # fmt: skip


def node_truth(data: dict[str, Any]) -> tuple[bool, bool | None]:
    """Whether a recorded node was judged a success, and whether the sim verified it.

    Reads ``verified`` (and ``judged_success``) where the miner writes them, and
    otherwise the sim's ``ground_truth_success`` of a node judged a success.
    """
    verified = data.get("verified", data.get("ground_truth_success"))
    judged = bool(data.get("judged_success", data.get("success")))
    if "verified" in data and verified is False and data.get("judged_success") is None:
        judged = judged or data.get("status") == "refuted"
    return judged, (bool(verified) if judged and verified is not None else None)


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


def pick_tasks(
    lengths: list[int], per_length: int | None, apps: Sequence[str] | None
) -> list[Task]:
    """Every bundled task of each length (of ``apps``, when given), or the first
    ``per_length`` by id, taking the apps in turn so a length is not all one app."""
    tasks = []
    for length in lengths:
        found = [t for t in all_tasks() if t.length == length and (not apps or t.app in apps)]
        if not found:
            raise SystemExit(f"no bundled task of length {length}")
        by_app: dict[str, list[Task]] = {}
        for task in sorted(found, key=lambda t: t.id):
            by_app.setdefault(task.app, []).append(task)
        turns = [t for i in range(len(found)) for group in by_app.values() if i < len(group)
                 for t in [group[i]]]  # fmt: skip
        tasks += turns[:per_length] if per_length else turns
    return tasks


def sweep_grid(args: argparse.Namespace) -> list[tuple[str, dict[str, Any]]]:
    grid = []
    for c in args.c_uct:
        for schedule in args.init:
            top, _, step = schedule.partition(":")
            init_step = None if step in ("", "none") else float(step)
            settings = {"search.c_uct": c, "search.init_top": float(top),
                        "search.init_step": init_step}  # fmt: skip
            grid.append((f"c={c} init={schedule}", settings))
    return grid


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add = parser.add_argument
    add("--lengths", default="3", help="task lengths, e.g. 1-12 or 3,6,9")
    add("--per-length", type=int, default=5, help="tasks per length (0: every bundled task)")
    add("--apps", nargs="*", help="only tasks of these sim apps (default: every app)")
    add("--seeds", type=int, default=5, help="seeds per task, variant and setting")
    add("--variants", nargs="*", default=None, choices=list(VARIANTS))
    add("--settings", nargs="*", default=["paper"], choices=list(SETTINGS))
    add("--budget", type=int, default=100, help="M²-Miner's device steps per tree")
    add("--vanilla-factor", type=int, default=64, help="vanilla's budget, times --budget")
    add("--state-only", action=argparse.BooleanOptionalAction, default=True,
        help="the sim's state-only mode (no rendering), where this version has it")  # fmt: skip
    add("--full", action="store_true",
        help="lengths 1-12, every task, every variant, both settings")  # fmt: skip
    add("--sweep", action="store_true", help="m2m over --c-uct x --init instead of variants")
    add("--c-uct", type=float, nargs="*", default=[0.05, 0.1, 0.2, 0.5, 1.0])
    add("--init", nargs="*", default=["0.8:0.15", "0.8:none", "0.5:0.1", "1.0:0.2"],
        help="initial-value schedules TOP:STEP (STEP none: TOP/K)")  # fmt: skip
    add("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    add("--bootstrap", type=int, default=2000, help="bootstrap resamples (seeded by --seed)")
    add("--seed", type=int, default=0, help="first seed; seeds are SEED..SEED+N-1")
    add("--resume", action="store_true",
        help="keep the trees --json already holds and mine only the rest")  # fmt: skip
    add("--report-only", action="store_true",
        help="with --resume: print the tables of the trees --json holds, mine nothing")  # fmt: skip
    add("--per-task", action=argparse.BooleanOptionalAction, default=True,
        help="print every task's row")  # fmt: skip
    add("--json", type=Path, help="also write every tree's result here")
    add("--plot", type=Path, help="write a PNG of steps and cost against length here")
    add(
        "--correlation",
        type=float,
        default=None,
        help="the InferAgent's error correlation for every setting (default: the setting's)",
    )
    add(
        "--price",
        nargs="*",
        default=[],
        metavar="NAME=VALUE",
        help="prices (efficiency_cost.Prices), e.g. device_s_per_step=1.5 usd_per_call=0.001",
    )
    add("--growth", action=argparse.BooleanOptionalAction, default=True,
        help="print the growth tables (ratios in steps and in cost per length)")  # fmt: skip
    add("--set", nargs="*", default=[], metavar="KEY=VALUE",
        help="config settings for every variant, e.g. search.c_uct=0.2")  # fmt: skip
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.full:
        args.lengths, args.per_length = "1-12", 0
        args.variants = args.variants or list(VARIANTS)
        args.settings = list(SETTINGS)
    variants = args.variants or (["m2m"] if args.sweep else DEFAULT_VARIANTS)
    skipped = []
    for variant in list(variants):
        try:
            variant_overrides(variant)
        except ConfigError as exc:
            skipped.append(f"{variant} ({exc})")
            variants.remove(variant)
    lengths = parse_lengths(args.lengths)
    tasks = pick_tasks(lengths, args.per_length or None, args.apps)
    tasks.sort(key=lambda t: -t.length)  # longest first: the slowest jobs start first
    settings = parse_settings(args.set)
    grid = sweep_grid(args) if args.sweep else [("", {})]
    seeds = tuple(range(args.seed, args.seed + args.seeds))
    changed = () if args.correlation is None else (("correlation", args.correlation),)
    prices = Prices(**{k: float(v) for k, v in parse_settings(args.price).items()})
    # One job per task and seed: small enough to keep both processes busy to the end.
    jobs = [
        Job(task, tuple(variants), tuple(args.settings), (seed,), args.budget,
            args.vanilla_factor, tuple({**settings, **point}.items()), args.state_only,
            tagged(label, changed), changed)
        for label, point in grid for task in tasks for seed in seeds
    ]  # fmt: skip
    started = time.perf_counter()
    if args.resume and not args.json:
        raise SystemExit("--resume reads the results of --json PATH: give the same --json")
    wanted = {key for job in jobs for key in job_keys(job)}
    saved = load_results(args.json) if args.resume else []
    # Trees of other commands saved in the same file stay in it, but out of these tables.
    others = [r for r in saved if result_key(r) not in wanted]
    results = [r for r in saved if result_key(r) in wanted]
    have = {result_key(r) for r in results}
    jobs = [job for job in jobs if not set(job_keys(job)) <= have and not args.report_only]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for done, batch in enumerate(pool.map(run_job, jobs), 1):
            results += batch
            if args.json:  # after every job, so that --resume loses at most the jobs in flight
                save_results(args.json, others + results)
            print(f"{done}/{len(jobs)} jobs done", file=sys.stderr, flush=True)
    header = {
        "wall_s": time.perf_counter() - started,
        "tasks": len(tasks),
        "seeds": seeds,
        "budget": args.budget,
        "vanilla_factor": args.vanilla_factor,
        "state_only": bool(device_options(args.state_only)),
        "settings": settings,
        "skipped": skipped,
        "size": SIZE,
        "resamples": args.bootstrap,
        "seed": args.seed,
        "calibration": dict(changed),
        "k": sum(ref.k for ref in load_config(None, environ={}).agents.infer.models) or 5,
        "excluded": vanilla_cannot_type(tasks),
    }
    if args.sweep:
        print_sweep(results, header, lengths, [tagged(label, changed) for label, _ in grid])
    else:
        print_report(results, header, lengths, variants, args.settings, args.per_task)
        if args.growth:
            print_growth(results, header, lengths, variants, args.settings, prices)
        if args.plot:
            write_plot(results, args.plot, lengths, variants, args.settings, prices, header)
            print(f"\nplot: {args.plot}")
    if args.json:
        save_results(args.json, others + results)
    return 0


def tagged(label: str, changed: tuple[tuple[str, Any], ...]) -> str:
    """A tree's label: the sweep's grid point and any calibration change (``--correlation``),
    so that ``--resume`` never mistakes one calibration's trees for another's."""
    return " ".join(x for x in (label, *(f"{k}={v}" for k, v in changed)) if x)


def save_results(path: Path, results: Sequence[Result]) -> None:
    """Every tree's result so far, replacing the file in one rename."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps([asdict(r) for r in results], indent=1))
    partial.replace(path)


def load_results(path: Path | None) -> list[Result]:
    """The results an earlier run of the same command saved, for ``--resume``."""
    if path is None or not path.exists():
        return []
    return [Result(**row) for row in json.loads(path.read_text())]


def result_key(result: Result) -> tuple[Any, ...]:
    return (result.task, result.variant, result.setting, result.seed, result.label, result.budget)


def job_keys(job: Job) -> list[tuple[Any, ...]]:
    """The keys of the trees ``job`` mines (each variant, setting and seed)."""
    return [
        (job.task.id, variant, setting, seed, job.label,
         job.budget * (job.vanilla_factor if variant in VANILLA else 1))
        for variant in job.variants for setting in job.settings for seed in job.seeds
    ]  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
