"""The four-hundred-and-forty-ninth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v449"
CORPUS = FOLDER / "heldout_v449.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 144, "harmless": 144, "delete": 126, "opens-prompt": 99,
        "overwrite": 18, "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Shuttle is translated into all nine languages: 47 (German, where OK is OK) to 60 of the
    # 60 taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("shuttle",), 60)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Clear empties a playlist, Favorites or the play counts at once, with no confirmation.
    assert taps[("shuttle PlaylistMenuUtils (menu_playlist) (Road trip)", "Clear")]
    assert taps[("shuttle PlaylistMenuUtils (menu_playlist) (Most played)", "Clear")]
    # A new playlist under an existing name replaces that playlist's songs; the rename
    # dialog's Overwrite only renames.
    assert taps[("shuttle CreatePlaylistDialog (existing name)", "Overwrite")]
    assert not taps[("shuttle RenamePlaylistDialog", "Overwrite")]
    # Saving tags writes them into the audio file.
    assert taps[("shuttle TaggerDialog", "Save")]
    # "Delete Artwork" only clears the image caches; clearing the queue loses nothing stored.
    assert not taps[("shuttle SettingsPresenter (delete artwork)", "OK")]
    assert not taps[("shuttle QueueFragment (menu_fragment_queue)", "Clear queue")]
    # Export writes a new file; Upgrade only opens the store's purchase flow.
    assert not taps[("shuttle PlaylistMenuUtils (menu_playlist) (Road trip)", "Export")]
    assert not taps[("shuttle UpgradeDialog", "Upgrade")]
