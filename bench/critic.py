"""Visual state comparison (``m2miner.critic``): what it saves the search, and how right it is.

Prints four tables, each measured on the sim world with calibrated agents
(``m2miner.testing.calibrated``) through the real miner, the way ``bench/efficiency.py``
mines (its helpers are reused: one fresh store per tree, the tree stops at its first
verified success or its device-step budget):

1. Comparison time per pair of 1080x2400 sim screenshots: PNG decode (once per screen),
   the masked difference, the fingerprint.
2. The search with the critic off (``judge-all``: every step judged), with the no-change
   reward (the default) and with transpositions too: verified successes, median device
   steps to the first, JudgeAgent step calls and calls saved per 1,000 executed nodes,
   transpositions found.
3. "No change" against the sim's ground truth (the exact state before and after each
   step): false "no change" (the state changed, the critic said unchanged) and the share
   of unchanged steps it caught, on rendered and on state-only screens, for the search's
   steps and for random taps, Backs and swipes on every sim app (what a weak, sampled
   InferAgent proposes: calibrated agents propose almost no step that changes nothing).
4. The learned critic, trained on rendered trees of some apps, against ground-truth step
   validity (the step is on a shortest path to the goal) on held-out apps, beside the
   calibrated JudgeAgent on the same steps. The encoder is a tiny random-weight ViT built
   locally (no download); a pretrained encoder is the real setting.

    python bench/critic.py                 # the default run, about 10 minutes on 2 busy cores
    python bench/critic.py --seeds 3 --lengths 4,6
    python bench/critic.py --tasks settings.developer_options --taps 0 --critic-seeds 0
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import efficiency as eff

from m2miner.actions import Action
from m2miner.config import load_config
from m2miner.critic import compare, fingerprint, prepare_observation
from m2miner.critic.search import hits_control
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import SimDevice, Task, get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import SETTINGS, CalibratedWorld, task_oracle
from m2miner.testing.oracle import StateRegistry

VARIANTS: dict[str, dict[str, Any]] = {
    "judge-all": {"critic.no_change": False},
    "no-change": {},
    "no-change+dedup": {"critic.dedup": True},
}
TRAIN_APPS = ("clock", "contacts", "settings")
HELD_OUT_APPS = ("maps", "messages")
SIZE = eff.SIZE


# -- 1. timing -----------------------------------------------------------------------


def screens(count: int) -> list[Observation]:
    """Full-size sim screenshots: each app's start screen and what tapping each row shows."""
    out: list[Observation] = []
    for app in ("settings", "clock", "contacts", "maps", "messages", "shop"):
        device = SimDevice(app)
        device.start_app(AppTarget(app))
        start = device.snapshot()
        home = device.observe()
        out.append(home)
        for y in range(400, 2200, 300):
            device.restore(start)
            device.execute(Action("click", x=540, y=y))
            out.append(device.observe())
        if len(out) >= count:
            break
    return out[:count]


def timing(count: int = 24, repeat: int = 5) -> dict[str, list[float]]:
    """Milliseconds per screen (decode) and per pair (compare, fingerprint): the best of
    ``repeat`` runs each, so other processes on the machine count as little as they can."""
    shots = screens(count)
    prepare_observation(shots[0])
    compare(prepare_observation(shots[0]), prepare_observation(shots[1]))  # imports scipy
    ms: dict[str, list[float]] = {"decode": [], "compare": [], "fingerprint": []}
    prepared = [prepare_observation(obs) for obs in shots]
    for obs in shots:
        ms["decode"].append(_best(repeat, prepare_observation, obs))
    for a, b in zip(prepared, prepared[1:] + prepared[:1], strict=True):
        ms["compare"].append(_best(repeat, compare, a, b))
        ms["fingerprint"].append(_best(repeat, fingerprint, b))
    return ms


def _best(repeat: int, fn: Any, *args: Any) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - t)
    return best * 1000


# -- 2 and 3. trees ------------------------------------------------------------------


@dataclass
class Tree:
    task: str
    variant: str
    seed: int
    render: bool
    verified: bool = False
    steps: int = 0
    executed: int = 0
    judged_steps: int = 0
    saved: int = 0
    transpositions: int = 0
    flagged: int = 0
    false_no_change: int = 0
    unchanged: int = 0
    caught: int = 0


