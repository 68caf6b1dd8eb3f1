"""The four-hundred-and-tenth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v410"
CORPUS = FOLDER / "heldout_v410.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "opens-prompt": 99, "reversible": 99, "send": 90, "delete": 54,
        "leave": 18, "export": 9, "end": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Briar is translated into all nine languages: 53 (Korean, which lacks "Send anyway",
    # Unlink and the disappearing-messages switch) to 57 of the 60 taps differ from English's;
    # three buttons are tapped by their ids in every language.
    assert_same_controls(CORPUS, differ=52)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("briar",), 60)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # The selected messages' Delete icon deletes at once, with no dialog.
    assert taps[("briar ConversationActivity (conversation_message_actions)", "Delete")]
    # Declining an introduction sends the refusal to the introducer.
    assert taps[("briar ConversationRequestViewHolder (introduction)", "Decline")]
    # A new profile picture goes to every contact.
    assert taps[("briar ConfirmAvatarDialogFragment", "Change")]
    # Briar puts the destructive action on the negative button: Leave is button2 here.
    assert taps[("briar ForumActivity (leave)", "Leave")]
    assert not taps[("briar ForumActivity (leave)", "Cancel")]
    # Saving an image writes a copy to a file; the panic switch only arms a later deletion.
    assert not taps[("briar ImageActivity (save image)", "Save image")]
    assert not taps[("briar PanicPreferencesFragment (panic_preferences)", "Delete Account")]
    # The RSS feed's Delete icon only opens the removal dialog.
    assert not taps[("briar RssFeedManageFragment", "Delete")]
