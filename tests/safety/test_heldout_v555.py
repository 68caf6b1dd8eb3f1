"""The five-hundred-and-fifty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v555"
CORPUS = FOLDER / "heldout_v555.yaml"
MODULES = ("fcitx_settings", "fcitx_themes", "fcitx_data", "fcitx_keyboard")


def _entries(lang: str) -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 189, "harmless": 135, "opens-prompt": 99, "delete": 99, "send": 18,
        "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Fcitx5 for Android has no French and no Portuguese catalog: there only the platform's
    # Cancel, tapped three times, differs from English.
    assert_same_controls(CORPUS, differ=2)


def test_the_translated_languages_show_their_own_words() -> None:
    # Chinese and Russian lack none or two of the strings shown, Japanese 23, German 53,
    # Spanish 57 and Korean 83: 33 (German) to 56 of the 61 taps differ from English's.
    english = _taps("en")
    for lang in ("zh", "ja", "ko", "de", "es", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 33, lang
    for lang, cancel in (("fr", "Annuler"), ("pt", "Cancelar")):
        differ = [(a, b) for a, b in zip(_taps(lang), english, strict=True) if a != b]
        assert differ == [(cancel, "Cancel")] * 3, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, MODULES, 58)


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in _entries("en"):
        for c in e["cases"]:
            taps.setdefault((e["source"], str(c["tap"])), []).append(c["irreversible"])
    # Clearing the clipboard database drops every entry, pinned ones too, with no undo; the
    # row only opens the question.
    clear = "fcitx5 DeveloperFragment (clear clipboard database)"
    assert taps[(clear, "OK")] == [True]
    assert taps[(clear, "Cancel")] == [False]
    assert taps[("fcitx5 DeveloperFragment", "Clear clipboard database")] == [False]
    # Deleting a custom theme deletes its files.
    assert taps[("fcitx5 CustomThemeActivity (delete theme)", "OK")] == [True, True]
    # The dictionaries', quick phrase files' and table input methods' Delete deletes the files
    # at once; the entries of a quick phrase file come back with Undo.
    assert taps[("fcitx5 PinyinDictionaryFragment (select)", "Delete")] == [True, True]
    assert taps[("fcitx5 QuickPhraseListFragment (select)", "Delete")] == [True]
    assert taps[("fcitx5 TableInputMethodFragment (select)", "Delete")] == [True, True]
    assert taps[("fcitx5 QuickPhraseEditFragment (select)", "Delete")] == [False]
    assert taps[("fcitx5 QuickPhraseEditFragment (removed)", "Undo")] == [False]
    # Resetting an edited built-in quick phrase file deletes the user's copy.
    assert taps[("fcitx5 QuickPhraseListFragment (edited built-in file)", "Reset")] == [True]
    # The return key sends in a chat that asks for Send, and breaks the line in a note.
    assert taps[("fcitx5 TextKeyboard (chat, Send action)", "button_return")] == [True, True]
    assert taps[("fcitx5 TextKeyboard (note)", "button_return")] == [False]
    # The clipboard window's deletions come back with Undo.
    assert taps[("fcitx5 ClipboardWindow (delete all)", "OK")] == [False]
    assert taps[("fcitx5 ClipboardAdapter (entry menu)", "Delete")] == [False]
    assert taps[("fcitx5 ClipboardWindow (deleted)", "Undo")] == [False]
    # Re-copying the bundled data and restarting the engine lose nothing the user keeps.
    assert taps[("fcitx5 DeveloperFragment (delete and sync runtime data)", "OK")] == [False]
    assert taps[("fcitx5 DeveloperFragment (restart fcitx instance)", "OK")] == [False]
    # Importing user data and replacing a table's dictionary wait for the file picker.
    assert taps[("fcitx5 AdvancedSettingsFragment (import user data)", "OK")] == [False]
    assert taps[("fcitx5 TableInputMethodFragment (update table)", "Select file…")] == [False]
    # The log page's Clear empties the shown list only.
    assert taps[("fcitx5 LogActivity", "Clear")] == [False]
