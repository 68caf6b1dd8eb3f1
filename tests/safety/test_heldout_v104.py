"""The hundred-and-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v104"
CORPUS = FOLDER / "heldout_v104.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 144, "opens-prompt": 135, "delete": 63, "revoke": 18,
        "grant": 18, "send": 9, "delete-account": 9, "remove-member": 9, "share": 9,
        "decline": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Anytype has no Korean, so its Korean taps are English's and only Finamp's Korean taps
    # differ (15); Finamp's Japanese catalog holds about a third of its strings, so fewer
    # Japanese taps differ (46). Anytype's newest sharing strings are English everywhere.
    # Every other language differs from English in over 60 taps.
    assert_same_controls(CORPUS, differ=10)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("anytype", "finamp"), 69)
