"""The sixty-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v64"
CORPUS = FOLDER / "heldout_v64.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 171, "opens-prompt": 99, "reversible": 72, "delete": 63, "install": 36,
        "leave": 18, "revoke": 18, "send": 9, "report": 9, "remove-member": 9, "ban": 9,
        "delete-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages (FluffyChat's Japanese, Korean and
    # Brazilian catalogs lack a few messages, Droid-ify's Korean and Brazilian one string),
    # so every language's taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("droidify", "fluffychat"), 55)
