"""The sixty-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v67"
CORPUS = FOLDER / "heldout_v67.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "opens-prompt": 153, "delete": 99, "reversible": 63, "payment": 54,
        "revoke": 18, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=594, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Breez has no catalog in Chinese, Japanese, Korean or Russian and shows English there,
    # and Kiwix's Japanese lacks some strings, so those languages differ from English in
    # Kiwix's taps only.
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("kiwix", "breez"), 66)
