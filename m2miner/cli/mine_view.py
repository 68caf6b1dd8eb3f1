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


def safety_lines(outcomes: Any) -> list[str]:
    """For each tree without a success whose actions the safety policy refused: that the
    policy may have blocked the only way forward, and the settings that allow it."""
    lines = []
    for o in outcomes:
        blocked = getattr(o, "blocked", None) or {}
        if o.successes or not blocked:
            continue
        rules = ", ".join(f"{n} {rule}" for rule, n in blocked.items())
        lines.append(
            f"tree {o.tree_id}: no success, and the safety policy blocked {sum(blocked.values())} "
            f"action(s) ({rules}), perhaps the only way forward. On a test account set "
            "safety.sandbox = true, or allow them in a policy file (safety.policy_files); "
            "`m2miner show TREE --candidates` marks the blocked nodes."
        )
    return lines


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
    for line in safety_lines(outcomes):
        console.print(f"[yellow]{line}[/]")
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
