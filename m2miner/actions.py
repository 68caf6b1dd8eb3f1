"""The unified action space: the single source of truth for actions.

Mirrors the Qwen ``mobile_use`` tool (click, long_press, swipe, type, key, system_button,
open, wait, terminate) plus ``double_tap`` (AndroidWorld's word for it) and ``answer`` for
information-seeking intents. ``type`` replaces the focused field's text (select all, then
type, as a user correcting a pre-filled field does); ``type`` with an empty text clears
the field. :data:`ACTION_SPECS`
and :data:`TOOL_ARGS` define every action once; validation here, the one-line
descriptions (:func:`describe`), the tool shown to models, the parser and the formatter
(:mod:`m2miner.action_parse`) are all read from them. Coordinates are stored in device
pixels; :mod:`m2miner.coords` converts them to what a model speaks, at the edge.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal, get_args

from m2miner.errors import ActionError

ActionType = Literal[
    "click",
    "long_press",
    "swipe",
    "type",
    "key",
    "system_button",
    "open",
    "wait",
    "terminate",
    "answer",
    "double_tap",  # last: the learned critic's one-hot keeps the older types' positions
]
ACTION_TYPES: tuple[str, ...] = get_args(ActionType)
TAP_TYPES: tuple[str, ...] = ("click", "long_press", "double_tap")
"""Actions that touch one point: the element under it is what they act on."""
SystemButton = Literal["Back", "Home", "Menu", "Enter"]
SYSTEM_BUTTONS: tuple[str, ...] = get_args(SystemButton)
Status = Literal["success", "failure"]
STATUSES: tuple[str, ...] = get_args(Status)
Domain = Literal["mobile", "web"]
DOMAINS: tuple[str, ...] = get_args(Domain)
ArgKind = Literal["point", "text", "number", "button", "status"]


@dataclass(frozen=True)
class ToolArg:
    """One argument of the ``mobile_use`` tool and the :class:`Action` fields it fills."""

    name: str
    kind: ArgKind
    fields: tuple[str, ...]
    about: str
    """What the argument means; the tool schema appends which actions use it."""


@dataclass(frozen=True)
class ActionSpec:
    """One action: its tool arguments, how the tool describes it, how it reads in a sentence.

    ``summary`` is the line of the tool's action list (``web_summary`` replaces it on the
    web); ``phrase`` is the :func:`describe` template, filled from the action's fields.
    """

    type: ActionType
    summary: str
    phrase: str
    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    domains: tuple[Domain, ...] = ("mobile", "web")
    web_summary: str | None = None

    @property
    def args(self) -> tuple[str, ...]:
        return self.required + self.optional

    def fields(self, which: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(f for name in which for f in TOOL_ARGS[name].fields)


_TOOL_ARGS = (
    ToolArg(
        "coordinate",
        "point",
        ("x", "y"),
        "(x, y): The x ({x_unit}) and y ({y_unit}) coordinates of the point to touch.",
    ),
    ToolArg(
        "coordinate2",
        "point",
        ("x2", "y2"),
        "(x, y): The x ({x_unit}) and y ({y_unit}) coordinates of the end point.",
    ),
    ToolArg("text", "text", ("text",), ""),
    ToolArg("time", "number", ("time",), "The seconds to press or to wait."),
    ToolArg("button", "button", ("button",), "{buttons}."),
    ToolArg("status", "status", ("status",), "The status of the task."),
)
TOOL_ARGS: dict[str, ToolArg] = {arg.name: arg for arg in _TOOL_ARGS}

_ACTION_SPECS = (
    ActionSpec(
        "key",
        "Perform a key event on the mobile device. This supports adb's `keyevent` syntax, "
        'e.g. "volume_up", "volume_down", "power", "camera", "clear".',
        "Press the {text} key",
        required=("text",),
        web_summary='Press a keyboard key, e.g. "Tab", "Escape", "ArrowDown", "Backspace".',
    ),
    ActionSpec(
        "click",
        "Click the point on the screen with coordinate (x, y).",
        "Click {at}",
        ("coordinate",),
    ),
    ActionSpec(
        "long_press",
        "Press the point on the screen with coordinate (x, y) for the specified seconds.",
        "Long press {at}{for_time}",
        required=("coordinate",),
        optional=("time",),
    ),
    ActionSpec(
        "double_tap",
        "Double-tap the point on the screen with coordinate (x, y), e.g. to edit a list row "
        "or to zoom.",
        "Double tap {at}",
        ("coordinate",),
    ),
    ActionSpec(
        "swipe",
        "Swipe from the starting point with coordinate (x, y) to the end point with "
        "coordinate2 (x2, y2).",
        "Swipe{direction} {span}",
        required=("coordinate", "coordinate2"),
        web_summary="Swipe (scroll the page) from the starting point with coordinate (x, y) "
        "to the end point with coordinate2 (x2, y2); swipe left or right to scroll sideways.",
    ),
    ActionSpec(
        "type",
        "Input the specified text into the activated input box, replacing the text it "
        "holds; an empty text clears the box.",
        "Type {text}{into}",
        ("text",),
    ),
    ActionSpec("answer", "Output the answer.", "Answer: {answer}", ("text",)),
    ActionSpec(
        "system_button", "Press the system button.", "Press the {button} button", ("button",)
    ),
    ActionSpec(
        "open", "Open an app on the device.", "Open the {text} app", ("text",), domains=("mobile",)
    ),
    ActionSpec(
        "wait",
        "Wait the specified seconds for the change to happen.",
        "Wait{for_time}",
        optional=("time",),
    ),
    ActionSpec(
        "terminate",
        "Terminate the current task and report its completion status.",
        "Terminate: {status}",
        ("status",),
    ),
)
ACTION_SPECS: dict[str, ActionSpec] = {spec.type: spec for spec in _ACTION_SPECS}

# What each system button does, per domain; a domain offers exactly the buttons listed.
BUTTONS: dict[Domain, dict[str, str]] = {
    "mobile": {
        "Back": "Back means returning to the previous interface",
        "Home": "Home means returning to the desktop",
        "Menu": "Menu means opening the application background menu",
        "Enter": "Enter means pressing the enter key",
    },
    "web": {
        "Back": "Back means going back to the previous page in the browser history",
        "Enter": "Enter means pressing the enter key",
    },
}
_FIELDS = ("x", "y", "x2", "y2", "text", "button", "time", "status")


@dataclass(frozen=True)
class Action:
    """One action in device pixels. Build with the keyword fields its type needs.

    ``Action("click", x=540, y=1200)``, ``Action("swipe", x=540, y=1800, x2=540, y2=600)``,
    ``Action("type", text="coffee")`` (replaces the focused field's text; ``text=""``
    clears it), ``Action("system_button", button="Back")``,
    ``Action("terminate", status="success")``. Raises :class:`ActionError` when invalid.
    """

    type: ActionType
    x: int | None = None
    y: int | None = None
    x2: int | None = None
    y2: int | None = None
    text: str | None = None
    button: SystemButton | None = None
    time: float | None = None
    status: Status | None = None

    def __post_init__(self) -> None:
        spec = ACTION_SPECS.get(self.type)
        if spec is None:
            raise ActionError(
                f"unknown action type {self.type!r}; expected one of {', '.join(ACTION_TYPES)}"
            )
        required = spec.fields(spec.required)
        allowed = set(spec.fields(spec.args))
        for name in _FIELDS:
            value = getattr(self, name)
            if name in required and value is None:
                raise ActionError(f"action {self.type!r} needs {name!r}")
            if name not in allowed and value is not None:
                raise ActionError(f"action {self.type!r} takes no {name!r}")
        self._check_values()

    def _check_values(self) -> None:
        for name in ("x", "y", "x2", "y2"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ActionError(f"{name} must be an integer pixel, got {value!r}")
            if value is not None and value < 0:
                raise ActionError(f"{name} must not be negative, got {value}")
        if self.button is not None and self.button not in SYSTEM_BUTTONS:
            expected = ", ".join(SYSTEM_BUTTONS)
            raise ActionError(f"unknown system button {self.button!r}; expected one of {expected}")
        if self.status is not None and self.status not in STATUSES:
            raise ActionError(f"terminate status must be success or failure, got {self.status!r}")
        if self.time is not None and (
            isinstance(self.time, bool) or not isinstance(self.time, int | float) or self.time < 0
        ):
            raise ActionError(f"time must be a non-negative number of seconds, got {self.time!r}")
        if self.text is not None and not isinstance(self.text, str):
            raise ActionError(f"text must be a string, got {self.text!r}")
        if self.type in ("key", "open") and self.text == "":
            raise ActionError(f"action {self.type!r} needs a non-empty text")

    @property
    def point(self) -> tuple[int, int] | None:
        """The (x, y) the action touches, or None for actions without coordinates."""
        if self.x is None or self.y is None:
            return None
        return (self.x, self.y)

    def to_dict(self) -> dict[str, Any]:
        """The action as a JSON-ready dict holding only the fields that are set."""
        # Every field is a plain value: no need for asdict's deep copy (the hot path
        # serialises each child's action when it is stored).
        out: dict[str, Any] = {"type": self.type}
        for name in _FIELDS:
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        unknown = set(data) - {"type", *_FIELDS}
        if unknown:
            raise ActionError(f"unknown action field(s): {', '.join(sorted(unknown))}")
        if "type" not in data:
            raise ActionError("action needs a 'type'")
        return cls(**data)

    @classmethod
    def from_json(cls, text: str) -> Action:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ActionError(f"action is not valid JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise ActionError("action JSON must be an object")
        return cls.from_dict(data)

    @property
    def is_terminal(self) -> bool:
        return self.type in ("terminate", "answer")

    def describe(self, target: str | None = None) -> str:
        """One line saying what the action does; see :func:`describe`."""
        return describe(self, target)


def describe(action: Action, target: str | None = None) -> str:
    """A one-line natural-language description of ``action``.

    ``Click at (540, 1200)``, ``Type "coffee"``, ``Press the Back button``,
    ``Swipe up from (540, 1800) to (540, 600)``, ``Terminate: success``, ``Answer: 42``,
    ``Clear the text`` (a ``type`` with an empty text).
    ``target`` names the element acted on and replaces the coordinates:
    ``describe(click, target="Search")`` is ``Click "Search"``. A swipe's direction is the
    way the finger moves.
    """
    if action.type == "type" and not action.text:
        return f"Clear the text of {_quote(target)}" if target else "Clear the text"
    return ACTION_SPECS[action.type].phrase.format(**_phrase_slots(action, target))


def _phrase_slots(action: Action, target: str | None) -> dict[str, str]:
    label = _quote(target) if target else None
    start = f"({action.x}, {action.y})"
    span = f"from {start} to ({action.x2}, {action.y2})"
    return {
        "at": label or f"at {start}",
        "span": f"on {label}" if label else span,
        "direction": _direction(action),
        "for_time": f" for {_seconds(action.time)}" if action.time is not None else "",
        "text": _quote(action.text or ""),
        "into": f" into {label}" if label else "",
        "answer": " ".join((action.text or "").split()),
        "button": action.button or "",
        "status": action.status or "",
    }


def _direction(action: Action) -> str:
    if action.type != "swipe" or None in (action.x, action.y, action.x2, action.y2):
        return ""
    dx = (action.x2 or 0) - (action.x or 0)
    dy = (action.y2 or 0) - (action.y or 0)
    if dx == dy == 0:
        return ""
    if abs(dy) >= abs(dx):
        return " up" if dy < 0 else " down"
    return " left" if dx < 0 else " right"


def _seconds(value: float) -> str:
    return f"{value:g} second" + ("" if value == 1 else "s")


def _quote(text: str) -> str:
    """Text in double quotes on one line (JSON escapes keep newlines and quotes visible)."""
    return json.dumps(text, ensure_ascii=False)


def domain_actions(domain: Domain) -> tuple[str, ...]:
    """The action types a device of ``domain`` offers, in the tool's order."""
    _check_domain_name(domain)
    return tuple(spec.type for spec in _ACTION_SPECS if domain in spec.domains)


def check_domain(action: Action, domain: Domain) -> None:
    """Raise :class:`ActionError` when ``action`` is not available on ``domain``."""
    if action.type not in domain_actions(domain):
        raise ActionError(
            f"action {action.type!r} is not available on {domain}; "
            f"available: {', '.join(domain_actions(domain))}"
        )
    buttons = BUTTONS[domain]
    if action.button is not None and action.button not in buttons:
        raise ActionError(
            f"system button {action.button!r} is not available on {domain}; "
            f"available: {', '.join(buttons)}"
        )


def _check_domain_name(domain: str) -> None:
    if domain not in DOMAINS:
        raise ActionError(f"unknown domain {domain!r}; expected one of {', '.join(DOMAINS)}")
