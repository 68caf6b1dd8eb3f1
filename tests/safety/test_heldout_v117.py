"""The hundred-and-seventeenth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v117"
CORPUS = FOLDER / "heldout_v117.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 189, "harmless": 171, "delete": 99, "reversible": 63, "send": 36,
        "clear-data": 18, "reset": 18, "block": 9, "decline": 9, "leave": 9,
        "delete-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Xabber has next to no Korean, and HeliBoard's Japanese and Korean hold mostly the AOSP
    # keyboard's strings, so many Korean and Japanese taps are English's (38 and 56 of 70
    # differ there). The other taps that read as English's are ``button_attach``, tapped by
    # its id, OK, which several languages write as OK, and the clips, words and layouts
    # written on the screens. Every language differs from English in over 30 taps.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("xabber", "heliboard"), 70)
