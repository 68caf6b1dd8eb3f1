"""Bundled web verifier templates: common page state as a JavaScript expression.

A js verifier may name a template and its parameters instead of writing ``expr``::

    {"type": "js", "template": "local_storage", "params": {"key": "theme", "equals": "dark"}}
    {"type": "js", "template": "local_storage_json", "params": {"key": "todos",
     "equals": [{"title": "a", "completed": true}], "fields": ["title", "completed"]}}
    {"type": "js", "template": "text_present", "params": {"text": "Order placed"}}
    {"type": "js", "template": "url_matches", "params": {"pattern": "/orders/\\d+$"}}

:func:`render` turns one into the expression the verifier evaluates (strings embedded
as JSON, so quotes in them cannot break out). ``local_storage_json`` compares the whole
stored value, which is how a check guards against shortcuts: "mark 'a' done" checked as
"the list is exactly [a, done]" fails a path that added another item instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from m2miner.errors import ConfigError

# A canonical JSON text in the page (object keys sorted), optionally of the listed fields
# of each object: what local_storage_json compares.
_CANON = (
    "((v, keep) => { const c = x => Array.isArray(x) ? x.map(c) : "
    "(x && typeof x === 'object') ? Object.fromEntries(Object.keys(x).sort()"
    ".filter(k => !keep || keep.includes(k)).map(k => [k, c(x[k])])) : x; "
    "return JSON.stringify(c(v)); })"
)


def _js(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def local_storage(
    key: str, equals: object = None, contains: object = None, exists: bool = True
) -> str:
    """The string stored under ``key``: equal to ``equals``, holding ``contains``, or
    (with neither) present, or absent with ``exists=False``. localStorage holds strings
    only: a number or boolean given (``-p equals=1`` on the command line) is compared as
    the text it is stored as."""
    item = f"localStorage.getItem({_js(key)})"
    equals, contains = _text(equals), _text(contains)
    if equals is not None:
        return f"{item} === {_js(equals)}"
    if contains is not None:
        return f"({item} || '').includes({_js(contains)})"
    return f"{item} {'!==' if exists else '==='} null"


def _text(value: object) -> str | None:
    return value if value is None or isinstance(value, str) else json.dumps(value)


def local_storage_json(key: str, equals: Any, fields: list[str] | None = None) -> str:
    """The JSON stored under ``key`` equals ``equals`` as a whole (object key order
    aside); with ``fields``, only those fields of every object are compared (leave out
    ids and timestamps the app makes up)."""
    keep = _js(fields) if fields else "null"
    stored = f"JSON.parse(localStorage.getItem({_js(key)}) || 'null')"
    return f"{_CANON}({stored}, {keep}) === {_CANON}({_js(equals)}, {keep})"


def text_present(text: str, selector: str = "body", present: bool = True) -> str:
    """``text`` is shown (``innerText``: visible text only) in the first element matching
    ``selector``; with ``present=False``, it is not."""
    shown = f"(document.querySelector({_js(selector)})?.innerText || '').includes({_js(text)})"
    return shown if present else f"!{shown}"


def url_matches(pattern: str) -> str:
    """``location.href`` matches the regular expression ``pattern`` (JavaScript syntax,
    searched anywhere: anchor it with ``^``/``$``)."""
    try:
        re.compile(pattern)
    except re.error as exc:
        raise ConfigError(f"url_matches: pattern {pattern!r} is not a regex: {exc}") from None
    return f"new RegExp({_js(pattern)}).test(location.href)"


TEMPLATES: dict[str, Callable[..., str]] = {
    "local_storage": local_storage,
    "local_storage_json": local_storage_json,
    "text_present": text_present,
    "url_matches": url_matches,
}
"""The bundled templates by name."""


def render(name: str, params: Mapping[str, Any], where: str = "verifier") -> str:
    """The JavaScript expression of template ``name`` with ``params``.

    Raises ConfigError naming ``where`` for an unknown template or parameters it does
    not take (or lacks).
    """
    template = TEMPLATES.get(name)
    if template is None:
        raise ConfigError(
            f"{where}: unknown verifier template {name!r}; bundled: {', '.join(TEMPLATES)}",
            hint="see docs/verification.md, 'Templates'",
        )
    try:
        return template(**dict(params))
    except TypeError as exc:
        raise ConfigError(f"{where}: template {name}: {exc}") from None
