"""The five-hundred-and-sixty-ninth held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v569"
CORPUS = FOLDER / "heldout_v569.yaml"


def _taps(lang: str) -> list[str]:
    entries = read_entries(CORPUS)
    return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]


def _cases(lang: str = "en") -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in read_entries(CORPUS):
        if e["language"] == lang:
            for c in e["cases"]:
                taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 180, "opens-prompt": 135, "reversible": 99, "sign-out": 45, "harmless": 36,
        "overwrite": 27, "install": 9, "uninstall": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Komikku is translated into all nine languages; the tracker names and Japanese, Korean,
    # German and Portuguese "OK" read as in English, and Korean lacks many of the newer strings:
    # 49 to 59 of the 61 taps differ from English's.
    assert_same_controls(CORPUS, differ=48)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    for lang in SAFETY_LANGUAGES[1:]:
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 49, lang
    # Chinese's own words for the delete confirmation, not the English ones.
    assert ("komikku UpdatesDeleteConfirmationDialog", "确定") in _cases("zh")
    assert ("komikku TrackingLogoutDialog (AniList)", "Выйти") in _cases("ru")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    apps = ("library", "manga", "browse", "more")
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, apps, 49)


def test_what_the_app_commits() -> None:
    taps = _cases()
    # Deleting downloaded chapters deletes their folders, with no trash: from the updates, the
    # entry's page, the library's Remove and the snackbar after taking an entry out.
    assert taps[("komikku UpdatesDeleteConfirmationDialog", "OK")] == [True]
    assert taps[("komikku UpdatesDeleteConfirmationDialog", "Cancel")] == [False]
    assert taps[("komikku DeleteChaptersDialog", "OK")] == [True]
    assert taps[("komikku MangaScreen (taken out of the library, snackbar)", "Delete")] == [True]
    library = "komikku DeleteLibraryMangaDialog (from library and downloaded chapters)"
    assert taps[(library, "OK")] == [True]
    # The buttons that only open those confirmations commit nothing.
    assert taps[("komikku LibraryBottomActionMenu (More)", "Delete")] == [False]
    assert taps[("komikku UpdatesScreen (two downloaded chapters selected)", "Delete")] == [False]
    assert taps[("komikku MangaToolbar (overflow, entry in the library)", "Clear manga")] == [False]
    # Removing a tracker also from AniList deletes the list entry there; locally only, not.
    assert taps[("komikku TrackerRemoveScreen (also from AniList)", "OK")] == [True]
    assert taps[("komikku TrackerRemoveScreen (locally)", "OK")] == [False]
    # A private extension is uninstalled at once; one installed as a package goes to the
    # system's uninstall screen, which asks first.
    assert taps[("komikku ExtensionDetailsScreen (a private extension)", "Uninstall")] == [True]
    shared = "komikku ExtensionDetailsScreen (an extension installed as a package)"
    assert taps[(shared, "Uninstall")] == [False]
    assert taps[("komikku ExtensionScreen (an available extension)", "Install")] == [True]
    # Replacing a repository writes over the old one; deleting a repository, a feed item, a
    # category or the non-library entries has no undo.
    assert taps[("komikku ExtensionRepoConflictDialog", "Replace")] == [True]
    assert taps[("komikku ExtensionRepoDeleteDialog", "OK")] == [True]
    assert taps[("komikku SourceFeedDeleteDialog", "Delete")] == [True]
    assert taps[("komikku CategoryDeleteDialog", "OK")] == [True]
    assert taps[("komikku ClearDatabaseScreen (confirmation)", "OK")] == [True]
    # Restoring a backup writes its settings over the app's; its page's row only opens a picker.
    assert taps[("komikku RestoreBackupScreen (every option ticked)", "Restore")] == [True]
    assert taps[("komikku SettingsDataScreen", "Restore backup")] == [False]
    # The advanced settings act at once: cookies and WebView data gone, reader settings reset;
    # revoked trust is given back with Trust, and "Clear database" only opens its page.
    advanced = "komikku SettingsAdvancedScreen"
    assert taps[(advanced, "Clear cookies")] == [True]
    assert taps[(advanced, "Clear WebView data")] == [True]
    assert taps[(advanced, "Reset per-series reader settings")] == [True]
    assert taps[(advanced, "Revoke trusted unknown extensions")] == [False]
    assert taps[(advanced, "Clear database")] == [False]
    # Logging out of AniList and Discord drops their tokens; Komga logs back in with a tap.
    assert taps[("komikku TrackingLogoutDialog (AniList)", "Log out")] == [True]
    assert taps[("komikku ConnectionsLogoutDialog (Discord)", "Log out")] == [True]
    tracking = "komikku SettingsTrackingScreen (AniList and Komga logged in)"
    assert taps[(tracking, "AniList")] == [False]
    assert taps[(tracking, "Komga")] == [False]
    # Cancelling a queued download only takes it off the queue.
    assert taps[("komikku DownloadHolder (download_single menu, Chapter 15)", "Cancel")] == [False]
