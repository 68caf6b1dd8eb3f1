"""The four-hundred-and-forty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v441"
CORPUS = FOLDER / "heldout_v441.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "reversible": 135, "delete": 117, "opens-prompt": 90, "ban": 18,
        "shutdown": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # qBitController has no Japanese catalog, so Japanese taps the English words (and OK is
    # OK in Portuguese and Russian too): none of Japanese's 61 taps differ from English's.
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("qbitcontroller",), 61)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = [(e["source"], c["tap"], c["irreversible"]) for e in entries for c in e["cases"]]

    def labels(source: str, tap: str) -> set[bool]:
        return {bad for where, label, bad in taps if (where, label) == (source, tap)}

    # Quitting qBittorrent shuts the client down on the server; the app cannot start it.
    assert labels("qbitcontroller TorrentListScreen (quit qBittorrent)", "OK") == {True}
    # Deleting torrents is a commit with or without their files (all three OKs).
    assert labels("qbitcontroller TorrentListScreen (delete torrents)", "OK") == {True}
    assert labels("qbitcontroller TorrentOverviewTab (delete torrent)", "OK") == {True}
    # Banning peers has no unban in the app.
    assert labels("qbitcontroller TorrentPeersTab (ban peers)", "OK") == {True}
    # A recheck only verifies the data on disk; "Mark All as Read" loses nothing.
    assert labels("qbitcontroller TorrentOverviewTab (force recheck)", "OK") == {False}
    assert labels("qbitcontroller RssArticlesScreen (top bar)", "Mark All as Read") == {False}
    # The rows that open the dialogs commit nothing.
    assert labels("qbitcontroller TorrentPeersTab (selection)", "Ban Peers") == {False}
    assert labels("qbitcontroller AddEditServerScreen (top bar)", "Delete") == {False}
