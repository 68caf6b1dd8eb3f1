"""Looking up PeerTube's Angular catalogues (``client/src/locale/angular.<locale>.xlf``) the
way its build does: a message is found by its English source text (and, where that text
has several units, by the source file that uses it), the locale's ``<target>`` is shown,
and the English source where the locale has no target (``i18nMissingTranslation:
ignore``). Interpolations are written ``{INTERPOLATION}``, ``{PH}`` and so on and filled in
from the arguments; tags are dropped; ICU ``select``/``plural`` messages pick one branch."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

NS = "{urn:oasis:names:tc:xliff:document:1.2}"
Unit = tuple[str, str | None, list[str]]


def _render(element: ET.Element | None) -> str | None:
    """A source or target as text: placeholders as ``{ID}``, tags dropped."""
    if element is None:
        return None
    out = [element.text or ""]
    for child in element:
        if child.tag == NS + "x" and not re.match(
            r"(START_|CLOSE_|LINE_BREAK|TAG_)", child.get("id", "")
        ):
            out.append("{" + child.get("id", "") + "}")
        out.append(child.tail or "")
    return "".join(out)


def load_units(path: Path) -> dict[str, Unit]:
    """Every trans-unit of a catalogue: id -> (source, target or None, source files)."""
    units = {}
    for unit in ET.parse(path).getroot().iter(NS + "trans-unit"):
        files = [c.text or "" for c in unit.iter(NS + "context")
                 if c.get("context-type") == "sourcefile"]  # fmt: skip
        target = unit.find(NS + "target")
        if target is not None and target.get("state") in ("new", "needs-translation"):
            target = None  # Weblate's copy of the English source: no translation yet
        units[unit.get("id", "")] = (_render(unit.find(NS + "source")) or "",
                                     _render(target), files)  # fmt: skip
    return units


def icu(text: str, choice: str) -> str:
    """An ICU ``{VAR, select|plural, key {..} ...}`` message with the branch ``choice``
    (``other`` where it has none) put in its place; the rest of the text is kept."""
    match = re.search(r"\{\s*\w+\s*,\s*(?:select|plural)\s*,", text)
    if not match:
        return text
    branches, i, end = {}, match.end(), None
    while i < len(text):
        head = re.match(r"\s*([^\s{}]+)\s*\{", text[i:])
        if not head:
            end = text.index("}", i) + 1
            break
        start = i + head.end()
        depth, j = 1, start
        while depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        branches[head.group(1)] = text[start : j - 1]
        i = j
    body = branches.get(choice, branches.get("other", ""))
    return text[: match.start()] + body + text[end or len(text) :]


class Lookup:
    """``t(source, file=..., choice=..., **args)`` for one locale: see the module's doc.
    ``fallbacks`` holds the messages the locale shows in English."""

    def __init__(self, english: dict[str, Unit], locale: dict[str, Unit] | None,
                 server: dict[str, str]) -> None:  # fmt: skip
        self.english, self.locale, self.server = english, locale, server
        self.fallbacks: set[str] = set()
        self.by_source: dict[str, list[str]] = {}
        for key, (source, _, _) in english.items():
            self.by_source.setdefault(_squash(source), []).append(key)

    def unit(self, source: str, file: str | None) -> str:
        keys = self.by_source.get(_squash(source), [])
        if file is not None:
            keys = [k for k in keys if any(file in f for f in self.english[k][2])]
        if len(keys) > 1:  # the unit whose text is written exactly so (whitespace too)
            keys = [k for k in keys if self.english[k][0] == source] or keys
        if len(keys) != 1:
            files = [self.english[k][2][0] for k in keys]
            raise SystemExit(f"{len(keys)} units for {source!r} ({file}): {files}")
        return keys[0]

    def __call__(self, source: str, file: str | None = None, choice: str | None = None,
                 **args: Any) -> str:  # fmt: skip
        key = self.unit(source, file)
        text = None if self.locale is None else self.locale.get(key, ("", None, []))[1]
        if self.locale is not None and not (text or "").strip():
            self.fallbacks.add(source)
        if not (text or "").strip():
            text = source
        if choice is not None:
            text = icu(text, choice)
        text = re.sub(r"\{(\w+)\}", lambda m: str(args.get(m.group(1), m.group(0))), text)
        return _squash(text)

    def server_text(self, source: str) -> str:
        """A string of the server's catalogue (``server.<locale>.json``: privacy names)."""
        text = self.server.get(source) or ""
        if not text:
            self.fallbacks.add(source)
        return text or source


def _squash(text: str) -> str:
    """Whitespace made single and the HTML a message carries dropped (it is rendered)."""
    return re.sub(r"\s+", " ", re.sub(r"</?[a-z]+ ?/?>", "", text)).strip()


def server_table(path: Path) -> dict[str, str]:
    return {k: v for k, v in json.loads(path.read_text(encoding="utf-8")).items()
            if isinstance(v, str)}  # fmt: skip
