"""The twenty-sixth held-out corpus: what it holds, and that it is what its build script
writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v26"
CORPUS = FOLDER / "heldout_v26.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 198, "opens-prompt": 81, "harmless": 45, "revoke": 18, "reversible": 18,
        "overwrite": 18, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=387, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into the nine languages; OpenKeychain's revoke dialog and
    # KeePassDX's warnings show in English in Korean, and OK is OK in several languages.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("openkeychain", "keepassdx"), 26)
