"""Every bundled task: false at the start, solved by its reference, and shortest.

Parametrised over all apps found in the apps folder, so a new app file is covered
without touching this test.
"""

from __future__ import annotations

import pytest

from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice, all_tasks, get_task, list_apps, load_app
from m2miner.devices.sim.graph import shortest_solution_length
from m2miner.devices.sim.schema import SimAppError
from m2miner.devices.sim.solve import reference_actions

TASKS = all_tasks()


# Slow: proving a reference the shortest searches each task's state graph breadth-first,
# up to minutes for the longest clock and maps tasks.
@pytest.mark.slow
@pytest.mark.parametrize("task", TASKS, ids=[t.id for t in TASKS])
def test_reference_solution_solves_the_task_in_the_shortest_number_of_actions(task):
    device = SimDevice(task.app)
    device.start_app(AppTarget(name=task.app))
    assert not device.check(task), "the task must not be solved at the start"

    actions = reference_actions(device, task)

    assert len(actions) == task.length == len(task.solution)
    assert device.check(task), f"{task.id}: the reference solution does not solve it"
    assert shortest_solution_length(task.app, None, task) == task.length


def test_every_app_loads_and_has_tasks_with_unique_ids():
    ids = [t.id for t in TASKS]
    assert len(ids) == len(set(ids))
    for name in list_apps():
        app = load_app(name)
        assert app.tasks, f"{name} has no tasks"
        assert all(t.id.startswith(f"{name}.") and t.app == name for t in app.tasks)
        assert app.package.count(".") >= 2


@pytest.mark.parametrize(("app", "at_least"), [("maps", 14), ("settings", 12)])
def test_core_apps_have_catalogues_of_varied_length(app, at_least):
    tasks = load_app(app).tasks
    assert len(tasks) >= at_least
    assert min(t.length for t in tasks) <= 2


def test_core_catalogues_span_lengths_one_to_twelve():
    tasks = load_app("maps").tasks + load_app("settings").tasks
    lengths = sorted(t.length for t in tasks)
    assert lengths[0] == 1
    assert lengths[-1] >= 12
    assert sum(1 for n in lengths if n >= 8) >= 3


def test_get_task_finds_tasks_and_names_unknown_ones():
    task = get_task("maps.save_library")
    assert task.app == "maps"
    assert "Oak Street Library" in task.intent
    with pytest.raises(SimAppError, match="no_such_task"):
        get_task("maps.no_such_task")
    with pytest.raises(SimAppError, match="the sim apps are clock, contacts, maps"):
        get_task("nowhere.task")
