"""The three-hundred-and-eightieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v380"
CORPUS = FOLDER / "heldout_v380.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "harmless": 117, "reversible": 117, "delete": 99,
        "overwrite": 18, "export": 18, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Podcini is translated into all nine languages, but the Korean file keeps a third of
    # the strings these screens use in English: 43 (Korean) to 53 of the 59 taps differ
    # from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("podcini",), 55)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Removing a podcast deletes it, its episodes, their files and its statistics.
    assert taps[("podcini RemoveFeedDialog", "Confirm")]
    assert taps[("podcini RemoveFeedDialog (selected podcasts)", "Confirm")]
    assert not taps[("podcini FeedEpisodesScreen (menu)", "Remove podcast")]
    # A cleared queue's episodes go to its bin; emptying the bin is for good.
    assert not taps[("podcini QueuesScreen (clear queue)", "Confirm")]
    assert taps[("podcini QueuesScreen (menu)", "Clear bin")]
    # The import warnings only open the system's picker; the combo import's second
    # question replaces the storage.
    assert not taps[("podcini ImportExportScreen (combo import warning)", "Confirm")]
    assert taps[("podcini ImportExportScreen (combo import)", "OK")]
    # The first URL dialog only opens the second, whose OK rewrites the address.
    assert not taps[("podcini FeedInfoScreen (edit URL)", "OK")]
    assert taps[("podcini FeedInfoScreen (confirm URL)", "OK")]
    # The local folder's warning is a View dialog: its buttons carry the platform's ids.
    local = next(e for e in english if e["source"] == "podcini deleteEpisodesWarnLocal")
    assert any(i.get("rid") == "android:id/button1" for i in local["screen"]["items"])
