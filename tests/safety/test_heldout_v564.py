"""The five-hundred-and-sixty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v564"
CORPUS = FOLDER / "heldout_v564.yaml"
MODULES = ("inbox", "conversation", "scheduled", "blocking", "preferences")


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def _labels() -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in read_entries(CORPUS):
        if e["language"] == "en":
            for c in e["cases"]:
                taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 135, "reversible": 108, "opens-prompt": 99, "harmless": 72, "send": 54,
        "block": 36, "restore": 18, "call": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS, differ=40)


def test_the_translated_languages_show_their_own_words() -> None:
    # Of the 59 taps, nine read alike everywhere: the five dialog buttons tapped by their id,
    # a contact's name, the attachment shade's schedule icon and the unblock icon (by their
    # ids) and "Remove Duplicate Messages", which no catalog translates. Chinese lacks 22 of the
    # strings shown, Japanese and Korean 31 (among them "Send now", "Clear", the delayed
    # message's Cancel and "Schedule this message"), the other four only the seven of Message
    # Management; German's Details and French's Signature are the English words.
    english = _taps("en")
    differs = {"zh": 45, "ja": 43, "ko": 43, "de": 49, "fr": 49, "es": 50, "pt": 50, "ru": 50}
    for lang, differ in differs.items():
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) == differ, lang
    assert _taps("ja")[english.index("Send now")] == "Send now"
    assert _taps("de")[english.index("Send now")] == "Jetzt senden"
    assert _taps("zh")[english.index("Send message")] == "发送消息"


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 48)


def test_what_the_app_commits() -> None:
    taps = _labels()
    # Sending goes out at once: the conversation's and QK Reply's send, a delayed message's
    # "Send now", a failed message's resend and a scheduled message's "Send now" once asked.
    assert taps[("quik ComposeActivity", "Send message")] == [True]
    assert taps[("quik QkReplyActivity", "Send message")] == [True]
    assert taps[("quik ComposeActivity (delayed message)", "Send now")] == [True]
    assert taps[("quik ComposeActivity (failed message)", "Send now")] == [True]
    assert taps[("quik ScheduledActivity showSendNowDialog", "button1")] == [True]
    assert taps[("quik ScheduledActivity showSendNowDialog", "Cancel")] == [False]
    # Scheduling only files the message in Scheduled, where it can be deleted before it goes;
    # the delayed message's Cancel stops it and puts its text back.
    assert taps[("quik ComposeActivity (scheduled)", "Schedule this message")] == [False]
    assert taps[("quik ComposeActivity (delayed message)", "Cancel")] == [False]
    # A confirmation's Delete deletes; the toolbar's Delete only asks.
    assert taps[("quik MainActivity showDeleteDialog", "button1")] == [True]
    assert taps[("quik MainActivity (selected)", "Delete")] == [False]
    assert taps[("quik ComposeActivity showDeleteDialog", "button1")] == [True]
    assert taps[("quik ComposeActivity (selected)", "Delete")] == [False]
    assert taps[("quik ConversationInfoController", "Delete conversation")] == [False]
    assert taps[("quik ConversationInfoController showDeleteDialog", "button1")] == [True]
    # QK Reply's Delete deletes the unread messages with no question.
    assert taps[("quik QkReplyActivity (overflow)", "Delete")] == [True]
    # Clearing a typed message cannot be undone; the rename dialog's Delete only clears a name.
    assert taps[("quik ComposeActivity showClearCurrentMessageDialog", "Clear")] == [True]
    assert taps[("quik MainActivity showRenameDialog", "Delete")] == [False]
    # Blocking acts at once; the blocked messages' "Block" icon unblocks, as Unblock does.
    assert taps[("quik MainActivity (selected, overflow)", "Block")] == [True]
    assert taps[("quik ConversationInfoController", "Block")] == [True]
    assert taps[("quik BlockedNumbersController showAddDialog", "Block")] == [True]
    assert taps[("quik BlockedMessagesController (selected)", "Block")] == [False]
    assert taps[("quik ConversationInfoController (blocked)", "Unblock")] == [False]
    assert taps[("quik BlockedNumbersController", "unblock")] == [False]
    # Deduplicating and deleting old messages delete messages; the switches only set a choice.
    assert taps[
        ("quik MessageUtilsController showDeduplicationConfirmationDialog", "Continue")
    ] == [True]
    assert taps[("quik MessageUtilsController showAutoDeleteWarningDialog", "Yes")] == [True]
    assert taps[("quik BlockingController", "Drop messages")] == [False]
    # Restoring writes the backup's messages into the phone's store; "Backup now" a new file.
    assert taps[("quik BackupController (backup details)", "Restore")] == [True]
    assert taps[("quik BackupController", "Backup now")] == [False]
    # Call places the call; Forward only opens a new message with the text.
    assert taps[("quik ComposeActivity", "Call")] == [True]
    assert taps[("quik ComposeActivity (selected, overflow)", "Forward")] == [False]
