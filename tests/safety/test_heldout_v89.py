"""The eighty-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v89"
CORPUS = FOLDER / "heldout_v89.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 171, "opens-prompt": 144, "reversible": 135, "delete": 135, "send": 18,
        "overwrite": 18, "report": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into eight of the nine languages, YTDLnis into all nine;
    # ProtonMail has no Korean and shows it in English, so Korean differs from English in
    # YTDLnis' taps alone (34 of 70); OK reads OK in several languages, and a button whose
    # label the dialog also says is tapped by its id.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("proton", "ytdlnis"), 70)
