"""The eighty-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v84"
CORPUS = FOLDER / "heldout_v84.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 225, "opens-prompt": 144, "reversible": 90, "delete": 54, "send": 45,
        "publish": 36, "revoke": 27, "pay": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Wikipedia and Mullvad VPN are both translated into all nine languages, so every
    # language differs from English in most taps; the rest are resource ids (Wikipedia's
    # login button, Mullvad's tagged controls) and words a translation keeps ("OK").
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("wikipedia", "mullvad"), 70)
