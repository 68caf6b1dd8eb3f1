"""The four-hundred-and-fifty-ninth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v459"
CORPUS = FOLDER / "heldout_v459.yaml"
DELETE, MORE = "\ue872", "\ue5d4"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 288, "delete": 108, "reversible": 72, "discard": 9}
    assert_native_corpus(FOLDER, total=477, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The app loads no Chinese catalog, so Chinese shows every word in English and none of
    # its 53 taps differ from English's; the icons are tapped by their glyphs in every
    # language. In the other seven, 22 (German, whose "Offline" and "Feedback" are English's)
    # to 26 of the taps differ.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)
    english = [str(c["tap"]) for e in entries if e["language"] == "en" for c in e["cases"]]
    for lang in ("ja", "ko", "de", "fr", "es", "pt", "ru"):
        taps = [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 22, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("notes",), 53)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # The selection bar's delete icon deletes at once and syncs the deletion to the account.
    assert taps[("notes ListPanelHeader (one of three selected)", DELETE)]
    assert taps[("notes MoreMenu (note)", "Delete")]
    # A new note with nothing typed has nothing to delete; Undo only creates notes again.
    assert not taps[("notes MoreMenu (new note)", "Delete")]
    assert not taps[("notes ListPanelWrapper (deleted one, Undo)", "UNDO")]
    # Logging out wipes the device's store: only changes made offline are lost with it.
    assert not taps[("notes DrawerItems (synced)", "Log out")]
    assert taps[("notes DrawerItems (offline)", "Log out")]
    # The more icon only opens the popup menu.
    assert not taps[("notes EditorPanelHeader (note)", MORE)]
    # The editor's menu is a native popup menu, its entry the platform's title view.
    menu = next(e for e in english if e["source"] == "notes MoreMenu (note)")
    assert menu["screen"]["items"][-1] == {"menu": "Delete", "rid": "android:id/title"}
