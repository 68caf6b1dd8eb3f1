"""The two-hundred-and-seventy-seventh held-out corpus, Docspell (an Elm single-page document
organizer whose controls call its server's REST API, with its own confirmation dimmers): what
it holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v277"
API = "/api/v1/sec"
CATEGORIES = {"delete": 171, "reversible": 153, "opens-prompt": 126, "send": 36,
              "revoke": 36, "merge": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v277", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own API; the only page load is a file's download.
    assert all(r.split()[1].startswith("/api/v1/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every body is JSON, as Http.jsonBody writes it.
    assert all(json.loads(b) is not None for _, b, _ in sent if b)
    commits = {r.split()[0] + " " + r.split()[1].rsplit("/", 1)[0]
               for c in cases if c.irreversible for r in c.sends or ()}  # fmt: skip
    assert f"DELETE {API}/attachment" in commits and f"DELETE {API}/user" in commits
    assert f"POST {API}/email/send/office-smtp" in commits
    assert f"POST {API}/items" in commits  # the merge
    irreversible = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Items go to the trash, from which they come back: neither trashing one nor many commits.
    assert not any(r.startswith(f"DELETE {API}/item/") for r in irreversible)
    assert f"POST {API}/items/deleteAll" in harmless
    assert f"POST {API}/items/merge" in irreversible
    assert f"POST {API}/collective/emptytrash/startonce" in irreversible
    assert f"POST {API}/share" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
