"""The five-hundred-and-sixty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v561"
CORPUS = FOLDER / "heldout_v561.yaml"
MODULES = ("moshidon_posts", "moshidon_accounts", "moshidon_compose", "moshidon_settings")


def _entries(lang: str) -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "delete": 126, "reversible": 99, "publish": 45, "block": 45,
        "harmless": 36, "revoke": 18, "sign-out": 18, "vote": 9, "report": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean lacks many of the strings shown and differs from English in 50 of the 62 taps;
    # the other languages in 57 or more (the confirmations of unfollowing and logging out are
    # tapped by their button's id everywhere).
    assert_same_controls(CORPUS, differ=48)


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        floor = 50 if lang == "ko" else 57
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= floor, lang
    # The newer restriction sheets are in English in most languages: German shows the server
    # block's buttons in English, Spanish and Japanese in their own words.
    sheets = {lang: {e["source"]: e for e in _entries(lang)} for lang in ("de", "es", "ja")}
    domain = "moshidon BlockDomainConfirmationSheet"
    assert [c["tap"] for c in sheets["de"][domain]["cases"]] == [
        "Block @jonas@social.example instead", "Block server", "Abbrechen",
    ]  # fmt: skip
    assert sheets["es"][domain]["cases"][1]["tap"] == "Bloquear servidor"
    assert sheets["ja"][domain]["cases"][1]["tap"] == "サーバーをブロックする"
    # German "Teilen" is both Boost and Share, so Boost is tapped by its id there.
    assert sheets["de"]["moshidon FooterStatusDisplayItem (boost_btn)"]["cases"] == [
        {"tap": "boost_btn", "irreversible": True}
    ]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 48)


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries("en"):
        for c in e["cases"]:
            taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    # Deleting a post, with or without the redraft, a draft, a filter, a list or every
    # notification goes to the server at once, with no trash; the menus only ask.
    assert taps[("moshidon UiUtils.confirmDeletePost", "Delete")] == [True]
    assert taps[("moshidon UiUtils.confirmDeletePost", "Cancel")] == [False]
    assert taps[("moshidon UiUtils.confirmDeletePost (re-draft)", "Delete and re-draft")] == [True]
    assert taps[("moshidon HeaderStatusDisplayItem (own post menu)", "Delete")] == [False]
    assert taps[("moshidon UiUtils.confirmDeleteScheduledPost (draft)", "Delete")] == [True]
    assert taps[("moshidon EditFilterFragment.onDeleteClick", "Delete")] == [True]
    assert taps[("moshidon EditFilterFragment (delete)", "Delete filter")] == [False]
    assert taps[("moshidon UiUtils.confirmDeleteList", "Delete")] == [True]
    assert taps[("moshidon UiUtils.confirmDeleteNotification (all)", "Delete all")] == [True]
    # Publishing, a reply, the alt-text reminder's Post and a boost reach others at once.
    assert taps[("moshidon ComposeFragment (new post)", "Publish")] == [True]
    assert taps[("moshidon ComposeFragment (reply)", "Publish")] == [True]
    assert taps[("moshidon ComposeFragment.checkAltTextsAndPublish", "Post")] == [True]
    assert taps[("moshidon FooterStatusDisplayItem (boost_btn)", "Boost")] == [True]
    assert taps[("moshidon FooterStatusDisplayItem (bookmark_btn)", "Bookmark")] == [False]
    # Leaving the composer: Discard loses the text, Save keeps it as a draft on the server.
    assert taps[("moshidon ComposeFragment.confirmDiscardDraftAndFinish", "Discard")] == [True]
    assert taps[("moshidon ComposeFragment.confirmDiscardDraftAndFinish", "Save")] == [False]
    # A vote and a report cannot be taken back; the report's first Next only turns the page,
    # its last sends it.
    assert taps[("moshidon PollFooterStatusDisplayItem (vote)", "Vote")] == [True]
    assert taps[("moshidon ReportReasonChoiceFragment", "Next")] == [False]
    assert taps[("moshidon ReportCommentFragment (next)", "Next")] == [True]
    # Blocking ends the follows both ways, a server block one's followers there, and
    # removing a follower ends their follow; muting, pinning and unfollowing are undone.
    assert taps[("moshidon BlockAccountConfirmationSheet", "Block")] == [True]
    assert taps[("moshidon BlockDomainConfirmationSheet", "Block server")] == [True]
    assert taps[("moshidon UiUtils.confirmSoftBlockUser", "Remove")] == [True]
    assert taps[("moshidon MuteAccountConfirmationSheet", "Mute")] == [False]
    assert taps[("moshidon UiUtils.confirmPinPost", "Pin to profile")] == [False]
    assert taps[("moshidon UiUtils.performAccountAction (unfollow)", "button1")] == [False]
    # Logging out revokes the token; Install only opens the system's installer, which asks.
    assert taps[("moshidon SettingsMainFragment.onLogOutClick", "button1")] == [True]
    assert taps[("moshidon SettingsMainFragment (update banner)", "Install")] == [False]
