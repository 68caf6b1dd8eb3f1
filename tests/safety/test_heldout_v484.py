"""The four-hundred-and-eighty-fourth held-out corpus: what it holds, and that its build
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

FOLDER = Path(__file__).parent / "heldout_v484"
CORPUS = FOLDER / "heldout_v484.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 135, "reversible": 126, "opens-prompt": 117, "delete": 99,
        "overwrite": 18, "export": 18, "remove": 18, "reset": 9, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Phonograph is translated into all nine languages: 55 or 56 of the 61 taps differ from
    # English's (the save and send buttons are tapped by their ids, the playlist by its name,
    # and OK reads OK in several languages).
    assert_same_controls(CORPUS, differ=54)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("phonograph",), 61)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting songs deletes the files from the device, with no trash.
    assert taps[("phonograph DeleteSongsDialog (folder)", "Delete")]
    # Saving in the tag editor writes the tags into the audio files.
    assert taps[("phonograph SongTagEditorActivity (save)", "play_pause_fab")]
    # Sent with a GitHub account, the report becomes a public issue; sent manually, it only
    # opens the issue tracker.
    assert taps[("phonograph BugReportActivity (GitHub account)", "button_send")]
    assert not taps[("phonograph BugReportActivity (send manually)", "button_send")]
    # Saving a playlist as a file only writes an M3U file; clearing the queue and resetting
    # the artist image lose nothing stored.
    assert not taps[("phonograph PlaylistAdapter (menu_item_playlist)", "Save as file")]
    assert not taps[("phonograph AbsPlayerFragment (menu_player)", "Clear playing queue")]
    assert not taps[("phonograph ArtistDetailActivity (menu_artist_detail)", "Reset artist image")]
    # Removing songs from a playlist drops its entries and their order for good.
    assert taps[("phonograph RemoveFromPlaylistDialog", "Remove")]
