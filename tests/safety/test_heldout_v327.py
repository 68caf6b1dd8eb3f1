"""The three-hundred-and-twenty-seventh held-out corpus: what it holds, and that its build
script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v327"
CORPUS = FOLDER / "heldout_v327.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 135, "delete": 90, "opens-prompt": 63, "reset": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # wallabag for Android is translated into all nine languages; Portuguese lacks about half
    # of the strings (38 of its 59 taps differ from English's), and OK reads OK in several.
    assert_same_controls(CORPUS, differ=37)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("wallabag",), 56)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting an article removes it from the database and queues its deletion on the server.
    assert taps[("wallabag ArticleActionsHelper (delete article, Unread)", "Yes")]
    assert not taps[("wallabag ArticleActionsHelper (delete article, Unread)", "No")]
    # Clearing the database loses the unsynced changes; so does dropping the queue's first.
    assert taps[("wallabag SettingsActivity (clear database)", "OK")]
    assert taps[("wallabag SettingsActivity (Local changes)", "Remove first local queue item")]
    # Another server or user clears the database, from Settings or from the wizard.
    assert taps[("wallabag SettingsActivity (Connection, url changed)", "OK")]
    assert taps[("wallabag ConnectionWizardActivity (basic setup, another server)", "Connect")]
    # Syncing, sweeping and a full update lose nothing; marking read only archives.
    assert not taps[("wallabag MainActivity (overflow)", "Sync local changes")]
    assert not taps[("wallabag MainActivity (overflow)", "Full update")]
    assert not taps[("wallabag ListAdapter (context menu, Unread)", "Mark as Read")]
