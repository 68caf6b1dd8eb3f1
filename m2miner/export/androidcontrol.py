"""AndroidControl episodes: one JSON object per trajectory, optionally GZIP TFRecords.

The fields follow the AndroidControl release (google-research ``android_control``):
``episode_id`` (an integer), ``goal``, ``screenshots`` (JSON: image paths; TFRecord: the
PNG bytes), ``accessibility_trees`` (one android_env ``AndroidAccessibilityForest`` per
screenshot, from the stored uiautomator dump; JSON: its dict form, None where the screen
has no dump; TFRecord: the serialized proto), ``screenshot_widths``,
``screenshot_heights``, ``actions`` (JSON dictionaries) and ``step_instructions``. An
episode of ``N`` screenshots has ``N - 1`` actions; the terminate step is not an action.

Actions use only AndroidControl's vocabulary (:data:`VOCABULARY`), in screenshot pixels:
``click``/``long_press`` (``x``, ``y``), ``scroll`` (``direction`` is where the content
goes: a finger swiping up scrolls ``down``), ``input_text`` (types only), ``type`` (clicks
``x``, ``y``, types ``text`` and presses Enter), ``open_app`` (``app_name``),
``navigate_back``, ``navigate_home``, ``wait``. A typed text followed by Enter becomes
one ``type`` action at the focused field (or the click that focused it), as AndroidControl
records it; an ``answer`` that ends the episode is left out (it changes no screen). An
episode holding any other action (Enter elsewhere, Menu, other keys, an answer before the
end) is left out whole, with the reason counted.

``step_instructions`` are short imperative sentences, from the stored step descriptions
(what the description samples teach); the low-level action text of each step (m2miner's
own ``Click at (540, 1200)``) is kept apart in ``m2miner.action_texts``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from m2miner.actions import Action, describe
from m2miner.export.a11y import forest, forest_bytes
from m2miner.export.formats import image_path
from m2miner.export.steps import ScreenSizes, Step
from m2miner.export.tfrecord import example
from m2miner.export.trajectories import Trajectory
from m2miner.store.records import NodeRecord

VOCABULARY = (
    "click",
    "long_press",
    "scroll",
    "open_app",
    "type",
    "input_text",
    "navigate_home",
    "navigate_back",
    "wait",
)
"""AndroidControl's action types (its README's action space)."""
_BUTTONS = {"Back": "navigate_back", "Home": "navigate_home"}

Hierarchy = Callable[[NodeRecord], str | None]
"""The stored view hierarchy of a node's screen (None when it has none)."""


class Unmappable(Exception):
    """An action AndroidControl's vocabulary has no word for; the message says which."""


def scroll_direction(action: Action) -> str:
    """The way the content scrolls for a swipe: opposite to the finger's way."""
    dx = (action.x2 or 0) - (action.x or 0)
    dy = (action.y2 or 0) - (action.y or 0)
    if abs(dy) >= abs(dx):
        return "down" if dy <= 0 else "up"
    return "right" if dx < 0 else "left"


def to_androidcontrol(action: Action) -> dict[str, Any]:
    """One action in AndroidControl's JSON action schema (device pixels).

    Raises :class:`Unmappable` for Enter, Menu, key events, double taps, clearing a
    field (an empty ``type``), answers and terminate.
    """
    kind = action.type
    if kind in ("click", "long_press"):
        return {"action_type": kind, "x": action.x, "y": action.y}
    if kind == "swipe":
        return {"action_type": "scroll", "direction": scroll_direction(action)}
    if kind == "type" and action.text:
        return {"action_type": "input_text", "text": action.text}
    if kind == "type":
        raise Unmappable("clearing a field is not in AndroidControl's action vocabulary")
    if kind == "open":
        return {"action_type": "open_app", "app_name": action.text}
    if kind == "wait":
        return {"action_type": "wait"}
    if kind == "system_button" and action.button in _BUTTONS:
        return {"action_type": _BUTTONS[action.button]}
    what = f"the {action.button} button" if kind == "system_button" else kind
    raise Unmappable(f"{what} is not in AndroidControl's action vocabulary")


@dataclass
class _Kept:
    """One episode action: the screen it was taken on and the screen it led to."""

    before: NodeRecord
    after: NodeRecord
    action: dict[str, Any]
    instruction: str
    action_text: str
    node_ids: list[int] = field(default_factory=list)


@dataclass
class Conversion:
    """What converting a trajectory gave: the episode, or why it was left out."""

    data: dict[str, Any] | None = None
    left_out: str | None = None
    enter_merged: int = 0
    answers_dropped: int = 0


def episode_id(trajectory: Trajectory) -> int:
    """A stable integer id: the intent's id in the high 32 bits and the path's last node's
    id in the low 32 (one intent has one trajectory per end node)."""
    return (trajectory.intent.id << 32) | (trajectory.nodes[-1].id & 0xFFFFFFFF)


