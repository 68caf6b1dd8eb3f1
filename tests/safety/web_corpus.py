"""What the held-out corpora of web screens (``heldout_v8``, ``v10``, ``v12``) do alike: looking
up an i18next catalogue's strings (v10, v12), checking that a tapped label names one
control, and putting the corpus together in each language. Each builder keeps its
sources, screens and labels."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus


class JsonLookup:
    """``t(key)`` for one language of an i18next catalogue: its string, English where the
    language lacks the key or leaves it empty, ``{{name}}`` filled in from ``values``;
    with ``tags``, the tags of ``<Trans>`` messages are dropped first."""

    def __init__(self, table: dict[str, str], english: dict[str, str],
                 values: dict[str, str], tags: bool = False) -> None:  # fmt: skip
        self.table, self.english, self.values, self.tags = table, english, values, tags
        self.fallbacks: set[str] = set()

    def __call__(self, key: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key]
        if self.tags:
            text = re.sub(r"</?\w+>", "", text)
        values = self.values
        return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: values.get(m.group(1), m.group(0)), text)


def flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """A nested catalogue's keys joined with dots, as ``t("a.b.c")`` looks them up (v123,
    v127); every leaf is read as text."""
    flat: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = str(value)
    return flat


def build(out: Path, script: Path, languages: Iterable[str], lookup: Callable[[str], Any],
          screens: Callable[[Any, str], list[dict[str, Any]]],
          dialog_texts: tuple[str, ...] = ("title", "message")) -> int:  # fmt: skip
    """Write to ``out`` (headed by ``script``'s docstring) the ``screens(t, lang)`` of each
    language, ``t`` being ``lookup(lang)``, and print the strings each language showed in
    English (``t.fallbacks``). A tapped label must not repeat the texts of the dialog named
    by ``dialog_texts`` (see :func:`check_labels`)."""
    corpus = []
    for lang in languages:
        t = lookup(lang)
        for entry in screens(t, lang):
            check_labels(entry, lang, dialog_texts)
            # A copy: items shared between screens would be written as YAML aliases.
            entry = copy.deepcopy(entry)
            corpus.append({"category": entry.pop("category"), "language": lang, **entry})
        if lang != "en":
            report_fallbacks(lang, t.fallbacks)
    write_corpus(out, corpus, script)
    return 0


def check_labels(entry: dict[str, Any], lang: str, dialog_texts: tuple[str, ...]) -> None:
    """A tapped label must name one control and no text item of the screen (the corpus
    taps the first item with the label); of a dialog, the parts in ``dialog_texts`` count
    as texts (a corpus whose dialog title is no item leaves it out)."""
    screen = entry["screen"]
    dialog = screen.get("dialog") or {}
    texts = [screen.get("title"), *(dialog.get(part) for part in dialog_texts)]
    texts += [item["text"] for item in screen["items"] if "text" in item and len(item) == 1]
    controls = [v for item in screen["items"] for k, v in item.items()
                if k not in ("field", "hint", "text", "focused")]  # fmt: skip
    for label in (c["tap"] for c in entry["cases"] if "tap" in c):
        if controls.count(label) != 1 or label in texts:
            raise SystemExit(f"{lang} {entry['source']}: {label!r} is not one control's label")
