"""The hundred-and-ninety-fourth held-out corpus, Flarum (a Mithril front end whose controls
call a JSON:API by XMLHttpRequest, PATCH and DELETE sent as POSTs with a method-override
header, and the browser's ``confirm()``): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v194"
CATEGORIES = {"reversible": 315, "opens-prompt": 81, "delete": 81, "send": 45,
              "delete-user": 18, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v194", total=549, irreversible=99)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Only the log-out and admin links are page loads; every other request is an XHR, and
    # none but a GET page load or a POST goes on the wire (PATCH and DELETE are overridden).
    assert {v for _, _, v in sent} == {"link", None}
    assert {r.split()[0] for r, _, _ in sent} == {"GET", "POST"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith(("POST /api/", "POST /login")) for r, _, v in sent if v is None)
    # Every commit is an XHR to the API; Delete (hide) is a save of isHidden, not a commit.
    assert all(c.sends and c.vias[-1] is None for c in cases if c.irreversible)
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                         strict=True)}  # fmt: skip
    assert ("POST /api/discussions/12", "{}") in commits
    assert ("POST /api/users/7", "{}") in commits
    hides = [json.loads(b or "{}") for c in cases if not c.irreversible for b in c.bodies]
    assert {"data": {"type": "posts", "attributes": {"isHidden": True}, "id": "57"}} in hides


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
