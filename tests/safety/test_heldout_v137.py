"""The hundred-and-thirty-seventh held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v137"
CORPUS = FOLDER / "heldout_v137.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "opens-prompt": 90, "delete": 90, "reversible": 45, "revoke": 27,
        "grant": 18, "send": 9, "vote": 9, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # InnerTune is translated into all nine languages; Nova Wallet has no German, so its
    # taps there are the English ones, and one Nova tap is by id (itemAccountDelete): 22
    # (German) to 52 (Spanish, Russian) of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=20)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("nova", "innertune"), 53)
