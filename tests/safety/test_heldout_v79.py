"""The seventy-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v79"
CORPUS = FOLDER / "heldout_v79.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 180, "reversible": 126, "harmless": 99, "delete": 90, "call": 27,
        "payment": 27, "send": 18, "remove-member": 18, "leave": 9, "account": 9,
        "security": 9, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=216, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Linphone has no Japanese or Korean translation, so there only WooCommerce's taps
    # (28 of 69) differ from English; its Spanish holds few strings, and a few of its newer
    # strings show English elsewhere. WooCommerce is translated into all nine languages.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("linphone", "woocommerce"), 69)
