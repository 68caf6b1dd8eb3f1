"""The hundredth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v100"
CORPUS = FOLDER / "heldout_v100.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 162, "opens-prompt": 135, "reversible": 126, "delete": 45, "send": 36,
        "overwrite": 27, "purge": 18, "remove-member": 18, "cancel": 9, "refund": 9,
        "delete-account": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Invoice Ninja has no Korean, so its Korean taps are the English ones, and many of its
    # Japanese and Russian strings are still English; Cryptomator is translated into all nine
    # languages (its dialogs' buttons tapped by their ids read alike in every language).
    # Every language differs from English in over 30 taps.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("invoiceninja", "cryptomator"), 67)
