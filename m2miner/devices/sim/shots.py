"""Rendering a sim screen on demand: an app's start screen or a point in a task."""

from __future__ import annotations

from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim.apps import get_task
from m2miner.devices.sim.device import SimDevice
from m2miner.devices.sim.schema import SimAppError
from m2miner.devices.sim.solve import step_action


def render_screen(
    app: str,
    *,
    task_id: str | None = None,
    step: int | None = None,
    width: int = 1080,
    height: int = 2400,
) -> tuple[Observation, int]:
    """The screen of ``app`` after ``step`` reference steps of ``task_id`` (all by default).

    Returns the observation and the number of steps replayed. Raises SimAppError for an
    unknown app or task, a task of another app, or a step beyond the solution.
    """
    device = SimDevice(app, width=width, height=height)
    device.start_app(AppTarget(name=app))
    steps = 0
    if task_id is not None:
        task = get_task(task_id)
        if task.app != app:
            raise SimAppError(f"task {task_id} belongs to app {task.app!r}, not {app!r}")
        count = len(task.solution) if step is None else step
        if not 0 <= count <= len(task.solution):
            raise SimAppError(
                f"--step {count} is outside the {len(task.solution)} reference steps of {task_id}"
            )
        for semantic in task.solution[:count]:
            device.execute(step_action(device.frame(), semantic))
            steps += 1
    return device.observe(), steps
