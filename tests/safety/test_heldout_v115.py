"""The hundred-and-fifteenth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v115"
CORPUS = FOLDER / "heldout_v115.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 135, "harmless": 108, "opens-prompt": 63, "delete": 54, "uninstall": 18,
        "install": 9, "revoke": 9, "clear-data": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=405, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Hail is translated into all nine languages; Transportr has no Simplified Chinese and no
    # Korean, so its Chinese and Korean taps are English's (28 of 45 differ there). The other
    # taps that read as English's are the label-less ``fab`` and ``clearAllFab``, tapped by
    # their ids, OK, which several languages write as OK, and Transportr's Alert, which most
    # languages leave in English. Every language differs from English in over 25 taps.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("hail", "transportr"), 45)
