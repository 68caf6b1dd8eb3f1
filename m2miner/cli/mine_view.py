"""What ``m2miner mine`` prints: the live progress while it mines, the summary table, and
where the data went with the commands that look at it."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from m2miner.cli.render import print_labelled, print_table

SUMMARY_DROP = ("faults", "truth", "calls", "replay", "iter", "nodes", "stop")
"""The summary's columns that move under the intent first when the width is short."""
STOP_LINES = 10
"""Trees without a success whose stop the summary explains in a line of its own."""


def clock(seconds: float) -> str:
    """``42`` -> ``0:42``; ``3725`` -> ``1:02:05``."""
    s = int(seconds)
    return (
        f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"
    )


@dataclass
class _Tree:
    tree_id: int | None
    k: int
    n: int
    intent: str
    budget: dict[str, Any]
    started: float
    """time.monotonic() at the start, less the wall time of earlier sessions."""
    iterations: int = 0
    steps: int = 0
    successes: int = 0
    usage: Any = None
    best: float | None = None
    """The highest judge value of a node the tree evaluated so far."""

    def line(self, now: float) -> str:
        iters = self.budget.get("iterations")
        limit = self.budget.get("device_steps")
        return (
            f"tree {self.k}{f'/{self.n}' if self.n else ''} #{self.tree_id}  "
            f"iter {self.iterations}{f'/{iters}' if iters else ''}  "
            f"steps {self.steps}{f'/{limit}' if limit else ''}  "
            f"successes {self.successes}  {clock(now - self.started)}"
        )


class ProgressView:
    """The live lines of a run: per tree mining now, ``tree k/N #id  iter i/budget  steps
    s  successes x  0:42`` and its intent; then the run's totals (and, on Ray, a line per
    host). :meth:`finished_line` is the line a pipe gets for each finished tree."""

    def __init__(self) -> None:
        self.trees: dict[int | None, _Tree] = {}
        self.done = 0
        self.total = 0
        self.nodes = 0
        self.successes = 0
        self.spent: dict[int | None, Any] = {}
        self.stopping = False
        self.hosts: dict[str, Any] = {}
        self.started = time.monotonic()

    def on(self, event: Any) -> Text:
        data = event.data
        if event.kind == "tree_started":
            self.total = data.get("n", self.total)
            self.trees[event.tree_id] = _Tree(
                event.tree_id,
                data.get("k", len(self.trees) + self.done + 1),
                self.total,
                event.intent,
                data.get("budget") or {},
                time.monotonic() - data.get("wall_s", 0.0),
                data.get("iterations", 0),
                data.get("device_steps", 0),
                data.get("successes", 0),
            )
        elif event.kind == "node" and event.tree_id in self.trees:
            tree = self.trees[event.tree_id]
            self.nodes += 1
            self.successes += int(bool(data.get("success")))
            tree.successes += int(bool(data.get("success")))
            tree.iterations = data.get("iterations", tree.iterations + 1)
            tree.usage = self.spent[event.tree_id] = data.get("usage")
            tree.steps = getattr(tree.usage, "device_steps", tree.steps)
            reward = data.get("reward")
            if isinstance(reward, int | float) and (tree.best is None or reward > tree.best):
                tree.best = float(reward)
        elif event.kind == "tree_finished":
            self.trees.pop(event.tree_id, None)
            self.done += 1
            if event.outcome is not None:
                self.spent[event.tree_id] = event.outcome.usage
        elif event.kind == "stopping":
            self.stopping = True
        elif event.kind == "progress":
            self.hosts = data.get("hosts") or {}
        return self.render()

    def totals(self) -> str:
        spent = [u for u in list(self.spent.values()) if u is not None]
        calls = sum(u.model_calls for u in spent)
        tokens = sum(u.prompt_tokens + u.completion_tokens for u in spent)
        cost = sum(u.cost for u in spent)
        return (
            f"run  {f'{self.done}/{self.total}' if self.total else self.done} trees done  "
            f"{self.nodes} nodes  "
            f"{self.successes} successes  {calls} calls  {tokens} tokens  ${cost:.4f}  "
            f"{clock(time.monotonic() - self.started)}"
        )

    def render(self) -> Text:
        now = time.monotonic()
        lines = []
        # Called by the Live display's thread too: iterate over copies.
        for tree in sorted(list(self.trees.values()), key=lambda t: t.k):
            lines += [tree.line(now), f"  {tree.intent}"]
        lines.append(self.totals())
        if self.stopping:
            lines.append("stopping after the node in flight (Ctrl-C again to abort)")
        return Text("\n".join([*lines, *host_lines(self.hosts, now - self.started)]))

    def progress_line(self, now: float | None = None) -> str:
        """The periodic line of output that is not a terminal: ``progress 1:05  tree 2/3
        #5  iter 12/40  steps 30  nodes 57  successes 0  best 0.62`` (the highest judge
        value met) with one tree mining; with several, ``trees 1/4 done, 2 mining`` and
        their steps instead."""
        now = time.monotonic() if now is None else now
        trees = sorted(list(self.trees.values()), key=lambda t: t.k)
        bests = [t.best for t in trees if t.best is not None]
        best = f"{max(bests):.2f}" if bests else "-"
        head = f"progress {clock(now - self.started)}"
        if len(trees) == 1:
            [tree] = trees
            iters, limit = tree.budget.get("iterations"), tree.budget.get("device_steps")
            where = (
                f"tree {tree.k}{f'/{tree.n}' if tree.n else ''} #{tree.tree_id}  "
                f"iter {tree.iterations}{f'/{iters}' if iters else ''}  "
                f"steps {tree.steps}{f'/{limit}' if limit else ''}"
            )
        else:
            total = f"{self.done}/{self.total}" if self.total else str(self.done)
            steps = sum(t.steps for t in trees)
            where = f"trees {total} done, {len(trees)} mining  steps {steps}"
        return f"{head}  {where}  nodes {self.nodes}  successes {self.successes}  best {best}"

    def finished_line(self, event: Any) -> str | None:
        """The line of a tree that finishes with ``event`` (call before :meth:`on`), for
        output that is not a terminal: ``tree k/N #id  status  iter i/budget  steps s
        successes x  0:42  intent``."""
        if event.kind != "tree_finished" or event.outcome is None:
            return None
        o = event.outcome
        tree = self.trees.get(event.tree_id) or _Tree(
            o.tree_id, self.done + 1, self.total, o.intent, {}, time.monotonic()
        )
        tree.iterations, tree.steps, tree.successes = (
            o.iterations,
            o.usage.device_steps,
            o.successes,
        )
        head, _, tail = tree.line(time.monotonic()).partition("  ")
        return f"{head}  {o.status}  {tail}  {o.intent}"


