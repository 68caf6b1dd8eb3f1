"""The sixtieth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v60"
CORPUS = FOLDER / "heldout_v60.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 189, "reversible": 162, "delete": 90, "opens-prompt": 36}
    assert_native_corpus(FOLDER, total=477, irreversible=90, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Ids (NetGuard's image buttons, AdAway's checkbox and allow icon), a source's and an
    # app's names and the platform's OK (Japanese, German, French, Portuguese) are the same
    # in every language.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("netguard", "adaway"), 46)
