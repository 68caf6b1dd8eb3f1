"""The three-hundred-and-ninety-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v393"
CORPUS = FOLDER / "heldout_v393.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 126, "opens-prompt": 72, "delete": 45, "send": 45,
        "revoke": 36, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Nextcloud Notes is translated into all nine languages: 47 (Korean, which shows "Online
    # status", "Set message" and "Delete link" in English) to 54 of the 57 taps differ from
    # English's.
    assert_same_controls(CORPUS, differ=46)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("notes",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    bar = "notes MainActivity (selection, menu_list_context_multiple)"
    overflow = "notes EditNoteActivity (NoteEditFragment) (overflow, menu_note_fragment)"
    # The list's Delete shows Undo; the editor's deletes at once.
    assert not taps[(bar, "Delete")]
    assert taps[(overflow, "Delete")]
    # The editor's Cancel writes the note back as it was opened: the session's edits are lost.
    assert taps[(overflow, "Cancel")]
    # A new share is sent to its recipient; a public link added reaches nobody yet.
    assert taps[("notes NoteShareDetailActivity (new share with a person, note)", "Send Share")]
    assert not taps[("notes NoteShareActivity", "Add new public share link")]
    # Removing a share revokes it on the server at once.
    sheet = "notes NoteShareActivityShareItemActionBottomSheetDialog"
    assert taps[(f"{sheet} (a person's share)", "Delete share")]
    assert taps[(f"{sheet} (public link)", "Delete link")]
    # Removing an account with an unsynchronized change loses it; the popup only asks.
    assert taps[("notes ManageAccountsActivity (remove account)", "Remove")]
    assert not taps[("notes ManageAccountsActivity (account popup, menu_account)", "Remove")]
