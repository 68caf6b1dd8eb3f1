"""The four-hundred-and-twenty-sixth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v426"
CORPUS = FOLDER / "heldout_v426.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 216,
        "harmless": 135,
        "delete": 90,
        "opens-prompt": 45,
        "opt-out": 18,
        "send": 9,
        "reset": 9,
    }
    assert_native_corpus(FOLDER, total=522, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Focus is translated into all nine languages: 47 (Japanese, French) to 51 of the 58 taps
    # differ from English's; the rest are ids, typed names and OK.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("focus",), 58)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Erasing removes every tab with its history and cookies; there is no undo.
    assert taps[("focus BrowserToolbarIntegration (erase)", "Erase browsing history")]
    # A shortcut removed from the start screen is gone; from the open page's menu, the same
    # entry puts it back.
    assert taps[("focus TopSites (dropdown)", "Remove")]
    assert not taps[("focus DefaultBrowserMenu (shortcut)", "Remove from Shortcuts")]
    # Closing a crashed tab sends the crash report only when the box is ticked.
    assert taps[("focus CrashReporterFragment (report ticked)", "Close Tab")]
    assert not taps[("focus CrashReporterFragment (report not ticked)", "Close Tab")]
    # A custom search engine removed is lost; a default one comes back with the restore,
    # which itself removes every custom engine.
    assert taps[("focus RemoveSearchEnginesSettingsFragment, a custom engine ticked", "Remove")]
    assert not taps[
        ("focus RemoveSearchEnginesSettingsFragment, a default engine ticked", "Remove")
    ]
    assert taps[
        (
            "focus InstalledSearchEnginesSettingsFragment (menu_search_engines)",
            "Restore default search engines",
        )
    ]
    # Leaving a study is for good.
    assert taps[("focus StudiesViewHolder (remove study)", "OK")]
