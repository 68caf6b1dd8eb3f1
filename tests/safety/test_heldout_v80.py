"""The eightieth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v80"
CORPUS = FOLDER / "heldout_v80.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "reversible": 153, "harmless": 117, "delete": 72, "send": 36,
        "leave": 27, "block": 18, "report": 9, "remove-member": 9, "ban": 9, "sign-out": 9,
        "grant": 9, "account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Element X and Thunderbird are translated into all nine languages, so every language's
    # taps are its own words, except the few that read as in English (OK, Spam) and the
    # one tapped by its id.
    assert_same_controls(CORPUS, differ=60)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("element", "thunderbird"), 70)
