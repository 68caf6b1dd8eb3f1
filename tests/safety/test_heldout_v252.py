"""The two-hundred-and-fifty-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v252"
CORPUS = FOLDER / "heldout_v252.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 162, "reversible": 144, "opens-prompt": 90, "delete": 90, "close": 18,
        "send": 18, "import": 18, "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Lightning is translated into all nine languages, but its newer strings (the page tools,
    # the hosts file source) are English in most of them, and the file and folder names are
    # the same everywhere: 45 (Spanish) to 55 (Chinese) of the 61 taps differ from English's.
    assert_same_controls(CORPUS, differ=44)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("lightning",), 58)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # The star says "Add bookmark", but on a bookmarked page its click removes the bookmark.
    assert taps[("lightning BookmarksDrawerView (bookmarked page)", "Add bookmark")]
    assert not taps[("lightning BookmarksDrawerView (page not bookmarked)", "Add bookmark")]
    # One closed tab can be reopened; "Close all tabs" keeps none of them.
    assert not taps[("lightning BrowserActivity (close browser)", "Close current tab")]
    assert taps[("lightning BrowserActivity (close browser)", "Close all tabs")]
    # Resending a form posts its data to the site again.
    assert taps[("lightning LightningWebClient (form resubmission)", "Yes")]
    # "Remove folder" only moves the folder's bookmarks to the top level.
    assert not taps[("lightning LightningDialogBuilder (folder long press)", "Remove folder")]
    # "Clear web storage" clears at once; "Clear browser history" only asks first.
    assert taps[("lightning PrivacySettingsFragment", "Clear web storage")]
    assert not taps[("lightning PrivacySettingsFragment", "Clear browser history")]
    assert taps[("lightning PrivacySettingsFragment (clear history)", "Yes")]
    # The export writes a new file; the import mixes a file's bookmarks into the user's.
    assert not taps[("lightning BookmarkSettingsFragment", "Export bookmarks to backup")]
    assert taps[("lightning BookmarkSettingsFragment (choose a file)", "BookmarksExport.txt")]
