"""Data quality: how much of what m2miner exports by default is true, scored by the sim.

For every bundled sim app, agent setting and verification method, the app's tasks are
mined in a fresh store through the real miner (``m2miner.mining.run.mine``), recycled
(``m2miner.mining.recycling.recycle``: the heuristic recycler, as no recycle model is
configured) and exported with the export's defaults
(``m2miner.export.run.export_dataset``). Everything is then scored against the sim
world's ground truth (``bench/quality_truth.py``), never against what the miner decided:

- **successes**: terminal nodes the JudgeAgent called a success (``info["judged"]``);
  *false* ones are those whose task predicate does not hold after their actions; *caught*
  the false ones the method refuted (``info["refuted"]``), *lost* the true ones it
  refuted. The cost of each check is read from ``info["checks"]``: its extra device
  steps and model calls, summed over every judged success.
- **exported**: trajectories the default export took (verified only); *true* the share
  of them the sim bears out: a tree's own trajectory whose task predicate holds at its
  end, a recycled one whose intent is true (below).
- **recycled**: intents the recycler stored; *true* the share whose every clause the sim's
  state bears out (``m2miner.mining.recycle_truth``).
- **descriptions**: steps of exported trajectories (each node once); *flagged* those
  whose stored description the export's check (``m2miner.agents.describe_check``)
  flagged; *true* the share of the descriptions the export wrote that say what the step
  did to the sim's state.

Agents: ``heuristic`` (m2miner's built-in agents that read the view hierarchy; its judge
is deterministic, so it has no votes) and ``calibrated-A`` (``m2miner.testing.calibrated``
with the step and terminal judges right with probability A). Methods: ``judge`` (the
JudgeAgent alone), ``verifier`` (the sim task's predicate, as a device verifier would be),
``votes`` (3 judge votes), ``replay`` (the path replayed from a fresh start, every screen
compared), ``votes+replay`` (the default on real devices).

    python bench/quality.py                 # the default run (about 5 minutes of CPU on 2 cores)
    python bench/quality.py --per-app 2 --agents heuristic calibrated-0.90   # a quick look
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from quality_truth import description_truth, success_truth

from m2miner.config import Config, load_config
from m2miner.devices.sim import Task, list_apps, load_app
from m2miner.mining.plan import MineRequest
from m2miner.mining.recycle_truth import replay
from m2miner.mining.recycling import RecycleRequest, recycle
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import PAPER, CalibratedWorld, Calibration

SIZE = (216, 480)
"""Screen size of the sim devices: a phone's 9:20 shape, small so it lays out fast."""
ACCURACIES = (0.80, 0.90, 0.97)
METHODS: dict[str, dict[str, Any]] = {
    "judge": {"verify.judge_votes": 1, "verify.replay": False},
    "verifier": {"verify.judge_votes": 1, "verify.replay": False},
    "votes": {"verify.judge_votes": 3, "verify.replay": False},
    "replay": {"verify.judge_votes": 1, "verify.replay": True},
    "votes+replay": {"verify.judge_votes": 3, "verify.replay": True},
}
HEURISTIC_METHODS = ("judge", "verifier", "replay")
"""The heuristic judge is deterministic: votes would repeat its verdict, never asked."""
COUNTS = (
    "trees", "judged", "false", "caught", "lost", "steps", "calls", "check_steps",
    "check_calls", "exported", "exported_own", "own_true", "recycled_exported", "recycled",
    "recycled_true", "desc_steps", "desc_flagged", "desc_written", "desc_true",
)  # fmt: skip


@dataclass(frozen=True)
class Job:
    app: str
    agents: str
    method: str
    task_ids: tuple[str, ...]
    seed: int


