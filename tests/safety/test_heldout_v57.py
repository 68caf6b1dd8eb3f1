"""The fifty-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v57"
CORPUS = FOLDER / "heldout_v57.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 207, "reversible": 162, "delete": 135, "opens-prompt": 81, "revoke": 81,
        "leave": 27, "install": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=702, irreversible=198, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Ente Photos does not offer Korean and shows it in English, so only WireGuard's
    # Korean taps differ from English's; every other language differs on more than thirty.
    assert_same_controls(CORPUS, differ=10)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("ente", "wireguard"), 56)
