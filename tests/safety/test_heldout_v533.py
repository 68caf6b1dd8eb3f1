"""The five-hundred-and-thirty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v533"
CORPUS = FOLDER / "heldout_v533.yaml"
APPS = ("pipepipe_library", "pipepipe_player", "pipepipe_downloads", "pipepipe_settings")


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def _english() -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in read_entries(CORPUS):
        if e["language"] == "en":
            for c in e["cases"]:
                taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 189, "opens-prompt": 117, "reversible": 108, "harmless": 36, "overwrite": 36,
        "reset": 36, "publish": 18, "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean lacks 67 of the strings shown (every SponsorBlock and account string among them),
    # and four taps are a name or an id in every language: 39 (Korean) to 56 (Chinese) of the
    # 61 taps differ from English's.
    assert_same_controls(CORPUS, differ=35)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    least = {"zh": 56, "ja": 50, "ko": 39, "de": 48, "fr": 48, "es": 50, "pt": 42, "ru": 46}
    for lang, differ in least.items():
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= differ, lang
    # Chinese shows every tapped word in its own language: only a playlist's name and the ids
    # read as English's.
    assert set(_taps("zh")) & set(english) == {"Road Trip", "delete_button", "button1", "button2"}
    assert "删除" in _taps("zh") and "Löschen" in _taps("de") and "Удалить" in _taps("ru")
    # Portuguese, Russian and Korean have no SponsorBlock strings: Submit shows in English.
    for lang in ("pt", "ru", "ko"):
        assert {"Submit", "Clear Whitelist", "Reset Colors"} <= set(_taps(lang)), lang
    # Russian and Korean have no account strings either; Portuguese has Log out's ("Sair").
    assert "Log out" in _taps("ru") and "Sair" in _taps("pt")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, 46)


def test_what_the_app_commits() -> None:
    taps = _english()
    # Deleting a playlist made in the app deletes it and its entries; deleting a bookmarked
    # remote playlist only drops the bookmark.
    ask = "pipepipe BookmarkFragment.showDeleteDialog"
    assert taps[f"{ask} (local playlist)", "Delete"] == [True]
    assert taps[f"{ask} (local playlist)", "Cancel"] == [False]
    assert taps[f"{ask} (bookmarked remote playlist)", "Delete"] == [False]
    # The held dialog's Delete only opens that question.
    assert taps["pipepipe BookmarkFragment.showLocalDialog", "Delete"] == [False]
    # "Remove watched" takes every watched video out; one video's Delete is added back.
    watched = "pipepipe LocalPlaylistFragment (remove watched)"
    assert taps[watched, "OK"] == [True]
    assert taps[watched, "Yes, and partially watched videos"] == [True]
    assert taps[watched, "Cancel"] == [False]
    assert taps["pipepipe LocalPlaylistFragment (overflow)", "Remove watched"] == [False]
    assert taps["pipepipe LocalPlaylistFragment.showInfoItemDialog", "Delete"] == [False]
    # History: a video's Delete removes its entry at once; clearing it all asks first.
    assert taps["pipepipe StatisticsPlaylistFragment.showInfoItemDialog", "Delete"] == [True]
    assert taps["pipepipe StatisticsPlaylistFragment (overflow)", "Clear watch history"] == [False]
    clear = "pipepipe HistorySettingsFragment.openDeleteWatchHistoryDialog (History)"
    assert taps[clear, "Delete"] == [True]
    assert taps["pipepipe SearchFragment (search history item)", "Delete"] == [True]
    # Blocking a channel and unsubscribing are set back in the app.
    assert taps["pipepipe StreamDialogDefaultEntry.ADD_TO_FILTER_LIST", "OK"] == [False]
    assert taps["pipepipe SubscriptionFragment.showLongTapDialog", "Unsubscribe"] == [False]
    # A channel group: the delete icon opens the delete screen, whose OK deletes the group.
    assert taps["pipepipe FeedGroupDialog (edit group)", "delete_button"] == [False]
    assert taps["pipepipe FeedGroupDialog (delete screen)", "OK"] == [True]
    # Downloads: forgetting the history (the dialog's negative button, tapped by its id, its
    # words being the title's) and deleting files commit; the positive only asks again.
    prompt = "pipepipe MissionsFragment.showClearDownloadHistoryPrompt"
    assert taps[prompt, "button2"] == [True]
    assert taps[prompt, "Cancel"] == [False]
    assert taps[prompt, "Delete downloaded files"] == [False]
    erase = "pipepipe MissionsFragment.showDeleteDownloadedFilesConfirmationPrompt"
    assert taps[erase, "OK"] == [True]
    assert taps["pipepipe MissionAdapter (finished download)", "Delete"] == [True]
    assert taps["pipepipe MissionAdapter (finished download)", "Show info"] == [False]
    # The video page: a download into a new file is reversible, overwriting a file is not;
    # a SponsorBlock segment is published, an up-vote can be undone.
    assert taps["pipepipe DownloadDialog", "OK"] == [False]
    assert taps["pipepipe DownloadDialog (file exists)", "Overwrite"] == [True]
    assert taps["pipepipe SponsorBlockFragment (Submit)", "Submit"] == [False]
    assert taps["pipepipe SponsorBlockFragment.doSubmitPendingSegment", "Sponsor"] == [True]
    assert taps["pipepipe SponsorBlockFragment.doSubmitPendingSegment", "Cancel"] == [False]
    assert taps["pipepipe SponsorBlockSegmentListAdapter (vote)", "Up-vote segment"] == [False]
    assert taps["pipepipe PlaylistAppendDialog", "Road Trip"] == [False]
    # Settings: importing a database overwrites; wiping the cache and the picker do not.
    assert taps["pipepipe BackupSettingsFragment.requestImportPathResult", "OK"] == [True]
    assert taps["pipepipe BackupSettingsFragment", "Import database"] == [False]
    assert taps["pipepipe HistorySettingsFragment", "Wipe cached metadata"] == [False]
    # Log out leaves the web view's session, which Login takes back; clearing the web view's
    # cookies ends those sessions.
    assert taps["pipepipe BiliBiliAccountSettingsFragment", "Log out"] == [False]
    assert taps["pipepipe AccountSettingsFragment", "Clear WebView cookies"] == [True]
    # Resets take the user's colours and tabs; one switch is set back with one tap.
    assert taps["pipepipe SponsorBlockCategoriesSettingsFragment (reset colors)", "Yes"] == [True]
    assert taps["pipepipe ChooseTabsFragment.restoreDefaults", "OK"] == [True]
    assert taps["pipepipe ChooseTabsFragment", "Restore defaults"] == [False]
    assert taps["pipepipe SponsorBlockSettingsFragment", "Enable SponsorBlock"] == [False]
