"""Reliability under faults: a campaign with injected faults and SIGKILLs, then checks.

A real ``m2miner mine`` process mines ``--trees`` sim tasks of ``--app`` with the fault
server's built-in responder as every agent's model (random clicks, random option letters,
random valid/invalid: model faults are real HTTP faults on 127.0.0.1) and a fault wrapper
around every sim device, configured from a TOML file as a user would rehearse a campaign.
It is killed with SIGKILL ``--kills`` times at random moments (after a random number of
committed nodes, plus a random fraction of a second) and resumed each time with ``m2miner
mine --resume``; while the last resume mines, a second ``--resume`` of the same run is
started and must be refused. Then the bench prints:

- trees finished, nodes, env_error nodes;
- per kill: nodes committed before it, and how many of them are missing or changed after
  (lost must be 0);
- duplicate children (same parent, same action: 0), ``PRAGMA integrity_check``, and the
  tree values: a parent's N at least the sum of its children's N, every Q in [0, 1];
- faults injected (the server's and the wrappers' logs) against faults recorded on the
  nodes (``info["faults"]``), by kind and per process: a killed process's difference is
  what it had in flight, uncommitted, when it died; the last process's must be 0;
- rows of ``m2miner export --kind all`` that touch an ``env_error`` node (0);
- the second concurrent ``--resume``: its exit code and error.

    python bench/faults.py
    python bench/faults.py --trees 20 --iterations 40 --kills 3 --seed 1 --keep /tmp/campaign
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

INJECTED_KINDS = (
    "popup",
    "drop",
    "disconnect",
    "slow_screen",
    "model_5xx",
    "model_timeout",
    "model_malformed",
    "model_truncated",
    "model_no_logprobs",
)
RUN_ID = 1


def config_text(args: argparse.Namespace, logs: Path) -> str:
    """The rehearsal config, as a user would write it."""
    share = args.device_faults / 4
    return f"""seed = {args.seed}

[[models]]
name = "rehearsal"
backend = "openai"
model = "builtin"
max_retries = {args.model_retries}
retry_backoff_s = 0.05

[agents.infer]
models = [{{ model = "rehearsal", k = {args.k} }}]
[agents.orchestra]
model = "rehearsal"
[agents.judge]
model = "rehearsal"

[search]
successes = 1000
env_error_retries = {args.env_error_retries}

[budget]
iterations = {args.iterations}

[device]
width = 360
height = 800
count = {args.devices}
trees_per_device = {args.trees_per_device}
reconnect_wait_s = 0.05

[faults]
seed = {args.seed}
log_dir = "{logs}"

[faults.device]
disconnect_rate = {share}
drop_rate = {share}
popup_rate = {share}
slow_screen_rate = {share}
slow_s = {args.slow_s}

