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

- judged nodes per minute over the whole run (first tree sent to the end; actor start-up
  is reported apart as "start s"), and while the devices had work ("steady"): each device
  from its first judged node to its last, read from the nodes' judged times in the store,
  so that actor start-up and each device's first tree set-up ("warm-up s", until the
  last device judged its first node) and the idle tail after the queue ran dry are left
  out the same way in every phase (``bench/scaleout_window.py``);
- device utilisation over the run: the share of it each device spent in device calls;
- "device s/node": device-seconds per judged node while the devices had work (the sim
  action's latency bounds it from below; terminal nodes take no action); "tree switch s":
  what moving a device to its next tree costs beyond a node;
- host CPU per judged node while every device had work: "worker cpu ms/node" (the device
  actors' processes, from their status reports; the local run's one process) and
  "head cpu ms/node" (the driver: scheduling, results, status polls; ", run": over the
  whole run, connecting and starting the actors included);
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
machine's cores. It mines every settings task (23) for 24 iterations each and lets every
tree spend its whole budget (no stop at two successes), so that trees are of one length
and a device's span holds whole trees; it prints the ratio of 4 worker nodes' steady
throughput to 1's and each phase's device seconds and host CPU per judged node.

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

from scaleout_window import Judged, busy_spans, cpu_per_node

from m2miner.actions import Action
from m2miner.config import Config, load_config
from m2miner.devices.sim import all_tasks
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import MineEvent, MineReport, mine
from m2miner.scaleout.driver import RayCluster
from m2miner.scaleout.fleet import Fleet
from m2miner.store import NewIntent, NewNode, ScreenRef, Store
from m2miner.store.blobs import open_blobs
from m2miner.store.opening import open_store
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
        "search.successes": args.successes,
        "search.locality_eps": 0.0,
        "ray.restart_wait_s": 15.0,
        # The kill phase has been measured with a heartbeat a second; else the default.
        **({"store.heartbeat_s": 1.0} if args.kill else {}),
        **overrides,
    }
    return load_config(None, values, environ={})


