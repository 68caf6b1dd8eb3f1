"""The three-hundred-and-ninetieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v390"
CORPUS = FOLDER / "heldout_v390.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 207, "reversible": 117, "delete": 99, "opens-prompt": 90, "remove": 27,
        "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Metrolist is translated into all nine languages: 48 (Japanese, where OK is OK) to 61 of
    # the 61 taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("metrolist",), 61)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting a playlist of the account deletes it on YouTube Music too.
    assert taps[("metrolist PlaylistMenu (delete playlist), account playlist", "OK")]
    # Clearing the downloads deletes the files; clearing a cache loses nothing kept.
    assert taps[("metrolist StorageSettings (clear_all_downloads)", "OK")]
    assert not taps[("metrolist StorageSettings (clear_song_cache)", "OK")]
    assert not taps[("metrolist SongMenu (cached songs)", "Remove from cache")]
    # Refetch writes YouTube Music's title over the edited one.
    assert taps[("metrolist SongMenu (edited song)", "Refetch")]
    # Removing from the library is undone by the same row; logging out loses nothing.
    assert not taps[("metrolist SongMenu (playlist)", "Remove from library")]
    assert not taps[("metrolist AccountSettings", "Log out")]
    assert taps[("metrolist SongMenu (playlist)", "Remove from playlist")]
