"""The bundled sim tasks under the policy: the default blocks exactly the tasks whose
metadata says they need an irreversible step, and sandbox mode blocks none."""

from __future__ import annotations

import pytest

from m2miner.config import SafetyConfig
from m2miner.devices.sim import all_tasks
from m2miner.safety.sim_tasks import solution_blocks

TASKS = all_tasks()


@pytest.mark.parametrize("task", TASKS, ids=[t.id for t in TASKS])
def test_default_blocks_exactly_the_irreversible_tasks(task) -> None:
    blocked = solution_blocks(task, SafetyConfig())
    assert bool(blocked) is task.irreversible, [v.reason for v in blocked]
    assert not solution_blocks(task, SafetyConfig(sandbox=True))


def test_the_catalogue_marks_sixteen_tasks_irreversible() -> None:
    marked = sorted(t.id for t in TASKS if t.irreversible)
    assert len(TASKS) == 101 and len(marked) == 16
    assert "shop.place_order_next_day" in marked and "messages.read_mom" not in marked