def _trees(config: Config, report: MineReport) -> tuple[dict[str, Any], list[Judged]]:
    """Each tree's shape (to compare runs tree by tree) and every judged node."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.mining.test_concurrent import _shape

    shapes, judged = {}, []
    with open_store(config) as store:
        for outcome in report.outcomes:
            loaded = store.trees.load(outcome.tree_id)
            shapes[outcome.intent] = _shape(list(loaded.nodes))
            device, tree = loaded.tree.device or "", outcome.tree_id
            judged += [
                Judged(device, tree, n.judged_at.timestamp()) for n in loaded.nodes if n.judged_at
            ]
    return shapes, judged


def _row(
    name: str,
    devices: int,
    report: MineReport,
    times: dict[str, float],
    judged: Any,
    cpu: list[tuple[float, float, int]],
) -> dict:
    """A phase's row; ``times``: ``called`` (mine() was called), ``first`` (first tree
    sent) and ``end`` (mine() returned), wall-clock seconds; ``cpu``: the host CPU
    samples of :func:`cpu_per_node` (device actors, or the local run's process)."""
    nodes = sum(o.iterations for o in report.outcomes)
    in_calls = sum(d.busy_s for d in report.devices)
    run_s = times["end"] - times["first"]
    row: dict[str, Any] = {
        "mode": name,
        "devices": devices,
        "trees": len(report.outcomes),
        "nodes": nodes,
        "start s": times["first"] - times["called"],
        "run s": run_s,
        "run nodes/min": nodes / run_s * 60,
        "utilisation": in_calls / (run_s * devices),
    }
    busy = busy_spans(judged, devices)
    if busy is not None:
        row["warm-up s"] = busy.start - times["called"]
        row["busy device-s"] = busy.device_s
        row["busy nodes"] = busy.nodes
        row["steady nodes/min"] = busy.per_min(devices)
        row["device s/node"] = busy.device_s / busy.nodes
        row["tree switch s"] = busy.switch_s
        if busy.common is not None:
            row["worker cpu ms/node"] = cpu_per_node(cpu, *busy.common)
    return row


def run_local(root: Path, args: argparse.Namespace, tasks: tuple[str, ...]) -> Any:
    config = _config(root / "local", args)
    samples: list[tuple[float, float, int]] = []

    def watch(event: MineEvent) -> None:
        if event.kind == "node":
            samples.append((time.time(), time.process_time(), len(samples) + 1))

    called = time.time()
    report = mine(
        config,
        MineRequest(app="settings", task_ids=tasks),
        devices=args.devices_per_node,
        observer=watch,
    )
    times = {"called": called, "first": called, "end": time.time()}
    shapes, judged = _trees(config, report)
    return shapes, report, _row("local", args.devices_per_node, report, times, judged, samples)


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

    head: list[float] = []

    def watch(event: MineEvent) -> None:
        events.append(event)
        if event.kind == "progress":
            head.append(time.process_time())
        if observer is not None:
            observer(event)

    called = time.time()
    cpu = time.process_time()
    report = mine(
        config,
        MineRequest(app="settings", task_ids=tasks),
        cluster=RayCluster(cluster.address, fleet),
        observer=watch,
    )
    times = {"called": called, "end": time.time()}
    cpu = time.process_time() - cpu
    times["first"] = min(e.data["at"] for e in events if e.kind == "tree_started")
    shapes, judged = _trees(config, report)
    actors, driver = _cpu_samples(events, head)
    name = f"ray {len(fleet.hosts)} node(s)"
    row = _row(name, len(fleet.devices), report, times, judged, actors)
    busy = busy_spans(judged, len(fleet.devices))
    if busy is not None and busy.common is not None:
        row["head cpu ms/node"] = cpu_per_node(driver, *busy.common)
    row["head cpu ms/node, run"] = cpu * 1000 / max(row["nodes"], 1)
    return shapes, report, row, events


Samples = list[tuple[float, float, int]]


def _cpu_samples(events: list[MineEvent], head: list[float]) -> tuple[Samples, Samples]:
    """(time, CPU seconds, nodes judged) at each progress report (every 2 s), for the
    device actors (from their status) and for the driver (``head``: its CPU then)."""
    progress = [e for e in events if e.kind == "progress"]
    hosts = [e.data["hosts"].values() for e in progress]
    nodes = [sum(h["nodes"] for h in rows) for rows in hosts]
    actors = [sum(h.get("cpu_s", 0.0) for h in rows) for rows in hosts]
    at = [e.data["at"] for e in progress]
    return list(zip(at, actors, nodes, strict=True)), list(zip(at, head, nodes, strict=True))


def scaling(rows: list[dict], latency: float) -> list[str]:
    """The ratio of 4 worker nodes' judged nodes per minute to 1 node's, both measured
    while the devices had work (see ``scaleout_window``), and each Ray phase's device
    seconds and host CPU per judged node, as the device-latency mode prints them."""
    by_nodes = {r["mode"]: r for r in rows}
    one, four = by_nodes.get("ray 1 node(s)"), by_nodes.get("ray 4 node(s)")
    out = []
    key = "steady nodes/min"
    if one and four and key in one and key in four:
        factor = four[key] / one[key]
        out.append(
            f"device latency {latency:g} s per action: 4 worker nodes / 1 = {factor:.2f}x "
            f"judged nodes per minute while the devices had work ({four[key]:.1f} / "
            f"{one[key]:.1f}; {four['devices']} devices against {one['devices']}; goal >= 3.5x)"
        )
    elif one and four:
        out.append("no device judged two nodes in one of the phases: no ratio")
    for row in rows:
        if row.get("head cpu ms/node") is not None and row.get("worker cpu ms/node") is not None:
            out.append(
                f"{row['mode']}: {row['device s/node']:.3f} device-s per judged node; host CPU "
                "per judged node while every device had work: "
                f"{row['head cpu ms/node']:.1f} ms in the driver, "
                f"{row['worker cpu ms/node']:.1f} ms in the device actors"
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

    shapes, report, row, events = run_ray(root, args, tasks, cluster, fleet, urls, watch)
    # A resumed tree names the device it started on: no per-device window after a kill.
    for key in ("warm-up s", "busy device-s", "busy nodes", "steady nodes/min", "device s/node"):
        row.pop(key, None)
    for key in ("tree switch s", "worker cpu ms/node", "head cpu ms/node"):
        row.pop(key, None)
    requeued = {e.intent: e.data["at"] for e in events if e.kind == "tree_requeued"}
    resent = {
        e.intent: e.data["at"]
        for e in events
        if e.kind == "tree_started" and e.intent in requeued and e.data["at"] > requeued[e.intent]
    }
    waits = [resent[i] - killed[0] for i in requeued if i in resent] if killed else []
    return shapes, report, row, {"victim": victim, "killed": bool(killed), "waits": waits}


def _print_table(rows: list[dict]) -> None:
    keys = list(dict.fromkeys(k for r in rows for k in r))
    print("| " + " | ".join(keys) + " |")
    print("|" + "---|" * len(keys))
    for r in rows:
        values = [r.get(k) if r.get(k) is not None else "-" for k in keys]
        cells = [f"{v:.3f}" if isinstance(v, float) else str(v) for v in values]
        print("| " + " | ".join(cells) + " |")


def _args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--devices-per-node", type=int, default=4)
    parser.add_argument("--tasks", type=int, help="Settings tasks (16; latency mode: all 23).")
    parser.add_argument("--iterations", type=int, help="Per tree (8; latency mode: 24).")
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
    steady = args.device_latency is not None
    if steady:
        args.latency = args.device_latency
    if args.tasks is None and not steady:
        args.tasks = 16  # latency mode: None, every settings task
    args.iterations = args.iterations or (24 if steady else 8)
    # Latency mode: every tree spends its whole budget, so trees are of one length and
    # the steady window compares like with like.
    args.successes = args.iterations if steady else 2
    return args


def main(argv: list[str] | None = None) -> None:
    args = _args(argv)
    tasks = tuple(t.id for t in all_tasks() if t.app == "settings")[: args.tasks]
    root = Path(tempfile.mkdtemp(prefix="m2miner-scaleout-"))
    print(
        f"{len(tasks)} settings tasks, {args.iterations} iterations each (stop after "
        f"{args.successes} successes), sim action {args.latency:g} s, "
        f"{os.cpu_count()} cores on this machine, load {_load()}",
        flush=True,
    )
    with postgres_server() as pg, s3_server() as s3:
        latency = write_latency(root, pg, s3)
        expected, _, local_row = run_local(root, args, tasks)
        print(local_row, flush=True)
        rows, same, kill = _ray_phases(root, args, tasks, (pg, s3), expected)
    _print_table([local_row, *rows])
    print()
    for mode, equal in same.items():
        print(f"{mode}: trees equal to the local run's, tree by tree: {'yes' if equal else 'NO'}")
    for line in scaling(rows, args.latency):
        print(line)
    if kill is not None:
        _print_kill(*kill)
    print()
    for name, seconds in latency.items():
        print(f"store write latency, {name}: {seconds * 1000:.2f} ms (median of 50)")
    print(
        f"\nAll of it shares {os.cpu_count()} cores (load at the end: {_load()}): absolute "
        "throughput is bound by them; the ratios and the kill phase are what carry over."
    )


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def _ray_phases(
    root: Path,
    args: argparse.Namespace,
    tasks: tuple[str, ...],
    urls: tuple[str, S3Server],
    expected: dict[str, Any],
) -> tuple[list[dict], dict[str, bool], Any]:
    """The Ray phases (1, 2, 4 worker nodes as ``--nodes`` says, then the kill phase):
    their rows, whether each run's trees equal the local run's, and the kill's figures."""
    rows, same, kill = [], {}, None
    cluster = LocalRayCluster(head_cpus=1, cpus=1, timeout_s=args.join_timeout)
    try:
        cluster.start_head()
        hosts: dict[str, int] = {}
        for count in args.nodes:
            for i in range(len(hosts), count):
                hosts[f"w{i + 1}"] = args.devices_per_node
                cluster.add_host(Fleet.sim(hosts), f"w{i + 1}")
                print(f"node w{i + 1} joined", flush=True)
            shapes, _, row, _ = run_ray(root, args, tasks, cluster, Fleet.sim(hosts), urls)
            rows.append(row)
            same[row["mode"]] = shapes == expected
            print(row, flush=True)
        if args.kill:
            if len(hosts) < 2:
                raise SystemExit("the kill phase needs two worker nodes or more (--nodes)")
            shapes, report, row, figures = kill_phase(
                root, args, tasks, cluster, Fleet.sim(hosts), urls
            )
            row["mode"] += f", {figures['victim']} killed"
            rows.append(row)
            same[row["mode"]] = shapes == expected
            kill = (report, figures, same[row["mode"]])
    finally:
        cluster.stop()
    return rows, same, kill


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
