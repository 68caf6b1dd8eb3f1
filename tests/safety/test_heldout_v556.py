"""The five-hundred-and-fifty-sixth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v556"
CORPUS = FOLDER / "heldout_v556.yaml"
PARTS = ("authenticators", "backups", "organise", "preferences")


def _entries(lang: str) -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 189, "reversible": 117, "delete": 90, "harmless": 72, "overwrite": 54,
        "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=81, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Stratum is translated into all nine languages: 47 (Portuguese) to 51 of the 59 taps
    # differ from English's; the apps' and the accounts' names, the category's name and the
    # ids tapped read the same in every language, and OK is OK in three.
    assert_same_controls(CORPUS, differ=46)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 47, lang
    # The words of a commit's screen are the language's own.
    source = "stratum MainActivity.OpenDeleteDialog (GitHub, list of All)"
    dialogs = {
        e["language"]: e["screen"]["dialog"] for e in read_entries(CORPUS) if e["source"] == source
    }
    assert dialogs["en"]["title"] == "Warning"
    assert dialogs["zh"]["title"] == "警告"
    assert dialogs["ru"]["title"] != "Warning"
    assert dialogs["de"]["message"] != dialogs["en"]["message"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, PARTS, 47)


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries("en"):
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # Deleting an authenticator removes it and its secret key, with no undo, wherever it opens.
    for where in ("GitHub, list of All", "Slack, category Work", "GitHub, search"):
        source = f"stratum MainActivity.OpenDeleteDialog ({where})"
        assert taps[(source, "Delete")] == [True]
        assert taps[(source, "Cancel")] == [False]
    # The menu's Delete and the card's Edit only open the sheet and the confirmation.
    assert taps[("stratum AuthenticatorMenuBottomSheet", "Delete")] == [False]
    assert taps[("stratum MainActivity (search)", "Edit")] == [False]
    # A category and an icon pack go at once; their confirmations' Delete is button1.
    assert taps[("stratum CategoriesActivity.OnDeleteClick", "button1")] == [True]
    assert taps[("stratum IconPacksActivity.OnDeleteClicked", "button1")] == [True]
    assert taps[("stratum IconPacksActivity", "Delete")] == [False]
    # Restoring a backup writes its copies over the authenticators the device has.
    assert taps[("stratum MainActivity.PromptForRestorePassword", "OK")] == [True]
    assert taps[("stratum MainActivity.PromptForRestorePassword", "Cancel")] == [False]
    # Writing a backup only makes a new file; its Cancel deletes the empty one.
    assert taps[("stratum MainActivity.BackupToFile", "OK")] == [False]
    assert taps[("stratum MainActivity.BackupToFile", "Cancel")] == [False]
    # Replacing the secret key loses the old one; changing the username does not.
    assert taps[("stratum EditAuthenticatorBottomSheet (secret key replaced)", "Edit")] == [True]
    assert taps[("stratum EditAuthenticatorBottomSheet (username changed)", "Edit")] == [False]
    # The copy counts are reset at once; the password can be set and cleared again.
    assert taps[("stratum SettingsActivity", "Reset Copy Count")] == [True]
    assert taps[("stratum PasswordSetupBottomSheet (password set, fields empty)",
                 "Clear password")] == [False]  # fmt: skip
    # Refresh on a counter-based card only moves its counter, which Edit details sets back.
    assert taps[("stratum MainActivity (list, All)", "Refresh")] == [False]
    # Report and Email only hand the error to the browser or the mail app.
    assert taps[("stratum ErrorActivity (report via)", "Email")] == [False]
