"""What the held-out corpora of native Android screens share: reading an app's strings by
name in the nine languages of the term lists as Android does, writing a dialog or a menu,
checking that a tapped label names one control, and putting the corpus together.

The builders (``heldout_v6``, ``v9``, ``v11``, ``v13``) keep their sources, screens and
labels; this module only holds what they do alike.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

SUFFIX = {"en": "", "zh": "-zh-rCN", "ja": "-ja", "ko": "-ko", "de": "-de", "fr": "-fr",
          "es": "-es", "pt": "-pt-rBR", "ru": "-ru"}  # fmt: skip
"""Each language's ``values`` folder suffix (the English one has none)."""
POSITIVE, NEGATIVE, NEUTRAL = "android:id/button1", "android:id/button2", "android:id/button3"
"""A platform dialog's button ids (``AlertDialog``), as a hierarchy dump shows them."""

Source = tuple[str, tuple[str, ...], tuple[str, ...]]
"""A repository's commit, resource folders and the files read in each (a later one's
string wins)."""
Repo = tuple[str, Path, Source]
"""A source's name (for ``locale``), its git repository and what is read from it."""
Screens = Callable[[Any], list[dict[str, Any]]]
"""An app module's ``screens(t)``."""
Lookup = tuple[str, Any, Screens]
"""An app's name, its strings in one language (called with a key) and its ``screens``."""
PLATFORM = {
    "en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
    "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
    "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"), "ru": ("ОК", "Отмена"),
}  # fmt: skip
"""The platform's own ``android:string/ok`` and ``cancel`` (``yes`` and ``no`` read the
same), transcribed from the Android framework's translations."""
Button = tuple[str, str, bool | None]
"""A dialog button: its label, its resource id, whether tapping it is irreversible (None:
shown, not tapped)."""


class Strings:
    """``t("name")``, ``t("name#N")`` (a plural for N) or ``t("name", arg)`` (``%s``,
    ``%1$s``, ``%d`` filled in) in one language, read from the repositories in order; a
    missing string shows the English one, as Android does. ``t("=text")`` is the text
    itself. ``locale`` names the folder suffix a source reads in a language where it is not
    the plain one (a device set to the language's region reads it); ``platform`` holds the
    platform's own strings, found before the apps'."""

    def __init__(self, sources: list[Repo], lang: str,
                 locale: Mapping[tuple[str, str], str] | None = None,
                 platform: Mapping[str, str] | None = None) -> None:  # fmt: skip
        self.lang = lang
        self.tables: list[tuple[bool, dict[str, Any]]] = []
        if platform:
            self.tables.append((False, dict(platform)))
        for name, repo, source in sources:
            suffix = (locale or {}).get((name, lang), SUFFIX[lang])
            if suffix:
                self.tables.append((False, read_strings(repo, source, suffix)))
        for _, repo, source in sources:
            self.tables.append((True, read_strings(repo, source, "")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        name, _, count = key.partition("#")
        n = int(count or 1)
        for english, table in self.tables:
            value = table.get(name)
            if isinstance(value, dict):
                value = _plural(value, n, self.lang)
                args = (n, *args) if count else args
            if value:
                if english and self.lang != "en":
                    self.fallbacks.add(name)
                return _format(str(value), args)
        raise KeyError(key)


def _resources(repo: Path, source: Source, suffix: str) -> Iterator[ET.Element]:
    """Each resource file of ``values<suffix>`` at the source's commit, parsed, in order."""
    commit, folders, files = source
    for path in (f"{folder}/values{suffix}/{file}" for folder in folders for file in files):
        done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path}"],
                              capture_output=True, text=True)  # fmt: skip
        if not done.returncode:
            yield ET.fromstring(done.stdout)


def read_arrays(
    repo: Path, source: Source, suffix: str, key: str = "{name}[{i}]"
) -> dict[str, str]:
    """The items of every ``string-array`` of ``values<suffix>`` at the source's commit,
    each under ``key`` filled with its array's name and its index."""
    table: dict[str, str] = {}
    for root in _resources(repo, source, suffix):
        for el in root:
            if el.tag == "string-array":
                for i, item in enumerate(el):
                    table[key.format(name=el.get("name", ""), i=i)] = _text(item)
    return table


def read_strings(repo: Path, source: Source, suffix: str) -> dict[str, Any]:
    """The strings and plurals of ``values<suffix>`` at the source's commit, by name."""
    table: dict[str, Any] = {}
    for root in _resources(repo, source, suffix):
        for el in root:
            if el.tag == "string":
                table[el.get("name", "")] = _text(el)
            elif el.tag == "plurals":
                table[el.get("name", "")] = {i.get("quantity"): _text(i) for i in el}
    return table


def _plural(forms: dict[str, str], n: int, lang: str) -> str:
    if lang == "ru":
        quantity = (
            "one" if n % 10 == 1 and n % 100 != 11 else "few" if n % 10 in (2, 3, 4) else "many"
        )
    else:
        quantity = "one" if n == 1 else "other"
    return forms.get(quantity) or forms.get("other") or ""


def _format(text: str, args: tuple[Any, ...]) -> str:
    values = iter(args)

    def fill(m: re.Match[str]) -> str:
        return str(args[int(m.group(1)) - 1]) if m.group(1) else str(next(values))

    return re.sub(r"%(?:(\d)\$)?[sd]", fill, text) if args else text


