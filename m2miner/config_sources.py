"""Where configuration values come from, and what to say when one is wrong.

A configuration is built from layers, each overriding the ones before it: the built-in
defaults, the files of ``$M2MINER_CONFIG``, each ``--config`` file in order, the
``M2MINER_SECTION__KEY`` variables, then flags. Tables merge key by key at any depth; a
list (or any other value) replaces the one before it. Every value remembers its
:class:`Origin`, so ``m2miner config show --origin`` can name it and an error can say which
file, variable or flag gave a bad value, with the nearest allowed value where there is one.
"""

from __future__ import annotations

import copy
import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from m2miner.errors import ConfigError

OriginKind = Literal["default", "file", "env", "flag"]


@dataclass(frozen=True)
class Origin:
    """Where one value was set: ``name`` is the file path, the variable or the flag;
    ``token`` is the flag's value as typed (so a fix can rewrite that word)."""

    kind: OriginKind
    name: str = ""
    token: str = ""

    def __str__(self) -> str:
        if self.kind == "default":
            return "default"
        if self.kind == "env":
            return f"${self.name}"
        if self.kind == "flag":
            return f"{self.name} {self.token}".strip()
        return self.name

    @property
    def phrase(self) -> str:
        """``file m2miner.toml``, ``environment variable $X``, ``flag --seed 3``."""
        words = {"file": "file ", "env": "environment variable ", "flag": "flag "}
        return f"{words.get(self.kind, '')}{self}"


DEFAULT = Origin("default")


class BadValueError(ConfigError):
    """A value outside what its key or flag allows; ``corrections`` are (word as typed,
    corrected word) pairs, so the command line can print the corrected command as the fix."""

    def __init__(
        self,
        message: str,
        *,
        corrections: Sequence[tuple[str, str]] = (),
        hint: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.corrections = tuple(corrections)


def nearest_first(value: str, allowed: Iterable[str]) -> list[str]:
    """``allowed`` sorted by likeness to ``value`` (most alike first; ties keep their order)."""
    choices = list(allowed)
    score = {c: difflib.SequenceMatcher(None, value.lower(), c.lower()).ratio() for c in choices}
    return sorted(choices, key=lambda c: -score[c])


def closest(value: str, allowed: Iterable[str]) -> str | None:
    """The allowed value ``value`` was most likely meant to be, if one is close enough."""
    close = difflib.get_close_matches(value, list(allowed), n=1, cutoff=0.6)
    return close[0] if close else None


def did_you_mean(value: str, allowed: Iterable[str], *, n: int = 1) -> str:
    """``"; did you mean 'sft'?"`` (up to ``n`` names, joined by "or"), or ``""`` when
    nothing is close."""
    close = difflib.get_close_matches(value, list(allowed), n=n, cutoff=0.6)
    return f"; did you mean {' or '.join(map(repr, close))}?" if close else ""


def unknown_choice(what: str, value: str, allowed: Sequence[str]) -> BadValueError:
    """The error for a flag value outside ``allowed``: the values nearest first, the
    closest one suggested, and the corrected word for the fix."""
    best = closest(value, allowed)
    listed = ", ".join(nearest_first(value, allowed))
    message = (
        f"unknown {what} {value!r}{did_you_mean(value, allowed)} (valid, nearest first: {listed})"
    )
    return BadValueError(message, corrections=[(value, best)] if best else [])


class Layers:
    """Nested settings merged layer by layer, with the origin of every leaf."""

    def __init__(self) -> None:
        self.data: dict[str, Any] = {}
        self.origins: dict[str, Origin] = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layers) and (self.data, self.origins) == (
            other.data,
            other.origins,
        )

    __hash__ = None  # type: ignore[assignment]

    def add_table(self, table: Mapping[str, Any], origin: Origin) -> None:
        """Merge a file's tables: tables merge deeply, anything else replaces."""
        _merge(self.data, table)
        for dotted in _leaves(table):
            self._forget_under(dotted)
            self.origins[dotted] = origin

    def add_value(self, dotted: str, value: Any, origin: Origin) -> None:
        """Set one dotted key (``budget.iterations``) from a variable or a flag."""
        set_dotted(self.data, dotted, value)
        self._forget_under(dotted)
        self.origins[dotted] = origin

    def origin_of(self, key: str) -> Origin:
        """Where ``key``'s value came from: itself, else the nearest table or list above it
        that a layer set; default when no layer did, or when the key is a field a layer's
        list of tables left out (``models.0.timeout_s``)."""
        parts = key.split(".")
        return self._set_by(parts) if _present(self.data, parts) else DEFAULT

    def _set_by(self, parts: Sequence[str]) -> Origin:
        """The origin of the deepest of ``parts``' prefixes a layer set (default: none)."""
        for n in range(len(parts), 0, -1):
            origin = self.origins.get(".".join(parts[:n]))
            if origin is not None:
                return origin
        return DEFAULT

    def origins_near(self, key: str) -> list[Origin]:
        """Origins of ``key``, and of keys inside it (a table-wide error has no one leaf)."""
        if not key:  # a check across sections: the files and variables, not the flags
            return list(dict.fromkeys(o for o in self.origins.values() if o.kind != "flag"))
        own = self._set_by(key.split("."))  # a missing field: the list or table holding it
        found = [own] if own != DEFAULT else []
        inside = [o for d, o in self.origins.items() if d.startswith(f"{key}.")]
        return list(dict.fromkeys(found + inside))

    def _forget_under(self, dotted: str) -> None:
        for key in [k for k in self.origins if k.startswith(f"{dotted}.")]:
            del self.origins[key]