@dataclass
class Tally:
    """Counts of one job (or a sum of jobs); see the module docstring for each."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTS, 0))
    caught_by: dict[str, int] = field(default_factory=dict)
    refuted_intents: list[str] = field(default_factory=list)
    """Recycled intents the sim refutes, with the clause that fails and why."""
    false_descriptions: list[str] = field(default_factory=list)
    """Exported descriptions that do not say what the step did, with why."""
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        for key, value in other.counts.items():
            self.counts[key] += value
        for key, value in other.caught_by.items():
            self.caught_by[key] = self.caught_by.get(key, 0) + value
        self.refuted_intents += other.refuted_intents
        self.false_descriptions += other.false_descriptions
        self.seconds += other.seconds


def calibration(agents: str, seed: int) -> Calibration:
    """``calibrated-A``: the paper calibration with both judges right with probability A."""
    a = float(agents.split("-", 1)[1])
    return PAPER.with_(seed=seed, step_tpr=a, step_tnr=a, end_tpr=a, end_tnr=a)


def make_config(data: Path, job: Job) -> Config:
    overrides = {
        "store.data_dir": data,
        "seed": job.seed,
        "device.width": SIZE[0],
        "device.height": SIZE[1],
        "device.sim.render": False,
        **METHODS[job.method],
    }
    return load_config(None, overrides, environ={})


def run_job(job: Job) -> tuple[Job, Tally]:
    started = time.perf_counter()
    app = load_app(job.app)
    tasks = [t for t in app.tasks if t.id in job.task_ids]
    with tempfile.TemporaryDirectory(prefix="m2miner-quality-") as tmp:
        data = Path(tmp)
        config = make_config(data / "data", job)
        parts = None
        if job.agents != "heuristic":
            world = CalibratedWorld(
                tasks, calibration(job.agents, job.seed), size=SIZE, seed=job.seed,
                device_options={"render": False},
            )  # fmt: skip
            parts = Components(agents=world.agents, device=world.device)
        if job.method == "verifier":
            request = MineRequest(app=job.app, task_ids=job.task_ids)
        else:  # by text: the intents carry no task, so no verifier
            request = MineRequest(app=job.app, intents=tuple(t.intent for t in tasks))
        mine(config, request, components=parts)
        recycled = recycle(config, RecycleRequest())
        tally = measure(config, data / "export", tasks)
        if recycled.truth is not None:
            tally.counts["recycled"] = recycled.truth.checked
            tally.counts["recycled_true"] = recycled.truth.true
            for row in recycled.truth.rows:
                if row.truth is not None and not row.truth.true:
                    wrong = "; ".join(f"{c.claim}: {c.why}" for c in row.truth.claims if not c.true)
                    tally.refuted_intents.append(f"{job.app}: {row.truth.intent!r} ({wrong})")
    tally.seconds = time.perf_counter() - started
    return job, tally


def measure(config: Config, out_dir: Path, tasks: Sequence[Task]) -> Tally:
    """Export with the defaults, then score the store and the export against the sim."""
    from m2miner.export.descriptions import DescriptionChecker
    from m2miner.export.options import ExportOptions
    from m2miner.export.run import export_dataset
    from m2miner.export.trajectories import Selection, collect

    tally = Tally()
    c = tally.counts
    by_text = {t.intent: t for t in tasks}
    with open_store(config) as store:
        report = export_dataset(store, out_dir, ExportOptions())
        c["exported"] = sum(report.trajectories.values())
        for tree in store.trees.find():
            loaded = store.trees.load(tree.id)
            app, task = load_app(tree.app), by_text[loaded.intent.text]
            c["trees"] += 1
            c["steps"] += loaded.tree.counters.device_steps
            c["calls"] += loaded.tree.counters.model_calls
            for node in loaded.nodes:
                if node.info.get("judged") == "success":
                    actions = [n.action for n in loaded.path(node.id)[1:] if n.action]
                    _success(tally, node.info, success_truth(app, task, actions, SIZE))
        checker = DescriptionChecker(store)
        seen: set[int] = set()
        for trajectory in collect(store, Selection()).trajectories:
            app = load_app(trajectory.app)
            nodes = trajectory.nodes
            if trajectory.recycled:
                c["recycled_exported"] += 1
            else:
                c["exported_own"] += 1
                task = by_text[trajectory.tree.intent.text]
                actions = [n.action for n in nodes[1:] if n.action]
                c["own_true"] += success_truth(app, task, actions, SIZE)
            steps = replay(app, [n.action for n in nodes[1:] if n.action], SIZE)
            for before, node, step in zip(nodes, nodes[1:], steps, strict=False):
                if node.id in seen or step.action.type in ("terminate", "answer"):
                    continue
                seen.add(node.id)
                verdict = checker.check(before, node, node.description)
                c["desc_steps"] += 1
                c["desc_flagged"] += verdict.status == "flagged"
                if verdict.description is not None:
                    true, why = description_truth(step, verdict.description)
                    c["desc_written"] += 1
                    c["desc_true"] += true
                    if not true:
                        line = f"{app.name}: {verdict.description!r} ({why})"
                        tally.false_descriptions.append(line)
    return tally


def _success(tally: Tally, info: dict[str, Any], true: bool) -> None:
    c = tally.counts
    refuted = info.get("refuted") is True
    c["judged"] += 1
    c["false"] += not true
    c["caught"] += refuted and not true
    c["lost"] += refuted and true
    for check in info.get("checks", []):
        c["check_steps"] += int(check.get("device_steps") or 0)
        c["check_calls"] += int(check.get("model_calls") or 0)
        if check.get("passed") is False and not true:
            method = str(check.get("method"))
            tally.caught_by[method] = tally.caught_by.get(method, 0) + 1


# -- tables -------------------------------------------------------------------------------


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def print_tables(results: dict[tuple[str, str], Tally], header: list[str]) -> None:
    print("\n".join(header))
    print()
    print("Successes the JudgeAgent called, scored by the sim's task predicates:\n")
    print(
        "| agents | method | trees | judged successes | false | caught (by check) | "
        "lost true | extra device steps | extra model calls | search steps | search calls |"
    )
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")  # fmt: skip
    for (agents, method), t in results.items():
        c = t.counts
        by = ", ".join(f"{k} {v}" for k, v in sorted(t.caught_by.items()))
        caught = f"{c['caught']} of {c['false']}" + (f" ({by})" if by else "")
        print(
            f"| {agents} | {method} | {c['trees']} | {c['judged']} | {c['false']} "
            f"({pct(c['false'], c['judged'])}) | {caught} | {c['lost']} | {c['check_steps']} "
            f"| {c['check_calls']} | {c['steps']} | {c['calls']} |"
        )
    print()
    print("What the default export takes, scored by the sim:\n")
    print(
        "| agents | method | exported | true | own trajectories (true) | recycled intents "
        "(true) | recycled exported | steps checked | descriptions flagged | "
        "descriptions written (true) |"
    )
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")  # fmt: skip
    for (agents, method), t in results.items():
        c = t.counts
        true = pct(c["own_true"] + c["recycled_true"], c["exported_own"] + c["recycled"])
        print(
            f"| {agents} | {method} | {c['exported']} | {true} | {c['exported_own']} "
            f"({pct(c['own_true'], c['exported_own'])}) | {c['recycled']} "
            f"({pct(c['recycled_true'], c['recycled'])}) | {c['recycled_exported']} "
            f"| {c['desc_steps']} | {c['desc_flagged']} | {c['desc_written']} "
            f"({pct(c['desc_true'], c['desc_written'])}) |"
        )


def print_refuted(results: dict[tuple[str, str], Tally]) -> None:
    """Every recycled intent and exported description the sim refutes, once each (the
    same path recurs across runs)."""
    for title, attr in (
        ("Recycled intents the sim's state refutes", "refuted_intents"),
        ("Exported descriptions that do not say what the step did", "false_descriptions"),
    ):
        seen: dict[str, int] = {}
        for tally in results.values():
            for line in getattr(tally, attr):
                seen[line] = seen.get(line, 0) + 1
        print(f"\n{title} ({len(seen)} distinct):\n")
        for line, times in sorted(seen.items()):
            print(f"- {line}, {times} times")


def parameters(args: argparse.Namespace, tasks: dict[str, list[Task]]) -> list[str]:
    chosen = sum(len(v) for v in tasks.values())
    sources = [f"  {line}" for line in PAPER.sources() if not line.startswith(("end_", "step_"))]
    return [
        "Parameters (value: source):",
        f"  apps={','.join(tasks)}: every bundled sim app (m2miner.devices.sim.list_apps)",
        f"  tasks={chosen}: per app the first {args.per_app} tasks by id of length "
        f"<= {args.max_length} (--per-app, --max-length: chosen to fit 15 minutes on 2 cores)",
        f"  agents={','.join(args.agents)}: heuristic = m2miner's built-in agents (no model); "
        "calibrated-A = m2miner.testing.calibrated, step_tpr = step_tnr = end_tpr = "
        "end_tnr = A (issue 12's judge accuracies 0.80, 0.90, 0.97)",
        *sources,
        f"  methods={','.join(args.methods)}: judge votes = 3, replay similarity = 0.9 "
        "(config defaults for real devices, docs/verification.md)",
        "  budget.iterations=60, search.successes=1: config defaults",
        "  recycler=heuristic (no recycle model configured), max 10 paths per tree: config "
        "defaults",
        "  export=verified trajectories only, descriptions checked: export defaults",
        f"  seed={args.seed}, screen={SIZE[0]}x{SIZE[1]}, sim state-only (render=false): "
        "benchmark choices",
    ]


def pick(per_app: int, max_length: int, apps: Sequence[str]) -> dict[str, list[Task]]:
    out = {}
    for name in apps:
        short = sorted((t for t in load_app(name).tasks if t.length <= max_length),
                       key=lambda t: t.id)  # fmt: skip
        out[name] = short[:per_app]
    return out


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add = parser.add_argument
    add("--apps", nargs="*", default=None, help="sim apps (default: every bundled app)")
    add("--per-app", type=int, default=6, help="tasks per app")
    add("--max-length", type=int, default=5, help="longest task (reference solution steps)")
    add("--agents", nargs="*",
        default=["heuristic", *(f"calibrated-{a:.2f}" for a in ACCURACIES)])  # fmt: skip
    add("--methods", nargs="*", default=list(METHODS), choices=list(METHODS))
    add("--seed", type=int, default=0)
    add("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    tasks = pick(args.per_app, args.max_length, args.apps or list_apps())
    jobs = [
        Job(app, agents, method, tuple(t.id for t in app_tasks), args.seed)
        for agents in args.agents
        for method in args.methods
        if agents != "heuristic" or method in HEURISTIC_METHODS
        for app, app_tasks in tasks.items()
    ]
    started = time.perf_counter()
    results: dict[tuple[str, str], Tally] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for done, (job, tally) in enumerate(pool.map(run_job, jobs), 1):
            results.setdefault((job.agents, job.method), Tally()).add(tally)
            print(f"\r{done}/{len(jobs)} jobs done", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    header = [
        f"{len(jobs)} jobs in {time.perf_counter() - started:.0f} s wall, "
        f"{cpu.ru_utime + cpu.ru_stime:.0f} s CPU in {args.jobs} processes"
    ]
    print_tables(results, [*header, *parameters(args, tasks)])
    print_refuted(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
