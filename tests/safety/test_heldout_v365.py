"""The three-hundred-and-sixty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v365"
CORPUS = FOLDER / "heldout_v365.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"reversible": 216, "harmless": 171, "opens-prompt": 63, "reset": 45}
    assert_native_corpus(FOLDER, total=495, irreversible=45, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Simple Keyboard is translated into all nine languages; the layout and theme names read
    # the same in all, and OK in several, so 45 (Japanese, German, French, Portuguese) to 51
    # of the 55 taps differ from English's.
    assert_same_controls(CORPUS, differ=44)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("simplekeyboard",), 55)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    color = "simplekeyboard ColorDialogPreference (custom keyboard color)"
    # Default removes the colour the user had set; OK writes the one just picked.
    assert taps[(color, "Default")]
    assert not taps[(color, "OK")]
    # Every Default deletes the value the user had set; picking a theme only selects it.
    height = "simplekeyboard SeekBarDialogPreference (keyboard height)"
    assert taps[(height, "Default")]
    assert not taps[("simplekeyboard ThemeSettingsFragment (prefs_screen_theme)", "Material Dark")]
    # Removing a language only disables its layouts; "Delete swipe" is a switch.
    assert not taps[("simplekeyboard LanguagesSettingsFragment (remove language)", "Remove")]
    prefs = "simplekeyboard PreferencesSettingsFragment (prefs_screen_preferences)"
    assert not taps[(prefs, "Delete swipe")]
