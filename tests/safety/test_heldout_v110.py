"""The hundred-and-tenth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v110"
CORPUS = FOLDER / "heldout_v110.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 225, "opens-prompt": 108, "reversible": 72, "delete": 54, "send": 18,
        "publish": 18, "upload": 18, "leave": 9, "revoke": 9, "delete-account": 9,
        "security": 9, "uninstall": 9, "install": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=567, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Tuta is translated into all nine languages (its Chinese and Korean miss a few
    # strings); OONI Probe has no Japanese or Korean, so its Japanese and Korean taps are
    # English's but for the platform's Cancel, and the taps of Korean differ from English
    # in 35 only. Every language differs from English in over 30 taps.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("tuta", "ooni"), 63)
