"""The forty-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v43"
CORPUS = FOLDER / "heldout_v43.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"delete": 171, "harmless": 108, "reversible": 81, "opens-prompt": 45}
    assert_native_corpus(FOLDER, total=405, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # OK reads OK in several languages, so only thirty-eight of the forty-five taps of
    # some languages differ from English's.
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("uhabits", "markor"), 36)
