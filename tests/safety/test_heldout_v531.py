"""The five-hundred-and-thirty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v531"
CORPUS = FOLDER / "heldout_v531.yaml"
PARTS = ("harmony_library", "harmony_player", "harmony_settings")


def _taps(lang: str) -> list[str]:
    return [
        str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang for c in e["cases"]
    ]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 126, "opens-prompt": 126, "delete": 99, "reset": 18,
        "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean's catalog lacks 39 of the strings shown (the settings' sections, backup and
    # restore, the export and import dialogs, "Select songs"): 41 of its 59 taps differ from
    # English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_translated_languages_show_their_own_words() -> None:
    # Names, "Proceed" (English in the code) and GitHub read the same everywhere; German and
    # Portuguese show the export dialog's choices in English, French writes Playlists and
    # minutes as English does.
    english = _taps("en")
    least = {"zh": 50, "ja": 50, "ko": 41, "de": 47, "fr": 48, "es": 50, "pt": 48, "ru": 50}
    for lang, differ in least.items():
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) == differ, lang
    # Korean shows "Restore default settings" in English, for want of a translation.
    assert "Restore default settings" in _taps("ko")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, PARTS, 56)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in english:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # The overflow sheet's "Remove playlist" deletes the playlist at once, with no question.
    assert taps["harmony PlaylistScreen (overflow sheet)", "Remove playlist"] == [True]
    assert taps["harmony PlaylistScreen (overflow sheet)", "Rename Playlist"] == [False]
    # "Remove from playlist" deletes the song's file in Downloads, not in a playlist made in
    # the app, where "Remove from downloads" on the same sheet deletes it.
    assert taps["harmony SongInfoBottomSheet (Downloads)", "Remove from playlist"] == [True]
    road = "harmony SongInfoBottomSheet (Road Trip, downloaded song)"
    assert taps[road, "Remove from playlist"] == [False]
    assert taps[road, "Remove from downloads"] == [True]
    player = "harmony SongInfoBottomSheet (player, downloaded song)"
    assert taps[player, "Remove from downloads"] == [True]
    assert taps[player, "Sleep Timer"] == [False]
    # Proceed deletes the songs ticked in "Remove multiple songs"; Cancel closes the dialog;
    # in "Rearrange songs" Proceed only saves an order.
    for where in ("Downloads", "Recently Played", "Library Songs"):
        source = f"harmony AdditionalOperationDialog (remove multiple, {where})"
        assert taps[source, "Proceed"] == [True]
        assert taps[source, "Cancel"] == [False]
    assert taps["harmony AdditionalOperationDialog (rearrange)", "Proceed"] == [False]
    # Unlinking Piped drops the login and the blacklist; the blacklist's Reset and "Restore
    # default settings" clear what the user set, at once; the download location's Reset only
    # sets the in-app folder again.
    linked = "harmony SettingsScreen (Content, linked with Piped)"
    assert taps[linked, "Unlink"] == [True]
    assert taps[linked, "Reset"] == [True]
    assert taps["harmony SettingsScreen (Misc)", "Restore default settings"] == [True]
    assert taps["harmony SettingsScreen (Download)", "Reset"] == [False]
    # Restore only opens the system's file picker; Link only opens the login dialog.
    assert taps["harmony RestoreDialog", "Restore"] == [False]
    assert taps["harmony SettingsScreen (Content)", "Link"] == [False]
    assert taps["harmony SettingsScreen (Content)", "Clear images cache"] == [False]
    # Flutter's controls carry no resource ids.
    assert not any("rid" in i for e in english for i in e["screen"]["items"])