def instruction(text: str) -> str:
    """A stored step description as a step instruction: one imperative sentence."""
    text = " ".join(text.split()).rstrip(".")
    return text[:1].upper() + text[1:]


def convert(
    trajectory: Trajectory,
    steps: list[Step],
    sizes: ScreenSizes,
    hierarchy: Hierarchy,
    root: Path | None = None,
) -> Conversion:
    """The trajectory as an AndroidControl episode (``steps``: its steps in order); image
    paths are absolute under ``root`` when given, else relative to the export."""
    acted = [s for s in steps if s.node is not None and s.action.type != "terminate"]
    result = Conversion()
    try:
        kept = _actions(acted, hierarchy, result)
    except Unmappable as exc:
        result.left_out = str(exc)
        return result
    final = kept[-1].after if kept else trajectory.nodes[-1]
    if result.answers_dropped and not kept:
        final = acted[-1].before
    screens = [k.before for k in kept] + [final]
    shots = [sizes.of(node) for node in screens]
    intent = trajectory.intent
    result.data = {
        "episode_id": episode_id(trajectory),
        "goal": intent.text,
        "screenshots": [image_path(s, root) for s in shots],
        "accessibility_trees": [forest(hierarchy(node)) for node in screens],
        "screenshot_widths": [s.width for s in shots],
        "screenshot_heights": [s.height for s in shots],
        "actions": [k.action for k in kept],
        "step_instructions": [k.instruction for k in kept],
        "m2miner": {
            "trajectory": trajectory.id,
            "trust": trajectory.trust,
            "action_texts": [k.action_text for k in kept],
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
    return result


def _actions(acted: list[Step], hierarchy: Hierarchy, result: Conversion) -> list[_Kept]:
    kept: list[_Kept] = []
    for i, step in enumerate(acted):
        assert step.node is not None
        action = step.action
        if action.type == "answer" and i == len(acted) - 1:
            result.answers_dropped += 1
            continue
        if action.type == "system_button" and action.button == "Enter":
            previous = acted[i - 1] if i else None
            if not kept or previous is None or previous.action.type != "type":
                raise Unmappable("Enter that does not follow typed text")
            _merge_enter(kept, step, hierarchy)
            result.enter_merged += 1
            continue
        kept.append(
            _Kept(
                step.before,
                step.node,
                to_androidcontrol(action),
                instruction(step.description),
                describe(action),
                [step.node.id],
            )
        )
    return kept


def _merge_enter(kept: list[_Kept], enter: Step, hierarchy: Hierarchy) -> None:
    """Make the last action (typed text) AndroidControl's ``type``: click the field, type,
    press Enter; it now leads to the screen after the Enter."""
    assert enter.node is not None
    typed = kept[-1]
    point = _focused_field(hierarchy(typed.before))
    if point is None and len(kept) > 1 and kept[-2].action["action_type"] == "click":
        point = (kept[-2].action["x"], kept[-2].action["y"])
    if point is None:
        raise Unmappable("Enter after typed text, with no known field to type into")
    typed.action = {
        "action_type": "type",
        "text": typed.action["text"],
        "x": point[0],
        "y": point[1],
    }
    second = instruction(enter.description)
    typed.instruction = f"{typed.instruction}, then {second[:1].lower()}{second[1:]}"
    typed.action_text = f"{typed.action_text}; {describe(enter.action)}"
    typed.after = enter.node
    typed.node_ids.append(enter.node.id)


def _focused_field(xml: str | None) -> tuple[int, int] | None:
    """The centre of the focused editable node of a screen's hierarchy."""
    data = forest(xml)
    for window in (data or {}).get("windows", []):
        for node in window["tree"]["nodes"]:
            if node.get("is_focused") and node.get("is_editable") and "bounds_in_screen" in node:
                b = node["bounds_in_screen"]
                return ((b.get("left", 0) + b["right"]) // 2, (b.get("top", 0) + b["bottom"]) // 2)
    return None


def tf_example(data: dict[str, Any], png: Callable[[str], bytes]) -> bytes:
    """The episode as a ``tf.train.Example`` with the released dataset's features;
    ``png(path)`` reads the screenshot that ``data["screenshots"]`` names."""
    return example(
        {
            "episode_id": [data["episode_id"]],
            "goal": [data["goal"].encode("utf-8")],
            "screenshots": [png(path) for path in data["screenshots"]],
            "accessibility_trees": [forest_bytes(t) for t in data["accessibility_trees"]],
            "screenshot_widths": data["screenshot_widths"],
            "screenshot_heights": data["screenshot_heights"],
            "actions": [json.dumps(a).encode("utf-8") for a in data["actions"]],
            "step_instructions": [s.encode("utf-8") for s in data["step_instructions"]],
        }
    )
