"""The three-hundred-and-ninety-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v394"
CORPUS = FOLDER / "heldout_v394.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 324, "opens-prompt": 108, "reversible": 108, "delete": 9}
    assert_native_corpus(FOLDER, total=549, irreversible=9, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Dicio has no Japanese strings and one Korean string (the drawer icon's "Hello"):
    # Japanese and Korean differ from English only in the platform's Cancel (and Korean in
    # that icon), 3 and 5 of the 61 taps; the other languages differ in 54 to 57.
    assert_same_controls(CORPUS, differ=2)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("dicio",), 61)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting the custom wake word removes the imported model at once, with no question.
    assert taps[("dicio MainSettingsScreen (custom wake word)", "Delete custom wake word")]
    # Importing one only opens the system's file picker.
    assert not taps[("dicio MainSettingsScreen (Hey Dicio wake word)", "Import custom wake word")]
    # A call or the timers' cancelling is answered by voice or in the text box: the taps
    # beside the question only stop listening or put the question back into the text box.
    assert not taps[("dicio InteractionList (ConfirmCallOutput)", "Call Alice Martin")]
    assert not taps[("dicio InteractionList (TimerOutput.ConfirmCancel, listening)", "Listening…")]
    # Disable on the wake word card only sets the method to Disabled; Done hands the words to
    # the app that asked for them.
    assert not taps[("dicio WakeWordWidget (NotDownloaded)", "Disable")]
    assert not taps[("dicio SttPopupBottomSheet (for a speech result)", "Done")]
    assert sum(taps.values()) == 1
