"""Time the sim device: render, PNG encode, and execute+observe per step.

Replays every bundled task's reference solution and prints median and p90 per phase,
and steps per second. The target is a render plus encode under 50 ms (median) at
1080x2400. ``state-only step`` is execute+observe on ``SimDevice(render=False)`` (no
drawing, no PNG: the state graph and the hierarchy), which calibrated benchmarks use,
replaying the solutions on fresh devices (every layout built cold); ``state-only walk``
is a random walk of the screen's actions on one such device, where states recur as in a
search. Every phase is timed in CPU seconds of this process, so that other work on the
machine does not count (steps/s is per core). The walk's target is a thousand steps per
second.
``--state-only`` times that mode alone.

    python bench/sim_render.py [--width 1080] [--height 2400] [--apps maps settings]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from m2miner.agents.sampling import screen_actions
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice, list_apps, load_app
from m2miner.devices.sim.png import encode_png
from m2miner.devices.sim.render import Renderer
from m2miner.devices.sim.solve import step_action

BUDGET_MS = 50.0
STATE_ONLY_STEPS_PER_S = 1000.0
"""Target of the random walk, the workload of a benchmark's search."""
WALK_STEPS = 3000


def measure_state_only(app: str, width: int, height: int) -> list[float]:
    """Execute+observe timings (ms) of every task of ``app`` on a state-only device.

    Each solution is replayed from a fresh device, so layouts are built as a search
    meets new states; the first observe of each start screen is not counted."""
    times = []
    for task in load_app(app).tasks:
        device = SimDevice(app, width=width, height=height, render=False)
        device.start_app(AppTarget(name=app))
        device.observe()
        for step in task.solution:
            action = step_action(device.frame(), step)
            start = time.process_time()
            device.execute(action)
            device.observe()
            times.append((time.process_time() - start) * 1000)
    return times


def measure_walk(app: str, width: int, height: int, steps: int = WALK_STEPS) -> list[float]:
    """Execute+observe timings (ms) of a random walk on one state-only device: each step
    one of the screen's actions drawn uniformly (as the paper's vanilla rollouts do),
    the app restarted when a step leaves it. States recur, as in a search."""
    device = SimDevice(app, width=width, height=height, render=False)
    target = AppTarget(name=app)
    device.start_app(target)
    screen = device.observe()
    package = screen.package
    rng = random.Random(0)
    intent = load_app(app).tasks[0].intent
    times = []
    for _ in range(steps):
        action = rng.choice(screen_actions(screen, intent, "mobile")).action
        start = time.process_time()
        device.execute(action)
        screen = device.observe()
        times.append((time.process_time() - start) * 1000)
        if screen.package != package:
            device.start_app(target)
            screen = device.observe()
    return times


def measure(app: str, width: int, height: int) -> dict[str, list[float]]:
    """Per-step timings in milliseconds for every task of ``app``."""
    times: dict[str, list[float]] = {"render": [], "encode": [], "render+encode": [], "step": []}
    times["state-only step"] = measure_state_only(app, width, height)
    times["state-only walk"] = measure_walk(app, width, height)
    renderer = Renderer(width, height)
    for task in load_app(app).tasks:
        device = SimDevice(app, width=width, height=height)
        device.start_app(AppTarget(name=app))
        device.observe()
        for step in task.solution:
            action = step_action(device.frame(), step)
            start = time.process_time()
            device.execute(action)
            device.observe()
            times["step"].append((time.process_time() - start) * 1000)
            frame = device.frame()
            start = time.process_time()
            image = renderer.render(frame, device.clock)
            rendered = time.process_time()
            encode_png(image)
            encoded = time.process_time()
            times["render"].append((rendered - start) * 1000)
            times["encode"].append((encoded - rendered) * 1000)
            times["render+encode"].append((encoded - start) * 1000)
    return times


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=1080)
    parser.add_argument("--height", type=int, default=2400)
    parser.add_argument("--apps", nargs="*", default=list_apps())
    parser.add_argument(
        "--state-only", action="store_true", help="time only the state-only mode (no render)"
    )
    args = parser.parse_args()
    totals: dict[str, list[float]] = {}
    print(f"sim render benchmark at {args.width}x{args.height} (ms per step)")
    print(f"{'app':<10} {'phase':<16} {'steps':>5} {'median':>8} {'p90':>8} {'steps/s':>8}")
    for app in args.apps:
        if args.state_only:
            phases = {
                "state-only step": measure_state_only(app, args.width, args.height),
                "state-only walk": measure_walk(app, args.width, args.height),
            }
        else:
            phases = measure(app, args.width, args.height)
        for phase, values in phases.items():
            totals.setdefault(phase, []).extend(values)
            print(row(app, phase, values))
    for phase, values in totals.items():
        print(row("all", phase, values))
    state_only = 1000 * len(totals["state-only walk"]) / sum(totals["state-only walk"])
    ok = state_only >= STATE_ONLY_STEPS_PER_S
    print(
        f"state-only random walk {state_only:.0f} steps/s vs target {STATE_ONLY_STEPS_PER_S:.0f}: "
        + ("PASS" if ok else "FAIL")
    )
    if args.state_only:
        return 0 if ok else 1
    median = statistics.median(totals["render+encode"])
    verdict = "PASS" if median < BUDGET_MS else "FAIL"
    print(f"render+encode median {median:.1f} ms vs budget {BUDGET_MS:.0f} ms: {verdict}")
    return 0 if median < BUDGET_MS and ok else 1


def row(app: str, phase: str, values: list[float]) -> str:
    """One line of the table; steps/s is over the total time, not the median."""
    rate = 1000 * len(values) / sum(values) if sum(values) else float("inf")
    return (
        f"{app:<10} {phase:<16} {len(values):>5} {statistics.median(values):>8.1f} "
        f"{p90(values):>8.1f} {rate:>8.0f}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