def _present(data: Any, parts: Sequence[str]) -> bool:
    """Whether the merged layers hold a value at ``parts`` (a list is a value as a whole,
    its tables' keys are looked up)."""
    node = data
    for part in parts:
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return isinstance(node, list | str | int | float | bool)
    return True


def _merge(into: dict[str, Any], table: Mapping[str, Any]) -> None:
    for key, value in table.items():
        if isinstance(value, Mapping) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        else:
            into[key] = copy.deepcopy(value)


def _leaves(data: Mapping[str, Any], prefix: str = "") -> list[str]:
    """The dotted keys of the values in nested ``data`` (non-empty tables walked into)."""
    keys: list[str] = []
    for name, value in data.items():
        dotted = f"{prefix}{name}"
        walk = isinstance(value, Mapping) and value
        keys += _leaves(value, f"{dotted}.") if walk else [dotted]
    return keys


def set_dotted(data: dict[str, Any], dotted: str, value: Any) -> None:
    """Set ``dotted`` (``budget.iterations``) in nested ``data``, creating tables."""
    *parents, leaf = dotted.split(".")
    node = data
    for part in parents:
        node = node.setdefault(part, {})
        if not isinstance(node, dict):
            raise ConfigError(f"cannot set {dotted}: {part} is not a table")
    node[leaf] = value


def flat_values(data: Any, prefix: str = "") -> list[tuple[str, Any]]:
    """``(dotted key, value)`` of every leaf of a dumped configuration; tables and lists of
    tables are walked into (``models.0.name``), other lists are one value."""
    if isinstance(data, Mapping) and data:
        items: Iterable[tuple[Any, Any]] = data.items()
    elif isinstance(data, list) and data and all(isinstance(v, Mapping) for v in data):
        items = enumerate(data)
    else:
        return [(prefix.rstrip("."), data)]
    out: list[tuple[str, Any]] = []
    for name, value in items:
        out += flat_values(value, f"{prefix}{name}.")
    return out


# --- messages for validation errors ------------------------------------------------------

RETIRED_KEYS: dict[str, str] = {
    "safety.allow_irreversible": "safety.sandbox",
    **{f"device.sim.{k}_rate": f"faults.device.{k}_rate" for k in ("popup", "disconnect", "drop")},
}
"""Keys that 0.x read under an older name: the key -> the one that replaces it. A file,
variable or flag that sets one fails with the new name; a run's stored configuration is
read through :func:`upgrade_stored`."""


def upgrade_stored(stored: Mapping[str, Any]) -> dict[str, Any]:
    """A configuration stored by a 0.x run, in today's keys: each retired key's value moves
    to the key that replaces it (a switch or a rate that either set is kept), and a
    boolean ``search.do_not_repeat`` becomes the mode it was read as."""
    data = copy.deepcopy(dict(stored))
    for old, new in RETIRED_KEYS.items():
        *parents, leaf = old.split(".")
        table = _table(data, parents)
        if table is None or leaf not in table:
            continue
        value = table.pop(leaf)
        *new_parents, new_leaf = new.split(".")
        target = _table(data, new_parents, create=True)
        assert target is not None
        before = target.get(new_leaf)
        target[new_leaf] = value if before is None else max(before, value)
    search = _table(data, ["search"])
    if search is not None and isinstance(search.get("do_not_repeat"), bool):
        search["do_not_repeat"] = "gapfill" if search["do_not_repeat"] else "off"
    return data


def _table(data: dict[str, Any], parts: Sequence[str], create: bool = False) -> Any:
    """The nested table at ``parts`` (made when ``create``), or None where there is none."""
    node: Any = data
    for part in parts:
        if create and part not in node:
            node[part] = {}
        node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            return None
    return node


@dataclass(frozen=True)
class Problem:
    """One bad value: its key, what is wrong, where it came from and what would be right."""

    key: str
    message: str
    origins: tuple[Origin, ...]
    suggestion: Any = None
    renamed: str | None = None
    """For an unknown key: the known key it most likely means (dotted)."""

    def line(self) -> str:
        where = ", ".join(o.phrase for o in self.origins)
        return f"  {self.key}: {self.message}" + (f" (from {where})" if where else "")


