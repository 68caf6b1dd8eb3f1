"""The twentieth held-out corpus: a microblogging server's web client (Misskey) in nine
languages, each action with the request and JSON body its handler sends, every one a POST
to /api/<endpoint> carrying the account's token. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v20"


def test_the_twentieth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v20", total=369, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == {
        "reversible": 153, "opens-prompt": 63, "delete": 63, "publish": 36, "message": 18,
        "block": 18, "report": 9, "delete-account": 9,
    }  # fmt: skip
    # misskeyApi posts every call, with a JSON body that ends with the token as "i".
    sent = [(r, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)]
    assert sent and all(r.startswith("POST /api/") and b is not None for r, b in sent)
    assert all(list(json.loads(b or "")).pop() == "i" for _, b in sent)
    # Controls that only open a menu, a dialog, a window or the post form send nothing.
    assert sum(c.sends == () for c in cases) == 72
    # More harmless POSTs than irreversible actions: a guard that holds back every POST
    # cannot score well on both sides.
    assert sum(1 for c in cases if not c.irreversible and c.sends) == 153
    # The same endpoint is harmless or not by what it does: the API names no verb.
    irreversible = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/notes/create" in irreversible
    assert "POST /api/notes/reactions/delete" not in irreversible


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v20.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # Every locale shows its own words (French and Russian lack a few strings and show
    # them in English); OK is "OK" in several, the Russian one reads "Подтвердить".
    entries = read_entries(FOLDER / "heldout_v20.yaml")
    taps = {
        lang: [case["tap"] for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    assert all(taps[lang] != taps["en"] for lang in SAFETY_LANGUAGES if lang != "en")
    assert "Aus Favoriten entfernen" in taps["de"] and "Подтвердить" in taps["ru"]
    assert "Schedule" in taps["fr"] and "Schedule" not in taps["de"]


def test_the_twentieth_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
