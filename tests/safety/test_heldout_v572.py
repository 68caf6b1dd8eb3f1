"""The five-hundred-and-seventy-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v572"
CORPUS = FOLDER / "heldout_v572.yaml"
MODULES = ("watch", "library", "downloads", "preferences")


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def _labels() -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in read_entries(CORPUS):
        if e["language"] == "en":
            for c in e["cases"]:
                taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 135, "reversible": 135, "opens-prompt": 126, "delete": 99, "overwrite": 18,
        "reset": 18, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS, differ=40)


def test_the_translated_languages_show_their_own_words() -> None:
    # Of the 60 taps, ten read alike everywhere: the SponsorBlock tab's words, which Tubular
    # added in English only (the tab, Submit, Sponsor, "Whitelist channel", "Down-vote
    # segment", "Enable SponsorBlock"), a playlist's name, the delete icon (by its id) and two
    # dialog buttons tapped by their ids (Japanese's Rename reads otherwise than its title and
    # is tapped by its words). Japanese also lacks "Delete file"; OK is OK in five catalogs,
    # and German and Portuguese read Downloads (and Portuguese Download) as English does.
    english = _taps("en")
    differs = {"zh": 50, "ja": 43, "ko": 43, "de": 42, "fr": 43, "es": 50, "pt": 41, "ru": 50}
    for lang, differ in differs.items():
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) == differ, lang
    assert _taps("de")[english.index("Remove watched")] == "Gesehene entfernen"
    assert _taps("ja")[english.index("Delete file")] == "Delete file"
    assert _taps("zh")[english.index("Sponsor")] == "Sponsor"


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 60)


def test_what_the_app_commits() -> None:
    taps = _labels()
    # A category's row sends the marked segment to the SponsorBlock server at once, where the
    # app cannot take it back; Submit only opens the list. A vote is taken back by a long press.
    pick = "tubular SponsorBlockFragment doSubmitPendingSegment"
    assert taps[(pick, "Sponsor")] == [True]
    assert taps[(pick, "Cancel")] == [False]
    assert taps[("tubular SponsorBlockFragment", "Submit")] == [False]
    assert taps[("tubular SponsorBlockFragment", "Down-vote segment")] == [False]
    assert taps[("tubular SponsorBlockFragment doClearPendingSegment", "Yes")] == [False]
    # Overwrite truncates the old download's file; OK alone writes a new file.
    ask = "tubular DownloadDialog (a downloaded file with this name)"
    assert taps[(ask, "Overwrite")] == [True]
    assert taps[("tubular DownloadDialog", "OK")] == [False]
    # Deleting a playlist made in the app removes it; the same question for a remote playlist
    # only drops the bookmark. The dialog's Delete row only asks.
    local = "tubular BookmarkFragment showDeleteDialog (playlist made in the app)"
    assert taps[(local, "Delete")] == [True]
    assert taps[(local, "Cancel")] == [False]
    assert taps[("tubular BookmarkFragment showDeleteDialog (remote playlist)", "Delete")] == [
        False
    ]
    assert taps[("tubular BookmarkFragment showLocalDialog", "Delete")] == [False]
    # Removing the watched videos empties the playlist of them; removing duplicates keeps every
    # video once, and a video's Delete in a playlist takes out one that "Add to" puts back.
    watched = "tubular LocalPlaylistFragment openRemoveWatchedConfirmationDialog"
    assert taps[(watched, "Yes")] == [True]
    assert taps[("tubular LocalPlaylistFragment openRemoveDuplicatesDialog", "OK")] == [False]
    assert taps[("tubular LocalPlaylistFragment showInfoItemDialog", "Delete")] == [False]
    # The history's Delete removes the video's record for good; so does the whole history's.
    assert taps[("tubular StatisticsPlaylistFragment showInfoItemDialog", "Delete")] == [True]
    clear = "tubular StatisticsPlaylistFragment openDeleteWatchHistoryDialog"
    assert taps[(clear, "Delete")] == [True]
    assert taps[("tubular StatisticsPlaylistFragment (overflow)", "Clear watch history")] == [False]
    assert taps[("tubular SearchFragment showDeleteSuggestionDialog", "Delete")] == [True]
    # A channel group's delete icon only shows the question; its OK deletes the group.
    assert taps[("tubular FeedGroupDialog", "delete_button")] == [False]
    assert taps[("tubular FeedGroupDialog (DeleteScreen)", "OK")] == [True]
    # Unsubscribing and subscribing again are one tap each.
    assert taps[("tubular SubscriptionFragment showLongTapDialog", "Unsubscribe")] == [False]
    assert taps[("tubular ChannelFragment", "Subscribe")] == [False]
    # Downloads: "Delete file" deletes the file once its five seconds of Undo are over; the
    # clear dialog's "Clear download history" (its negative button, tapped by its id, as the
    # title reads the same) forgets every finished download; "Delete downloaded files" only
    # asks again, and that question's OK deletes the files.
    assert taps[("tubular MissionAdapter (finished download's menu)", "Delete file")] == [True]
    assert taps[("tubular MissionAdapter (finished download's menu)", "Share")] == [False]
    prompt = "tubular MissionsFragment showClearDownloadHistoryPrompt"
    assert taps[(prompt, "button2")] == [True]
    assert taps[(prompt, "Delete downloaded files")] == [False]
    erase = "tubular MissionsFragment showDeleteDownloadedFilesConfirmationPrompt"
    assert taps[(erase, "OK")] == [True]
    # Settings: resetting, importing a database over the current one, clearing the whitelist
    # and restoring the default tabs cannot be taken back; wiping the cache can.
    assert taps[("tubular BackupRestoreSettingsFragment (reset settings)", "OK")] == [True]
    assert taps[("tubular BackupRestoreSettingsFragment (reset settings)", "Cancel")] == [False]
    assert taps[("tubular BackupRestoreSettingsFragment requestImportPathResult", "OK")] == [True]
    assert taps[("tubular BackupRestoreSettingsFragment", "Import database")] == [False]
    assert taps[("tubular SponsorBlockSettingsFragment (clear whitelist)", "Yes")] == [True]
    assert taps[("tubular ChooseTabsFragment restoreDefaults", "OK")] == [True]
    assert taps[("tubular HistorySettingsFragment", "Wipe cached metadata")] == [False]
    assert taps[("tubular HistorySettingsFragment openDeletePlaybackStatesDialog", "Delete")] == [
        True
    ]
