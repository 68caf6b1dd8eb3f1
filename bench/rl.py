"""Online-RL plumbing: rollout throughput, the domain mix against quotas, staleness.

Mines three maps tasks into a temporary data directory, exports them as a task pool
(``m2miner.rl.pool``) and runs rollouts on ``DeviceEnv`` over state-only sim devices with
a policy that replays each task's reference actions (so every reward is the verifier's
1.0 and the numbers measure the plumbing, not a model). Tables:

1. throughput with 1, 4 and 8 environments, each device taking ``--latency`` seconds per
   action (a phone or emulator takes far longer; the GIL and two shared cores bound the
   no-latency row);
2. the realised domain mix over ``--rollouts`` rollouts when one domain's device is 5x
   slower, against the quotas, with what back-pressure held back and the staleness of
   the groups taken while a simulated trainer moves the policy version every 8 groups;
3. one GRPO step (``m2miner.rl.step``) on the tiny Qwen2.5-VL over a group of 8 real
   rollouts (needs the train extra; ``--no-grpo`` skips it).

    python bench/rl.py                   # about 70 s on 2 shared cores, tiny-model step included
    python bench/rl.py --rollouts 2000 --latency 0.01
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from m2miner.config import load_config
from m2miner.devices.sim import Realism
from m2miner.devices.sim.device import SimDevice
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.rl.env import DeviceEnv
from m2miner.rl.pool import Task, export_pool, read_pool
from m2miner.rl.rollout import RolloutService, Worker, env_worker
from m2miner.rl.sampler import FrontierSampler
from m2miner.store.opening import open_store

TASKS = ("maps.clear_history", "maps.open_saved", "maps.coffee_harbor_cafe")
GROUP = 4


def build_pool(folder: Path) -> list[Task]:
    config = load_config(
        None,
        {"store.data_dir": str(folder / "data"), "search.successes": 1, "budget.iterations": 30},
        environ={},
    )
    mine(config, MineRequest(app="maps", task_ids=TASKS))
    with open_store(config, read_only=True) as store:
        export_pool(store, config, folder / "pool")
    return read_pool(folder / "pool")


def oracle(tasks: list[Task]) -> Callable[[Any, dict[str, Any]], Any]:
    plans = {t.id: t.action_list() for t in tasks}

    def act(obs: Any, info: dict[str, Any]) -> Any:
        return plans[info["task"]][info["step"]]

    return act


def make_worker(tasks: list[Task], domain: str, latency: float, seed: int) -> Worker:
    device = SimDevice(render=False, realism=Realism(latency=latency), seed=seed, index=seed)
    env = DeviceEnv(device, tasks, width=54, height=120, max_steps=20)
    sampler = FrontierSampler(tasks, seed=seed)
    return env_worker(env, sampler.draw, oracle(tasks), domain=domain, group_size=GROUP)


def throughput(tasks: list[Task], latency: float, groups: int) -> list[tuple[int, float, float]]:
    rows = []
    for n in (1, 4, 8):
        workers = [make_worker(tasks, "mobile", latency, i) for i in range(n)]
        service = RolloutService(workers, {"mobile": 1}, buffer_groups=2 * n, max_staleness=10**9)
        start = time.perf_counter()
        with service:
            rewards = [r for _ in range(groups) for r in service.next_group(600).rewards]
        elapsed = time.perf_counter() - start
        rows.append((n, len(rewards) / elapsed, sum(rewards) / len(rewards)))
    return rows


def mix(tasks: list[Task], latency: float, rollouts: int, quotas: dict[str, float]) -> None:
    workers = [make_worker(tasks, "fast", latency, i) for i in range(4)]
    workers += [make_worker(tasks, "slow", 5 * latency, 10 + i) for i in range(4)]
    service = RolloutService(workers, quotas, buffer_groups=8, max_staleness=2)
    taken: Counter[str] = Counter()
    with service:
        for i in range(rollouts // GROUP):
            group = service.next_group(600)
            taken[group.domain] += len(group.rollouts)
            if (i + 1) % 8 == 0:
                service.set_version(service.version + 1)  # a training step
    total = sum(taken.values())
    stats = service.stats
    print(f"\nDomain mix over {total} rollouts ({len(workers)} environments, 4 per domain;")
    print(f"device latency {latency * 1000:.0f} ms per action, 'slow' 5x that)")
    print(f"{'domain':8} {'quota':>7} {'realised':>9} {'error pp':>9} {'groups made':>12} "
          f"{'max buffered':>13} {'share cap':>10}")  # fmt: skip
    norm = sum(quotas.values())
    for domain in sorted(quotas):
        share = taken[domain] / total
        target = quotas[domain] / norm
        print(
            f"{domain:8} {target:>7.1%} {share:>9.1%} {100 * (share - target):>+9.2f} "
            f"{stats.produced.get(domain, 0):>12} {stats.max_buffered.get(domain, 0):>13} "
            f"{service.capacity[domain]:>10}"
        )
    lags = Counter(stats.lags)
    print("\nPolicy-version lag of the groups taken (trainer steps every 8 groups, bound 2)")
    print(f"{'lag':>4} {'groups':>7}")
    for lag in sorted(lags):
        print(f"{lag:>4} {lags[lag]:>7}")
    print(f"stale groups dropped: {stats.stale}")


def grpo(tasks: list[Task], folder: Path) -> None:
    """One GRPO step on the tiny Qwen2.5-VL over a real group: 8 rollouts of one task by
    a policy whose first answer is the reference or, half the time, Back."""
    import random

    import torch
    from transformers import AutoModelForImageTextToText, AutoProcessor

    from m2miner.action_parse import format_tool_call
    from m2miner.actions import Action
    from m2miner.rl.step import Sample, grpo_step
    from m2miner.testing.tiny_model import build_tiny_qwen25vl

    task = max(tasks, key=lambda t: t.length)
    env = DeviceEnv(SimDevice(), [task], width=54, height=120, max_steps=6)
    rng, samples = random.Random(0), []
    for _ in range(8):
        plan = task.action_list()
        if rng.random() < 0.5:
            plan[0] = Action("system_button", button="Back")
        env.reset(options={"task": task})
        first = env.device.observe().png
        answers = [format_tool_call(a, "qwen25", 1080, 2400, a.describe()) for a in plan]
        reward = sum(env.step(a)[1] for a in answers)
        samples.append(Sample(task.intent, first, answers[0], reward, 0))
    torch.manual_seed(0)
    model_dir = build_tiny_qwen25vl(folder / "tiny", seed=0)
    model = AutoModelForImageTextToText.from_pretrained(model_dir).eval()
    processor = AutoProcessor.from_pretrained(model_dir)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    start = time.perf_counter()
    stats = grpo_step(model, processor, optimizer, samples)
    elapsed = time.perf_counter() - start
    print(f"\nOne GRPO step, tiny Qwen2.5-VL on CPU, {task.id} ({task.family}), group of 8")
    print(f"rewards: {[s.reward for s in samples]}")
    for key, value in stats.items():
        print(f"{key:20} {value:.6g}")
    print(f"{'seconds':20} {elapsed:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--latency", type=float, default=0.01, help="Seconds per action.")
    parser.add_argument("--groups", type=int, default=40, help="Groups per throughput row.")
    parser.add_argument("--rollouts", type=int, default=1000, help="Rollouts in the mix run.")
    parser.add_argument("--no-grpo", action="store_true", help="Skip the tiny-model step.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tasks = build_pool(Path(tmp))
        lengths = sorted(t.length for t in tasks)
        print(f"pool: {len(tasks)} tasks from {len(TASKS)} sim tasks, lengths {lengths}")
        for latency in (0.0, args.latency):
            rows = throughput(tasks, latency, args.groups)
            print(f"\nThroughput, {args.groups} groups of {GROUP}, device latency "
                  f"{latency * 1000:.0f} ms per action")  # fmt: skip
            print(f"{'envs':>4} {'rollouts/s':>11} {'x one env':>10} {'mean reward':>12}")
            for n, rate, reward in rows:
                print(f"{n:>4} {rate:>11.1f} {rate / rows[0][1]:>10.2f} {reward:>12.2f}")
        mix(tasks, args.latency, args.rollouts, {"fast": 0.5, "slow": 0.5})
        if not args.no_grpo:
            grpo(tasks, Path(tmp))


if __name__ == "__main__":
    main()
