"""The two-hundred-and-ninety-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v291"
CORPUS = FOLDER / "heldout_v291.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 180, "opens-prompt": 45, "delete": 45, "overwrite": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=72, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Olauncher has no Korean, so the Korean taps are the English ones; every other language
    # differs from English in 33 to 36 of the 54 taps (the rest are ids, names and numbers).
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("olauncher",), 50)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A pinned shortcut's Uninstall removes it at once; an installed app's only opens the
    # system's confirmation.
    assert taps[("olauncher AppDrawerFragment (pinned shortcut)", "Uninstall")]
    assert not taps[("olauncher AppDrawerFragment (installed app)", "Uninstall")]
    # Switching the daily wallpaper on replaces the user's wallpaper; switching it off only
    # stops the updates.
    assert taps[("olauncher MainActivity message (enable)", "Enable")]
    assert taps[("olauncher SettingsFragment (appearance)", "dailyWallpaper")]
    assert not taps[
        ("olauncher SettingsFragment (appearance, daily wallpaper on)", "dailyWallpaper")
    ]
    # Hiding an app and showing zero apps on the home screen are undone from the settings.
    assert not taps[("olauncher AppDrawerFragment (installed app)", "Hide")]
    assert not taps[("olauncher SettingsFragment (apps on home screen)", "0")]
