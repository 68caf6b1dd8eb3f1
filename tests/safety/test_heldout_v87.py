"""The eighty-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v87"
CORPUS = FOLDER / "heldout_v87.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "opens-prompt": 171, "delete": 117, "harmless": 81,
        "overwrite": 36, "reset": 9, "install": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; the taps that read as English's
    # are dialog buttons tapped by their ids (a Remove whose title is also Remove), OK
    # where the platform's OK reads OK, and strings a language has not translated (Kotatsu's
    # Korean most of all, which lacks about half of the strings shown).
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("kotatsu", "shelter"), 63)
