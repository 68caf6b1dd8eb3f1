"""The three-hundred-and-ninety-seventh held-out corpus: what it holds, and that its build
script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v397"
CORPUS = FOLDER / "heldout_v397.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "opens-prompt": 126, "reversible": 117, "delete": 81, "discard": 54,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Notepad is translated into all nine languages, though its catalogs keep some newer
    # strings in English (Korean most of its settings): 45 (Korean) to 54 of the 59 taps
    # differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("notepad",), 59)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]

    def taps(source: str, tap: str) -> set[bool]:
        return {c["irreversible"] for e in english if e["source"] == source
                for c in e["cases"] if c["tap"] == tap}  # fmt: skip

    # Delete in the dialog deletes the notes with no trash, however many are selected.
    assert taps("notepad DeleteDialog (selected notes)", "Delete") == {True}
    assert taps("notepad DeleteDialog (view note)", "Delete") == {True}
    assert taps("notepad DeleteDialog (selected notes)", "Cancel") == {False}
    # On a note never saved, Delete drops the typed text; Discard drops the changes.
    assert taps("notepad DeleteDialog (new note)", "Delete") == {True}
    assert taps("notepad StandaloneEditor (SaveDialog)", "Discard") == {True}
    assert taps("notepad SaveDialog (edit note)", "Save") == {False}
    # Restoring a backup adds its notes beside the others; the row only opens a picker.
    assert taps("notepad NoteListMenu", "Restore from backup") == {False}
    assert taps("notepad NoteListMenu", "Backup all notes") == {False}
    # The Delete icon only opens the dialog.
    assert taps("notepad NotepadComposeApp (multi-select)", "Delete") == {False}
    # A dialog with one button lists it alone.
    welcome = next(e for e in english if e["source"] == "notepad FirstRunDialog")
    assert welcome["screen"]["items"] == [{"button": "Close"}]
