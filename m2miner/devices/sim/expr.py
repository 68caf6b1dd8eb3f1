"""The small languages of a sim app file: predicates, effects and solution steps.

Each is parsed from plain YAML data into frozen dataclasses, so a loaded app is a value
that can be hashed and compared. Parse errors are ``ValueError`` with a message naming the
offending key; :mod:`m2miner.devices.sim.schema` adds the file and the path to it.

State values are ``bool``, ``int``, ``str`` or a tuple of strings (YAML lists). Strings in
effects and predicates may interpolate state: ``"{query}"``; ``{{`` and ``}}`` are literal
braces.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

Value = bool | int | str | tuple[str, ...]
"""A state variable's value; lists are tuples so states stay hashable."""

RESERVED_NAMES = ("screen", "app")
"""Names predicates read besides the app's variables: the current screen and app."""

_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")


def placeholders(text: str) -> list[str]:
    """The variable names ``text`` interpolates, in order."""
    return [m.group(1) for m in _PLACEHOLDER.finditer(text) if m.group(1)]


def interpolate(text: str, env: Mapping[str, Value]) -> str:
    """Replace ``{name}`` by the value of ``name`` (lists joined by ``", "``)."""
    if "{" not in text and "}" not in text:
        return text

    def one(match: re.Match[str]) -> str:
        token = match.group(0)
        if token == "{{":
            return "{"
        if token == "}}":
            return "}"
        return format_value(env.get(match.group(1), ""))

    return _PLACEHOLDER.sub(one, text)


def format_value(value: Value | None) -> str:
    if isinstance(value, tuple):
        return ", ".join(value)
    if isinstance(value, bool):
        return "on" if value else "off"
    return "" if value is None else str(value)


def to_value(data: Any, where: str) -> Value:
    """Convert YAML data to a state value, rejecting anything else."""
    if isinstance(data, bool | int | str):
        return data
    if isinstance(data, list) and all(isinstance(x, str) for x in data):
        return tuple(data)
    raise ValueError(f"{where}: expected a string, number, boolean or list of strings")


# --- predicates ---------------------------------------------------------------------------

CompareOp = Literal["equals", "contains", "matches", "gte", "lte"]


@dataclass(frozen=True)
class Compare:
    """``op`` applied to the variable ``name`` and the literal ``value``."""

    op: CompareOp
    name: str
    value: Value


@dataclass(frozen=True)
class Empty:
    """The variable is ``""``, ``[]``, ``0`` or ``false``."""

    name: str


@dataclass(frozen=True)
class All:
    items: tuple[Predicate, ...]


@dataclass(frozen=True)
class AnyOf:
    items: tuple[Predicate, ...]


@dataclass(frozen=True)
class Not:
    item: Predicate


@dataclass(frozen=True)
class Const:
    value: bool


Predicate = Compare | Empty | All | AnyOf | Not | Const
_COMPARE_OPS: tuple[CompareOp, ...] = ("equals", "contains", "matches", "gte", "lte")
PREDICATE_OPS = (*_COMPARE_OPS, "empty", "all", "any", "not")


def parse_predicate(data: Any, where: str = "") -> Predicate:
    """Parse ``{equals: {wifi: true}}``-style YAML into a :data:`Predicate`."""
    if isinstance(data, bool):
        return Const(data)
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"{where}: a predicate is a mapping with exactly one operator "
            f"({', '.join(PREDICATE_OPS)}), got {data!r}"
        )
    ((op, arg),) = data.items()
    if op in _COMPARE_OPS:
        if not isinstance(arg, dict) or not arg:
            raise ValueError(f"{where}.{op}: expected a mapping of variable: value")
        parts = tuple(
            Compare(op, str(name), _compare_value(op, value, f"{where}.{op}.{name}"))
            for name, value in arg.items()
        )
        return parts[0] if len(parts) == 1 else All(parts)
    if op == "empty":
        if not isinstance(arg, str):
            raise ValueError(f"{where}.empty: expected a variable name")
        return Empty(arg)
    if op in ("all", "any"):
        if not isinstance(arg, list) or not arg:
            raise ValueError(f"{where}.{op}: expected a non-empty list of predicates")
        items = tuple(parse_predicate(x, f"{where}.{op}[{i}]") for i, x in enumerate(arg))
        return All(items) if op == "all" else AnyOf(items)
    if op == "not":
        return Not(parse_predicate(arg, f"{where}.not"))
    known = ", ".join(PREDICATE_OPS)
    raise ValueError(f"{where}: unknown operator {op!r}; expected one of {known}")


def _compare_value(op: str, value: Any, where: str) -> Value:
    result = to_value(value, where)
    if op in ("gte", "lte") and (isinstance(result, bool) or not isinstance(result, int)):
        raise ValueError(f"{where}: {op} needs an integer")
    if op == "matches" and not isinstance(result, str):
        raise ValueError(f"{where}: matches needs a string")
    return result


