"""The three-hundred-and-twentieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v320"
CORPUS = FOLDER / "heldout_v320.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 252, "reversible": 108, "delete": 63, "discard": 54, "sign-in": 18,
        "sign-out": 18, "opens-prompt": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Nextcloud Cookbook has no Japanese and no Korean catalog: both show the app in English,
    # so none of their 58 taps differ from English's (44 to 49 do in the other languages).
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("cookbook",), 51)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps: dict[tuple[str, str], set[bool]] = {}
    for e in english:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), set()).add(c["irreversible"])
    menu = "cookbook RecipeDetailScreen (More menu)"
    # Delete in the More menu deletes the recipe at once, with no confirmation; its
    # neighbours only open something.
    assert taps[menu, "Delete"] == {True}
    assert taps[menu, "Edit"] == taps[menu, "Open source"] == {False}
    # Logging out forgets the sign-in and every setting at once.
    assert taps["cookbook SettingsScreen", "Log out"] == {True}
    # Back on the form throws the typed recipe away; Save keeps it.
    form = "cookbook RecipeCreateScreen (CreateEditRecipeForm)"
    assert taps[form, "Back"] == {True}
    assert taps[form, "Save"] == {False}
    assert taps["cookbook RecipeEditScreen (CreateEditRecipeForm)", "Save"] == {False}
    assert taps["cookbook DownloadRecipeScreen", "Back"] == {False}
    # The list's search icon is described as "Share"; it only opens the search bar.
    assert taps["cookbook RecipeListScreen", "Share"] == {False}
    # Yes in the crash dialog only opens the mail app with the report.
    assert taps["cookbook CrashReportDialog (ACRA)", "Yes"] == {False}
    crash = next(e for e in english if e["source"] == "cookbook CrashReportDialog (ACRA)")
    assert {"button": "Yes", "rid": "android:id/button1"} in crash["screen"]["items"]
