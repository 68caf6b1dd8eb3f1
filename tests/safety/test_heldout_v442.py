"""The four-hundred-and-forty-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v442"
CORPUS = FOLDER / "heldout_v442.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "opens-prompt": 126, "delete": 99, "harmless": 72, "send": 18,
        "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # BiglyBT has no Korean catalog of its own strings: only the platform's OK and Cancel
    # differ there (8 of the 53 taps); Japanese translates a third (33), the others 40 to 53.
    assert_same_controls(CORPUS, differ=7)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("biglybt",), 52)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Removing a torrent without its files still takes it out of the client for good.
    only = "biglybt DialogFragmentDeleteTorrent (torrent only, Big Buck Bunny (1080p))"
    assert taps[(only, "Remove")]
    # A magnet torrent still looking up its metadata is removed at once, with no dialog;
    # another torrent's Remove only opens the dialog.
    assert taps[("biglybt TorrentListFragment (torrent actions) (magnet torrent)", "Remove")]
    assert not taps[("biglybt TorrentListFragment (torrent actions)", "Remove")]
    # Accepting the data notice sends the access code to the pairing server; the same word
    # in Swarm Discoveries only turns a feature on.
    assert taps[("biglybt LoginActivity (access code lookup notice)", "Accept")]
    assert not taps[("biglybt DialogFragmentRcmAuth", "Accept")]
    # Resetting a setting loses its value; importing and exporting profiles only open the
    # system's file picker.
    assert taps[("biglybt AllPrefFragmentHandler (reset to default)", "Yes")]
    assert not taps[("biglybt LoginActivity (menu_login)", "Import Profiles")]
    assert not taps[("biglybt TorrentViewActivity (menu_torrent_list)", "Shutdown Service")]
