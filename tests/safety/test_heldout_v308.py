"""The three-hundred-and-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v308"
CORPUS = FOLDER / "heldout_v308.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 171, "harmless": 153, "opens-prompt": 45, "delete": 54, "reset": 27,
        "overwrite": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neo Launcher's own strings have no Korean, so Korean differs from English only in
    # Launcher3's words: 24 of the 52 taps; the other languages 42 to 46.
    assert_same_controls(CORPUS, differ=23)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("neo",), 45)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # An icon removed through its popup comes back with the snackbar's Undo; Uninstall only
    # starts the system's confirmation.
    assert taps[("neo PopupContainerWithArrow (home screen icon)", "Remove")] == [False]
    assert taps[("neo PopupContainerWithArrow (home screen icon)", "Uninstall")] == [False]
    # The home screen's dialogs delete the icons with no undo.
    assert taps[("neo ItemClickHandler (app not installed)", "Remove")] == [True, True]
    assert taps[("neo ItemClickHandler (app update required)", "Remove")] == [True]
    # Deleting a provider is at once and for good, but the blank one just added loses nothing.
    assert taps[("neo SearchProviderDialogUI", "Delete")] == [True, True, True, False]
    # Restoring a backup writes it over the home screen, the settings and the wallpaper.
    assert taps[("neo BackupRestorePage (file picked)", "home-20260801-101500.zbk")] == [True]
    assert taps[("neo BackupRestorePage", "Restore")] == [False]
    assert taps[("neo ProfilePrefsPage (remove custom icons)", "OK")] == [True]
