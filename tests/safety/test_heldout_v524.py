"""The five-hundred-and-twenty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v524"
CORPUS = FOLDER / "heldout_v524.yaml"
APPS = ("namida_library", "namida_settings", "namida_youtube")


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
        "opens-prompt": 180, "delete": 126, "reversible": 81, "harmless": 54, "overwrite": 27,
        "publish": 27, "sign-out": 27, "send": 9, "redeem": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Namida is translated into all nine languages; the Sync page's newer strings are English
    # in Japanese, Korean, Portuguese and Russian, and some words read the same: 53
    # (Portuguese) to 60 of the 60 taps differ from English's.
    assert_same_controls(CORPUS, differ=50)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 53, lang
    # Chinese and German show every tapped word in their own language.
    for lang in ("zh", "de"):
        assert not set(_taps(lang)) & set(english), lang
    # Russian's sync strings are English: its send button reads as English's.
    assert "Send to All Devices (2)" in _taps("ru")
    assert "УДАЛИТЬ" in _taps("ru") and "删除" in _taps("zh") and "LÖSCHEN" in _taps("de")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, 43)


def test_what_the_app_commits() -> None:
    taps = _english()
    # Deleting a song's file, an M3U or smart playlist, the saved queues, a source's listens, a
    # comment and a YouTube playlist cannot be undone; each warning's Cancel is harmless.
    assert taps["namida showTrackDeletePermanentlyDialog", "DELETE"] == [True]
    assert taps["namida showTrackDeletePermanentlyDialog", "Cancel"] == [False]
    assert taps["namida showDeletePlaylistDialog (M3U playlist)", "DELETE"] == [True]
    assert taps["namida CreateSmartPlaylistDialog.promptDeletePlaylist", "DELETE"] == [True]
    assert taps["namida onQueuesClearIconTap (confirm)", "DELETE"] == [True]
    assert taps["namida AdvancedSettings (remove source from history)", "Remove"] == [True]
    assert taps["namida YTUtils.comments (delete comment)", "DELETE"] == [True]
    assert taps["namida YoutubePlaylist.promptDelete", "DELETE"] == [True]
    # Restoring the newest backup at once, and moving a song's listens to another, overwrite.
    assert taps["namida BackupAndRestore (restore, automatic)", "Automatic"] == [True]
    assert taps["namida TrackAdvancedDialog (replace all listens)", "Confirm"] == [True]
    # Posting a comment or a reply, sending to the other devices, claiming a coupon.
    assert taps["namida YTUtils.comments (create comment)", "Add"] == [True]
    assert taps["namida YTUtils.comments (create reply)", "Add"] == [True]
    assert taps["namida NamidaSyncManagerPage (send to all)", "Send to All Devices (2)"] == [True]
    assert taps["namida YoutubeManageSubscriptionPage (coupon)", "Claim"] == [True]
    # Removing another account and signing out of Patreon drop the sign-in; signing out of the
    # active account keeps it in the list, one tap from active again.
    assert taps["namida YoutubeAccountManagePage (remove account)", "REMOVE"] == [True]
    assert taps["namida YoutubeManageSubscriptionPage (Patreon)", "Sign out"] == [True]
    assert taps["namida YoutubeAccountManagePage (sign out, active account)", "SIGN OUT"] == [False]
    # A playlist made in the app, a queue and a history entry come back with the snackbar's
    # Undo; the same "Delete Playlist" icon only opens a warning for an M3U or smart playlist.
    assert taps["namida GeneralPopupDialog (playlist)", "Delete Playlist"] == [False]
    assert taps["namida GeneralPopupDialog (M3U playlist)", "Delete Playlist"] == [False]
    assert taps["namida GeneralPopupDialog (queue)", "Remove Queue"] == [False]
    assert taps["namida GeneralPopupDialog (history track)", "Remove From Playlist"] == [False]
    # Unsubscribing can be subscribed back; an edit changes words another edit changes back.
    assert taps["namida YTSubscribeButton (unsubscribe)", "UNSUBSCRIBE"] == [False]
    assert taps["namida YTUtils.comments (edit comment)", "Save"] == [False]
    # The controls that open the warnings and pickers commit nothing.
    assert taps["namida onQueuesClearIconTap", "Delete (35)"] == [False]
    assert taps["namida BackupAndRestore (restore, manual)", "Manual"] == [False]
    assert taps["namida YTDownloadTaskItemCard", "Delete"] == [False]
    # Flutter's controls carry no resource ids.
    entries = read_entries(CORPUS)
    assert not any("rid" in i for e in entries for i in e["screen"]["items"])