[faults.model]
responder = "builtin"
http_5xx_rate = {args.http_5xx}
timeout_rate = {args.timeouts}
malformed_rate = {args.malformed}
timeout_s = {args.timeout_s}
"""


@dataclass
class Process:
    """One ``m2miner mine`` process of the campaign and what it left."""

    label: str
    proc: subprocess.Popen[bytes]
    started: float
    killed: bool = False
    committed: dict[int, tuple[int | None, str | None]] = field(default_factory=dict)
    recorded: Counter[str] = field(default_factory=Counter)
    rc: int | None = None


class Campaign:
    """The run's processes, the database they write and the checks made on it."""

    def __init__(self, work: Path, args: argparse.Namespace) -> None:
        self.work = work
        self.args = args
        self.data = work / "data"
        self.logs = work / "logs"
        self.config = work / "rehearse.toml"
        self.config.write_text(config_text(args, self.logs))
        self.rng = random.Random(args.seed)
        self.processes: list[Process] = []
        self.refused: dict[str, Any] = {}

    # -- processes --------------------------------------------------------------------

    def cli(self, *argv: str) -> list[str]:
        return [sys.executable, "-m", "m2miner", *argv, "--data-dir", str(self.data)]

    def launch(self, label: str, argv: list[str]) -> Process:
        log = (self.work / f"{label}.log").open("wb")
        proc = subprocess.Popen(
            argv, cwd=self.work, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        process = Process(label, proc, time.monotonic())
        self.processes.append(process)
        return process

    def start(self) -> Process:
        app, n = self.args.app, str(self.args.trees)
        argv = self.cli("mine", "--app", app, "--n-tasks", n, "--config", str(self.config))
        return self.launch("start", argv)

    def resume(self, index: int) -> Process:
        return self.launch(f"resume{index}", self.cli("mine", "--resume", str(RUN_ID)))

    def kill_at(self, process: Process, nodes: int) -> bool:
        """SIGKILL ``process`` once ``nodes`` nodes are committed (plus up to a second);
        False when it finished first."""
        while process.proc.poll() is None:
            if self.node_count() >= nodes:
                time.sleep(self.rng.random())
                if process.proc.poll() is not None:
                    break
                os.killpg(process.proc.pid, signal.SIGKILL)
                process.rc = process.proc.wait()
                process.killed = True
                process.committed = self.committed()
                process.recorded = self.recorded()
                return True
            time.sleep(0.1)
        self.finish(process)
        return False

    def finish(self, process: Process) -> None:
        process.rc = process.proc.wait()
        process.recorded = self.recorded()
        process.committed = self.committed()

    def second_writer(self, first: Process) -> None:
        """While ``first`` mines the run, start another ``--resume``: it must be refused."""
        before = self.node_count()
        while first.proc.poll() is None and self.node_count() <= before:
            time.sleep(0.1)
        started = time.monotonic()
        argv = self.cli("mine", "--resume", str(RUN_ID))
        try:
            done = subprocess.run(argv, cwd=self.work, capture_output=True, text=True, timeout=60)
            output = done.stdout + done.stderr
            self.refused = {"rc": done.returncode, "output": output.strip()}
        except subprocess.TimeoutExpired as exc:
            self.refused = {"rc": None, "output": f"still mining after {exc.timeout} s"}
        self.refused["seconds"] = time.monotonic() - started
        self.refused["first_alive"] = first.proc.poll() is None

    # -- the database -----------------------------------------------------------------

    def db(self) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{self.data / 'm2miner.db'}?mode=ro", uri=True, timeout=30)

    def node_count(self) -> int:
        if not (self.data / "m2miner.db").exists():
            return 0
        try:
            with self.db() as con:
                return int(con.execute("SELECT count(*) FROM nodes").fetchone()[0])
        except sqlite3.Error:
            return 0

    def committed(self) -> dict[int, tuple[int | None, str | None]]:
        with self.db() as con:
            rows = con.execute("SELECT id, parent_id, action FROM nodes").fetchall()
        return {row[0]: (row[1], row[2]) for row in rows}

    def recorded(self) -> Counter[str]:
        counts: Counter[str] = Counter()
        with self.db() as con:
            for (info,) in con.execute("SELECT info FROM nodes"):
                for fault in json.loads(info or "{}").get("faults") or []:
                    counts[str(fault.get("kind"))] += 1
        return counts

    def injected(self) -> dict[int, Counter[str]]:
        """Injected faults by process id, from the fault logs."""
        by_pid: dict[int, Counter[str]] = {}
        for path in sorted(self.logs.glob("faults-*.jsonl")):
            for line in path.read_text().splitlines():
                entry = json.loads(line)
                by_pid.setdefault(entry["pid"], Counter())[entry["kind"]] += 1
        return by_pid


def structure(campaign: Campaign) -> dict[str, Any]:
    """Duplicates, integrity and value checks over the final database."""
    with campaign.db() as con:
        integrity = con.execute("PRAGMA integrity_check").fetchone()[0]
        duplicates = con.execute(
            "SELECT count(*) FROM (SELECT parent_id, action FROM nodes WHERE parent_id IS NOT"
            " NULL AND action IS NOT NULL GROUP BY parent_id, action HAVING count(*) > 1)"
        ).fetchone()[0]
        n_below = con.execute(
            "SELECT count(*) FROM nodes p JOIN (SELECT parent_id, sum(n) AS s FROM nodes"
            " WHERE parent_id IS NOT NULL GROUP BY parent_id) c ON c.parent_id = p.id"
            " WHERE p.n < c.s"
        ).fetchone()[0]
        q_out = con.execute("SELECT count(*) FROM nodes WHERE q < 0 OR q > 1").fetchone()[0]
        trees = con.execute("SELECT status, count(*) FROM trees GROUP BY status").fetchall()
        reasons = dict(con.execute("SELECT stop_reason, count(*) FROM trees GROUP BY stop_reason"))
        statuses = dict(con.execute("SELECT status, count(*) FROM nodes GROUP BY status"))
        nodes = con.execute("SELECT count(*) FROM nodes").fetchone()[0]
    return {
        "integrity": integrity,
        "duplicates": duplicates,
        "n_below_children": n_below,
        "q_outside": q_out,
        "trees": dict(trees),
        "stop_reasons": reasons,
        "node_statuses": statuses,
        "nodes": nodes,
    }


def export_check(campaign: Campaign) -> dict[str, Any]:
    """Export everything; count rows whose nodes (or their ancestors) are env_error."""
    out = campaign.work / "export"
    argv = campaign.cli("export", str(out), "--kind", "all", "--overwrite")
    done = subprocess.run(argv, cwd=campaign.work, capture_output=True, text=True)
    if done.returncode != 0:
        argv.remove("--overwrite")
        done = subprocess.run(argv, cwd=campaign.work, capture_output=True, text=True)
    if done.returncode != 0:
        return {"rows": 0, "touching": None, "error": (done.stdout + done.stderr)[-300:]}
    with campaign.db() as con:
        parents = dict(con.execute("SELECT id, parent_id FROM nodes"))
        bad = {row[0] for row in con.execute("SELECT id FROM nodes WHERE status = 'env_error'")}
    rows = touching = 0
    for path in (out / "meta").rglob("*.jsonl"):
        for line in path.read_text().splitlines():
            rows += 1
            if _path_nodes(json.loads(line), parents) & bad:
                touching += 1
    return {"rows": rows, "touching": touching, "env_error_nodes": len(bad)}


def _path_nodes(row: dict[str, Any], parents: dict[int, int | None]) -> set[int]:
    ids = [row.get(k) for k in ("node_id", "rejected_node_id", "chosen_node_id")]
    ids += [i for k in ("node_ids", "trajectory") if isinstance(row.get(k), list) for i in row[k]]
    out: set[int] = set()
    for node in ids:
        while isinstance(node, int) and node not in out:
            out.add(node)
            node = parents.get(node)
    return out


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    cells = [[str(v) for v in row] for row in rows]
    widths = [max([len(h), *(len(r[i]) for r in cells)]) for i, h in enumerate(headers)]
    out = ["  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))]
    out.append("  ".join("-" * w for w in widths))
    out += ["  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join(out)


def run_campaign(campaign: Campaign) -> None:
    args = campaign.args
    targets = sorted(
        int(args.min_nodes * campaign.rng.uniform(0.1, 0.8)) for _ in range(args.kills)
    )
    process = campaign.start()
    for index, target in enumerate(targets, start=1):
        if not campaign.kill_at(process, target):
            print(f"the run finished before kill {index}", file=sys.stderr)
            return
        print(f"  SIGKILL {index} at {len(process.committed)} nodes", file=sys.stderr, flush=True)
        process = campaign.resume(index)
        if index == len(targets):
            campaign.second_writer(process)
    campaign.finish(process)


def print_report(campaign: Campaign, wall_s: float) -> None:
    final = campaign.processes[-1]
    s = structure(campaign)
    trees = s["trees"]
    finished = sum(v for k, v in trees.items() if k not in ("running", "interrupted"))
    print(f"\nTrees finished: {finished} of {sum(trees.values())}: {trees}, {s['stop_reasons']}")
    print(f"Nodes: {s['nodes']} ({s['node_statuses']}); last process exit code {final.rc}")
    if s["nodes"] < campaign.args.min_nodes:
        print(f"  fewer than --min-nodes {campaign.args.min_nodes}: raise --iterations")
    rows = []
    last = campaign.committed()
    for index, p in enumerate(campaign.processes[:-1], start=1):
        missing = sum(1 for k in p.committed if k not in last)
        changed = sum(1 for k, v in p.committed.items() if k in last and last[k] != v)
        rows.append(
            [index, p.label, len(p.committed), len(p.committed) - missing, missing, changed]
        )
    print("\nSIGKILLs: nodes committed before each kill and present after")
    print(table(["kill", "process", "committed", "present", "lost", "changed"], rows))
    print("\nTree structure")
    structure_rows = [
        ["duplicate children (same parent, same action)", s["duplicates"]],
        ["failed proposals (no action, status malformed)", s["node_statuses"].get("malformed", 0)],
        ["PRAGMA integrity_check", s["integrity"]],
        ["parents with N below their children's sum", s["n_below_children"]],
        ["nodes with Q outside [0, 1]", s["q_outside"]],
    ]
    print(table(["check", "value"], structure_rows))
    print_faults(campaign)
    exported = export_check(campaign)
    print(
        f"\nExport (--kind all): {exported['rows']} rows, {exported.get('touching')} touch one of"
        f" {exported.get('env_error_nodes')} env_error nodes {exported.get('error', '')}"
    )
    r = campaign.refused
    if r:
        text = " ".join(r["output"].split())
        line = text[text.find("error:") :] if "error:" in text else text
        print(
            f"Second concurrent --resume: exit code {r['rc']} after {r['seconds']:.1f} s"
            f" (first resume still mining: {r['first_alive']}):\n  {line[:400]}"
        )
    print(f"\n{wall_s:.0f} s wall; campaign folder {campaign.work}")


def print_faults(campaign: Campaign) -> None:
    by_pid = campaign.injected()
    injected: Counter[str] = Counter()
    for counts in by_pid.values():
        injected.update(counts)
    recorded = campaign.recorded()
    print("\nFaults injected vs recorded on nodes, by kind")
    kinds = [*INJECTED_KINDS, *sorted(set(recorded) - set(INJECTED_KINDS))]
    rows = [
        [k, injected[k], recorded[k], recorded[k] - injected[k]]
        if k in INJECTED_KINDS
        else [k, "-", recorded[k], "-"]
        for k in kinds
    ]
    print(table(["kind", "injected", "recorded", "recorded - injected"], rows))
    print("\nPer process (a killed one's difference: what it had in flight when it died)")
    rows = []
    before: Counter[str] = Counter()
    for p in campaign.processes:
        mine_ = by_pid.get(p.proc.pid, Counter())
        rec = p.recorded - before
        before = p.recorded
        n_inj, n_rec = sum(mine_[k] for k in INJECTED_KINDS), sum(rec[k] for k in INJECTED_KINDS)
        rows.append(
            [p.label, "killed" if p.killed else f"exit {p.rc}", n_inj, n_rec, n_rec - n_inj]
        )
    print(table(["process", "ended", "injected", "recorded", "difference"], rows))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add = parser.add_argument
    add("--trees", type=int, default=20, help="sim tasks mined, one tree each")
    add("--app", default="maps", help="sim app whose tasks are mined")
    add("--iterations", type=int, default=70, help="MCTS iterations per tree")
    add("--k", type=int, default=5, help="candidates per expansion")
    add("--devices", type=int, default=2, help="sim devices mining in parallel")
    add("--trees-per-device", type=int, default=2, help="trees taking turns on each device")
    add("--min-nodes", type=int, default=2000, help="nodes the kills are spread over")
    add("--kills", type=int, default=3, help="SIGKILLs, each followed by --resume")
    add("--device-faults", type=float, default=0.05, help="device fault rate, split 4 ways")
    add("--slow-s", type=float, default=0.05, help="seconds a slow screen is late")
    add("--http-5xx", type=float, default=0.05, help="model 5xx rate")
    add("--timeouts", type=float, default=0.05, help="model timeout rate")
    add("--malformed", type=float, default=0.10, help="malformed model output rate")
    add("--timeout-s", type=float, default=0.5, help="client timeout of the models")
    add("--model-retries", type=int, default=1, help="models[].max_retries")
    add(
        "--env-error-retries",
        type=int,
        default=0,
        help="search.env_error_retries (0: env_error nodes stay, for the export check)",
    )
    add("--seed", type=int, default=0)
    add("--keep", type=Path, help="campaign folder to keep (default: a temporary one)")
    args = parser.parse_args(argv)
    given = {a.lstrip("-").split("=")[0].replace("-", "_") for a in (argv or sys.argv[1:])}
    print("settings:")
    for key, value in vars(args).items():
        print(f"  {key} = {value}  ({'flag' if key in given else 'default'})")
    work = (args.keep or Path(tempfile.mkdtemp(prefix="m2miner-faults-"))).resolve()
    work.mkdir(parents=True, exist_ok=True)
    campaign = Campaign(work, args)
    started = time.monotonic()
    try:
        run_campaign(campaign)
    finally:
        for p in campaign.processes:
            if p.proc.poll() is None:
                os.killpg(p.proc.pid, signal.SIGKILL)
    print_report(campaign, time.monotonic() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
