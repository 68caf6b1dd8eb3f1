"""Time the sim device: render, PNG encode, and execute+observe per step.

Replays every bundled task's reference solution and prints median and p90 per phase.
The target is a render plus encode under 50 ms (median) at 1080x2400.

    python bench/sim_render.py [--width 1080] [--height 2400] [--apps maps settings]
"""

from __future__ import annotations

import argparse
import statistics
import time

from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice, list_apps, load_app
from m2miner.devices.sim.png import encode_png
from m2miner.devices.sim.render import Renderer
from m2miner.devices.sim.solve import step_action

BUDGET_MS = 50.0


def measure(app: str, width: int, height: int) -> dict[str, list[float]]:
    """Per-step timings in milliseconds for every task of ``app``."""
    times: dict[str, list[float]] = {"render": [], "encode": [], "render+encode": [], "step": []}
    renderer = Renderer(width, height)
    for task in load_app(app).tasks:
        device = SimDevice(app, width=width, height=height)
        device.start_app(AppTarget(name=app))
        device.observe()
        for step in task.solution:
            action = step_action(device.frame(), step)
            start = time.perf_counter()
            device.execute(action)
            device.observe()
            times["step"].append((time.perf_counter() - start) * 1000)
            frame = device.frame()
            start = time.perf_counter()
            image = renderer.render(frame, device.clock)
            rendered = time.perf_counter()
            encode_png(image)
            encoded = time.perf_counter()
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
    args = parser.parse_args()
    totals: dict[str, list[float]] = {}
    print(f"sim render benchmark at {args.width}x{args.height} (ms per step)")
    print(f"{'app':<10} {'phase':<14} {'steps':>5} {'median':>8} {'p90':>8}")
    for app in args.apps:
        for phase, values in measure(app, args.width, args.height).items():
            totals.setdefault(phase, []).extend(values)
            print(
                f"{app:<10} {phase:<14} {len(values):>5} {statistics.median(values):>8.1f} "
                f"{p90(values):>8.1f}"
            )
    for phase, values in totals.items():
        print(
            f"{'all':<10} {phase:<14} {len(values):>5} {statistics.median(values):>8.1f} "
            f"{p90(values):>8.1f}"
        )
    median = statistics.median(totals["render+encode"])
    verdict = "PASS" if median < BUDGET_MS else "FAIL"
    print(f"render+encode median {median:.1f} ms vs budget {BUDGET_MS:.0f} ms: {verdict}")
    return 0 if median < BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
