"""The unified action space: the single source of truth for actions.

Mirrors the Qwen ``mobile_use`` tool (click, long_press, swipe, type, key, system_button,
open, wait, terminate) plus ``answer`` for information-seeking intents. Coordinates are
stored in device pixels; conversion to what a model speaks happens at the edge, through
:class:`Coords`.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
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
]
ACTION_TYPES: tuple[str, ...] = get_args(ActionType)
SystemButton = Literal["Back", "Home", "Menu", "Enter"]
SYSTEM_BUTTONS: tuple[str, ...] = get_args(SystemButton)
Status = Literal["success", "failure"]
Domain = Literal["mobile", "web"]

# Which arguments each action type needs; everything else must be left unset.
_REQUIRED: dict[str, tuple[str, ...]] = {
    "click": ("x", "y"),
    "long_press": ("x", "y"),
    "swipe": ("x", "y", "x2", "y2"),
    "type": ("text",),
    "key": ("text",),
    "system_button": ("button",),
    "open": ("text",),
    "wait": (),
    "terminate": ("status",),
    "answer": ("text",),
}
_OPTIONAL: dict[str, tuple[str, ...]] = {"long_press": ("time",), "wait": ("time",)}
_FIELDS = ("x", "y", "x2", "y2", "text", "button", "time", "status")


@dataclass(frozen=True)
class Action:
    """One action in device pixels. Build with the keyword fields its type needs.

    ``Action("click", x=540, y=1200)``, ``Action("swipe", x=540, y=1800, x2=540, y2=600)``,
    ``Action("type", text="coffee")``, ``Action("system_button", button="Back")``,
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
        if self.type not in ACTION_TYPES:
            raise ActionError(
                f"unknown action type {self.type!r}; expected one of {', '.join(ACTION_TYPES)}"
            )
        required = _REQUIRED[self.type]
        allowed = set(required) | set(_OPTIONAL.get(self.type, ()))
        for name in _FIELDS:
            value = getattr(self, name)
            if name in required and value is None:
                raise ActionError(f"action {self.type!r} needs {name!r}")
            if name not in allowed and value is not None:
                raise ActionError(f"action {self.type!r} takes no {name!r}")
        for name in ("x", "y", "x2", "y2"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ActionError(f"{name} must be an integer pixel, got {value!r}")
            if value is not None and value < 0:
                raise ActionError(f"{name} must not be negative, got {value}")
        if self.button is not None and self.button not in SYSTEM_BUTTONS:
            raise ActionError(
                f"unknown system button {self.button!r}; expected one of {', '.join(SYSTEM_BUTTONS)}"
            )
        if self.status is not None and self.status not in ("success", "failure"):
            raise ActionError(f"terminate status must be success or failure, got {self.status!r}")
        if self.time is not None and (not isinstance(self.time, int | float) or self.time < 0):
            raise ActionError(f"time must be a non-negative number of seconds, got {self.time!r}")
        if self.type in ("type", "key", "open") and self.text == "":
            raise ActionError(f"action {self.type!r} needs a non-empty text")

    @property
    def point(self) -> tuple[int, int] | None:
        """The (x, y) the action touches, or None for actions without coordinates."""
        if self.x is None or self.y is None:
            return None
        return (self.x, self.y)

    def to_dict(self) -> dict[str, Any]:
        """The action as a JSON-ready dict holding only the fields that are set."""
        return {k: v for k, v in asdict(self).items() if v is not None}

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