def evaluate(pred: Predicate, env: Mapping[str, Value]) -> bool:
    """Evaluate ``pred`` over ``env`` (the app's variables plus ``screen`` and ``app``)."""
    if isinstance(pred, Compare):
        return _compare(pred, env)
    if isinstance(pred, Empty):
        return not env.get(pred.name)
    if isinstance(pred, All):
        return all(evaluate(p, env) for p in pred.items)
    if isinstance(pred, AnyOf):
        return any(evaluate(p, env) for p in pred.items)
    if isinstance(pred, Not):
        return not evaluate(pred.item, env)
    return pred.value


def _compare(pred: Compare, env: Mapping[str, Value]) -> bool:
    current = env.get(pred.name)
    want = resolve(pred.value, env)
    if pred.op == "equals":
        return current == want
    if pred.op == "contains":
        if isinstance(current, tuple):
            return want in current
        return isinstance(current, str) and str(want).casefold() in current.casefold()
    if pred.op == "matches":
        # The variable (typically typed text) is a non-empty part of the literal, so a
        # search result named "Central Park" shows for "central", "Park" or "central park".
        needle = str(current).strip().casefold() if isinstance(current, str) else ""
        return bool(needle) and needle in str(want).casefold()
    if not isinstance(current, int) or isinstance(current, bool) or not isinstance(want, int):
        return False
    return current >= want if pred.op == "gte" else current <= want


def resolve(value: Value, env: Mapping[str, Value]) -> Value:
    """Interpolate a literal against ``env`` (strings and list items)."""
    if isinstance(value, str):
        return interpolate(value, env)
    if isinstance(value, tuple):
        return tuple(interpolate(v, env) for v in value)
    return value


def predicate_names(pred: Predicate) -> set[str]:
    """Every variable ``pred`` reads, including those its literals interpolate."""
    if isinstance(pred, Compare):
        extra = placeholders(pred.value) if isinstance(pred.value, str) else []
        return {pred.name, *extra}
    if isinstance(pred, Empty):
        return {pred.name}
    if isinstance(pred, All | AnyOf):
        return set().union(*(predicate_names(p) for p in pred.items))
    if isinstance(pred, Not):
        return predicate_names(pred.item)
    return set()


# --- effects ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetVar:
    name: str
    value: Value


@dataclass(frozen=True)
class Toggle:
    """Flip a boolean, or add/remove ``item`` in a list variable."""

    name: str
    item: str | None = None


@dataclass(frozen=True)
class Append:
    """Add ``item`` to the end of a list (moving it there if already present)."""

    name: str
    item: str


@dataclass(frozen=True)
class Remove:
    name: str
    item: str


@dataclass(frozen=True)
class Reset:
    """Put the variable back to its initial value."""

    name: str


@dataclass(frozen=True)
class Add:
    """Add ``amount`` to an integer variable."""

    name: str
    amount: int


@dataclass(frozen=True)
class Navigate:
    """Push ``screen`` (``replace``: swap the top instead; ``root``: clear the stack)."""

    screen: str
    mode: Literal["push", "replace", "root"] = "push"


@dataclass(frozen=True)
class Back:
    """Pop ``count`` screens, as the Back button does."""

    count: int = 1


@dataclass(frozen=True)
class Focus:
    """Focus the text field with this id on the current screen (shows the keyboard)."""

    widget: str


@dataclass(frozen=True)
class If:
    cond: Predicate
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


Effect = SetVar | Toggle | Append | Remove | Reset | Add | Navigate | Back | Focus | If
EFFECT_OPS = (
    "set",
    "toggle",
    "append",
    "remove",
    "reset",
    "add",
    "navigate",
    "replace",
    "root",
    "back",
    "focus",
    "if",
)


def parse_effects(data: Any, where: str = "") -> tuple[Effect, ...]:
    """Parse a list of effects; a single effect may be given without the list."""
    if data is None:
        return ()
    items = data if isinstance(data, list) else [data]
    out: list[Effect] = []
    for i, item in enumerate(items):
        out.extend(_parse_effect(item, f"{where}[{i}]"))
    return tuple(out)


def _parse_effect(data: Any, where: str) -> list[Effect]:
    if data == "back":
        return [Back()]
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"{where}: an effect is a mapping with exactly one of {', '.join(EFFECT_OPS)}, "
            f"got {data!r}"
        )
    ((op, arg),) = data.items()
    if op in ("set", "append", "remove", "add"):
        if not isinstance(arg, dict) or not arg:
            raise ValueError(f"{where}.{op}: expected a mapping of variable: value")
        return [_pair_effect(op, str(k), v, f"{where}.{op}.{k}") for k, v in arg.items()]
    if op == "toggle":
        if isinstance(arg, str):
            return [Toggle(arg)]
        if isinstance(arg, dict) and len(arg) == 1:
            ((name, item),) = arg.items()
            return [Toggle(str(name), _text(item, f"{where}.toggle.{name}"))]
        raise ValueError(f"{where}.toggle: expected a variable name or {{list: item}}")
    if op in ("reset", "navigate", "replace", "root", "focus"):
        name = _text(arg, f"{where}.{op}")
        if op == "reset":
            return [Reset(name)]
        if op == "focus":
            return [Focus(name)]
        mode: Literal["push", "replace", "root"] = "push" if op == "navigate" else op  # type: ignore[assignment]
        return [Navigate(name, mode)]
    if op == "back":
        if isinstance(arg, bool) or not isinstance(arg, int) or arg < 1:
            raise ValueError(f"{where}.back: expected a positive number of screens")
        return [Back(arg)]
    if op == "if":
        return [_parse_if(arg, f"{where}.if")]
    raise ValueError(f"{where}: unknown effect {op!r}; expected one of {', '.join(EFFECT_OPS)}")


