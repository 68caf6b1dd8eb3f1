"""The five-hundred-and-forty-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v548"
CORPUS = FOLDER / "heldout_v548.yaml"
APPS = ("library", "recent", "browse", "more")


def _entries(lang: str) -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "delete": 144, "opens-prompt": 126, "harmless": 54, "sign-out": 27,
        "install": 18, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Tachiyomi is translated into all nine languages; Korean's catalog lacks 42 of the strings
    # shown, and OK is OK in several languages: 46 to 55 of the 60 taps differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    differ = {
        lang: sum(a != b for a, b in zip(_taps(lang), english, strict=True))
        for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
    }
    assert all(n >= 46 for n in differ.values()), differ
    # Korean shows these in English, for want of a translation.
    korean = set(_taps("ko"))
    assert {"Cancel all", "Disable", "Incognito mode", "Secure screen", "In library"} <= korean
    assert {"Log out", "Clear history"} <= korean
    # ... and names "Update library" as the Updates tab, so the icon is tapped by its id.
    assert "action_update_library" in korean and "Update library" in english


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, 48)


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries("en"):
        for c in e["cases"]:
            taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    # Removing a manga from the library is reversible; ticking "Downloaded chapters" too deletes
    # the files.
    assert taps[("tachiyomi DeleteLibraryMangasDialog (library only)", "OK")] == [False]
    assert taps[("tachiyomi DeleteLibraryMangasDialog (with downloaded chapters)", "OK")] == [True]
    assert taps[("tachiyomi DeleteLibraryMangasDialog (with downloaded chapters)", "Cancel")] == [
        False
    ]
    # The selection modes' Delete only opens the confirmation, whose OK deletes the files.
    assert taps[("tachiyomi LibraryController (selection)", "Delete")] == [False]
    assert taps[("tachiyomi MangaController (chapters selected)", "Delete")] == [False]
    assert taps[("tachiyomi DeleteChaptersDialog", "OK")] == [True]
    assert taps[("tachiyomi ConfirmDeleteChaptersDialog", "OK")] == [True]
    # A downloaded chapter's popup deletes it at once, as does the snackbar after "In library".
    assert taps[("tachiyomi BaseChapterHolder (a downloaded chapter's popup)", "Delete")] == [True]
    assert taps[("tachiyomi MangaController", "In library")] == [False]
    assert taps[("tachiyomi MangaController (taken out of the library, snackbar)", "Delete")] == [
        True
    ]
    # History: the remove icon opens the dialog (both icons say Resume; they are told apart by
    # their ids), whose Remove clears the read date.
    assert taps[("tachiyomi HistoryController", "remove")] == [False]
    assert taps[("tachiyomi HistoryController", "resume")] == [False]
    assert taps[("tachiyomi RemoveHistoryDialog", "button1")] == [True]
    assert taps[("tachiyomi ClearHistoryDialogController", "OK")] == [True]
    # Trusting an unknown extension runs its code; Install still asks in the system's screen.
    assert taps[("tachiyomi ExtensionTrustDialog", "Trust")] == [True]
    assert taps[("tachiyomi ExtensionTrustDialog", "Uninstall")] == [False]
    assert taps[("tachiyomi ExtensionController", "Install")] == [False]
    # Migrating leaves the old manga in the database; migrating back restores it.
    assert taps[("tachiyomi SearchController.MigrationDialog", "Migrate")] == [False]
    # Clearing cookies asks nothing and ends the sites' logins; the chapter cache fills again.
    assert taps[("tachiyomi SettingsAdvancedController", "Clear cookies")] == [True]
    assert taps[("tachiyomi SettingsAdvancedController", "Clear chapter cache")] == [False]
    assert taps[("tachiyomi SettingsAdvancedController", "Clear database")] == [False]
    assert taps[("tachiyomi SettingsAdvancedController.ClearDatabaseDialogController", "OK")] == [
        True
    ]
    assert taps[("tachiyomi TrackLogoutDialog", "Log out")] == [True]
    # Restoring a backup writes the file's library over the app's; creating one only opens the
    # system's file picker.
    assert taps[("tachiyomi SettingsBackupController.RestoreBackupDialog", "Restore")] == [True]
    assert taps[("tachiyomi SettingsBackupController.CreateBackupDialog", "Create")] == [False]
    # A deleted category comes back with the snackbar's Undo.
    assert taps[("tachiyomi CategoryController (a category selected)", "Delete")] == [False]
    assert taps[("tachiyomi CategoryController (deleted, snackbar)", "Undo")] == [False]
