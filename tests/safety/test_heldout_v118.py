"""The hundred-and-eighteenth held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v118"
CORPUS = FOLDER / "heldout_v118.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 135, "delete": 117, "opens-prompt": 99, "revoke": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=567, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Stratum is translated into all nine languages; Book's Story has no Russian and only five
    # Korean strings, so its Russian and Korean taps are English's (34 of 63 differ there),
    # and its Japanese leaves most icons' descriptions in English. The other taps that read
    # as English's are the label-less ids (``buttonMenu``, ``button1``), and OK, which several
    # languages write as OK. Every language differs from English in over 30 taps.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("stratum", "bookstory"), 63)
