"""Mining throughput: nodes per minute on 1, 2, 4 and 8 devices, utilisation, overhead, memory.

Sim devices with realistic latencies (a screenshot takes ``--screenshot`` seconds, an
action ``--action`` plus ``--settle`` seconds) mine sim intents with calibrated simulated
agents whose every call takes ``--model-latency`` seconds on a simulated model server that
runs at most ``--server-limit`` calls at once. Everything else is the real miner
(``m2miner.mining.run.mine``): its device pool, ``device.trees_per_device`` trees taking
turns on each device, the SQLite store and the screenshot files.

Reported per device count, over a window after a warm-up:

- nodes per minute: nodes judged in the window;
- utilisation: the share of the window each device spent inside device calls (mean, min);
- speed-up: nodes per minute over the one-device figure;
- writer: the share of the window the store's one SQLite writer spent in transactions.

Then, with every latency at zero on one device and phone-sized screenshots: the toolkit's
overhead per node (wall time not spent inside device or agent calls: search, store,
screenshot files, navigation) with snapshots and with replays, and the store's write
transactions per node; and, in a child process each, the peak memory (``VmHWM``) of one
tree mined to 1,000 and to 5,000 nodes.

    python bench/throughput.py
    python bench/throughput.py --devices 1 2 --window 30 --memory-nodes 500 2000
    python bench/throughput.py --devices 1 --trees-per-device 1 --overhead-nodes 0 --memory-nodes

``--web-restores N`` adds the web backend's restore time (``bench/throughput_web.py``):
a new browser session per restore against a reset inside the session, N restores each
on the two test web apps, through a local Appium server and Chromium:

    python bench/throughput.py --devices --overhead-nodes 0 --memory-nodes --web-restores 10
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from m2miner.actions import Action
from m2miner.agents.base import Agents
from m2miner.config import BudgetConfig, Config, load_config
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import Realism, Task, load_app
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, MineEvent, StopFlag, mine
from m2miner.testing.calibrated import CalibratedWorld, Calibration
from m2miner.testing.oracle import OracleDevice

APP = "maps"
SIZE = (360, 800)
"""Screen of the timed and memory runs (latency-bound: the size hardly matters there)."""
FULL = (1080, 2400)
"""Screen of the overhead run: a real phone's, so hashing and storing screenshots cost
what they cost on a phone."""


class Clocked(OracleDevice):
    """An oracle sim device that keeps the start and end of every call, and the CPU
    seconds its calls took."""

    def __init__(self, inner: Any, registry: Any) -> None:
        super().__init__(inner, registry)
        self.calls: list[tuple[float, float]] = []
        self.cpu_s = 0.0

    def _clock(self, call: Callable[[], Any]) -> Any:
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return call()
        finally:
            self.calls.append((start, time.perf_counter()))
            self.cpu_s += time.thread_time() - cpu

    def start_app(self, app: AppTarget) -> None:
        self._clock(lambda: super(Clocked, self).start_app(app))

    def observe(self) -> Observation:
        return self._clock(super().observe)  # type: ignore[no-any-return]

    def execute(self, action: Action) -> None:
        self._clock(lambda: super(Clocked, self).execute(action))

    def snapshot(self) -> Any:
        return self._clock(super().snapshot)

    def restore(self, token: Any) -> None:
        self._clock(lambda: super(Clocked, self).restore(token))

    def busy(self, start: float, end: float) -> float:
        """Seconds inside calls between ``start`` and ``end``."""
        return sum(max(0.0, min(b, end) - max(a, start)) for a, b in list(self.calls))


class WriterClock:
    """Start and end of every write transaction of the store (the single SQLite writer)."""

    def __init__(self) -> None:
        self.spans: list[tuple[float, float]] = []
        self._open: dict[int, float] = {}
        self._lock = threading.Lock()

    def __enter__(self) -> WriterClock:
        from sqlalchemy import event
        from sqlalchemy.engine import Engine

        # Connection events: the store writes through ORM sessions and, on the mining
        # hot path, through a held Core connection; both begin and end transactions here.
        event.listen(Engine, "begin", self._begin)
        event.listen(Engine, "commit", self._end)
        event.listen(Engine, "rollback", self._end)
        return self

    def __exit__(self, *exc: object) -> None:
        from sqlalchemy import event
        from sqlalchemy.engine import Engine

        event.remove(Engine, "begin", self._begin)
        event.remove(Engine, "commit", self._end)
        event.remove(Engine, "rollback", self._end)

    def _begin(self, connection: Any) -> None:
        if connection.get_execution_options().get("m2miner_write"):
            with self._lock:
                self._open[id(connection)] = time.perf_counter()

    def _end(self, connection: Any) -> None:
        with self._lock:
            start = self._open.pop(id(connection), None)
            if start is not None:
                self.spans.append((start, time.perf_counter()))

    def within(self, start: float, end: float) -> tuple[int, float]:
        """Write transactions that began in the window, and their seconds."""
        inside = [(a, b) for a, b in self.spans if start <= a < end]
        return len(inside), sum(b - a for a, b in inside)


class TimedAgents:
    """The calibrated agents, with the seconds (and CPU seconds) spent inside their calls
    added up."""

    def __init__(self, world: CalibratedWorld) -> None:
        self.world = world
        self.seconds = 0.0
        self.cpu_s = 0.0
        self._lock = threading.Lock()

    def __call__(self, config: Config, recorder: Any) -> Agents:
        agents = self.world.agents(config, recorder)
        return Agents(
            self._timed(agents.infer, "propose"),
            self._timed(agents.orchestra, "merge_and_rank"),
            self._timed(agents.judge, "judge_step", "judge_terminal"),
        )

    def _timed(self, agent: Any, *methods: str) -> Any:
        for name in methods:
            method = getattr(agent, name)

            def timed(*args: Any, _method: Any = method) -> Any:
                start, cpu = time.perf_counter(), time.thread_time()
                try:
                    return _method(*args)
                finally:
                    with self._lock:
                        self.seconds += time.perf_counter() - start
                        self.cpu_s += time.thread_time() - cpu

            setattr(agent, name, timed)
        return agent


def intents(count: int) -> list[Task]:
    """``count`` tasks of the app with distinct intents (repeats get a run number)."""
    tasks = sorted(load_app(APP).tasks, key=lambda t: t.id)
    out = []
    for i in range(count):
        task = tasks[i % len(tasks)]
        round_ = i // len(tasks)
        out.append(
            task if round_ == 0 else replace(task, intent=f"{task.intent} (run {round_ + 1})")
        )
    return out


def _config(
    data: Path,
    trees_per_device: int,
    snapshots: bool = True,
    size: tuple[int, int] = SIZE,
    successes: int | None = None,
) -> Config:
    """Trees end at their first success (the miner's default), or after ``successes``;
    no other limit."""
    overrides: dict[str, Any] = {
        "store.data_dir": data,
        "device.width": size[0],
        "device.height": size[1],
        "device.snapshots": snapshots,
        "device.trees_per_device": trees_per_device,
    }
    if successes is not None:
        overrides["search.successes"] = successes
    config = load_config(None, overrides, environ={})
    return config.model_copy(update={"budget": BudgetConfig(iterations=None)})


@dataclass(frozen=True)
class Run:
    """A timed mining run: nodes and device busy time inside the measured window."""

    devices: int
    nodes: int
    window_s: float
    utilisation: list[float]
    wall_s: float
    writer_s: float
    """Seconds the store's single writer was in write transactions in the window."""

    @property
    def per_minute(self) -> float:
        return self.nodes * 60.0 / self.window_s


def timed_run(
    devices: int,
    trees_per_device: int,
    realism: Realism,
    calibration: Calibration,
    warmup_s: float,
    window_s: float,
) -> Run:
    """Mine with ``devices`` devices; count what happens between warm-up and its end."""
    # Trees end at their first success and free their worker for the next intent.
    tasks = intents(devices * trees_per_device * 3)
    world = CalibratedWorld(tasks, calibration, size=SIZE, realism=lambda i: realism)
    made: list[Clocked] = []

    def device(index: int) -> Clocked:
        inner = world.device(index)
        clocked = Clocked(inner.inner, world.registry)
        made.append(clocked)
        return clocked

    stop = StopFlag()
    stamps: list[float] = []
    lock = threading.Lock()

    def observe(event: MineEvent) -> None:
        if event.kind == "node":
            with lock:
                stamps.append(time.perf_counter())

    with tempfile.TemporaryDirectory(prefix="m2miner-bench-") as data:
        config = _config(Path(data), trees_per_device)
        started = time.perf_counter()
        begin, end = started + warmup_s, started + warmup_s + window_s
        timer = threading.Timer(warmup_s + window_s, stop.set)
        timer.start()
        try:
            writer = WriterClock()
            with writer:
                mine(
                    config,
                    MineRequest(app=APP, intents=tuple(t.intent for t in tasks)),
                    devices=devices,
                    observer=observe,
                    stop=stop,
                    components=Components(agents=world.agents, device=device),
                )
        finally:
            timer.cancel()
        wall = time.perf_counter() - started
    nodes = sum(1 for t in stamps if begin <= t < end)
    utilisation = [d.busy(begin, end) / window_s for d in made]
    _, writing = writer.within(begin, end)
    return Run(devices, nodes, window_s, utilisation, wall, writing)


@dataclass(frozen=True)
class Overhead:
    requested: int
    nodes: int
    """Nodes actually judged: fewer than requested when the tree ended first."""
    wall_s: float
    device_s: float
    agents_s: float
    writes: int
    """Write transactions (each one a commit) while mining the nodes."""
    writes_s: float
    cpu_s: float = 0.0
    """CPU seconds of the mining thread outside device and agent calls: the overhead
    without the time spent waiting for a CPU or the disk on a busy machine."""

    @property
    def per_node_ms(self) -> float:
        return (self.wall_s - self.device_s - self.agents_s) * 1000 / self.nodes

    @property
    def per_node_cpu_ms(self) -> float:
        return self.cpu_s * 1000 / self.nodes


def overhead_run(nodes: int, snapshots: bool, size: tuple[int, int], warmup: int = 0) -> Overhead:
    """One device, no latency anywhere: what the toolkit itself costs per node.

    The agent never proposes a right action (``p=0``) and its judge never errs; a tree
    can still stumble on a success, so successes do not end it: it grows until it has
    ``nodes`` nodes after the first ``warmup`` or nothing is left to expand
    (``Overhead.nodes`` says which). The ``warmup`` nodes are mined but not measured:
    what happens once per process (modules imported on first use, such as scipy's
    ``ndimage`` for the first screen comparison, about a second) is not a cost per node.
    """
    tasks = intents(1)
    world = CalibratedWorld(tasks, Calibration(p=0.0, a=1.0), size=size)
    agents = TimedAgents(world)
    made: list[Clocked] = []

    def device(index: int) -> Clocked:
        clocked = Clocked(world.device(index).inner, world.registry)
        made.append(clocked)
        return clocked

    stop, seen = StopFlag(), [0]
    marks: dict[str, float] = {}

    def mark() -> None:
        marks["start"], marks["cpu_start"] = time.perf_counter(), time.thread_time()
        marks["device_cpu"] = sum(d.cpu_s for d in made)
        marks["agents_s"], marks["agents_cpu"] = agents.seconds, agents.cpu_s

    def observe(e: MineEvent) -> None:
        # Events come from the mining thread (one device, one tree): its CPU clock.
        if e.kind == "tree_started":
            mark()
        if e.kind == "node":
            seen[0] += 1
            marks["cpu_end"] = time.thread_time()
            if seen[0] == warmup:
                mark()
            if seen[0] == warmup + nodes:
                marks["end"] = time.perf_counter()
                stop.set()

    with tempfile.TemporaryDirectory(prefix="m2miner-bench-") as data, WriterClock() as writer:
        config = _config(Path(data), 1, snapshots=snapshots, size=size, successes=10**9)
        mine(
            config,
            MineRequest(app=APP, intents=(tasks[0].intent,)),
            observer=observe,
            stop=stop,
            components=Components(agents=agents, device=device),
        )
    start, end = marks["start"], marks.get("end", time.perf_counter())
    (dev,) = made
    writes, writing = writer.within(start, end)
    agents_s = agents.seconds - marks["agents_s"]
    cpu = marks["cpu_end"] - marks["cpu_start"] - (dev.cpu_s - marks["device_cpu"])
    cpu -= agents.cpu_s - marks["agents_cpu"]
    measured = max(0, seen[0] - warmup)
    return Overhead(
        nodes, measured, end - start, dev.busy(start, end), agents_s, writes, writing, cpu
    )


def peak_rss_mib() -> float:
    """This process's peak resident memory in MiB.

    Linux's ``VmHWM`` where there is one: ``ru_maxrss`` survives ``exec`` and would report
    the parent's size for a child started from a large process.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def memory_child(nodes: int) -> None:
    """Mine ``nodes`` nodes without latency and print the peak RSS (MiB) as JSON."""
    run = overhead_run(nodes, snapshots=True, size=SIZE)
    print(
        json.dumps(
            {
                "requested": run.requested,
                "nodes": run.nodes,
                "peak_mib": peak_rss_mib(),
                "wall_s": run.wall_s,
            }
        )
    )


def start_memory(nodes: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, __file__, "--memory-child", str(nodes)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(headers)]
    out = ["  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))]
    out.append("  ".join("-" * w for w in widths))
    out += ["  ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", type=int, nargs="*", default=[1, 2, 4, 8])
    parser.add_argument("--trees-per-device", type=int, default=4)
    parser.add_argument("--screenshot", type=float, default=0.5, help="seconds per screenshot")
    parser.add_argument("--action", type=float, default=0.5, help="seconds per action")
    parser.add_argument("--settle", type=float, default=1.0, help="settle seconds per action")
    parser.add_argument("--model-latency", type=float, default=1.0, help="seconds per call")
    parser.add_argument("--server-limit", type=int, default=32, help="calls at once (0: none)")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds not measured")
    parser.add_argument("--window", type=float, default=45.0, help="seconds measured")
    parser.add_argument("--overhead-nodes", type=int, default=300, help="0: no overhead run")
    parser.add_argument(
        "--overhead-warmup", type=int, default=20, help="nodes mined before the overhead count"
    )
    parser.add_argument(
        "--memory-nodes", type=int, nargs="*", default=[1000, 5000], help="none: no memory run"
    )
    parser.add_argument(
        "--web-restores", type=int, default=0, help="restores per web reset way (0: none)"
    )
    parser.add_argument("--memory-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.memory_child:
        memory_child(args.memory_child)
        return 0
    started = time.perf_counter()
    realism = Realism(latency=args.action + args.settle, observe_latency=args.screenshot)
    calibration = Calibration(latency_s=args.model_latency, concurrency=args.server_limit)
    print(f"calibrated agents: {calibration.describe()}")
    print(
        f"sim {APP} {SIZE[0]}x{SIZE[1]}: screenshot {args.screenshot} s, action {args.action} s"
        f" + settle {args.settle} s; snapshots on; {args.trees_per_device} trees per device;"
        f" warm-up {args.warmup:.0f} s, window {args.window:.0f} s"
    )
    overhead = {}
    if args.overhead_nodes > 0:
        overhead = {
            snap: overhead_run(args.overhead_nodes, snap, FULL, args.overhead_warmup)
            for snap in (True, False)
        }
    children = [start_memory(n) for n in args.memory_nodes]
    runs = []
    for count in args.devices:
        runs.append(
            timed_run(count, args.trees_per_device, realism, calibration, args.warmup, args.window)
        )
        print(f"  {count} devices: {runs[-1].nodes} nodes", file=sys.stderr, flush=True)
    base = runs[0].per_minute / runs[0].devices if runs else 0.0
    rows = [
        [
            str(r.devices),
            str(r.nodes),
            f"{r.per_minute:.1f}",
            f"{r.per_minute / base:.2f}x" if base else "-",
            f"{statistics.mean(r.utilisation):.0%}",
            f"{min(r.utilisation):.0%}",
            f"{r.writer_s / r.window_s:.0%}",
        ]
        for r in runs
    ]
    if runs:
        print("\nThroughput (nodes judged in the window)")
        headers = ["devices", "nodes", "nodes/min", "speed-up", "util mean", "util min", "writer"]
        print(table(headers, rows))
        print(
            "util: share of the window a device spent in device calls (mean and lowest device);"
            "\nwriter: share of the window the store's one SQLite writer was in a transaction"
        )
    if overhead:
        print(
            f"\nToolkit overhead, one device, no latency, {FULL[0]}x{FULL[1]} screenshots,"
            f" after {args.overhead_warmup} nodes not counted"
        )
    rows = [
        [
            "snapshots" if snap else "replays",
            str(o.nodes),
            f"{o.per_node_ms:.1f}",
            f"{o.per_node_cpu_ms:.1f}",
            f"{o.device_s * 1000 / o.nodes:.1f}",
            f"{o.agents_s * 1000 / o.nodes:.1f}",
            f"{o.writes / o.nodes:.1f}",
            f"{o.writes_s * 1000 / max(1, o.writes):.1f}",
        ]
        for snap, o in overhead.items()
    ]
    headers = ["restore by", "nodes", "overhead ms/node", "CPU ms/node", "device ms/node"]
    headers.append("agents ms/node")
    if overhead:
        print(table([*headers, "writes/node", "ms/write"], rows))
        print(
            "overhead: wall time outside device and agent calls; CPU: the mining thread's CPU"
            "\ntime outside them (what other jobs on a busy machine do not inflate)"
        )
    memory = []
    for child in children:
        out, _ = child.communicate()
        memory.append(json.loads(out.strip().splitlines()[-1]))
    if memory:
        print("\nPeak memory (max RSS of a child process mining one tree)")
        rows = [
            [str(m["requested"]), str(m["nodes"]), f"{m['peak_mib']:.1f}", f"{m['wall_s']:.0f}"]
            for m in memory
        ]
        print(table(["requested", "mined", "peak MiB", "seconds"], rows))
        if len(memory) > 1:
            first, last = memory[0], memory[-1]
            slope = (last["peak_mib"] - first["peak_mib"]) * 1024 / (last["nodes"] - first["nodes"])
            print(f"growth: {slope:.1f} KiB per node")
    if args.web_restores > 0:
        from throughput_web import HEADERS, rows, web_restores

        print(f"\nWeb restore (median of {args.web_restores}): reset, then replay the path")
        print(table(HEADERS, rows(web_restores(args.web_restores))))
        print("new: a new Chromium session per restore; in: cleared inside the session")
    print(f"\n{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
