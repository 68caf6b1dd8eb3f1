"""The three-hundred-and-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v303"
CORPUS = FOLDER / "heldout_v303.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"reversible": 180, "delete": 117, "opens-prompt": 99, "harmless": 81}
    assert_native_corpus(FOLDER, total=477, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Many taps are ids (the clipboard pane's and the lists' buttons) or names (layouts,
    # suggestions, custom keys), the same in every language: 29 (Japanese, Portuguese) to 38
    # (Spanish, Russian) of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=28)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("keyboard2",), 53)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], set[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), set()).add(c["irreversible"])
    # Yes takes the pinned clip out for good; the remove button only asks.
    assert taps[("keyboard2 ClipboardPinView (remove)", "Yes")] == {True}
    assert taps[("keyboard2 ClipboardPinView", "clipboard_pin_remove")] == {False}
    # Unticking the history empties it at once where it holds entries, and loses nothing
    # where it is empty.
    assert taps[("keyboard2 ClipboardHistoryCheckBox", "Recently copied text")] == {True, False}
    # Removing a custom layout or a custom key deletes what the user wrote; a named layout
    # is picked again from the list.
    assert taps[("keyboard2 CustomLayoutEditDialog", "Remove layout")] == {True}
    assert taps[("keyboard2 CustomExtraKeysPreference", "pref_listgroup_remove_btn")] == {True}
    assert taps[("keyboard2 LayoutsPreference", "pref_listgroup_remove_btn")] == {False}
    # Pinning moves an entry to the pinned list, where it is kept.
    assert taps[("keyboard2 ClipboardHistoryView", "clipboard_entry_addpin")] == {False}
