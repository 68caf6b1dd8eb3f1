"""The three-hundred-and-fifteenth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v315"
CORPUS = FOLDER / "heldout_v315.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 144, "delete": 72, "cancel": 54, "opens-prompt": 36,
        "overwrite": 18, "clear": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The app is translated into all nine languages: 49 (Spanish, whose No is No) to 53 of
    # the 57 taps differ from English's; the shuffle button's id, the button tapped by its id
    # and the server's and the account's names are the same in every language.
    assert_same_controls(CORPUS, differ=48)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("jellyfin",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting an item deletes it and its files from the server; the button only asks.
    assert taps[("jellyfin FullDetailsFragment (delete item, film)", "Delete")]
    assert not taps[("jellyfin FullDetailsFragment (film)", "Delete")]
    # Removing a server or an account happens at once; signing out only drops the token.
    assert taps[("jellyfin settings SettingsAuthenticationServerScreen", "Remove server")]
    assert taps[("jellyfin ServerFragment (account menu)", "Remove")]
    assert not taps[("jellyfin ServerFragment (account menu)", "Sign out")]
    # A recording under way cannot be resumed once cancelled; one not yet started can be set
    # again.
    assert taps[("jellyfin LiveProgramDetailPopup (recording now)", "Cancel recording")]
    assert not taps[("jellyfin LiveProgramDetailPopup (will record)", "Cancel recording")]
    # Clearing the queue throws it away; the image cache is only copies of the server's images.
    assert taps[("jellyfin KeyProcessor.createItemMenu (music queue)", "Clear queue")]
    assert not taps[("jellyfin settings SettingsDeveloperScreen", "Clear image cache")]
