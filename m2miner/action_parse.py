"""Actions at the model's edge: the tool shown to models, parsing their output, formatting it.

Everything is rendered from :data:`m2miner.actions.ACTION_SPECS` and
:data:`m2miner.actions.TOOL_ARGS`, and converts coordinates through
:mod:`m2miner.coords`, so the tool a model is shown, what the parser accepts and what
exports teach a model to emit cannot drift apart.

A model answers in the Qwen ``mobile_use`` style, optionally after thinking::

    Thought: the search bar is at the top.
    Action: "Click the search bar"
    <tool_call>
    {"name": "mobile_use", "arguments": {"action": "click", "coordinate": [540, 120]}}
    </tool_call>
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from m2miner.actions import (
    ACTION_SPECS,
    BUTTONS,
    STATUSES,
    TOOL_ARGS,
    Action,
    Domain,
    ToolArg,
    check_domain,
    domain_actions,
)
from m2miner.coords import MAX_PIXELS, MIN_PIXELS, CoordSystem, ModelFrame, frame
from m2miner.errors import ActionError, MalformedActionError

TOOL_NAME = "mobile_use"

DESCRIPTION_INSTRUCTION = (
    'Before the tool call, write one line `Action: "<what the action does, in one '
    'short sentence>"`, for example `Action: "Click the search bar"`.'
)
"""How a model is asked for the one-line action description that :func:`parse_action` reads."""

_HEADERS: dict[Domain, tuple[str, str, str]] = {
    "mobile": (
        "Use a touchscreen to interact with a mobile device, and take screenshots.",
        "* This is an interface to a mobile device with touchscreen. You can perform actions "
        "like clicking, typing, swiping, etc.",
        "* Some applications may take time to start or process actions, so you may need to "
        "wait and take successive screenshots to see the results of your actions.",
    ),
    "web": (
        "Use a touchscreen to interact with a web app in a mobile browser, and take screenshots.",
        "* This is an interface to a web page shown in a mobile browser with touchscreen. You "
        "can perform actions like clicking, typing, scrolling, etc.",
        "* Pages may take time to load or process actions, so you may need to wait and take "
        "successive screenshots to see the results of your actions.",
    ),
}
_CLICK_HINT = (
    "* Make sure to click any buttons, links, icons, etc with the cursor tip in the center "
    "of the element. Don't click boxes on their edges unless asked."
)
_UNITS: dict[CoordSystem, tuple[str, str]] = {
    "qwen25": ("pixels from the left edge", "pixels from the top edge"),
    "norm1000": (
        "0-999, thousandths of the width from the left edge",
        "0-999, thousandths of the height from the top edge",
    ),
    "norm1": (
        "0-1, fraction of the width from the left edge",
        "0-1, fraction of the height from the top edge",
    ),
}
_JSON_TYPES = {"point": "array", "text": "string", "number": "number", "button": "string"}
# Names other action vocabularies give our actions; "clear" is a type with an empty text.
_ACTION_ALIASES = {
    "double_click": "double_tap",
    "doubleclick": "double_tap",
    "doubletap": "double_tap",
    "dblclick": "double_tap",
    "clear": "type",
    "clear_text": "type",
}
_STATUS_ALIASES = {"fail": "failure", "failed": "failure", "succeeded": "success"}
_QUOTES = "\"'“”‘’"
_ACTION_KEYS = {"action", "type", "arguments", "function"}
_THINK_END = "</think>"
_TOOL_OPEN = "<tool_call>"
_DESCRIPTION_LINE = re.compile(r"^[ \t*#>-]*action[ \t*]*[:：][ \t]*(.*)$", re.I | re.M)
_POINT_TEXT = re.compile(r"[\[(]?\s*(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)\s*[\])]?")
# Tags the parser looks for must not appear verbatim inside JSON strings we write.
_TAG_IN_JSON = re.compile(r"<(?=/?(?:think|tool_call)\b)", re.I)


@dataclass(frozen=True)
class ParsedAction:
    """A model's answer read as an action in device pixels.

    ``description`` is the one-line ``Action:`` text the model wrote before its tool call
    (None when it wrote none); ``raw`` is the answer exactly as received.
    """

    action: Action
    description: str | None
    raw: str


def _frame(coords: CoordSystem, width: int, height: int, min_px: int, max_px: int) -> ModelFrame:
    return frame(coords, width, height, min_pixels=min_px, max_pixels=max_px)


def tool_schema(
    domain: Domain,
    coords: CoordSystem,
    width: int,
    height: int,
    *,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> dict[str, Any]:
    """The ``mobile_use`` function definition for ``domain`` on a ``width`` x ``height`` screen.

    In the OpenAI ``tools`` shape (``{"type": "function", "function": {...}}``), with the
    resolution the model sees (the resized image for ``qwen25``, 0-999 for ``norm1000``).
    """
    fr = _frame(coords, width, height, min_pixels, max_pixels)
    actions = [ACTION_SPECS[name] for name in domain_actions(domain)]
    lines = [
        f"* `{s.type}`: {(s.web_summary if domain == 'web' else None) or s.summary}"
        for s in actions
    ]
    properties: dict[str, Any] = {
        "action": {
            "description": "The action to perform. The available actions are:\n" + "\n".join(lines),
            "enum": [s.type for s in actions],
            "type": "string",
        }
    }
    for arg in TOOL_ARGS.values():
        required_by = [s.type for s in actions if arg.name in s.required]
        optional_for = [s.type for s in actions if arg.name in s.optional]
        if required_by or optional_for:
            properties[arg.name] = _arg_schema(arg, domain, coords, required_by, optional_for)
    description = "\n".join([*_HEADERS[domain], f"* {_resolution(fr)}", _CLICK_HINT])
    return {
        "type": "function",
        "function": {
            "name": TOOL_NAME,
            "description": description,
            "parameters": {"properties": properties, "required": ["action"], "type": "object"},
        },
    }


def _arg_schema(
    arg: ToolArg,
    domain: Domain,
    coords: CoordSystem,
    required_by: Sequence[str],
    optional_for: Sequence[str],
) -> dict[str, Any]:
    buttons = BUTTONS[domain]
    x_unit, y_unit = _UNITS[coords]
    about = arg.about.format(x_unit=x_unit, y_unit=y_unit, buttons=_join(list(buttons.values())))
    parts = [about] if about else []
    if required_by:
        parts.append(f"Required only by {_join([f'`action={t}`' for t in required_by])}.")
    if optional_for:
        parts.append(f"Optional for {_join([f'`action={t}`' for t in optional_for])}.")
    schema: dict[str, Any] = {"description": " ".join(parts)}
    if arg.kind == "button":
        schema["enum"] = list(buttons)
    elif arg.kind == "status":
        schema["enum"] = list(STATUSES)
    schema["type"] = _JSON_TYPES.get(arg.kind, "string")
    return schema


def _resolution(fr: ModelFrame) -> str:
    if fr.coords == "qwen25":
        return f"The screen's resolution is {fr.model_width}x{fr.model_height}."
    if fr.coords == "norm1000":
        return (
            "The screen's resolution is 999x999: x and y are integers from 0 to 999 "
            "across the width and height, (0, 0) is the top-left corner."
        )
    return (
        "Coordinates are relative: x and y are numbers from 0 to 1, fractions of the "
        "screen's width and height, (0, 0) is the top-left corner."
    )


def _join(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def tool_description(
    domain: Domain,
    coords: CoordSystem,
    width: int,
    height: int,
    *,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> str:
    """The tool block of a system prompt: :func:`tool_schema` and how to call it.

    Worded as the Qwen2.5-VL/Qwen3-VL chat templates render tools, for prompts built as
    text; a server that renders ``tools`` itself gets :func:`tool_schema` instead.
    """
    schema = tool_schema(
        domain, coords, width, height, min_pixels=min_pixels, max_pixels=max_pixels
    )
    return (
        "# Tools\n\n"
        "You may call one or more functions to assist with the user query.\n\n"
        "You are provided with function signatures within <tools></tools> XML tags:\n"
        f"<tools>\n{json.dumps(schema, ensure_ascii=False)}\n</tools>\n\n"
        "For each function call, return a json object with function name and arguments "
        "within <tool_call></tool_call> XML tags:\n"
        '<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>'
    )


def tool_arguments(action: Action, fr: ModelFrame) -> dict[str, Any]:
    """The ``mobile_use`` arguments of ``action``, its points in ``fr``'s model space."""
    spec = ACTION_SPECS[action.type]
    arguments: dict[str, Any] = {"action": action.type}
    for name in spec.args:
        arg = TOOL_ARGS[name]
        values = [getattr(action, field) for field in arg.fields]
        if values[0] is None:
            continue
        arguments[name] = list(fr.to_model(*values)) if arg.kind == "point" else values[0]
    return arguments