class ProgressTicker:
    """When the periodic progress line is due: every ``every_s`` seconds of ``clock``
    (0: at every node), counted from the start."""

    def __init__(self, every_s: float, clock: Any = time.monotonic) -> None:
        self.every_s = every_s
        self.clock = clock
        self.last = clock()

    def due(self, event: Any) -> bool:
        if event.kind != "node":
            return False
        now = self.clock()
        if now - self.last < self.every_s:
            return False
        self.last = now
        return True


def fold(line: str, width: int) -> list[str]:
    """``line`` cut at its double spaces into lines of at most ``width`` (when its parts
    allow), the later ones indented by four."""
    out: list[str] = []
    for part in line.split("  "):
        if out and len(out[-1]) + 2 + len(part) <= width:
            out[-1] += "  " + part
        else:
            out.append(part if not out else "    " + part)
    return out


def host_lines(hosts: dict[str, Any], elapsed_s: float) -> list[str]:
    """One line per host of a Ray run: devices, trees, nodes and nodes per minute."""
    minutes = max(elapsed_s, 1e-9) / 60
    return [
        f"  {host}: {row['live']}/{row['devices']} devices live, {row['mining']} trees mining, "
        f"{row['trees_done']} done, {row['nodes']} nodes ({row['nodes'] / minutes:.1f}/min)"
        for host, row in sorted(hosts.items())
    ]


def fault_text(counts: Any) -> str:
    """``{"model_timeout": 2, "reconnect": 1}`` -> ``2 model_timeout, 1 reconnect``."""
    return ", ".join(f"{n} {kind}" for kind, n in counts.items()) or "-"


BUDGETS = {
    "iterations": ("iteration", lambda o: f"{o.iterations} iterations"),
    "device_steps": ("device-step", lambda o: f"{o.usage.device_steps} steps"),
    "model_calls": ("model-call", lambda o: f"{o.usage.model_calls} calls"),
    "wall_time_s": ("wall-time", lambda o: f"{o.iterations} iterations"),
    "money_usd": ("money", lambda o: f"${o.usage.cost:.4f}"),
}
"""A budget field: its name in a sentence, and what the tree spent of it."""


def what_happened(o: Any) -> str:
    """Why a tree without a success stopped, in words, from its stop reason."""
    reason = o.stop_reason or ""
    if reason.startswith("budget:"):
        name, spent = BUDGETS.get(reason[7:], (reason[7:], lambda o: f"{o.iterations} iterations"))
        text = f"the {name} budget ran out after {spent(o)}, before any candidate reached the goal"
    elif reason == "exhausted":
        text = "every branch was tried to the depth limit and none reached the goal"
    elif reason == "env_errors":
        text = (
            "the branches left failed on model or device errors past their retries "
            "(--resume RUN_ID --retry-errors tries them again)"
        )
    elif reason == "interrupted":
        text = "it was interrupted before a candidate reached the goal"
    elif reason == "error":
        text = f"an error stopped it: {getattr(o, 'error', None) or 'see the run log'}"
    else:
        text = f"it stopped ({reason or 'no reason recorded'}) before reaching the goal"
    refuted = getattr(o, "refuted", 0)
    if refuted:
        text += f"; the verifier refuted {refuted} success(es) the judge claimed"
    return text


