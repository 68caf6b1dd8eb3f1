"""Pixel actions to world operations, and the canonical gestures the solvers use.

A swipe that starts inside a scrolling list scrolls it and the content follows the
finger: moving the finger up (``y2 < y``) reveals later items, as on Android. The list
moves by the swipe's vertical distance, clamped to its content.
"""

from __future__ import annotations

from m2miner.actions import TAP_TYPES, Action
from m2miner.devices.sim.apps import find_app
from m2miner.devices.sim.engine import Key, Op, OpenApp, Press, ScrollTo, Tap, TypeText
from m2miner.devices.sim.nodes import Frame, ListInfo
from m2miner.errors import ActionError

_KEYS: dict[str, Op] = {
    "enter": Key("enter"),
    "keycode_enter": Key("enter"),
    "return": Key("enter"),
    "backspace": Key("backspace"),
    "del": Key("backspace"),
    "delete": Key("backspace"),
    "keycode_del": Key("backspace"),
    "back": Press("back"),
    "keycode_back": Press("back"),
    "home": Press("home"),
    "keycode_home": Press("home"),
    "space": Key(" "),
}


def ops_for(action: Action, frame: Frame) -> list[Op]:
    """What ``action`` does on ``frame``: zero or more operations, applied in order."""
    kind = action.type
    if kind in (*TAP_TYPES, "swipe"):
        _check_point(frame, action.x, action.y)
    if kind == "click":
        return _tap(frame, action, long=False)
    if kind == "double_tap":  # two taps, as an Android view without a double-tap handler sees it
        return _tap(frame, action, long=False) * 2
    if kind == "long_press":
        return _tap(frame, action, long=True)
    if kind == "swipe":
        _check_point(frame, action.x2, action.y2)
        return _swipe(frame, action)
    if kind == "type":
        return _typed(action.text or "")
    if kind == "key":
        return [_key(action.text or "")]
    if kind == "system_button":
        button: dict[str, Op] = {
            "Back": Press("back"),
            "Home": Press("home"),
            "Enter": Key("enter"),
        }
        op = button.get(action.button or "")
        return [op] if op is not None else []
    if kind == "open":
        name = find_app(action.text or "")
        if name is None:
            raise ActionError(f"no app {action.text!r} on this sim device")
        return [OpenApp(name)]
    return []


def _check_point(frame: Frame, x: int | None, y: int | None) -> None:
    if x is None or y is None or not (0 <= x < frame.width and 0 <= y < frame.height):
        raise ActionError(f"point ({x}, {y}) is outside the {frame.width}x{frame.height} screen")


def _tap(frame: Frame, action: Action, long: bool) -> list[Op]:
    target = frame.target_at(action.x or 0, action.y or 0)
    if target is None or target.op is None:
        return []
    if isinstance(target.op, Tap):
        return [Tap(target.op.widget, long=long)]
    return [target.op]


def _swipe(frame: Frame, action: Action) -> list[Op]:
    info = frame.list_at(action.x or 0, action.y or 0)
    if info is None:
        return []
    offset = swipe_offset(info, action.y or 0, action.y2 or 0, frame.scale)
    return [ScrollTo(info.list_id, offset)] if offset != info.offset else []


def swipe_offset(info: ListInfo, y: int, y2: int, scale: float) -> int:
    """The list's offset (dp) after a finger moves from ``y`` to ``y2``."""
    moved = round((y - y2) / scale)
    return max(0, min(info.max_offset, info.offset + moved))


def scroll_action(info: ListInfo, direction: str) -> Action:
    """The canonical swipe that scrolls ``info`` by 60% of its viewport height."""
    left, top, right, bottom = info.viewport
    x = (left + right) // 2
    half = round((bottom - top) * 0.3)
    cy = (top + bottom) // 2
    start, end = (cy + half, cy - half) if direction == "down" else (cy - half, cy + half)
    return Action("swipe", x=x, y=start, x2=x, y2=end)


def _typed(text: str) -> list[Op]:
    """``type`` replaces the field's text (an empty text clears it); a newline is Enter."""
    ops: list[Op] = [TypeText("", replace=True)]
    for i, part in enumerate(text.split("\n")):
        if i:
            ops.append(Key("enter"))
        if part:
            ops.append(TypeText(part))
    return ops


def _key(text: str) -> Op:
    op = _KEYS.get(text.strip().casefold())
    if op is not None:
        return op
    if len(text) == 1:
        return TypeText(text)
    raise ActionError(
        f"unknown key {text!r}; use enter, backspace, back, home, space or a character"
    )
