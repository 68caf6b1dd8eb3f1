"""The sim app file format: pydantic models for ``apps/<name>.yaml``.

``docs/sim-apps.md`` documents the format for app authors; this module is its source of
truth. Loading validates the file (unknown keys, wrong types) and then cross-checks it
(screens, variables and widget ids that are referenced exist, bindings have the right
type). Every problem is reported as a :class:`SimAppError` naming the file and the key.
Sizes are in dp: 1 dp is ``width / 360`` pixels, so a layout scales with the screen width.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    ValidationError,
    field_validator,
    model_validator,
)

from m2miner.devices.sim import expr
from m2miner.devices.sim.catalog import SimAppError, cache_dir
from m2miner.devices.sim.spec_checks import check_references

WidgetType = Literal[
    "text",
    "button",
    "icon_button",
    "text_field",
    "switch",
    "checkbox",
    "radio",
    "list_item",
    "image",
    "tabs",
    "tab",
    "row",
    "list",
    "divider",
    "space",
]

DEFAULT_HEIGHT: dict[str, float] = {
    "text": 40,
    "button": 64,
    "icon_button": 48,
    "text_field": 72,
    "switch": 64,
    "checkbox": 56,
    "radio": 56,
    "list_item": 64,
    "image": 200,
    "tabs": 48,
    "tab": 48,
    "row": 64,
    "list": 0,  # 0 = fill the space left on the screen
    "divider": 1,
    "space": 16,
}
"""The flow height (dp) of each widget type when ``height`` is not given."""

CONTAINERS = ("row", "tabs", "list")
CLICKABLE_BY_DEFAULT = (
    "button",
    "icon_button",
    "text_field",
    "switch",
    "checkbox",
    "radio",
    "list_item",
    "tab",
)
TEXT_STYLES = ("headline", "title", "body", "caption", "label", "banner")
BUTTON_STYLES = ("filled", "tonal", "outlined", "text")
IMAGE_STYLES = ("map", "satellite", "photo", "avatar", "banner")

PredicateField = Annotated[expr.Predicate, PlainValidator(expr.parse_predicate)]
EffectsField = Annotated[tuple[expr.Effect, ...], PlainValidator(expr.parse_effects)]
StepsField = Annotated[tuple[expr.Step, ...], PlainValidator(expr.parse_steps)]

_STRICT = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Widget(BaseModel):
    """One widget; which fields apply depends on ``type`` (see docs/sim-apps.md)."""

    model_config = _STRICT

    type: WidgetType
    id: str | None = None
    text: str | None = None
    desc: str | None = None
    hint: str | None = None
    secondary: str | None = None
    trailing: str | None = None
    icon: str | None = None
    cls: str | None = Field(None, alias="class")
    style: str | None = None
    height: float | None = Field(None, ge=0)
    width: float | None = Field(None, gt=0)
    bounds: tuple[float, float, float, float] | None = None
    align: Literal["stretch", "start", "center", "end"] = "stretch"
    bind: str | None = None
    value: str | int | None = None
    password: bool = False
    clickable: bool | None = None
    visible_if: PredicateField | None = None
    enabled_if: PredicateField | None = None
    checked_if: PredicateField | None = None
    selected_if: PredicateField | None = None
    on_tap: EffectsField = ()
    on_long_press: EffectsField = ()
    on_submit: EffectsField = ()
    children: tuple[Widget, ...] = ()

    @field_validator("id")
    @classmethod
    def _id_is_simple(cls, value: str | None) -> str | None:
        if value is not None and not value.replace("_", "").isalnum():
            raise ValueError("ids use letters, digits and underscores only")
        return value

    @model_validator(mode="after")
    def _fits_type(self) -> Widget:
        problem = _widget_problem(self)
        if problem:
            raise ValueError(problem)
        return self

    @property
    def is_clickable(self) -> bool:
        if self.clickable is not None:
            return self.clickable
        return self.type in CLICKABLE_BY_DEFAULT or bool(self.on_tap)


def _widget_problem(w: Widget) -> str | None:
    if w.children and w.type not in CONTAINERS:
        return f"a {w.type} has no children (only {', '.join(CONTAINERS)} do)"
    if w.type == "tabs" and any(c.type != "tab" for c in w.children):
        return "the children of tabs must be of type tab"
    if w.type == "list" and w.id is None:
        return "a list needs an id (its scroll offset is kept under it)"
    if w.type == "tab" and w.selected_if is None:
        return "a tab needs selected_if"
    if w.type == "text_field" and (w.id is None or w.bind is None):
        return "a text_field needs an id and bind (the string variable holding its text)"
    if w.type == "radio" and w.bind is not None and w.value is None:
        return "a radio bound to a variable needs the value it selects"
    if w.type == "text" and w.style not in (None, *TEXT_STYLES):
        return f"text style must be one of {', '.join(TEXT_STYLES)}"
    if w.type == "button" and w.style not in (None, *BUTTON_STYLES):
        return f"button style must be one of {', '.join(BUTTON_STYLES)}"
    if w.type == "image" and w.style not in (None, *IMAGE_STYLES):
        return f"image style must be one of {', '.join(IMAGE_STYLES)}"
    if w.on_submit and w.type != "text_field":
        return "only a text_field has on_submit"
    return None


class Screen(BaseModel):
    """A screen (an activity) or, with ``dialog: true``, a dialog over the previous one."""

    model_config = _STRICT

    activity: str
    title: str | None = None
    up: bool = False
    dialog: bool = False
    actions: tuple[Widget, ...] = ()
    widgets: tuple[Widget, ...] = ()
    autofocus: str | None = None


class Icon(BaseModel):
    """The launcher icon: a symbol (an icon name or one character) on a coloured disc."""

    model_config = _STRICT

    symbol: str
    color: str = "#1a73e8"


class TaskSpec(BaseModel):
    """A task of the app's catalogue, as written in the file."""

    model_config = _STRICT

    id: str
    intent: str = Field(min_length=8)
    success: PredicateField
    solution: StepsField
    irreversible: bool = Field(
        False,
        description="The task needs an irreversible step (pay, send, call, delete): the "
        "default safety policy blocks it, so it is mined under a sandbox policy.",
    )


