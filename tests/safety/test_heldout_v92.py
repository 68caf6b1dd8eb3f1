"""The ninety-second held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v92"
CORPUS = FOLDER / "heldout_v92.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 144, "opens-prompt": 135, "harmless": 135, "delete": 99,
        "opens-page": 18, "send": 18, "publish": 9, "grant": 9, "remove-member": 9, "ban": 9,
        "security": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Mumla has no Korean, so its Korean taps are English's but the platform's OK and
    # Cancel; the taps by id (Kick's button1, the chat's send button) and OK, which several
    # languages keep, are the same everywhere. Keyguard shows its own words in all nine.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("keyguard", "mumla"), 67)
