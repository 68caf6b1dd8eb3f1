"""The seventy-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v77"
CORPUS = FOLDER / "heldout_v77.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 144, "harmless": 135, "reversible": 126, "delete": 54, "revoke": 27,
        "call": 27, "upload": 18, "remove-member": 18, "send": 18, "overwrite": 9,
        "account": 9, "leave": 9, "block": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=198, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Wire has no Korean and next to no Chinese, so its taps there are the English ones, and
    # its Japanese and French hold part of its strings; ownCloud's icons without a
    # description are tapped by their ids in every language. Every language still differs
    # from English in more than twenty taps (the fewest, Chinese, in 24).
    assert_same_controls(CORPUS, differ=20)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("owncloud", "wire"), 67)
