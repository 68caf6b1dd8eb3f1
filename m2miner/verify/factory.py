"""Verifier specs as intents files give them, and the verifier of a stored intent.

A spec is a mapping with a ``type``:

- ``{"type": "js", "expr": "..."}`` or ``{"type": "js", "template": NAME, "params": {...}}``
  (web; :mod:`m2miner.verify.web`, :mod:`m2miner.verify.templates`);
- ``{"type": "adb", "shell": "...", "expect": "REGEX"}`` (Android; :mod:`m2miner.verify.adb`);
- ``{"type": "python", "ref": "pkg.mod:fn"}`` or ``{"type": "python", "name": "NAME"}``
  with optional ``params`` (:mod:`m2miner.verify.python`).

Every spec may set ``timeout_s`` (default 30). Unknown types and keys are ConfigErrors
naming what is wrong, raised when the intents file is read, before anything is mined.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from m2miner.errors import ConfigError
from m2miner.store.records import IntentRecord
from m2miner.verify.base import DEFAULT_TIMEOUT_S, Verifier

_TYPES = "js, adb or python"


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    timeout_s: float = Field(DEFAULT_TIMEOUT_S, gt=0, description="Longest wait for an answer.")


class JsSpec(_Spec):
    type: Literal["js"]
    expr: str | None = Field(
        None, min_length=1, description="JavaScript that evaluates to true or false."
    )
    template: str | None = Field(
        None, description="A bundled template instead of expr (m2miner.verify.templates)."
    )
    params: dict[str, Any] = Field(default_factory=dict, description="The template's values.")


class AdbSpec(_Spec):
    type: Literal["adb"]
    shell: str = Field(min_length=1, description="Command run with `adb shell`.")
    expect: str = Field(description="Regular expression searched for in its output.")


class PythonSpec(_Spec):
    type: Literal["python"]
    ref: str | None = Field(None, description="module:function of the check.")
    name: str | None = Field(None, description="Name registered in m2miner.verifiers.")
    params: dict[str, Any] = Field(default_factory=dict, description="Keyword arguments.")


Spec = Annotated[JsSpec | AdbSpec | PythonSpec, Field(discriminator="type")]
_ADAPTER: TypeAdapter[JsSpec | AdbSpec | PythonSpec] = TypeAdapter(Spec)


def parse_spec(data: object, where: str = "verifier") -> dict[str, Any]:
    """``data`` checked as a verifier spec, in its stored form (defaults left out).

    Raises ConfigError naming ``where`` for an unknown type, a missing or unknown key, a
    regular expression that does not compile, or a Python check that cannot be found.
    """
    if not isinstance(data, Mapping):
        raise ConfigError(
            f"{where}: a verifier is a mapping with a type ({_TYPES}), not {data!r}",
            hint='e.g. {"type": "js", "expr": "location.pathname === \'/done\'"}',
        )
    if data.get("type") not in ("js", "adb", "python"):
        raise ConfigError(
            f"{where}: unknown verifier type {data.get('type')!r}; expected {_TYPES}",
            hint="see docs/verification.md for each type's keys",
        )
    try:
        spec = _ADAPTER.validate_python(dict(data))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'][1:]) or 'verifier'}: {e['msg']}"
            for e in exc.errors()
        )
        raise ConfigError(f"{where}: invalid {data['type']} verifier: {problems}") from None
    build(spec.model_dump(exclude_defaults=True) | {"type": spec.type}, where)  # fail early
    return spec.model_dump(exclude_defaults=True) | {"type": spec.type}


def build(spec: Mapping[str, Any], where: str = "verifier") -> Verifier:
    """The verifier of a stored spec (see :func:`parse_spec`)."""
    from m2miner.verify.adb import AdbShellVerifier
    from m2miner.verify.python import PythonVerifier, load_function, resolve_name
    from m2miner.verify.web import JsVerifier

    kind = spec.get("type")
    stored = dict(spec)
    if kind == "js":
        label = f"template {spec['template']}" if spec.get("template") else ""
        return JsVerifier(_js_expr(spec, where), spec=stored, label=label)
    if kind == "adb":
        try:
            re.compile(str(spec["expect"]))
        except re.error as exc:
            raise ConfigError(f"{where}: expect {spec['expect']!r} is not a regex: {exc}") from None
        return AdbShellVerifier(str(spec["shell"]), str(spec["expect"]), spec=stored)
    if kind == "python":
        ref, name = spec.get("ref"), spec.get("name")
        if (ref is None) == (name is None):
            raise ConfigError(f"{where}: a python verifier needs exactly one of ref and name")
        fn = load_function(str(ref)) if ref is not None else resolve_name(str(name))
        params = dict(spec.get("params") or {})
        return PythonVerifier(str(ref or name), fn, params, spec=stored)
    raise ConfigError(f"{where}: unknown verifier type {kind!r}; expected {_TYPES}")


def _js_expr(spec: Mapping[str, Any], where: str) -> str:
    """A js spec's expression: its ``expr``, or its template rendered."""
    from m2miner.verify.templates import render

    expr, template = spec.get("expr"), spec.get("template")
    if (expr is None) == (template is None):
        raise ConfigError(
            f"{where}: invalid js verifier: it needs exactly one of expr and template",
            hint='e.g. {"type": "js", "expr": "location.hash === \'#/active\'"}',
        )
    if template is not None:
        return render(str(template), dict(spec.get("params") or {}), where)
    if spec.get("params"):
        raise ConfigError(f"{where}: invalid js verifier: params go with a template, not expr")
    return str(expr)


def timeout_of(spec: Mapping[str, Any] | None) -> float:
    """The spec's ``timeout_s``, or the default."""
    value = (spec or {}).get("timeout_s")
    return float(value) if isinstance(value, int | float) else DEFAULT_TIMEOUT_S


def verifier_for(intent: IntentRecord, *, sim: bool) -> Verifier | None:
    """The verifier of ``intent``: its own spec, else on the sim its task's predicate."""
    if intent.verifier:
        return build(intent.verifier, f"intent {intent.id}")
    if sim and intent.task_id:
        from m2miner.verify.sim import SimTaskVerifier

        return SimTaskVerifier(intent.task_id)
    return None
