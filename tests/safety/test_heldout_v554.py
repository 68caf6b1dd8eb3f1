"""The five-hundred-and-fifty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v554"
CORPUS = FOLDER / "heldout_v554.yaml"
MODULES = ("timeline", "network", "places", "settings")
TRANSLATED = ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")


def _entries(lang: str) -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def _commits(lang: str) -> dict[tuple[str, str], list[bool]]:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries(lang):
        for c in e["cases"]:
            taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    return taps


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 144, "send": 90, "delete": 45, "opens-prompt": 36,
        "block": 27, "payment": 18, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # 40 (Japanese, German) to 44 (Chinese) of the 59 taps differ from English's: the newer
    # strings (the conversation list and its menu, the app-sharing rows and dialogs, the
    # unencrypted-file consent) have no translation yet, and a name reads the same everywhere.
    assert_same_controls(CORPUS, differ=39)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    untranslated = {
        "Send this file once", "priya", "Conversation actions", "Pin conversation",
        "Mute conversation", "Mark as read", "Delete", "SETTINGS", "Download universal APK",
        "Download", "Share via Quick Share", "Share App",
    }  # fmt: skip
    for lang in TRANSLATED:
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 40, lang
        # What the catalogs lack shows in English, in every language alike.
        assert [a for a, b in zip(taps, english, strict=True) if b in untranslated] == [
            b for b in english if b in untranslated
        ], lang
    # The composer's Send, the user sheet's rows and the dialogs' Cancel are each language's.
    assert _taps("de").count("Senden") == 12
    assert "jonas ohrfeigen" in _taps("de") and "заблокировать jonas" in _taps("ru")
    assert _taps("zh").count("取消") == 7 and _taps("ja").count("送信") == 12


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 52)


def test_what_the_app_commits() -> None:
    taps = _commits("en")
    # A message in the composer goes out to the mesh, the location channel or the channel.
    for where in ("mesh timeline", "location channel #u33dc1", "channel #hikers"):
        assert taps[(f"bitchat MessageInput ({where})", "Send")] == [True]
    # The same Send does what the typed command does: "/w" only lists people here, "/j" joins
    # a channel on this device, "/pay" without "public" only warns; "/pay ... public" pays.
    assert taps[("bitchat CommandProcessor (/w)", "Send")] == [False]
    assert taps[("bitchat CommandProcessor (/j)", "Send")] == [False]
    assert taps[("bitchat CommandProcessor (/pay, not confirmed)", "Send")] == [False]
    assert taps[("bitchat CommandProcessor (/pay public)", "Send")] == [True]
    assert taps[("bitchat CommandProcessor (/m)", "Send")] == [True]
    # The user sheet's slap and hug go to everyone; blocking drops the peer's messages.
    sheet = "bitchat ChatUserSheet (message of jonas, mesh)"
    assert taps[(sheet, "Slap jonas")] == [True] and taps[(sheet, "Hug jonas")] == [True]
    assert taps[(sheet, "Block jonas")] == [True] and taps[(sheet, "Cancel")] == [False]
    assert taps[(sheet, "Message jonas")] == [False] and taps[(sheet, "Copy message")] == [False]
    geo = "bitchat ChatUserSheet (message of rafa, location channel)"
    assert taps[(geo, "Block rafa")] == [True]
    # The menu's Delete only asks; the dialog's Delete removes the conversation.
    assert taps[("bitchat ConversationRow (menu of priya)", "Delete")] == [False]
    dialog = "bitchat MeshPeerListSheet (delete conversation with priya)"
    assert taps[(dialog, "Delete")] == [True] and taps[(dialog, "Cancel")] == [False]
    assert taps[("bitchat ConversationRow (menu of priya)", "Pin conversation")] == [False]
    # In a private chat, "/clear" deletes the conversation and "/pay" hands over the token.
    assert taps[("bitchat PrivateChatSheet (priya) /clear", "Send")] == [True]
    assert taps[("bitchat PrivateChatSheet (priya) /pay", "Send")] == [True]
    # A location note is published to the place's relays for good.
    assert taps[("bitchat LocationNotesSheet (#u33dc1r4)", "Send")] == [True]
    assert taps[("bitchat LocationNotesSheet (#u33dc1r4)", "Close")] == [False]
    # The downloaded APK: its icon only asks, the dialog's Delete deletes, Download gets
    # one again; "Share App" only opens the share sheet; a verification is a flag here.
    assert taps[("bitchat AboutSheet (downloaded APK)", "Delete")] == [False]
    assert taps[("bitchat AboutSheet (delete cached APK)", "Delete")] == [True]
    assert taps[("bitchat AboutSheet (download universal APK)", "Download")] == [False]
    assert taps[("bitchat AboutSheet (share BitChat app)", "Share App")] == [False]
    verify = "bitchat SecurityVerificationSheet (priya)"
    assert taps[(f"{verify} verified", "Remove verification")] == [False]
    # The consent to send a file unencrypted sends it.
    consent = "bitchat ChatScreen (legacy private media consent)"
    assert taps[(consent, "Send this file once")] == [True]
    assert taps[(consent, "Cancel")] == [False]
