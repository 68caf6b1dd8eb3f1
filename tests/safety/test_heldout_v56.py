"""The fifty-sixth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v56"
CORPUS = FOLDER / "heldout_v56.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 234, "opens-prompt": 162, "delete": 99, "reversible": 81, "send": 36,
        "call": 27, "leave": 18, "block": 18, "report": 9, "transfer": 9, "remove-member": 9,
        "delete-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=711, irreversible=234, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neither app has a Japanese translation, so its Japanese screens are English and only
    # the platform's Cancel differs there.
    assert_same_controls(CORPUS, differ=5)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("tindroid", "atox"), 65)