def _pair_effect(op: str, name: str, value: Any, where: str) -> Effect:
    if op == "set":
        return SetVar(name, to_value(value, where))
    if op == "add":
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{where}: add needs an integer")
        return Add(name, value)
    item = _text(value, where)
    return Append(name, item) if op == "append" else Remove(name, item)


def _parse_if(arg: Any, where: str) -> If:
    if not isinstance(arg, dict):
        raise ValueError(f"{where}: expected a mapping with cond, then and optionally else")
    unknown = set(arg) - {"cond", "then", "else"}
    if unknown:
        raise ValueError(f"{where}.{sorted(unknown)[0]}: unknown key (allowed: cond, then, else)")
    if "cond" not in arg or "then" not in arg:
        raise ValueError(f"{where}: needs both 'cond' and 'then'")
    return If(
        parse_predicate(arg["cond"], f"{where}.cond"),
        parse_effects(arg["then"], f"{where}.then"),
        parse_effects(arg.get("else"), f"{where}.else"),
    )


def _text(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ValueError(f"{where}: expected a string")
    return str(value)


def effect_names(effect: Effect) -> tuple[set[str], set[str]]:
    """(variables written, variables read) by ``effect`` — reads include interpolations."""
    if isinstance(effect, SetVar):
        value = effect.value
        return {effect.name}, set(placeholders(value) if isinstance(value, str) else [])
    if isinstance(effect, Toggle | Append | Remove):
        item = getattr(effect, "item", None)
        return {effect.name}, set(placeholders(item)) if item else set()
    if isinstance(effect, Reset | Add):
        return {effect.name}, set()
    if isinstance(effect, If):
        writes: set[str] = set()
        reads: set[str] = predicate_names(effect.cond)
        for sub in (*effect.then, *effect.otherwise):
            w, r = effect_names(sub)
            writes |= w
            reads |= r
        return writes, reads
    return set(), set()


# --- solution steps -----------------------------------------------------------------------

StepKind = Literal["tap", "long_press", "type", "enter", "back", "home", "open", "scroll"]
STEP_KINDS: tuple[str, ...] = get_args(StepKind)


@dataclass(frozen=True)
class Step:
    """One semantic step of a reference solution; each is one device action.

    ``tap``/``long_press``: ``arg`` is a widget id; ``type``: the text; ``open``: an app
    name; ``scroll``: a list id, with ``direction`` ``down`` (reveal later items) or ``up``.
    """

    kind: StepKind
    arg: str | None = None
    direction: Literal["down", "up"] = "down"


def parse_steps(data: Any, where: str = "") -> tuple[Step, ...]:
    if not isinstance(data, list) or not data:
        raise ValueError(f"{where}: expected a non-empty list of steps")
    out: list[Step] = []
    for i, item in enumerate(data):
        out.extend(_parse_step(item, f"{where}[{i}]"))
    return tuple(out)


def _parse_step(data: Any, where: str) -> list[Step]:
    if data in ("enter", "back", "home"):
        return [Step(data)]
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(
            f"{where}: a step is 'enter', 'back', 'home' or a mapping with one of "
            f"{', '.join(STEP_KINDS)}, got {data!r}"
        )
    ((kind, arg),) = data.items()
    if kind in ("tap", "long_press", "type", "open"):
        return [Step(kind, _text(arg, f"{where}.{kind}"))]
    if kind == "scroll":
        return _parse_scroll(arg, f"{where}.scroll")
    raise ValueError(f"{where}: unknown step {kind!r}; expected one of {', '.join(STEP_KINDS)}")


def _parse_scroll(arg: Any, where: str) -> list[Step]:
    if isinstance(arg, str):
        return [Step("scroll", arg)]
    if not isinstance(arg, dict) or "list" not in arg:
        raise ValueError(f"{where}: expected a list id or {{list: id, direction, times}}")
    unknown = set(arg) - {"list", "direction", "times"}
    if unknown:
        raise ValueError(
            f"{where}.{sorted(unknown)[0]}: unknown key (allowed: list, direction, times)"
        )
    direction = arg.get("direction", "down")
    if direction not in ("down", "up"):
        raise ValueError(f"{where}.direction: expected down or up")
    times = arg.get("times", 1)
    if isinstance(times, bool) or not isinstance(times, int) or times < 1:
        raise ValueError(f"{where}.times: expected a positive integer")
    return [Step("scroll", _text(arg["list"], f"{where}.list"), direction)] * times
