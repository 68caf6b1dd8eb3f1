"""Reference solutions as pixel actions for the layout on screen."""

from __future__ import annotations

from m2miner.actions import Action
from m2miner.devices.base import AppTarget
from m2miner.devices.sim.apps import SimAppError, Task
from m2miner.devices.sim.device import SimDevice
from m2miner.devices.sim.engine import Tap
from m2miner.devices.sim.expr import Step
from m2miner.devices.sim.gestures import scroll_action
from m2miner.devices.sim.nodes import Frame


def reference_actions(device: SimDevice, task: Task) -> list[Action]:
    """Replay ``task``'s reference solution on ``device`` and return the actions it took.

    The device is restarted on the task's app, then each semantic step is turned into a
    pixel action for the screen shown at that moment and executed before the next step
    is converted, so the list is valid for the device's resolution. Use a device without
    realism faults: a dropped action or a popup makes the following steps miss.
    """
    device.start_app(AppTarget(name=task.app))
    actions = []
    for step in task.solution:
        action = step_action(device.frame(), step)
        device.execute(action)
        actions.append(action)
    return actions


def step_action(frame: Frame, step: Step) -> Action:
    """The pixel action performing ``step`` on ``frame``; raises SimAppError if impossible."""
    if step.kind in ("tap", "long_press"):
        x, y = widget_point(frame, step.arg or "")
        if step.kind == "tap":
            return Action("click", x=x, y=y)
        return Action("long_press", x=x, y=y)
    if step.kind == "type":
        return Action("type", text=step.arg)
    if step.kind == "enter":
        return Action("system_button", button="Enter")
    if step.kind == "back":
        return Action("system_button", button="Back")
    if step.kind == "home":
        return Action("system_button", button="Home")
    if step.kind == "open":
        return Action("open", text=step.arg)
    for info in frame.lists:
        if info.list_id == step.arg:
            return scroll_action(info, step.direction)
    raise SimAppError(f"no list {step.arg!r} on the screen ({frame.activity})")


def widget_point(frame: Frame, widget_id: str) -> tuple[int, int]:
    """A point that taps the first visible, enabled widget with ``widget_id``.

    Tries the centre of its visible bounds first, then a grid of points inside them, so a
    widget partly covered by another (a floating button) is still hit.
    """
    for target in frame.targets[::-1]:
        op = target.op
        if not isinstance(op, Tap) or op.widget.id != widget_id:
            continue
        left, top, right, bottom = target.box
        points = [((left + right) // 2, (top + bottom) // 2)]
        points += [
            (left + (right - left) * i // 6, top + (bottom - top) * j // 6)
            for j in range(1, 6)
            for i in range(1, 6)
        ]
        for x, y in points:
            hit = frame.target_at(x, y)
            if hit is not None and hit.op is op:
                return x, y
    raise SimAppError(f"no tappable widget {widget_id!r} on the screen ({frame.activity})")
