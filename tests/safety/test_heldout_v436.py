"""The four-hundred-and-thirty-sixth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v436"
CORPUS = FOLDER / "heldout_v436.yaml"


def _entries() -> list[dict]:
    return read_entries(CORPUS)


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 126, "reversible": 117, "harmless": 99, "delete": 72, "overwrite": 27,
        "reset": 27, "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Suntimes has no Japanese or Korean catalog, so those two show every word in English;
    # the seven others translate 34 (German, Spanish) to 49 of the 53 taps.
    assert_same_controls(CORPUS, differ=-1)
    taps = {}
    for e in _entries():
        taps.setdefault(e["language"], []).extend(c["tap"] for c in e["cases"])
    english = taps["en"]
    for lang, shown in taps.items():
        differ = sum(a != b for a, b in zip(shown, english, strict=True))
        assert differ == 0 if lang in ("en", "ja", "ko") else differ > 30, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("suntimes",), 52)


def test_what_the_app_commits() -> None:
    entries = [e for e in _entries() if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Clearing the alarms from the list offers Undo; from the settings page nothing does.
    assert not taps[("suntimes AlarmListDialog (clear alarms)", "Clear")]
    assert taps[("suntimes AlarmPrefsFragment (clear alarms)", "Clear")]
    # Removing or clearing places is followed by a snackbar with Undo.
    assert not taps[("suntimes PlacesListFragment (remove places)", "Remove")]
    assert not taps[("suntimes PlacesListFragment (clear places)", "Clear")]
    # A restore writes the backup over the device's data; "Keep Existing" only adds to it.
    assert taps[("suntimes SuntimesBackupTask (restore backup)", "Import")]
    assert taps[("suntimes SuntimesBackupRestoreTask (import method, alarms, clear)", "Import")]
    keep = "suntimes SuntimesBackupRestoreTask (import method, places, keep existing)"
    assert not taps[(keep, "Import")]
    # Deleting a theme, an event or a colour set has no undo; importing colours only adds.
    assert taps[("suntimes WidgetThemeListActivity (delete theme)", "Delete")]
    assert taps[("suntimes EventListHelper (delete event)", "Delete")]
    assert not taps[("suntimes ColorValuesFragment (import colors)", "button1")]
    # Discarding unsaved edits changes nothing stored.
    assert not taps[("suntimes AlarmEditActivity (discard changes)", "Discard")]
