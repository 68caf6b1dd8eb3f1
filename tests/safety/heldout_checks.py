"""Checks every held-out corpus's tests make alike: how many cases and of what kind, that the
nine languages are one set of screens, and that the file is what its build script writes.
Each test module passes its own corpus's figures."""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import LOADER, Case, dump_corpus, load_corpus, read_entries


def assert_built(folder: Path) -> None:
    """The corpus file is what ``build.py`` writes: its header is the script's docstring
    (sources, commits, what was labelled how), so a corpus edited by hand, or a script
    changed without rebuilding, shows here."""
    text = (folder / f"{folder.name}.yaml").read_text(encoding="utf-8")
    assert dump_corpus(yaml.load(text, Loader=LOADER), folder / "build.py") == text


def assert_counts(cases: list[Case], prefix: str, total: int, irreversible: int) -> None:
    """``total`` cases, ``irreversible`` of them commits, spread evenly over the nine
    languages, each with the corpus's id."""
    per_language = total // len(SAFETY_LANGUAGES)
    assert len(cases) == total and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {
        True: irreversible,
        False: total - irreversible,
    }
    assert Counter(c.language for c in cases) == dict.fromkeys(SAFETY_LANGUAGES, per_language)
    for lang in SAFETY_LANGUAGES:
        bad = sum(c.irreversible for c in cases if c.language == lang)
        assert bad == irreversible // len(SAFETY_LANGUAGES), lang
    assert all(c.id.startswith(f"{prefix}#") for c in cases)


def assert_native_corpus(
    folder: Path, total: int, irreversible: int, categories: dict[str, int]
) -> None:
    """A native corpus (no web case) holds ``total`` cases, ``irreversible`` of them
    commits, in these ``categories`` (see :func:`assert_counts`)."""
    cases = load_corpus([folder / f"{folder.name}.yaml"])
    assert_counts(cases, folder.name, total, irreversible)
    assert not any(c.web for c in cases)
    assert Counter(c.category for c in cases) == categories


def assert_web_requests(cases: list[Case]) -> None:
    """A web corpus says for every action what it sends (nothing, for a control that
    only opens something), with a body or None per request; every commit sends."""
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert all(c.sends for c in cases if c.irreversible)


def assert_same_actions(cases: list[Case], fields: Callable[[Case], object]) -> None:
    """The same screens in every language: the n-th action of a language is labelled (and,
    on the web, sends) as the n-th action of English does."""
    english = [fields(c) for c in cases if c.language == "en"]
    for lang in SAFETY_LANGUAGES:
        assert [fields(c) for c in cases if c.language == lang] == english, lang


def assert_same_controls(corpus: Path, differ: int = 30) -> None:
    """The nine languages of a native corpus are one set of screens: the n-th case of every
    language is the same control with the same label, whatever its words; more than
    ``differ`` taps of each language are words other than English's (fewer where an app
    has no translation into a language and shows English)."""
    entries = read_entries(corpus)
    cases = load_corpus([corpus])

    def per_language(lang: str) -> tuple[list[object], list[str]]:
        shown = [e for e in entries if e["language"] == lang]
        taps = [str(c["tap"]) for e in shown for c in e["cases"]]
        sources = [e["source"] for e in shown]
        labels = [(c.category, c.irreversible, c.action) for c in cases if c.language == lang]
        return [sources, labels], taps

    english, english_taps = per_language("en")
    for lang in SAFETY_LANGUAGES[1:]:
        same, taps = per_language(lang)
        assert same == english, lang
        # Only the words differ (a few strings fall back to English, and OK is OK in
        # several languages).
        assert sum(a != b for a, b in zip(taps, english_taps, strict=True)) > differ, lang


def assert_screen_modules_lay_out_the_file(
    monkeypatch: pytest.MonkeyPatch, folder: Path, apps: tuple[str, ...], screens: int
) -> None:
    """Run without the apps' repositories, the screen modules still say which screens there
    are and what each tapped control does; with names for words, they must agree with the
    file, screen by screen and case by case."""
    monkeypatch.syspath_prepend(str(folder.parent))
    monkeypatch.syspath_prepend(str(folder))
    names = ("screens", *apps)
    saved = {name: sys.modules.pop(name) for name in names if name in sys.modules}
    try:
        modules = [importlib.import_module(name) for name in apps]
    finally:
        for name in names:
            sys.modules.pop(name, None)
        sys.modules.update(saved)

    def t(key: str, *args: Any) -> str:
        return " ".join([key, *map(str, args)])

    def layout(entries: list[dict[str, Any]]) -> list[tuple[str, str, list[bool]]]:
        return [(e["source"], e["category"], [c["irreversible"] for c in e["cases"]])
                for e in entries]  # fmt: skip

    built = [entry for module in modules for entry in module.screens(t)]
    corpus = folder / f"{folder.name}.yaml"
    english = [e for e in read_entries(corpus) if e["language"] == "en"]
    assert layout(built) == layout(english)
    assert len(built) == screens
