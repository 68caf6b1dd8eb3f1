"""The three-hundred-and-fourteenth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v314"
CORPUS = FOLDER / "heldout_v314.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 135, "harmless": 135, "reversible": 126, "delete": 81, "revoke": 27,
        "send": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Xtra has no Korean translation: the Korean screens show English but for the platform's
    # OK and Cancel, so only those taps differ there; the other languages are translated.
    assert_same_controls(CORPUS, differ=3)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 36, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("xtra",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Logging out revokes the account's tokens with Twitch.
    assert taps[("xtra TopStreamsFragment (log out)", "Yes")]
    # Deleting a download deletes its files unless "Keep files" stays ticked.
    assert taps[("xtra DownloadsFragment (delete), files", "button1")]
    assert not taps[("xtra DownloadsFragment (delete), keep files", "button1")]
    # The chat's send button posts the typed message to the channel's chat.
    assert taps[("xtra ChatFragment (message typed)", "send")]
    # A recent search's delete button deletes it at once; a proxy's only opens a confirmation.
    assert taps[("xtra SearchPagerFragment (recent search)", "delete")]
    assert not taps[("xtra CustomProxySettingsFragment", "delete")]
    # Unfollowing can be followed again; the update's Yes leaves the installer to ask.
    assert not taps[("xtra ChannelPagerFragment (unfollow)", "Yes")]
    assert not taps[("xtra SettingsActivity (update)", "Yes")]
