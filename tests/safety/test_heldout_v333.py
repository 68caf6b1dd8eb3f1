"""The three-hundred-and-thirty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v333"
CORPUS = FOLDER / "heldout_v333.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 108, "opens-prompt": 108, "delete": 90, "send": 36,
        "reset": 9, "export": 9, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # SpamBlocker has no Korean translation: Korean shows the English words, so no tap of
    # its differs; the assertion below holds the seven translated languages to their share.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    differ = {lang: sum(a != b for a, b in zip(taps(lang), english, strict=True))
              for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")}  # fmt: skip
    # 54 (German) to 57 (Chinese) of the 58 taps differ from English's.
    assert all(differ[lang] >= 50 for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru")), differ
    assert differ["ko"] == 0


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("spamblocker",), 57)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Reporting a number, as fraud or as valid, sends it to the report services at once.
    assert taps["spamblocker ReportSpamDialog (number)", "Fraud"]
    assert taps["spamblocker ReportSpamDialog (number)", "Valid Number"]
    assert not taps["spamblocker ReportSpamDialog (number)", "Comment"]
    # A report service's test runs its request for real.
    assert taps["spamblocker TestActionButton (report service, number)", "OK"]
    # Removing a number from the spam database has no undo; a swiped rule has Undelete.
    assert taps["spamblocker HistoryContextMenu (in database)", "Remove from database"]
    assert not taps["spamblocker RegexList (deleted, Undelete)", "Undelete"]
    # Importing a backup replaces the included categories; exporting only writes a file.
    assert taps["spamblocker BackupRestore (import categories)", "Import"]
    assert not taps["spamblocker BackupRestore (export categories)", "Export"]
    # The caller ID's Reset loses the typed template; the emergency window's Reset only
    # ends it early, and its Test starts it again.
    assert taps["spamblocker CallerID (reset)", "Reset"]
    assert not taps["spamblocker EmergencySituation (reset)", "Reset"]
    # The menu row only opens the confirmation; the confirmation's Delete deletes every rule.
    assert not taps["spamblocker RegexList (number rule, long press)", "Delete All(4) Rules"]
    assert taps["spamblocker RegexList (delete all number rules)", "Delete"]
    # No control of the Compose screens carries a resource id.
    assert not any("rid" in i for e in english for i in e["screen"]["items"])
