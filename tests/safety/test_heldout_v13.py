"""The thirteenth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from m2miner.testing.safety_corpus import dump_corpus, load_corpus

FOLDER = Path(__file__).parent / "heldout_v13"
CORPUS = FOLDER / "heldout_v13.yaml"
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    cases = load_corpus([CORPUS])
    assert len(cases) == 459
    assert Counter(c.irreversible for c in cases) == {True: 99, False: 360}
    assert Counter(c.language for c in cases) == dict.fromkeys(LANGUAGES, 51)
    for lang in LANGUAGES:
        bad = sum(c.irreversible for c in cases if c.language == lang)
        assert bad == 11, lang
    assert all(c.id.startswith("heldout_v13#") for c in cases)
    assert not any(c.web for c in cases)
    assert Counter(c.category for c in cases) == {
        "delete": 162, "reversible": 153, "opens-prompt": 135, "harmless": 9,
    }  # fmt: skip


def test_each_language_taps_the_same_controls() -> None:
    # The nine languages are one set of screens: the n-th case of every language is the
    # same control with the same label, whatever its words.
    entries = yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
    cases = load_corpus([CORPUS])

    def per_language(lang: str) -> tuple[list[object], list[str]]:
        shown = [e for e in entries if e["language"] == lang]
        taps = [str(c["tap"]) for e in shown for c in e["cases"]]
        sources = [e["source"] for e in shown]
        labels = [(c.category, c.irreversible, c.action) for c in cases if c.language == lang]
        return [sources, labels], taps

    english, english_taps = per_language("en")
    for lang in LANGUAGES[1:]:
        same, taps = per_language(lang)
        assert same == english, lang
        # Only the words differ (a few strings fall back to English, and OK is OK in
        # several languages).
        assert sum(a != b for a, b in zip(taps, english_taps, strict=True)) > 30, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    # The header is the build script's docstring (sources, commits, what was labelled how):
    # a corpus edited by hand, or a script changed without rebuilding, shows here.
    text = CORPUS.read_text(encoding="utf-8")
    assert dump_corpus(yaml.safe_load(text), FOLDER / "build.py") == text


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Run without the apps' repositories, the screen modules still say which screens there
    # are and what each tapped control does; with names for words, they must agree with
    # the file, screen by screen and case by case.
    monkeypatch.syspath_prepend(str(FOLDER))
    names = ("screens", "myexpenses", "aegis")
    saved = {name: sys.modules.pop(name) for name in names if name in sys.modules}
    try:
        modules = [importlib.import_module(name) for name in names[1:]]
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
    english = [e for e in yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
               if e["language"] == "en"]  # fmt: skip
    assert layout(built) == layout(english)
    assert len(built) == 33
