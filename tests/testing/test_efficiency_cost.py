"""Cost accounting: what a mined tree records, how the benchmark prices it, and the
bootstrap over tasks and seeds of its ratios."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from m2miner.devices.sim import get_task
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from m2miner.testing.calibrated import CalibratedWorld
from m2miner.testing.stats import Interval
from tests.mining.conftest import make_config

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from efficiency_cost import Prices, cost_of, median_interval, ratio_interval
from efficiency_growth import vanilla_cannot_type

TASK = get_task("clock.delete_915")
SIZE = (216, 480)


@dataclass(frozen=True)
class Tree:
    verified: bool = True
    steps: int = 10
    replayed: int = 2
    calls: int = 30
    prompt_tokens: int = 100_000
    completion_tokens: int = 2_000


def test_a_tree_costs_its_device_seconds_tokens_and_calls() -> None:
    prices = Prices(
        device_usd_per_min=0.6, device_s_per_step=2.0, device_s_per_call=1.0,
        usd_per_mtok_in=0.5, usd_per_mtok_out=2.0, usd_per_call=0.001,
    )  # fmt: skip
    tree = Tree()
    # 12 steps x 2 s + 30 calls x 1 s = 54 s at $0.01/s; 0.05 + 0.004 in tokens; 0.03 calls.
    assert prices.device_s(tree) == 54.0
    assert prices.cost(tree) == pytest.approx(0.54 + 0.05 + 0.004 + 0.03)
    assert cost_of(prices)(tree) == Interval.exact(prices.cost(tree))
    capped = cost_of(prices)(Tree(verified=False))
    assert capped.lo == prices.cost(tree) and capped.hi == math.inf


def test_default_prices_each_name_a_source_and_a_changed_one_says_so() -> None:
    lines = Prices().sources()
    assert len(lines) == 6 and all(": " in line for line in lines)
    assert lines[0].startswith("device_usd_per_min=0.17: AWS Device Farm")
    assert Prices(device_s_per_step=1.5).sources()[1] == (
        "device_s_per_step=1.5: set on the command line"
    )


def test_a_mined_tree_records_steps_calls_tokens_and_wall_time(tmp_path: Path) -> None:
    world = CalibratedWorld([TASK], size=SIZE)
    config = make_config(
        tmp_path, **{"device.width": SIZE[0], "device.height": SIZE[1], "budget.iterations": 6}
    )
    report = mine(
        config,
        MineRequest(app=TASK.app, task_ids=(TASK.id,)),
        components=Components(agents=world.agents, device=world.device),
    )
    (outcome,) = report.outcomes
    with open_store(config) as store:
        tree = store.trees.load(outcome.tree_id).tree
        calls = store.model_calls.find(tree_id=outcome.tree_id)
    counters = tree.counters
    assert counters.device_steps == outcome.usage.device_steps > 0
    assert counters.model_calls == len(calls) == outcome.usage.model_calls
    assert counters.prompt_tokens == sum(c.prompt_tokens for c in calls) > 0
    assert counters.completion_tokens == sum(c.completion_tokens for c in calls) > 0
    assert counters.wall_s > 0
    # Every call read screenshots: the prompt tokens hold the image tokens measured.
    image = world.tokens.image
    assert world.measured.image_tokens >= len(calls) * image
    assert counters.prompt_tokens > world.measured.image_tokens


def _tree(steps: int, verified: bool = True) -> Tree:
    return Tree(verified=verified, steps=steps)


def test_ratios_bootstrap_over_tasks_and_their_seeds() -> None:
    vanilla = {"a": [_tree(100), _tree(300)], "b": [_tree(50), _tree(50)]}
    m2m = {"a": [_tree(10), _tree(10)], "b": [_tree(5), _tree(5)]}

    def steps(tree: Tree) -> Interval:
        return Interval.exact(tree.steps)

    found = ratio_interval(vanilla, m2m, steps, resamples=400, seed=1)
    assert found is not None
    point, ci = found
    # Task a: median 200 / 10 = 20x; task b: 10x; the median over tasks 15x.
    assert point == Interval.exact(15.0)
    # Resampling seeds within task a gives 10x, 20x or 30x; with task b, 10x to 30x.
    assert 10.0 <= ci.lo <= ci.hi <= 30.0 and ci.lo < 15.0 < ci.hi
    assert ratio_interval(vanilla, {"c": [_tree(1)]}, steps, resamples=10, seed=1) is None
    capped = {"a": [_tree(500, verified=False)] * 2, "b": [_tree(500, verified=False)] * 2}
    point, _ = median_interval(list(capped.values()), cost_of(Prices()), resamples=20, seed=0)
    assert point.hi == math.inf  # capped trees make a lower bound, never a measurement


def test_no_bundled_task_is_out_of_vanillas_reach() -> None:
    from m2miner.devices.sim import all_tasks

    assert vanilla_cannot_type(all_tasks()) == []
