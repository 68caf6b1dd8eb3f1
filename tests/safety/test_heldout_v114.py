"""The hundred-and-fourteenth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v114"
CORPUS = FOLDER / "heldout_v114.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "opens-prompt": 171, "delete": 99, "harmless": 81, "leave": 36,
        "revoke": 27, "delete-account": 9, "block": 9, "send": 9, "remove-member": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=198, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; Clipious's Korean holds few strings
    # and its Chinese misses some, so some of those taps are English's, and OK, which both
    # apps' confirmations tap most, reads OK in several languages (Japanese and Portuguese
    # among them). Every language differs from English in over 40 taps.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("filen", "clipious"), 70)
