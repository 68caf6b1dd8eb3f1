"""The thirty-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v37"
CORPUS = FOLDER / "heldout_v37.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 216, "opens-prompt": 135, "harmless": 54, "reversible": 54, "revoke": 27,
        "invite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into the nine languages; OK is OK in most of them, and
    # GnuCash's "Edit Budget" is not translated.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("gnucash", "tasks"), 42)