def problem_from(err: Mapping[str, Any], layers: Layers, fields: Sequence[str]) -> Problem:
    """A pydantic error as a :class:`Problem`; ``fields`` are the known keys of the table
    holding an unknown key (for its did-you-mean)."""
    key = ".".join(str(p) for p in err["loc"]) or "(top level)"
    origins = tuple(layers.origins_near("" if key == "(top level)" else key))
    if err["type"] == "extra_forbidden" and key in RETIRED_KEYS:
        meant = RETIRED_KEYS[key]
        return Problem(
            key, f"no longer read (0.x): its name is now {meant}", origins, renamed=meant
        )
    if err["type"] == "extra_forbidden":
        best = closest(str(err["loc"][-1]), fields)
        hint = f"; did you mean {best!r}?" if best else ""
        renamed = ".".join([*key.split(".")[:-1], best]) if best else None
        return Problem(key, f"unknown key{hint}", origins, renamed=renamed)
    message = err["msg"].removeprefix("Value error, ")
    suggestion = _suggestion(err)
    if err["type"] != "value_error" and _shown(err.get("input")):
        message += f", got {err['input']!r}"
    if isinstance(suggestion, str) and f"is now {suggestion!r}" not in message:
        message += f"; did you mean {suggestion!r}?"
    return Problem(key, message, origins, suggestion)


def _shown(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) and len(repr(value)) <= 60


def _suggestion(err: Mapping[str, Any]) -> Any:
    """The nearest valid value for the errors that have one: a listed choice close to the
    value given, or the bound a number crossed."""
    ctx, given = err.get("ctx") or {}, err.get("input")
    kind = err["type"]
    if kind == "literal_error" and isinstance(given, str):
        return closest(given, re.findall(r"'([^']*)'", str(ctx.get("expected", ""))))
    renamed = re.search(r"is now '([^']*)'", err["msg"])
    if kind == "value_error" and renamed:  # a value 0.x read that has a new spelling
        return renamed.group(1)
    if kind == "value_error" and isinstance(given, str):
        allowed = re.search(r"expected one of: (.*)", err["msg"])
        return closest(given, allowed.group(1).split(", ")) if allowed else None
    bounds = {"greater_than_equal": "ge", "less_than_equal": "le"}
    if kind in bounds:
        return ctx.get(bounds[kind])
    if kind in ("greater_than", "less_than") and isinstance(ctx.get(kind[0] + "t"), int):
        step = 1 if kind == "greater_than" else -1
        return ctx[kind[0] + "t"] + step
    return None


def describe(problems: Sequence[Problem], files: Sequence[str]) -> str:
    """The error message: the sources of the bad values in the first line, one line each."""
    sources = [str(o) for p in problems for o in p.origins]
    named = ", ".join(dict.fromkeys(sources)) or " + ".join(files) or "defaults"
    return "\n".join([f"invalid configuration ({named}):", *(p.line() for p in problems)])


def fixes(problems: Sequence[Problem]) -> tuple[list[tuple[str, str]], list[str]]:
    """What would correct each problem: (word typed, corrected word) pairs for flags, and
    the edit or ``export`` for a file or a variable. Empty when one problem has no fix."""
    corrections: list[tuple[str, str]] = []
    edits: list[str] = []
    for p in problems:
        origin = p.origins[0] if len(p.origins) == 1 else None
        if p.renamed and origin is not None and origin.kind in ("file", "env"):
            edits.append(_rename(p.key, p.renamed, origin))
            continue
        if p.suggestion is None or origin is None or origin.kind == "default":
            return [], []
        value = p.suggestion
        if origin.kind == "flag" and origin.token:
            leaf = p.key.rsplit(".", 1)[-1]
            keyed = origin.token.startswith(f"{leaf}=")
            corrections.append((origin.token, f"{leaf}={value}" if keyed else str(value)))
        elif origin.kind == "env":
            edits.append(f"export {origin.name}={value}")
        elif origin.kind == "file":
            edits.append(f"set {p.key} = {_toml(value)} in {origin.name}")
        else:
            return [], []
    return corrections, edits


def _rename(key: str, meant: str, origin: Origin) -> str:
    """The edit that renames an unknown key in its file, or the variable that sets it."""
    if origin.kind == "file":
        return f"rename {key} to {meant} in {origin.name}"
    variable = f"{origin.name[: -len(key.split('.')[-1])]}{meant.split('.')[-1].upper()}"
    return f'export {variable}="${origin.name}"; unset {origin.name}'


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return f'"{value}"' if isinstance(value, str) else str(value)