def stop_line(o: Any) -> str | None:
    """For a tree without a success: what stopped it, and what the safety policy blocked
    on the way when it blocked anything; ``None`` for a tree with a success."""
    if o.successes:
        return None
    line = f"tree {o.tree_id}: no success: {what_happened(o)}."
    blocked = getattr(o, "blocked", None) or {}
    if blocked:
        rules = ", ".join(f"{n} {rule}" for rule, n in blocked.items())
        line += (
            f" The safety policy blocked {sum(blocked.values())} action(s) on the way "
            f"({rules}); if the intent needs one, on a test account set "
            "safety.sandbox = true, or allow it in a policy file (safety.policy_files); "
            f"`m2miner show {o.tree_id} --candidates` marks the blocked nodes."
        )
    return line


def stop_lines(outcomes: Any) -> list[str]:
    """:func:`stop_line` of every tree without a success."""
    return [line for o in outcomes if (line := stop_line(o)) is not None]


def safety_lines(outcomes: Any) -> list[str]:
    """:func:`stop_line` of the trees without a success whose actions the safety policy
    refused: only these name the policy."""
    return [line for o in outcomes if getattr(o, "blocked", None) and (line := stop_line(o))]


def summary_table(report: Any) -> Table:
    table = Table(title=f"Run {report.run_id}")
    columns = ("tree", "intent", "status", "stop", "verified", "judged", "refuted", "nodes")
    for column in (*columns, "iter", "steps", "replay", "calls", "truth", "faults"):
        left = column in ("intent", "status", "stop", "faults")
        table.add_column(column, justify="left" if left else "right")
    for o in report.outcomes:
        truth = (
            "-" if o.ground_truth_success is None else ("yes" if o.ground_truth_success else "no")
        )
        table.add_row(
            str(o.tree_id),
            o.intent,
            o.status,
            o.stop_reason or "-",
            str(getattr(o, "verified", 0)),
            str(getattr(o, "judged_only", o.successes)),
            str(getattr(o, "refuted", 0)),
            str(o.nodes),
            str(o.iterations),
            str(o.usage.device_steps),
            str(o.usage.restore_steps),
            str(o.usage.model_calls),
            truth,
            fault_text(getattr(o, "faults", {})),
        )
    return table


def where_lines(report: Any, cfg: Any) -> list[tuple[str, str]]:
    """``(label, text)``: the database, the screenshots and the commands that look at
    the run (a command or path is one line's text, never split)."""
    store = cfg.store
    url = store.database_url()
    database = url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url
    database = re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", database)  # no password
    shots = store.blobs or str(Path(store.data_dir) / "screenshots")
    if "://" not in shots:
        shots = str(Path(shots).resolve())
    if "://" not in database:
        database = str(Path(database).resolve())
    lines = [("database:", database), ("screenshots:", shots)]
    trees = [o.tree_id for o in report.outcomes]
    succeeded = [o.tree_id for o in report.outcomes if o.successes] or trees
    if succeeded:
        lines.append(("next:", f"m2miner show {succeeded[0]}"))
    lines.append(("", f"m2miner export --run {report.run_id} --format llamafactory OUT_DIR"))
    lines.append(("", "m2miner view"))
    return lines


def print_where(console: Console, report: Any, cfg: Any) -> None:
    width = max(len(label) for label, _ in where_lines(report, cfg))
    for label, text in where_lines(report, cfg):
        print_labelled(console, label.ljust(width), text, style="bold")


def print_summary(console: Console, report: Any) -> None:
    """The run's table (at 80 columns: tree, intent, status, trust counts and steps, the
    rest under the intent) and what it adds up to."""
    print_table(console, summary_table(report), drop=SUMMARY_DROP, into="intent")
    outcomes = report.outcomes
    succeeded = sum(1 for o in outcomes if o.successes)
    console.print(f"{succeeded}/{len(outcomes)} trees found a successful trajectory")
    verified = sum(getattr(o, "verified", 0) for o in outcomes)
    judged = sum(getattr(o, "judged_only", 0) for o in outcomes)
    refuted = sum(getattr(o, "refuted", 0) for o in outcomes)
    console.print(
        f"successes: {verified} verified, {judged} judged only (no verifier), "
        f"{refuted} refuted by the verifier and counted as failures"
    )
    stopped = stop_lines(outcomes)
    for line in stopped[:STOP_LINES]:
        console.print(line, style="yellow", highlight=False, markup=False)
    if len(stopped) > STOP_LINES:
        console.print(f"... and {len(stopped) - STOP_LINES} more trees without a success")
    if any(o.ground_truth_success is not None for o in report.outcomes):
        truths = sum(1 for o in report.outcomes if o.ground_truth_success)
        console.print(f"{truths} trees verified by the sim task's success predicate ('truth')")
    devices = getattr(report, "devices", ())
    if len(devices) > 1 or any(d.error for d in devices):
        for d in devices:
            trees = f"{d.trees} tree{'' if d.trees == 1 else 's'}"
            line = f"{d.name}: {trees}, busy {d.utilisation:.0%} of {d.wall_s:.0f} s"
            console.print(line + (f", taken out: {d.error}" if d.error else ""))
    if report.heuristic:
        console.print("[dim]heuristic agents (no model configured)[/]")
