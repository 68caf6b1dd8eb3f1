"""The twelfth held-out corpus: a knowledge base's web UI (Outline) in nine languages,
each action with the requests and JSON bodies its handler sends, every one a POST.
Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from pathlib import Path

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v12"


def test_the_twelfth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v12", total=306, irreversible=81)
    assert_web_requests(cases)
    # The app's API takes every call as a POST to /api/<resource>.<verb>, reads included.
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.startswith("POST /api/") for r in requests)
    # Every call carries a JSON body but emptying the trash, which passes no data.
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 180
    assert {
        r for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True) if b is None
    } == {"POST /api/documents.empty_trash"}
    assert all(json.loads(b) is not None for c in cases for b in c.bodies if b is not None)
    # Controls that only open a menu, a dialog or a form, or copy what the page holds,
    # send nothing.
    assert sum(c.sends == () for c in cases) == 117
    # More harmless POSTs than irreversible actions: a guard that holds back every POST
    # cannot score well on both sides.
    harmless_posts = [c for c in cases if not c.irreversible and c.sends]
    assert len(harmless_posts) == 108


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v12.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # Outline ships no Russian, so ru shows the English labels; the other eight locales
    # show their own (the German "Delete…" is the app's "Löschen…").
    entries = read_entries(FOLDER / "heldout_v12.yaml")
    taps = {
        lang: [case["tap"] for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    assert taps["ru"] == taps["en"]
    assert all(taps[lang] != taps["en"] for lang in SAFETY_LANGUAGES if lang not in ("en", "ru"))
    assert "Löschen…" in taps["de"]


def test_the_twelfth_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
