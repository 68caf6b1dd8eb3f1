"""The ninth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from m2miner.testing.safety_corpus import dump_corpus, load_corpus

FOLDER = Path(__file__).parent / "heldout_v9"
CORPUS = FOLDER / "heldout_v9.yaml"
LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    cases = load_corpus([CORPUS])
    assert len(cases) == 450
    assert Counter(c.irreversible for c in cases) == {True: 144, False: 306}
    assert Counter(c.language for c in cases) == dict.fromkeys(LANGUAGES, 50)
    for lang in LANGUAGES:
        bad = sum(c.irreversible for c in cases if c.language == lang)
        assert bad == 16, lang
    assert all(c.id.startswith("heldout_v9#") for c in cases)
    assert not any(c.web for c in cases)
    assert Counter(c.category for c in cases) == {
        "delete": 135, "opens-prompt": 90, "send": 81, "reversible": 63, "report": 27,
        "account": 27, "block": 18, "harmless": 9,
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
