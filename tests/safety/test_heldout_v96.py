"""The ninety-sixth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v96"
CORPUS = FOLDER / "heldout_v96.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 171, "reversible": 153, "delete": 108, "harmless": 72,
        "opens-page": 18, "overwrite": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Nextcloud News and VLC are both translated into all nine languages, so every language
    # differs from English in most taps; the rest are names, resource ids and words a
    # translation keeps or lacks (OK, a folder's name, VLC's few untranslated strings).
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("news", "vlc"), 60)
