"""The two-hundred-and-ninety-sixth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v296"
CORPUS = FOLDER / "heldout_v296.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 135, "reversible": 126, "opens-prompt": 108, "delete": 54,
        "unsubscribe": 36, "sign-out": 27, "sign-in": 9, "delete-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Capy Reader has no Korean catalog: Korean shows the app's strings in English, and only
    # the platform's Cancel of its 56 taps differs from English's.
    assert_same_controls(CORPUS, differ=0)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("capyreader",), 55)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Unsubscribing deletes the feed's articles; the menu row only opens the dialog.
    assert taps["capy RemoveFeedDialog (Feedbin, drawer)", "Unsubscribe"] is True
    assert taps["capy FeedActionMenu (Feedbin, feed)", "Unsubscribe"] is False
    # Logging out deletes the account's data on the device; deleting the local account loses
    # its feeds and articles.
    assert taps["capy AccountSettingsPanel (Feedbin, log out)", "Log Out"] is True
    assert taps["capy AccountSettingsPanel (local, delete account)", "Confirm"] is True
    # Marking all read is undone article by article; the auto-delete period only applies at
    # the next refresh.
    assert taps["capy MarkAllReadDialog", "Confirm"] is False
    assert taps["capy AutoDeleteMenu", "1 week"] is False
    # A dialog titled as its confirm button is written without the title.
    pages = [e for e in english if e["source"] == "capy DeletePageDialog"]
    assert pages and all("title" not in e["screen"]["dialog"] for e in pages)
    assert taps["capy DeletePageDialog", "Delete"] is True
