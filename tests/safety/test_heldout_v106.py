"""The hundred-and-sixth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v106"
CORPUS = FOLDER / "heldout_v106.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "reversible": 126, "delete": 108, "opens-prompt": 81, "reset": 27,
        "revoke": 18, "grant": 9, "overwrite": 9, "security": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages, and no tapped string falls back to
    # English; the taps that read as English's are the Recent tab's "Clear all", tapped by its
    # id, and OK, which several languages write as OK (RustDesk's in Japanese and German, the
    # platform's in Librera's delete confirmation). Every language differs from English in
    # over 40 taps.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("rustdesk", "librera"), 67)
