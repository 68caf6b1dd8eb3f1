"""The hundred-and-sixteenth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v116"
CORPUS = FOLDER / "heldout_v116.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "opens-prompt": 126, "reversible": 126, "delete": 63, "dose": 27,
        "power": 27, "purge": 18, "reset": 9, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=585, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Kore is translated into all nine languages; AndroidAPS has no Japanese, so its Japanese
    # taps are English's but for the platform's Cancel (28 of 65 differ there). The other taps
    # that read as English's are OK, which several languages write as OK, and a few strings
    # AndroidAPS leaves untranslated ("Export settings (Local)", "Prime/Fill" in Chinese).
    # Every language differs from English in over 25 taps.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("androidaps", "kore"), 65)