_ESCAPED = re.compile(r"\\(u[0-9a-fA-F]{4}|['\"@?\\nt])")


def _text(el: ET.Element) -> str:
    """A string resource's text as Android shows it: the quotes around it dropped (not an
    escaped one at its end: ``\\"``), its escapes read (``\\'``, ``\\"``, ``\\@``, ``\\?``,
    ``\\\\``, ``\\uXXXX``; a line break or tab as a space) and its spaces collapsed."""
    text = re.sub(r'(?<!\\)"+$', "", "".join(el.itertext()).strip().lstrip('"'))

    def read(m: re.Match[str]) -> str:
        code = m.group(1)
        if code[0] == "u":
            return chr(int(code[1:], 16))
        return " " if code in "nt" else code

    return re.sub(r"\s+", " ", _ESCAPED.sub(read, text))


def build(out: Path, script: Path, apps: list[tuple[str, list[Repo], Screens]],
          locale: Mapping[tuple[str, str], str] | None = None,
          platform: Mapping[str, Mapping[str, str]] | None = None) -> int:  # fmt: skip
    """Write the corpus of ``apps`` (a name, its sources, its ``screens``) in each language
    to ``out``, headed by ``script``'s docstring, and print the strings shown in English."""

    def lookups(lang: str) -> list[Lookup]:
        shown = (platform or {}).get(lang)
        return [(name, Strings(sources, lang, locale, shown), screens)
                for name, sources, screens in apps]  # fmt: skip

    return write_languages(out, script, lookups)


def platform_buttons(
    ok: tuple[str, ...] = ("android:ok",), cancel: tuple[str, ...] = ("android:cancel",)
) -> dict[str, dict[str, str]]:
    """Each language's :data:`PLATFORM` words under the names an app's code uses for them
    (``android:yes`` for OK where it asks with ``android.R.string.yes``), as ``build``'s
    ``platform``."""
    return {
        lang: {**dict.fromkeys(ok, yes), **dict.fromkeys(cancel, no)}
        for lang, (yes, no) in PLATFORM.items()
    }


def write_languages(out: Path, script: Path, lookups: Callable[[str], list[Lookup]]) -> int:
    """Write to ``out`` every app's screens in each language, each app's strings as
    ``lookups(lang)`` gives them (a name, its lookup, its ``screens``; a lookup records the
    strings it showed in English in ``fallbacks``), and print those."""
    corpus = []
    for lang in SUFFIX:
        found = lookups(lang)
        for _, t, screens in found:
            for entry in screens(t):
                check_labels(entry, lang)
                corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, t, _ in found:
            report_fallbacks(f"{lang} {name}", t.fallbacks)
    write_corpus(out, corpus, script)
    return 0


def check_labels(entry: dict[str, Any], lang: str) -> None:
    """A tapped label must name one control and nothing else on the screen (the corpus
    taps the first element whose text, description or id is the label)."""
    screen = entry["screen"]
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    texts = [screen.get("title"), *(screen.get("dialog") or {}).values()]
    texts += [i["text"] for i in items if "text" in i and "field" not in i]
    controls = [str(v).rsplit("/", 1)[-1] if k == "rid" else v for item in items
                for k, v in item.items() if k not in ("field", "text", "secondary")]  # fmt: skip
    for case in entry["cases"]:
        label = case["tap"]
        if controls.count(label) != 1 or label in texts:
            raise SystemExit(f"{lang} {entry['source']}: {label!r} is not one control's label")


def dialog(category: str, source: str, page: str, title: str | None, message: str | None,
           buttons: list[Button], items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = (), *, page_said: bool = True,
           ) -> dict[str, Any]:  # fmt: skip
    """A dialog: its title and message, the widgets of its own view (``items``), then its
    buttons in the order a hierarchy lists them. A button whose label is also a text of
    the dialog (or, with ``page_said``, of the page behind it), or another button's, is
    tapped by its id; ``taps`` are further cases on the dialog's own widgets."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    widgets = [*items, *({"button": label, "rid": rid} for label, rid, _ in buttons)]
    labels = [label for label, _, _ in buttons]
    said = [*shown.values(), *(str(i.get("text", "")) for i in items)]
    said = [page, *said] if page_said else said
    cases = list(taps)
    for label, rid, bad in buttons:
        if bad is None:
            continue
        unique = labels.count(label) == 1 and label not in said
        cases.append((label if unique else rid.rsplit("/", 1)[-1], bad))
    return entry(category, source, {"title": page, "dialog": shown, "items": widgets}, cases)


def menu(category: str, source: str, page: str, entries: list[str],
         cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An overflow, context or popup menu: a list of entries."""
    screen = {"title": page, "dialog": {}, "items": [{"menu": e} for e in entries]}
    return entry(category, source, screen, cases)


def popup(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A popup drawn by a toolkit whose buttons carry no resource ids (Compose, Flutter,
    React Native) over the page ``behind``: its title and message, the widgets of its own
    content, then its buttons in the order a hierarchy lists them, each known only by its
    label (``None``: shown, not tapped); ``taps`` are further cases on its own widgets."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its title and widgets, drawn as a screen of its own."""
    return {"title": title, "items": items}


def entry(category: str, source: str, screen: dict[str, Any],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A screen and the cases that tap its controls."""
    acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
    return {"category": category, "source": source, "screen": screen, "cases": acts}
