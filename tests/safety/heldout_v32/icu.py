"""``t(key, **values)`` for one language of Immich's svelte-i18n catalogues (``i18n/<lang>.json``):
nested objects are read as dotted keys, a key the language lacks or leaves empty shows the
English string (the app's ``fallbackLocale``), ICU arguments are filled in (``{name}``,
``{count, plural, ...}`` with ``#``, ``{x, select, ...}``) and rich-text tags are dropped."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any


def flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """A nested catalogue as one flat table of dotted keys."""
    flat: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}."))
        elif isinstance(value, str):
            flat[f"{prefix}{key}"] = value
    return flat


def read_catalogue(path: Path) -> dict[str, str]:
    return flatten(json.loads(path.read_text(encoding="utf-8")))


class IcuLookup:
    """One language's lookup; ``fallbacks`` names the keys it showed in English."""

    def __init__(self, table: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.table, self.english, self.lang = table, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        text = format_icu(text, values, self.lang)
        return re.sub(r"</?\w+>", "", text).strip()


def format_icu(text: str, values: dict[str, Any], lang: str) -> str:
    """The message with its arguments filled in (ICU MessageFormat, the subset the
    catalogues use)."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "{":
            out.append(text[i])
            i += 1
            continue
        end = _closing(text, i)
        out.append(_argument(text[i + 1 : end], values, lang))
        i = end + 1
    return "".join(out)


def _closing(text: str, start: int) -> int:
    depth = 0
    for j in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return j
    raise SystemExit(f"unbalanced braces in {text!r}")


def _argument(body: str, values: dict[str, Any], lang: str) -> str:
    parts = body.split(",", 2)
    name = parts[0].strip()
    if len(parts) < 3:
        return str(values.get(name, "{" + name + "}"))
    kind, options = parts[1].strip(), _options(parts[2])
    value = values.get(name)
    if kind == "plural":
        choice = options.get(f"={value}")
        if choice is None:
            choice = options.get(_plural_category(value, lang), options.get("other", ""))
        return format_icu(choice.replace("#", str(value)), values, lang)
    chosen = options.get(str(value), options.get("other", ""))
    return format_icu(chosen, values, lang)


def _options(text: str) -> dict[str, str]:
    options, i = {}, 0
    while i < len(text):
        start = text.find("{", i)
        if start < 0:
            break
        end = _closing(text, start)
        options[text[i:start].strip()] = text[start + 1 : end]
        i = end + 1
    return options


def _plural_category(value: Any, lang: str) -> str:
    """CLDR's category of a whole number for the nine languages."""
    n = int(value)
    if lang in ("zh", "ja", "ko"):
        return "other"
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    if lang in ("fr", "pt"):
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"
