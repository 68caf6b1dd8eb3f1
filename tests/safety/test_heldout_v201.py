"""The two-hundred-and-first held-out corpus: what it holds, and that its build script writes
it."""

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

FOLDER = Path(__file__).parent / "heldout_v201"
CORPUS = FOLDER / "heldout_v201.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 180, "opens-prompt": 135, "reversible": 126, "harmless": 72, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Monekin has no Japanese, Korean, Portuguese or Russian catalog, so those taps are the
    # English ones; Chinese, German, French and Spanish differ from English in all 58 taps.
    assert_same_controls(CORPUS, differ=-1)


def test_monekin_confirms_with_its_own_words() -> None:
    entries = {(e["language"], e["source"]): e for e in read_entries(CORPUS)}
    # Deleting a category (and its transactions) is confirmed with "Understood" alone.
    category = entries[("en", "monekin CategoryFormFunctions.deleteCategory")]
    assert category["cases"] == [{"tap": "Understood", "irreversible": True}]
    assert [i["button"] for i in category["screen"]["items"]] == ["Understood"]
    # Importing a backup overwrites every record of the app.
    restore = entries[("de", "monekin BackupSettingsPage (restore) importDatabase")]
    assert restore["screen"]["dialog"]["title"] == "Alle Daten überschreiben"
    assert restore["cases"] == [{"tap": "Verstanden", "irreversible": True}]
    # Skipping a payment only moves the rule's date, unless it was the last one.
    assert entries[("es", "monekin TransactionDetailsPage showSkipTransactionModal")]["cases"] == [
        {"tap": "Confirmar", "irreversible": False}
    ]
    last = "monekin TransactionDetailsPage showSkipTransactionModal (last payment)"
    assert entries[("fr", last)]["cases"][0]["irreversible"] is True
    # Japanese shows the English catalog.
    assert (
        entries[("ja", "monekin AccountDetailsActions deleteAccountWithAlertAndSnackBar")][
            "screen"
        ]["dialog"]["title"]
        == "Delete account?"
    )


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("monekin",), 52)