def mine_tree(args: tuple[str, str, int, bool, int]) -> Tree:
    task_id, variant, seed, render, budget = args
    task = get_task(task_id)
    calibration = SETTINGS["paper"].with_(seed=seed)
    options = {} if render else eff.device_options(True)
    world = CalibratedWorld([task], calibration, size=SIZE, seed=seed, device_options=options)
    parts = Components(agents=world.agents, device=world.device)
    job = eff.Job(task, ("m2m",), ("paper",), (seed,), budget, 1, (), not render)
    tree = Tree(task_id, variant, seed, render)
    with tempfile.TemporaryDirectory(prefix="m2miner-critic-") as data:
        settings = {**eff.task_settings(job), **VARIANTS[variant]}
        config = eff._config(Path(data), "m2m", budget, seed, settings)
        result = eff._mine_one(job, "m2m", "paper", seed, budget, config, parts, calibration)
        tree.verified, tree.steps = result.verified, result.steps
        with open_store(config, read_only=True) as store:
            (record,) = store.trees.find()
            count_nodes(tree, store, store.trees.load(record.id).nodes)
    return tree


def count_nodes(tree: Tree, store: Any, nodes: Sequence[Any]) -> None:
    by_id = {n.id: n for n in nodes}
    registry = StateRegistry()
    for node in nodes:
        parent = by_id.get(node.parent_id)
        if parent is None or node.status not in ("valid", "invalid", "success", "failure"):
            continue
        tree.executed += 1
        if node.status in ("success", "failure"):
            continue
        critic = node.info.get("critic", {})
        decided = critic.get("decided")
        tree.saved += node.reward_source == "critic"
        tree.judged_steps += node.reward_source in ("judge", "fallback")
        tree.transpositions += decided == "transposition"
        before, after = (_token(store, registry, n) for n in (parent, node))
        changed = before != after
        flagged = critic.get("no_change") is True
        tree.flagged += flagged
        tree.false_no_change += flagged and changed
        tree.unchanged += not changed
        tree.caught += flagged and not changed


def _token(store: Any, registry: StateRegistry, node: Any) -> str:
    text = store.screenshots.get_text(node.hierarchy_hash) if node.hierarchy_hash else ""
    return registry.token_of(Observation(b"", 0, 0, text))


