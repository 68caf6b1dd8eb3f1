"""The four-hundred-and-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v401"
CORPUS = FOLDER / "heldout_v401.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 135, "delete": 108, "opens-prompt": 72, "import": 27,
        "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Japanese and Korean have no translation of the app itself, only of its bookmark sheet
    # and sync page: 6 of the 57 taps differ from English's there, and 51 to 55 in the rest.
    assert_same_controls(CORPUS, differ=5)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("quran",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Removing a translation or a recitation deletes its files from the device at once.
    assert taps[("quran TranslationManagerActivity (remove)", "Remove")]
    assert taps[("quran SheikhAudioDownloadsActivity (RemoveConfirmationDialog)", "Remove")]
    # Importing a backup merges its bookmarks and tags into the user's own.
    assert taps[("quran QuranImportActivity", "Import Data")]
    # Deleting bookmarks waits for the snackbar, whose Undo keeps them; exporting only
    # writes a file and offers it to the share sheet; logging out only ends the session.
    assert not taps[("quran BookmarksFragment (contextual bar)", "Delete Tag")]
    assert not taps[("quran QuranAdvancedSettingsFragment", "Export")]
    assert not taps[("quran QuranSyncScreen", "Log out")]
    assert not taps[("quran AyahToolBar (ayah_menu) share", "Share Ayah Link")]
