"""The three-hundred-and-thirty-second held-out corpus: what it holds, and that its build
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

FOLDER = Path(__file__).parent / "heldout_v332"
CORPUS = FOLDER / "heldout_v332.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 117, "delete": 81, "opens-prompt": 72, "send": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Breezy Weather is translated into all nine languages; the location, app and search
    # result names tapped are the same in every language, so 51 or 52 of the 56 taps differ
    # from English's.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("breezy",), 56)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # Confirm in "Delete location?" deletes the location with its settings, with no Undo.
    assert all(taps[("breezy MainActivity (delete location)", "Confirm")])
    assert not any(taps[("breezy MainActivity (delete location)", "Cancel")])
    # A card swiped away comes back with the snackbar's Undo.
    assert taps[("breezy LocationItemTouchCallback (deleted, Undo)", "Undo")] == [False]
    # Save with an app picked sends the weather to it at once; Save with none picked only
    # stops the sharing.
    assert taps[("breezy PackagePreferenceView (Gadgetbridge)", "Save")] == [
        True, True, True, False,
    ]  # fmt: skip
    # The row whose words say "delete" only opens the location list.
    row = "Add location manually and delete “Current location”"
    assert taps[("breezy LocationHelpDialog", row)] == [False]
    # Turning background updates off is a setting, set back on the same page.
    never = "breezy BackgroundUpdatesSettingsScreen (never refresh)"
    assert taps[(never, "Continue")] == [False]