def random_taps(render: bool, taps: int, seed: int = 0) -> dict[str, int]:
    """Random taps (and some Backs and swipes) on every sim app, as a sampled, weak
    InferAgent would propose them: how often the state did not change, and what the
    critic said, against the sim's exact state before and after each step."""
    import random

    rng = random.Random(seed)
    counts = {"steps": 0, "unchanged": 0, "flagged": 0, "false": 0, "caught": 0, "skipped": 0}
    width, height = SIZE
    for app in (*TRAIN_APPS, *HELD_OUT_APPS, "shop"):
        device = SimDevice(app, width=width, height=height, render=render, seed=seed)
        device.start_app(AppTarget(app))
        start = device.observe()
        before, state = prepare_observation(start), device.state
        for _ in range(taps):
            roll = rng.random()
            if roll < 0.08:
                action = Action("system_button", button="Back")
            elif roll < 0.16:
                x = rng.randrange(width)
                action = Action("swipe", x=x, y=height * 3 // 4, x2=x, y2=height // 4)
            else:
                action = Action("click", x=rng.randrange(width), y=rng.randrange(height))
            device.execute(action)
            obs = device.observe()
            if obs.package != start.package:
                device.start_app(AppTarget(app))  # left the app: start again
                before, state = prepare_observation(device.observe()), device.state
                continue
            after, new_state = prepare_observation(obs), device.state
            changed, flagged = new_state != state, compare(before, after).no_change
            counts["steps"] += 1
            counts["unchanged"] += not changed
            counts["flagged"] += flagged
            counts["false"] += flagged and changed
            counts["caught"] += flagged and not changed
            counts["skipped"] += flagged and not hits_control(before, action)
            before, state = after, new_state
    return counts


# -- 4. the learned critic -----------------------------------------------------------


def mine_for_critic(args: tuple[str, tuple[str, ...], int, str, int]) -> str:
    """Rendered trees of ``tasks`` mined into ``data`` (several successes per tree)."""
    app, tasks, seed, data, iterations = args
    world = CalibratedWorld([get_task(t) for t in tasks], SETTINGS["paper"].with_(seed=seed),
                            size=SIZE, seed=seed)  # fmt: skip
    config = load_config(None, {
        "store.data_dir": data, "seed": seed, "device.width": SIZE[0],
        "device.height": SIZE[1], "search.successes": 3, "budget.iterations": iterations,
    }, environ={})  # fmt: skip
    parts = Components(agents=world.agents, device=world.device)
    mine(config, MineRequest(app=app, task_ids=tasks), components=parts)
    return data


def critic_agreement(data_dirs: Sequence[Path], critic: Any) -> dict[str, float]:
    """Agreement of the critic and of the stored judge rewards with ground truth."""
    registry = StateRegistry()
    counts = {"steps": 0, "valid": 0, "critic": 0, "judge": 0, "judged": 0, "judge_ok": 0}
    for data in data_dirs:
        config = load_config(None, {"store.data_dir": data}, environ={})
        with open_store(config, read_only=True) as store:
            for record in store.trees.find():
                loaded = store.trees.load(record.id)
                task = get_task(loaded.intent.task_id or "")
                oracle = task_oracle(task, SIZE)
                _score_tree(loaded, store, registry, oracle, critic, counts)
    n = max(1, counts["steps"])
    return {
        "steps": counts["steps"],
        "valid share": counts["valid"] / n,
        "learned critic": counts["critic"] / n,
        "calibrated judge": counts["judge_ok"] / max(1, counts["judged"]),
        "always invalid": 1 - counts["valid"] / n,
    }


def _score_tree(loaded: Any, store: Any, registry: StateRegistry, oracle: Any, critic: Any,
                counts: dict[str, int]) -> None:  # fmt: skip
    by_id = {n.id: n for n in loaded.nodes}
    for node in loaded.nodes:
        parent = by_id.get(node.parent_id)
        if parent is None or node.status not in ("valid", "invalid") or node.action is None:
            continue
        text = store.screenshots.get_text(parent.hierarchy_hash)
        before = Observation(store.screenshots.get(parent.screenshot_hash), *SIZE, text)
        after = Observation(store.screenshots.get(node.screenshot_hash), *SIZE)
        truth = oracle.is_correct(registry.state_of(before), node.action)
        score = critic.score(before, after, node.action, loaded.intent.text, node.description)
        counts["steps"] += 1
        counts["valid"] += truth
        counts["critic"] += (score >= 0.5) == truth
        if node.reward_source in ("judge", "fallback") and node.reward is not None:
            counts["judged"] += 1
            counts["judge_ok"] += (node.reward >= 0.5) == truth


def learned_section(pool: ProcessPoolExecutor, seeds: int, iterations: int) -> dict[str, Any]:
    from transformers.utils import logging as hf_logging

    from m2miner.critic.learned.model import build_tiny_vit, load_critic
    from m2miner.critic.learned.train import CriticTraining, train_critic

    hf_logging.disable_progress_bar()

    root = Path(tempfile.mkdtemp(prefix="m2miner-critic-learned-"))
    jobs = []
    for app in (*TRAIN_APPS, *HELD_OUT_APPS):
        tasks = tuple(t.id for t in _short_tasks(app))
        for seed in range(seeds):
            jobs.append((app, tasks, seed, str(root / f"{app}-{seed}"), iterations))
    dirs = [Path(d) for d in pool.map(mine_for_critic, jobs)]
    train_dirs = [d for d in dirs if d.name.split("-")[0] in TRAIN_APPS]
    held_out = [d for d in dirs if d.name.split("-")[0] in HELD_OUT_APPS]
    encoder = build_tiny_vit(root / "tiny-vit", image_size=64)
    started = time.perf_counter()
    report = train_critic(encoder, train_dirs, root / "critic", CriticTraining())
    trained_s = time.perf_counter() - started
    critic = load_critic(root / "critic")
    return {"report": report, "train_s": trained_s, "held_out": critic_agreement(held_out, critic),
            "train": critic_agreement(train_dirs, critic)}  # fmt: skip


def _short_tasks(app: str) -> list[Task]:
    from m2miner.devices.sim import all_tasks

    found = sorted((t for t in all_tasks() if t.app == app and 2 <= t.length <= 4),
                   key=lambda t: (t.length, t.id))  # fmt: skip
    return found[:3]


# -- printing ------------------------------------------------------------------------


def print_timing(ms: dict[str, list[float]]) -> None:
    print("\n1. Comparison time per pair, 1080x2400 sim screenshots (ms; median, p95, max)")
    print(f"{'part':<34} {'median':>7} {'p95':>7} {'max':>7}")
    rows = {"PNG decode + shrink (once per screen)": ms["decode"],
            "masked difference (compare)": ms["compare"],
            "fingerprint": ms["fingerprint"]}  # fmt: skip
    for name, values in rows.items():
        v = sorted(values)
        p95 = v[min(len(v) - 1, int(0.95 * len(v)))]
        print(f"{name:<34} {statistics.median(v):7.2f} {p95:7.2f} {v[-1]:7.2f}")


def print_search(trees: list[Tree]) -> None:
    print("\n2. The search (state-only sim, paper calibration): per variant, over tasks x seeds")
    head = ("variant", "ok", "median steps", "executed nodes", "judge step calls",
            "saved / 1k nodes", "judge calls / 1k", "transpositions")  # fmt: skip
    print("  ".join(f"{h:>16}" for h in head))
    for variant in VARIANTS:
        rows = [t for t in trees if t.variant == variant and not t.render]
        if not rows:
            continue
        executed = sum(t.executed for t in rows) or 1
        saved, judged = sum(t.saved for t in rows), sum(t.judged_steps for t in rows)
        ok = sum(t.verified for t in rows)
        steps = statistics.median(t.steps for t in rows)
        cells = (variant, f"{ok}/{len(rows)}", f"{steps:g}", executed, judged,
                 f"{1000 * saved / executed:.0f}", f"{1000 * judged / executed:.0f}",
                 sum(t.transpositions for t in rows))  # fmt: skip
        print("  ".join(f"{c!s:>16}" for c in cells))


def print_truth(trees: list[Tree], taps: dict[bool, dict[str, int]]) -> None:
    print("\n3. 'No change' against the sim's ground truth (the exact state before and after)")
    print(f"{'steps':>34} {'steps':>6} {'state unchanged':>16} {'flagged':>8} "
          f"{'false no-change':>16} {'unchanged caught':>17} "
          f"{'judge calls saved':>18}")  # fmt: skip
    rows = []
    for render in (True, False):
        screens = "rendered" if render else "state-only"
        found = [t for t in trees if t.variant == "no-change" and t.render == render]
        if found:
            c = {"steps": sum(t.judged_steps + t.saved for t in found),
                 "skipped": sum(t.saved for t in found),
                 "unchanged": sum(t.unchanged for t in found),
                 "flagged": sum(t.flagged for t in found),
                 "false": sum(t.false_no_change for t in found),
                 "caught": sum(t.caught for t in found)}  # fmt: skip
            rows.append((f"search trees, {screens}", c))
        if render in taps:
            rows.append((f"random taps, {screens}", taps[render]))
    for name, c in rows:
        false = f"{c['false']} ({c['false'] / max(1, c['flagged']):.1%})"
        caught = f"{c['caught'] / max(1, c['unchanged']):.1%}"
        print(f"{name:>34} {c['steps']:>6} {c['unchanged']:>16} {c['flagged']:>8} "
              f"{false:>16} {caught:>17} {c['skipped']:>18}")  # fmt: skip


def print_learned(result: dict[str, Any]) -> None:
    report = result["report"]
    print(f"\n4. Learned critic (tiny random ViT, frozen; head trained {result['train_s']:.0f} s "
          f"on {report.samples} samples of {', '.join(TRAIN_APPS)}: "
          f"{', '.join(f'{k} {v}' for k, v in sorted(report.sources.items()))})")  # fmt: skip
    print("   agreement with ground-truth step validity (on a shortest path to the goal)")
    print(f"{'apps':>22} {'steps':>6} {'valid':>6} {'learned critic':>15} "
          f"{'calibrated judge':>17} {'always invalid':>15}")  # fmt: skip
    for name, key in (("held out: " + "+".join(HELD_OUT_APPS), "held_out"),
                      ("training apps", "train")):  # fmt: skip
        r = result[key]
        print(f"{name:>22} {r['steps']:>6} {r['valid share']:>6.1%} {r['learned critic']:>15.1%} "
              f"{r['calibrated judge']:>17.1%} {r['always invalid']:>15.1%}")  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="6", help="task lengths of the search tables")
    parser.add_argument("--per-length", type=int, default=3)
    parser.add_argument("--tasks", nargs="*", help="these task ids instead of --lengths")
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--budget", type=int, default=100, help="device steps per tree")
    parser.add_argument("--critic-seeds", type=int, default=1, help="0: skip the learned critic")
    parser.add_argument("--critic-iterations", type=int, default=30)
    parser.add_argument("--taps", type=int, default=100, help="random taps per sim app")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    picked = eff.pick_tasks(eff.parse_lengths(args.lengths), args.per_length, None)
    tasks = args.tasks or [t.id for t in picked]
    seeds = range(args.seeds)
    jobs = [(t, v, s, False, args.budget) for t in tasks for v in VARIANTS for s in seeds]
    jobs += [(t, "no-change", 0, True, args.budget) for t in tasks]  # rendered: seed 0
    print(f"tasks {', '.join(tasks)}; seeds 0-{args.seeds - 1}; budget {args.budget} device steps;"
          f" sim {SIZE[0]}x{SIZE[1]}; calibrated agents (paper)")  # fmt: skip
    print_timing(timing())
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        trees = list(pool.map(mine_tree, jobs))
        print_search(trees)
        taps = {r: random_taps(r, args.taps) for r in (True, False)} if args.taps else {}
        print_truth(trees, taps)
        if args.critic_seeds:
            print_learned(learned_section(pool, args.critic_seeds, args.critic_iterations))
    print(f"\n{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
