"""The eighteenth held-out corpus: what it holds, and that it is what its build script
writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v18"
CORPUS = FOLDER / "heldout_v18.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 135, "harmless": 90, "opens-prompt": 72, "publish": 54, "delete": 36,
        "block": 36, "remove-member": 18, "report": 18, "vote": 9, "moderate": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Infinity's moderator sheet has no translation yet, and its Korean lacks many
    # strings, which show English; Mastodon's footer icons are tapped by their ids.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("mastodon", "infinity"), 47)
