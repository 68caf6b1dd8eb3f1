"""The two-hundred-and-forty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v243"
CORPUS = FOLDER / "heldout_v243.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 144, "delete": 81, "opens-prompt": 72, "discard": 18,
        "revoke": 18, "send": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Ultrasonic has no Japanese or Korean translation: those two show the app's strings in
    # English, and only the platform's Cancel (two taps) and OK (one, in Korean) differ.
    assert_same_controls(CORPUS, differ=1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("ultrasonic",), 59)


def test_what_the_app_commits() -> None:
    entries = read_entries(CORPUS)
    english = [e for e in entries if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Deleting a share kills its public address; creating one only opens the share sheet.
    assert taps[("ultrasonic SharesFragment (delete share k7Qm2)", "OK")] is True
    assert taps[("ultrasonic ShareHandler (share_details)", "Share")] is False
    # The bar's Delete deletes the downloaded files at once; Unpin only lets the cache go.
    assert taps[("ultrasonic TrackCollectionFragment (downloaded songs selected)", "Delete")]
    assert not taps[("ultrasonic TrackCollectionFragment (downloaded songs selected)", "Unpin")]
    # The bookmark is a record on the server; the play queue can be queued again.
    over = "ultrasonic PlayerFragment (nowplaying overflow)"
    assert taps[(over, "Delete Bookmark")] is True
    assert taps[(over, "Clear Playlist")] is False
    # A chat message goes to every user of the server; the send button has only its id.
    assert taps[("ultrasonic ChatFragment", "chat_send")] is True
    # The server dialog's title is its confirm button's words, so the button is tapped by id,
    # in every language.
    servers = [e for e in entries if e["source"].startswith("ultrasonic ServerSelectorFragment (")]
    assert {c["tap"] for e in servers if e["category"] == "delete" for c in e["cases"]} == {
        "button1"
    }