def format_tool_call(
    action: Action,
    coords: CoordSystem,
    width: int,
    height: int,
    description: str | None = None,
    *,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> str:
    """The exact answer a model trained on our exports emits for ``action``.

    The ``Action:`` description line (unless ``description`` is None or empty), then the
    ``mobile_use`` tool call with coordinates in ``coords`` for a ``width`` x ``height``
    screen. :func:`parse_action` reads it back to the same action and description.
    """
    fr = _frame(coords, width, height, min_pixels, max_pixels)
    call = {"name": TOOL_NAME, "arguments": tool_arguments(action, fr)}
    body = f"{_TOOL_OPEN}\n{_dump(call)}\n</tool_call>"
    if not description:
        return body
    return f"Action: {_dump(description)}\n{body}"


def _dump(value: Any) -> str:
    return _TAG_IN_JSON.sub(r"\\u003c", json.dumps(value, ensure_ascii=False))


def parse_action(
    text: str,
    *,
    domain: Domain,
    coords: CoordSystem,
    width: int,
    height: int,
    min_pixels: int = MIN_PIXELS,
    max_pixels: int = MAX_PIXELS,
) -> ParsedAction:
    """Read a model's answer into an action in device pixels of a ``width`` x ``height`` screen.

    Accepts a ``<tool_call>`` holding ``{"name": "mobile_use", "arguments": {...}}``, or
    plain JSON (``{"action": "click", "coordinate": [x, y]}`` or ``{"type": "click",
    "x": .., "y": ..}``), with coordinates in ``coords``; thinking (``<think>...</think>``),
    code fences and prose around it are skipped. The first tool call is the action.
    Raises :class:`MalformedActionError` (with ``raw=text``) saying what was wrong when
    nothing parses, the action is invalid, or ``domain`` does not offer it.
    """
    fr = _frame(coords, width, height, min_pixels, max_pixels)
    try:
        payload, before = _find_payload(text)
        action = action_from_arguments(_arguments_of(payload), fr, domain)
    except ActionError as exc:
        raise MalformedActionError(str(exc), raw=text) from exc
    return ParsedAction(action=action, description=_description(before), raw=text)


def _find_payload(text: str) -> tuple[dict[str, Any], str]:
    """The JSON object holding the action, and the text that came before it."""
    body = text
    if _THINK_END in body:
        body = body[body.rindex(_THINK_END) + len(_THINK_END) :]
    elif "<think>" in body:
        raise ActionError("the answer ended inside <think> without an action")
    start = body.find(_TOOL_OPEN)
    if start >= 0:
        inner = body[start + len(_TOOL_OPEN) :]
        brace = inner.find("{")
        if brace < 0:
            raise ActionError("the <tool_call> holds no JSON object")
        try:
            payload, _ = json.JSONDecoder().raw_decode(inner, brace)
        except json.JSONDecodeError as exc:
            raise ActionError(f"the <tool_call> is not valid JSON: {exc}") from None
        return payload, body[:start]
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", body):
        try:
            candidate, _ = decoder.raw_decode(body, match.start())
        except json.JSONDecodeError:
            continue
        if isinstance(candidate, dict) and _ACTION_KEYS & set(candidate):
            return candidate, body[: match.start()]
    raise ActionError("found no <tool_call> and no JSON object naming an action")


def _arguments_of(payload: dict[str, Any]) -> dict[str, Any]:
    """The tool arguments inside a payload, whichever of the accepted shapes it has."""
    if isinstance(payload.get("function"), dict):  # the OpenAI tool-call shape
        payload = payload["function"]
    if "arguments" in payload:
        name = payload.get("name", TOOL_NAME)
        if name != TOOL_NAME:
            raise ActionError(f"unknown tool {name!r}; the only tool is {TOOL_NAME!r}")
        arguments = payload["arguments"]
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except json.JSONDecodeError as exc:
                raise ActionError(f"the tool arguments are not valid JSON: {exc}") from None
        if not isinstance(arguments, dict):
            raise ActionError("the tool arguments must be a JSON object")
        return arguments
    if "action" in payload:
        return payload
    return _from_flat(payload)


def _from_flat(payload: dict[str, Any]) -> dict[str, Any]:
    """``{"type": "click", "x": .., "y": ..}`` (Action field names) as tool arguments."""
    if "type" not in payload:
        raise ActionError('the JSON object names no action: it has no "action" or "type" key')
    arguments = {"action": payload["type"]}
    for arg in TOOL_ARGS.values():
        values = [payload.get(field) for field in arg.fields]
        if any(value is not None for value in values):
            arguments[arg.name] = values if arg.kind == "point" else values[0]
    return arguments


def action_from_arguments(arguments: dict[str, Any], fr: ModelFrame, domain: Domain) -> Action:
    """The action that ``mobile_use`` ``arguments`` (points in ``fr``'s model space) name.

    The inverse of :func:`tool_arguments`. Arguments the tool does not define are
    ignored; a defined one the action does not take is an error. Other vocabularies'
    names are read as ours (``double_click`` is ``double_tap``; ``clear`` is a ``type``
    with an empty text, which clears the field). Raises :class:`ActionError` saying what
    is wrong.
    """
    name = arguments.get("action")
    if not isinstance(name, str):
        raise ActionError(f"the arguments name no action (got {name!r})")
    kind = name.strip().lower().replace(" ", "_").replace("-", "_")
    if kind in ("clear", "clear_text"):
        if arguments.get("text"):
            raise ActionError(f"action {name!r} takes no text; use type to enter text")
        arguments = {**arguments, "text": ""}
    kind = _ACTION_ALIASES.get(kind, kind)
    spec = ACTION_SPECS.get(kind)
    if spec is None:
        raise ActionError(f"unknown action {name!r}; expected one of {', '.join(ACTION_SPECS)}")
    fields: dict[str, Any] = {}
    for arg_name in TOOL_ARGS:
        value = arguments.get(arg_name)
        if value is None:
            continue
        if arg_name not in spec.args:
            raise ActionError(f"action {kind!r} takes no {arg_name!r}")
        fields.update(_read_arg(TOOL_ARGS[arg_name], value, fr, domain))
    for arg_name in spec.required:
        if arguments.get(arg_name) is None:
            raise ActionError(f"action {kind!r} needs {arg_name!r}")
    action = Action(kind, **fields)  # type: ignore[arg-type]
    check_domain(action, domain)
    return action


def _read_arg(arg: ToolArg, value: Any, fr: ModelFrame, domain: Domain) -> dict[str, Any]:
    if arg.kind == "point":
        mx, my = _read_point(arg.name, value)
        if not fr.in_range(mx, my):
            raise ActionError(
                f"{arg.name} [{mx:g}, {my:g}] is outside the model's range "
                f"0-{fr.model_width} x 0-{fr.model_height} ({fr.coords})"
            )
        return dict(zip(arg.fields, fr.to_device(mx, my), strict=True))
    if arg.kind == "number":
        return {arg.fields[0]: _read_number(arg.name, value)}
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ActionError(f"{arg.name} must be a string, got {value!r}")
    text = str(value)
    if arg.kind == "button":
        return {"button": _read_button(text, domain)}
    if arg.kind == "status":
        status = text.strip().lower()
        return {"status": _STATUS_ALIASES.get(status, status)}
    return {arg.fields[0]: text}


def _read_point(name: str, value: Any) -> tuple[float, float]:
    if isinstance(value, str):
        match = _POINT_TEXT.fullmatch(value.strip())
        if match is None:
            raise ActionError(f"{name} must be two numbers [x, y], got {value!r}")
        value = [float(match.group(1)), float(match.group(2))]
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int | float) for v in value)
    ):
        raise ActionError(f"{name} must be two numbers [x, y], got {value!r}")
    return value[0], value[1]


def _read_number(name: str, value: Any) -> float:
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            raise ActionError(f"{name} must be a number of seconds, got {value!r}") from None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ActionError(f"{name} must be a number of seconds, got {value!r}")
    return value


def _read_button(text: str, domain: Domain) -> str:
    for button in BUTTONS["mobile"]:
        if text.strip().lower() == button.lower():
            return button
    raise ActionError(
        f"unknown system button {text!r}; expected one of {', '.join(BUTTONS[domain])}"
    )


def _description(before: str) -> str | None:
    """The last ``Action:`` line before the action, unquoted; None when there is none."""
    matches = _DESCRIPTION_LINE.findall(before)
    if not matches:
        return None
    line = matches[-1].lstrip("* \t").strip().strip("`").strip()
    if line.startswith('"'):
        try:
            decoded = json.loads(line)
        except json.JSONDecodeError:
            decoded = None
        if isinstance(decoded, str):
            return decoded or None
    if len(line) >= 2 and line[0] in _QUOTES and line[-1] in _QUOTES:
        line = line[1:-1].strip()
    return line or None
