"""The three-hundred-and-fifty-second held-out corpus: what it holds, and that its build
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

FOLDER = Path(__file__).parent / "heldout_v352"
CORPUS = FOLDER / "heldout_v352.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 171, "harmless": 117, "opens-prompt": 108, "delete": 126, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # µLauncher has no Korean translation: in Korean only the platform's OK and Cancel differ
    # from English (5 of the 59 taps); Japanese, with many strings missing, differs in 21.
    assert_same_controls(CORPUS, differ=4)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("mulauncher",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A pinned shortcut's Uninstall removes it at once; an app's only opens the system's dialog.
    assert taps[("launcher AppsRecyclerAdapter (pinned shortcut menu, New note)", "Uninstall")]
    assert not taps[("launcher AppsRecyclerAdapter (app menu)", "Uninstall")]
    # Deleting a panel deletes its widgets; removing an app widget deletes its id and setup,
    # while the clock, the app's own widget, comes back as it was.
    assert taps[("launcher WidgetPanelsRecyclerAdapter (panel menu, Work, 3 widgets)", "Delete")]
    assert taps[("launcher WidgetOverlayView (widget menu, Work, Notes list)", "Remove")]
    assert not taps[("launcher WidgetOverlayView (widget menu, home, Clock)", "Remove")]
    # Resetting clears every preference and deletes every widget.
    assert taps[("launcher SettingsFragmentMeta (reset settings)", "OK")]
    # Removing a gesture's binding is undone by choosing the action again.
    assert not taps[("launcher SettingsFragmentActionsRecycler", "Remove binding")]
