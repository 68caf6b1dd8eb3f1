"""The two-hundred-and-sixty-seventh held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v267"
CORPUS = FOLDER / "heldout_v267.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 135, "opens-prompt": 126, "reversible": 99, "delete": 63, "send": 54,
        "remove": 18, "revoke": 18, "leave": 9, "call": 9, "discard": 9, "export": 9,
        "import": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=189, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Wire has no Chinese or Korean strings: there only the block dialog's Cancel, the
    # platform's, differs from English. Japanese differs in 26 of the 62 taps, French in 36,
    # Spanish in 42, Portuguese in 52, German in 61 and Russian in all 62.
    assert_same_controls(CORPUS, differ=0)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("wire",), 62)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting a message for everyone and clearing a conversation's content cannot be undone.
    assert taps[("wire DeleteMessageDialog", "Delete for Everyone")]
    assert taps[("wire ClearConversationContentDialog", "Clear content")]
    # Revoking a guest link kills it for everyone it was given to; removing a device logs it
    # out of the account.
    assert taps[("wire RevokeGuestConfirmationDialog", "Disable")]
    assert taps[("wire RemoveDeviceDialog", "Remove")]
    # Blocking and archiving are undone with Unblock and Unarchive; making a backup only
    # writes a file, while restoring one merges it into the history.
    assert not taps[("wire BlockUserDialog", "Block")]
    assert not taps[("wire ArchiveConversationDialog", "Archive")]
    assert not taps[("wire CreateBackupDialog", "Back Up Now")]
    assert taps[("wire RestoreBackupDialog", "Continue")]
    # A logout keeps the account's data on the device unless its checkbox is ticked.
    logouts = [c["irreversible"] for e in entries if e["source"] == "wire LogoutOptionsDialog"
               for c in e["cases"] if c["tap"] == "Log out"]  # fmt: skip
    assert logouts == [True, False]
