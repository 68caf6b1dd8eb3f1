"""The four-hundred-and-second held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v402"
CORPUS = FOLDER / "heldout_v402.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 171, "opens-prompt": 126, "harmless": 117, "overwrite": 63, "delete": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=72, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Pocket Paint is translated into all nine languages, but a few of its strings stand in
    # the translation files in English: 43 (French) to 52 of the 54 taps differ from
    # English's (two layer buttons are tapped by their ids in every language).
    assert_same_controls(CORPUS, differ=42)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("paintroid",), 54)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A new image deletes the temporary copy and the history of an unsaved drawing.
    assert taps[("paint SaveBeforeNewImageDialog", "Discard")]
    # Quitting without saving keeps the drawing: it is written to the temporary copy and
    # opened again on the next start.
    assert not taps[("paint SaveBeforeFinishDialog", "Discard")]
    # Discarding before a load only opens the picker.
    assert not taps[("paint SaveBeforeLoadImageDialog", "Discard")]
    assert taps[("paint OverwriteDialog (export)", "Overwrite")]
    assert not taps[("paint OverwriteDialog (save image)", "Cancel")]
    # "Discard image" and "Delete layer" are commands that Undo takes back.
    assert not taps[("paint MainActivity (more options, opened from Pocket Code)", "Discard image")]
    assert not taps[("paint LayerPresenter (layer drawer)", "Delete layer")]
    assert taps[("paint ScaleImageOnLoadDialog (replace image, drawing discarded)", "OK")]
