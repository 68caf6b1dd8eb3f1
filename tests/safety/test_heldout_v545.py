"""The five-hundred-and-forty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v545"
CORPUS = FOLDER / "heldout_v545.yaml"
APPS = ("outertune_library", "outertune_songs", "outertune_player", "outertune_settings")


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def _labels(lang: str = "en") -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in read_entries(CORPUS):
        if e["language"] == lang:
            for c in e["cases"]:
                taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"reversible": 180, "delete": 171, "opens-prompt": 135, "harmless": 72}
    assert_native_corpus(FOLDER, total=558, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS)


def test_the_translated_languages_show_their_own_words() -> None:
    # OuterTune's own strings (the scanner, the developer settings, Library, Folders, "Add to
    # library", "Remove from library"...) have no translation in any of the eight catalogs, and
    # Korean and German lack the delete and remove-download confirmations: 37 (German) to 54
    # (Spanish, Russian) of the 62 taps differ from English's.
    english = _taps("en")
    for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 37, lang
    menu = "outertune PlaylistMenu"
    own = {"zh": "移除", "ja": "削除", "ko": "삭제", "de": "Löschen", "fr": "Effacer",
           "es": "Borrar", "pt": "Excluir", "ru": "Удалить"}  # fmt: skip
    for lang, word in own.items():
        assert (menu, word) in _labels(lang), lang
    assert _labels("ru")[("outertune PlaylistMenu (delete playlist)", "ОК")] == [True]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, APPS, 56)


def test_what_the_app_commits() -> None:
    taps = _labels()
    # Deleting a playlist takes it (and its songs' places) out of the database, and off YouTube
    # Music for a synced one; the menu's Delete only opens the confirmation.
    assert taps[("outertune PlaylistMenu (delete playlist)", "OK")] == [True]
    assert taps[("outertune PlaylistMenu (delete playlist)", "Cancel")] == [False]
    assert taps[("outertune PlaylistMenu", "Delete")] == [False]
    # Removing downloads deletes the downloaded audio; where the app asks first, only the
    # confirmation's OK does, and the menus' tiles that ask only open it.
    for where in ("outertune PlaylistMenu (remove download)",
                  "outertune AutoPlaylistScreen (Downloaded songs, remove download)",
                  "outertune SelectionMediaMetadataMenu (history, remove download)"):  # fmt: skip
        assert taps[(where, "OK")] == [True]
        assert taps[(where, "Cancel")] == [False]
    assert taps[("outertune PlaylistMenu", "Remove download")] == [False]
    assert taps[("outertune SelectionMediaMetadataMenu (history)", "Remove download")] == [False]
    for where in ("outertune SongMenu (playlist song)", "outertune AlbumMenu (downloaded album)",
                  "outertune PlayerMenu"):  # fmt: skip
        assert taps[(where, "Remove download")] == [True]
    assert taps[("outertune StorageSettings", "Clear all downloads")] == [True]
    # Downloading is taken back by removing the download; the image cache fills again.
    assert taps[("outertune PlaylistMenu", "Download")] == [False]
    assert taps[("outertune StorageSettings", "Clear image cache")] == [False]
    # Plays and searches deleted from the history are gone; the rows that ask only ask.
    assert taps[("outertune SongMenu (history)", "Remove from history")] == [True]
    assert taps[("outertune SelectionMediaMetadataMenu (history)", "Remove from history")] == [True]
    assert taps[("outertune PrivacySettings (clear listen history)", "OK")] == [True]
    assert taps[("outertune PrivacySettings (clear search history)", "OK")] == [True]
    assert taps[("outertune PrivacySettings", "Clear listen history")] == [False]
    # The developer settings' nuke deletes every local song, artist, album and genre.
    assert taps[("outertune ExperimentalSettings", "DEBUG: Nuke local lib")] == [True]
    # A song taken out of a playlist can be added again; renames and edits are written over.
    assert taps[("outertune SongMenu (playlist song)", "Remove from playlist")] == [False]
    assert taps[("outertune PlaylistMenu (Edit playlist)", "OK")] == [False]
    assert taps[("outertune LyricsMenu (edit lyrics)", "OK")] == [False]
    # Restore and Backup open the system's pickers; Share its share sheet.
    assert taps[("outertune BackupAndRestore", "Restore")] == [False]
    assert taps[("outertune SongMenu (playlist song)", "Share")] == [False]
    assert sum(bad for marks in taps.values() for bad in marks) == 13
