"""The sixty-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v69"
CORPUS = FOLDER / "heldout_v69.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "opens-prompt": 108, "reversible": 63, "delete": 63, "payment": 54,
        "revoke": 18, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Rainbow has no German catalog and Waterfly III no Japanese one, so those languages
    # show English there and differ from English in the other app's taps only.
    assert_same_controls(CORPUS, differ=18)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("rainbow", "waterfly"), 52)
