"""The three-hundred-and-eighty-seventh held-out corpus, Cryptgeon (a SvelteKit page that
encrypts notes and files in the browser and stores them with fetch calls to its own /api,
where a note is destroyed once read): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v387"
CATEGORIES = {"harmless": 189, "reversible": 135, "delete": 135, "consume": 18}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v387", total=477, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the page's own /api; every page load is a GET.
    assert all(r.split()[1].startswith("/api/notes/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A note is created by a POST whose JSON body carries its meta as a JSON string.
    posts = [b for r, b, _ in sent if r == "POST /api/notes/"]
    assert posts and all(json.loads(json.loads(b)["meta"])["type"] in ("text", "file")
                         for b in posts)  # fmt: skip
    # Every commit is a read of a note (a DELETE); no creation is one.
    commits = [r for c in cases if c.irreversible for r in c.sends or ()]
    assert commits and all(r.startswith("DELETE /api/notes/") for r in commits)
    assert not any(r.startswith("POST ") for r in commits)
    # The repeated read after a wrong password sends a DELETE yet commits nothing.
    harmless_deletes = [c for c in cases if not c.irreversible
                        and any(r.startswith("DELETE ") for r in c.sends or ())]  # fmt: skip
    assert len(harmless_deletes) == 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
