"""The ninetieth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v90"
CORPUS = FOLDER / "heldout_v90.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 162, "opens-prompt": 117, "reversible": 81, "delete": 54,
        "remove-member": 18, "sign-out": 9, "invite": 9, "leave": 9, "reject": 9,
        "security": 9, "report": 9, "delete-account": 9, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Read You is translated into all nine languages; EteSync has no Korean and its
    # Chinese, Japanese, Spanish, Portuguese and Russian lack its newer screens' strings,
    # which show English, and OK is OK in several languages, so 38 to 47 taps of each
    # language read other than English's.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("etesync", "readyou"), 56)
