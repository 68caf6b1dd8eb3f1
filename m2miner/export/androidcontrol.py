"""AndroidControl-style episodes: one JSON object per trajectory.

The fields follow the AndroidControl release: ``goal``, ``screenshots`` (here paths
relative to the export directory), ``screenshot_widths``, ``screenshot_heights``,
``actions`` and ``step_instructions`` (the actions' one-line descriptions). An episode of
``N`` screenshots has ``N - 1`` actions: the last screenshot is the final screen, and the
terminate step is not an action (the episode's end says the goal was reached).

Actions use AndroidControl's types in screenshot pixels: ``click``, ``long_press``
(``x``, ``y``), ``scroll`` (``direction`` is where the content goes: a finger swiping up
scrolls ``down``), ``input_text``, ``open_app`` (``app_name``), ``navigate_back``,
``navigate_home``, ``wait``. Actions it lacks take android_world's names:
``keyboard_enter``, ``answer`` (``text``), and ``key`` (``key``) for other key events.
"""

from __future__ import annotations

from typing import Any

from m2miner.actions import Action
from m2miner.export.formats import image_path
from m2miner.export.steps import ScreenSizes, Step
from m2miner.export.trajectories import Trajectory

_BUTTONS = {"Back": "navigate_back", "Home": "navigate_home", "Enter": "keyboard_enter"}


def scroll_direction(action: Action) -> str:
    """The way the content scrolls for a swipe: opposite to the finger's way."""
    dx = (action.x2 or 0) - (action.x or 0)
    dy = (action.y2 or 0) - (action.y or 0)
    if abs(dy) >= abs(dx):
        return "down" if dy <= 0 else "up"
    return "right" if dx < 0 else "left"


def to_androidcontrol(action: Action) -> dict[str, Any]:
    """One action in AndroidControl's JSON action schema (device pixels)."""
    kind = action.type
    if kind in ("click", "long_press"):
        return {"action_type": kind, "x": action.x, "y": action.y}
    if kind == "swipe":
        return {"action_type": "scroll", "direction": scroll_direction(action)}
    if kind == "type":
        return {"action_type": "input_text", "text": action.text}
    if kind == "open":
        return {"action_type": "open_app", "app_name": action.text}
    if kind == "system_button":
        name = _BUTTONS.get(action.button or "")
        return {"action_type": name} if name else {"action_type": "key", "key": action.button}
    if kind == "key":
        return {"action_type": "key", "key": action.text}
    if kind == "answer":
        return {"action_type": "answer", "text": action.text}
    if kind == "wait":
        return {"action_type": "wait"}
    raise ValueError(f"{kind} is not an AndroidControl action")


def episode(trajectory: Trajectory, steps: list[Step], sizes: ScreenSizes) -> dict[str, Any]:
    """The trajectory as an AndroidControl episode; ``steps`` are its steps in order."""
    acted = [s for s in steps if s.node is not None and s.action.type != "terminate"]
    screens = [sizes.of(s.before) for s in acted] + [sizes.of(trajectory.nodes[-1])]
    intent = trajectory.intent
    return {
        "episode_id": trajectory.id,
        "goal": intent.text,
        "screenshots": [image_path(s) for s in screens],
        "screenshot_widths": [s.width for s in screens],
        "screenshot_heights": [s.height for s in screens],
        "actions": [to_androidcontrol(s.action) for s in acted],
        "step_instructions": [s.description for s in acted],
        "m2miner": {
            "source": intent.source,
            "app": trajectory.app,
            "domain": trajectory.domain,
            "intent_id": intent.id,
            "run_id": trajectory.tree.tree.run_id,
            "tree_id": trajectory.tree.tree.id,
            "node_ids": [n.id for n in trajectory.nodes],
            "stage": intent.stage,
        },
    }
