"""The sixty-sixth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v66"
CORPUS = FOLDER / "heldout_v66.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "opens-prompt": 126, "delete": 81, "reversible": 72, "revoke": 27,
        "reset": 27, "security": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neither app is translated into Korean (a Korean device shows both in English), and
    # 2FAS has no Russian strings, so Korean taps English's words and Russian only Yubico
    # Authenticator's are its own; every other language's taps are its own words.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    for lang, differ in {"zh": 45, "ja": 45, "de": 45, "fr": 45, "es": 45, "pt": 45,
                         "ru": 25}.items():  # fmt: skip
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > differ, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("yubico", "twofas"), 55)
