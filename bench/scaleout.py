"""Mining on a Ray cluster against the local mode: throughput, utilisation, store writes,
overhead, and a worker node killed mid-run.

Everything runs on 127.0.0.1: a PostgreSQL server, moto's S3-compatible server and a Ray
cluster of separate ``ray start`` processes (a head, then 1, 2 and 4 worker nodes of
``--devices-per-node`` sim devices each, added as the phases go). Sim devices take
``--latency`` seconds per action; the heuristic agents (no model: they read the view
hierarchy, deterministically) stand in for the models, so the trees are the same
whatever mines them, and a run's trees are compared with the local run's, tree by tree.

Printed, side by side with the local mode (threads in one process, SQLite and screenshot
files, ``--devices-per-node`` devices):

- judged nodes per minute (one per search iteration), over the mining window (first
  tree sent to the end; actor start-up is reported apart as "start s");
- device utilisation: the share of the window each device spent inside device calls;
- per-node overhead: device-seconds not spent in device calls, per node
  ((window x devices - busy) / nodes);
- store write latency: median of one-node transactions (SQLite, PostgreSQL) and of
  screenshot puts (directory, S3), 50 each;
- the kill phase: a worker node SIGKILLed (its raylet and every process on it) once it
  has judged ``--kill-after`` nodes; nodes lost (trees that differ from the local run's)
  and the seconds from the kill until each of its trees was sent to another device.

All processes share this machine's cores: with 2 cores the absolute throughput is bound by
them, and the ratios (and the kill phase) are what carry over to a real cluster.

**Device-latency mode** (``--device-latency S``): every sim action takes ``S`` seconds
(1.5 s is what a step costs on an emulator: adb screencap 0.2-0.6 s and about 1 s for the
screen to settle), so the work waits on devices as on a real fleet instead of on this
machine's cores. It prints the ratio of 4 worker nodes' throughput to 1's and the head's
overhead per judged node: the driver's CPU time (the process that runs the search loop,
schedules trees and receives results) divided by the nodes judged.

    python bench/scaleout.py
    python bench/scaleout.py --nodes 1 2 --tasks 8 --iterations 6
    python bench/scaleout.py --device-latency 1.5 --nodes 1 4 --no-kill
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from m2miner.actions import Action
from m2miner.config import Config, load_config
from m2miner.devices.sim import all_tasks
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import MineEvent, MineReport, mine, open_store
from m2miner.scaleout.driver import RayCluster
from m2miner.scaleout.fleet import Fleet
from m2miner.store import NewIntent, NewNode, ScreenRef, Store
from m2miner.store.blobs import open_blobs
from m2miner.testing.postgres import create_database, postgres_server
from m2miner.testing.ray_cluster import LocalRayCluster
from m2miner.testing.s3_server import S3Server, s3_server

SIZE = (360, 800)


def _config(root: Path, args: argparse.Namespace, **overrides: Any) -> Config:
    values = {
        "store.data_dir": root,
        "device.width": SIZE[0],
        "device.height": SIZE[1],
        "budget.iterations": args.iterations,
        "device.sim.latency": args.latency,
        "search.successes": 2,
        "search.locality_eps": 0.0,
        "ray.restart_wait_s": 15.0,
        "store.heartbeat_s": 1.0,
        **overrides,
    }
    return load_config(None, values, environ={})


def _shapes(config: Config, report: MineReport) -> dict[str, list[tuple[Any, ...]]]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.mining.test_concurrent import _shape

    with open_store(config) as store:
        return {o.intent: _shape(list(store.trees.load(o.tree_id).nodes)) for o in report.outcomes}


def _row(name: str, devices: int, report: MineReport, window: float, start: float) -> dict:
    nodes = sum(o.iterations for o in report.outcomes)
    busy = sum(d.busy_s for d in report.devices)
    return {
        "mode": name,
        "devices": devices,
        "nodes": nodes,
        "start s": start,
        "window s": window,
        "nodes/min": nodes / window * 60,
        "utilisation": busy / (window * devices),
        "overhead s/node": (window * devices - busy) / max(nodes, 1),
    }


def run_local(root: Path, args: argparse.Namespace, tasks: tuple[str, ...]) -> Any:
    config = _config(root / "local", args)
    started = time.monotonic()
    report = mine(
        config, MineRequest(app="settings", task_ids=tasks), devices=args.devices_per_node
    )
    window = time.monotonic() - started
    return config, report, _row("local", args.devices_per_node, report, window, 0.0)


def run_ray(
    root: Path,
    args: argparse.Namespace,
    tasks: tuple[str, ...],
    cluster: LocalRayCluster,
    fleet: Fleet,
    urls: tuple[str, S3Server],
    observer: Any = None,
) -> Any:
    pg, s3 = urls
    name = f"ray-{len(fleet.hosts)}n-{int(time.time())}"
    config = _config(
        root / name,
        args,
        **{"store.url": create_database(pg), "store.blobs": s3.url(name)},
        **{"store.blob_options": s3.options()},
    )
    events: list[MineEvent] = []

    def watch(event: MineEvent) -> None:
        events.append(event)
        if observer is not None:
            observer(event)

    started = time.time()
    cpu = time.process_time()
    report = mine(
        config,
        MineRequest(app="settings", task_ids=tasks),
        cluster=RayCluster(cluster.address, fleet),
        observer=watch,
    )
    end = time.time()
    cpu = time.process_time() - cpu
    first = min(e.data["at"] for e in events if e.kind == "tree_started")
    row = _row(
        f"ray {len(fleet.hosts)} node(s)", len(fleet.devices), report, end - first, first - started
    )
    row["head cpu ms/node"] = cpu * 1000 / max(row["nodes"], 1)
    return config, report, row, events


def scaling(rows: list[dict], latency: float) -> list[str]:
    """The ratio of 4 worker nodes' judged nodes per minute to 1 node's, and the head's
    CPU per node at each size, as the device-latency mode prints them."""
    by_nodes = {r["mode"]: r for r in rows}
    one, four = by_nodes.get("ray 1 node(s)"), by_nodes.get("ray 4 node(s)")
    out = []
    if one and four:
        factor = four["nodes/min"] / one["nodes/min"]
        out.append(
            f"device latency {latency:g} s per action: 4 worker nodes / 1 = {factor:.2f}x "
            f"judged nodes per minute ({four['nodes/min']:.1f} / {one['nodes/min']:.1f}; "
            f"{four['devices']} devices against {one['devices']}; goal >= 3.5x)"
        )
    for row in rows:
        if "head cpu ms/node" in row:
            out.append(
                f"head overhead, {row['mode']}: {row['head cpu ms/node']:.1f} ms of driver CPU "
                f"per judged node; {row['overhead s/node']:.3f} device-s per node outside "
                "device calls"
            )
    return out


def write_latency(root: Path, pg: str, s3: S3Server) -> dict[str, float]:
    """Median seconds of one-node transactions and of screenshot puts, 50 each."""
    out: dict[str, float] = {}
    for label, url in (("SQLite", f"sqlite:///{root / 'probe.db'}"), ("PostgreSQL", None)):
        with Store.open(url or create_database(pg), screenshots_dir=root / "probe") as store:
            run = store.runs.create("probe", config={}, seed=0)
            intent = store.intents.add(NewIntent("probe", "settings"), run_id=run.id)
            tree = store.trees.create(run.id, intent.id)
            root_node = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(b"r")))
            times = []
            for i in range(50):
                node = NewNode(root_node.id, Action("wait", time=1.0), f"step {i}", rank=i)
                t = time.perf_counter()
                store.nodes.add_many(tree.id, [node])
                times.append(time.perf_counter() - t)
            out[f"node write, {label}"] = statistics.median(times)
    png = os.urandom(30_000)
    for label, blobs in (
        ("directory", open_blobs(str(root / "probe-blobs"), root)),
        ("S3 (moto)", open_blobs(s3.url("probe"), root, s3.options())),
    ):
        times = []
        for i in range(50):
            t = time.perf_counter()
            blobs.put(png + i.to_bytes(4, "big"))
            times.append(time.perf_counter() - t)
        out[f"screenshot put, {label}"] = statistics.median(times)
    return out


def kill_phase(
    root: Path,
    args: argparse.Namespace,
    tasks: tuple[str, ...],
    cluster: LocalRayCluster,
    fleet: Fleet,
    urls: tuple[str, S3Server],
) -> Any:
    victim = fleet.hosts[-1]
    killed: list[float] = []

    def watch(event: MineEvent) -> None:
        nodes = (event.data.get("hosts") or {}).get(victim, {}).get("nodes", 0)
        if not killed and nodes >= args.kill_after:
            killed.append(time.time())
            threading.Thread(target=cluster.kill, args=(victim,)).start()

    config, report, row, events = run_ray(root, args, tasks, cluster, fleet, urls, watch)
    requeued = {e.intent: e.data["at"] for e in events if e.kind == "tree_requeued"}
    resent = {
        e.intent: e.data["at"]
        for e in events
        if e.kind == "tree_started" and e.intent in requeued and e.data["at"] > requeued[e.intent]
    }
    waits = [resent[i] - killed[0] for i in requeued if i in resent] if killed else []
    return config, report, row, {"victim": victim, "killed": bool(killed), "waits": waits}


def _print_table(rows: list[dict]) -> None:
    keys = list(dict.fromkeys(k for r in rows for k in r))
    print("| " + " | ".join(keys) + " |")
    print("|" + "---|" * len(keys))
    for r in rows:
        values = [r.get(k, "-") for k in keys]
        cells = [f"{v:.3f}" if isinstance(v, float) else str(v) for v in values]
        print("| " + " | ".join(cells) + " |")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--devices-per-node", type=int, default=4)
    parser.add_argument("--tasks", type=int, default=16)
    parser.add_argument("--iterations", type=int, default=8)
    parser.add_argument("--latency", type=float, default=0.1, help="Seconds per sim action.")
    parser.add_argument("--kill-after", type=int, default=4)
    parser.add_argument(
        "--device-latency",
        type=float,
        default=None,
        help="Device-latency mode: seconds per sim action (e.g. 1.5); prints the 4-to-1 ratio.",
    )
    parser.add_argument(
        "--kill", action=argparse.BooleanOptionalAction, default=True, help="The kill phase."
    )
    parser.add_argument(
        "--join-timeout", type=float, default=300.0, help="Seconds a worker node may take to join."
    )
    args = parser.parse_args(argv)
    if args.device_latency is not None:
        args.latency = args.device_latency
    tasks = tuple(t.id for t in all_tasks() if t.app == "settings")[: args.tasks]
    root = Path(tempfile.mkdtemp(prefix="m2miner-scaleout-"))
    print(
        f"{len(tasks)} settings tasks, {args.iterations} iterations each, sim action "
        f"{args.latency:g} s, {os.cpu_count()} cores on this machine",
        flush=True,
    )
    with postgres_server() as pg, s3_server() as s3:
        latency = write_latency(root, pg, s3)
        local_config, local, local_row = run_local(root, args, tasks)
        rows, same = [local_row], {}
        expected = _shapes(local_config, local)
        cluster = LocalRayCluster(head_cpus=1, cpus=1, timeout_s=args.join_timeout)
        try:
            cluster.start_head()
            hosts: dict[str, int] = {}
            for count in args.nodes:
                for i in range(len(hosts), count):
                    hosts[f"w{i + 1}"] = args.devices_per_node
                    cluster.add_host(Fleet.sim(hosts), f"w{i + 1}")
                    print(f"node w{i + 1} joined", flush=True)
                config, report, row, _ = run_ray(
                    root, args, tasks, cluster, Fleet.sim(hosts), (pg, s3)
                )
                rows.append(row)
                same[row["mode"]] = _shapes(config, report) == expected
                print(row, flush=True)
            kill = None
            if args.kill:
                if len(hosts) < 2:
                    raise SystemExit("the kill phase needs two worker nodes or more (--nodes)")
                config, report, row, kill = kill_phase(
                    root, args, tasks, cluster, Fleet.sim(hosts), (pg, s3)
                )
                row["mode"] += f", {kill['victim']} killed"
                rows.append(row)
                same[row["mode"]] = _shapes(config, report) == expected
        finally:
            cluster.stop()
    _print_table(rows)
    print()
    for mode, equal in same.items():
        print(f"{mode}: trees equal to the local run's, tree by tree: {'yes' if equal else 'NO'}")
    for line in scaling(rows, args.latency):
        print(line)
    if kill is not None:
        _print_kill(report, kill, same[row["mode"]])
    print()
    for name, seconds in latency.items():
        print(f"store write latency, {name}: {seconds * 1000:.2f} ms (median of 50)")
    print(
        f"\nAll of it shares {os.cpu_count()} cores: absolute throughput is bound by them; "
        "the ratios and the kill phase are what carry over."
    )


def _print_kill(report: MineReport, kill: dict[str, Any], same: bool) -> None:
    lost = sum(1 for o in report.outcomes if o.status == "interrupted")
    print(
        f"kill phase: node {kill['victim']} killed: {kill['killed']}; nodes lost: "
        f"{0 if same else 'trees differ'}; trees left unfinished: {lost}; "
        f"its trees resent to other devices after "
        + ", ".join(f"{w:.1f} s" for w in sorted(kill["waits"]))
    )


if __name__ == "__main__":
    main()