class AppSpec(BaseModel):
    """A whole app file."""

    model_config = _STRICT

    name: str
    title: str
    package: str = Field(pattern=r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$")
    color: str = "#1a73e8"
    icon: Icon
    start: str
    state: dict[str, str | int | bool | list[str]] = {}
    screens: dict[str, Screen]
    tasks: tuple[TaskSpec, ...] = ()

    def initial_state(self) -> dict[str, expr.Value]:
        return {k: expr.to_value(v, f"state.{k}") for k, v in self.state.items()}


SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML was built with it, otherwise the pure-Python one."""


def load_spec(path: Path, *, cached: bool = False) -> AppSpec:
    """Read and validate one app file; raise :class:`SimAppError` naming file and key.

    ``cached``: parse through a JSON copy in the user's cache directory (the bundled apps,
    read by every command that lists or mines apps).
    """
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SimAppError(
            f"{path}: cannot read the app file: {exc}", hint="check the path and permissions"
        ) from exc
    data = _parsed(path, raw) if cached else _yaml(path, raw)
    if not isinstance(data, dict):
        raise SimAppError(
            f"{path}: an app file is a mapping (name, title, package, ...)",
            hint=f"start {path.name} with `name: {path.stem}`; docs/sim-apps.md has a "
            "complete example",
        )
    try:
        spec = AppSpec.model_validate(data)
    except ValidationError as exc:
        raise SimAppError(f"{path}: {_describe(exc)}", hint=_validation_fix(exc, path)) from None
    problems = check_references(spec)
    if spec.name != path.stem:
        problems.insert(0, f"name: {spec.name!r} must equal the file name {path.stem!r}")
    if problems:
        raise SimAppError(f"{path}: " + "; ".join(problems), hint=problem_fix(problems, spec, path))
    return spec


def _parsed(path: Path, raw: bytes) -> Any:
    """The YAML document of ``raw``, through a JSON copy cached by the file's hash.

    Building Python objects from YAML costs about 60 ms per bundled app even with libyaml,
    reading a JSON copy a millisecond.
    The copy is only a cache: a document JSON cannot hold exactly is not cached, and a
    cache that cannot be read or written is ignored.
    """
    digest = hashlib.sha256(raw).hexdigest()[:20]
    cache = cache_dir() / f"{path.stem}-{digest}.json"
    try:
        return json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    data = _yaml(path, raw)
    try:
        text = json.dumps(data)
        if json.loads(text) == data:
            cache.parent.mkdir(parents=True, exist_ok=True)
            partial = cache.with_suffix(f".{os.getpid()}.tmp")
            partial.write_text(text, encoding="utf-8")
            partial.replace(cache)
    except (OSError, TypeError, ValueError):
        pass
    return data


def _yaml(path: Path, raw: bytes) -> Any:
    try:
        return yaml.load(raw.decode("utf-8"), Loader=SAFE_LOADER)
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" near line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        raise SimAppError(
            f"{path}: cannot read the app file: {exc}",
            hint=f"fix the YAML{at} of {path}: indentation, a missing ':' or a text with "
            "': ' or '#' that needs quotes",
        ) from exc


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err["loc"])
        if err["type"] == "extra_forbidden":
            parts.append(f"{loc}: unknown key")
        else:
            # Messages of the expression parsers start with their own path inside the field.
            msg = str(err["msg"]).removeprefix("Value error, ").removeprefix(": ")
            parts.append(f"{loc}{msg}" if msg[:1] in ".[" else f"{loc}: {msg}")
    return "; ".join(parts[:5]) + (f" (and {len(parts) - 5} more)" if len(parts) > 5 else "")


def _keys() -> set[str]:
    """Every key an app file may use, at any level."""
    models: list[type[BaseModel]] = [AppSpec, Screen, Widget, TaskSpec, Icon]
    return {name for model in models for name in model.model_fields} | {
        alias for model in models for f in model.model_fields.values() if (alias := f.alias)
    }


def _validation_fix(exc: ValidationError, path: Path) -> str:
    """What to change for the first of ``exc``'s errors, in words."""
    err = exc.errors()[0]
    loc = ".".join(str(x) for x in err["loc"])
    key = str(err["loc"][-1]) if err["loc"] else ""
    if err["type"] == "extra_forbidden":
        close = difflib.get_close_matches(key, sorted(_keys()), n=1)
        if close:
            return f"rename {key!r} to {close[0]!r} at {loc} in {path}"
        return f"remove {key!r} at {loc} in {path}; docs/sim-apps.md lists the keys"
    if err["type"] == "missing":
        return f"add {key!r} at {loc.rpartition('.')[0] or 'the top level'} in {path}"
    return f"correct {loc} in {path} (docs/sim-apps.md describes each key)"


def problem_fix(problems: list[str], spec: AppSpec, path: Path) -> str:
    """What to change for the first of the reference ``problems`` of ``spec``."""
    first = problems[0]
    where, _, what = first.partition(": ")
    if first.startswith("name: "):
        return f"rename {path.name} to {spec.name}.yaml, or set `name: {path.stem}` in it"
    if what.startswith("no screen named"):
        wanted = what.removeprefix("no screen named ").strip("'\"")
        close = difflib.get_close_matches(wanted, list(spec.screens), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        return f"at {where}: name one of the screens {', '.join(spec.screens)}{hint}"
    if "no state variable" in what:
        name = what.rpartition(" ")[2].strip("'\"")
        return f"at {where}: declare {name} under `state:` with its start value, or fix its name"
    return f"correct {where} in {path} (docs/sim-apps.md describes each key)"
