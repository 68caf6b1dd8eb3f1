"""The hundred-and-seventy-second held-out corpus, Mobilizon (a Vue single-page app whose
controls send GraphQL operations through the Apollo client as a fetch ``POST /api``, and whose
confirmations are the app's own modals): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v172"
CATEGORIES = {"reversible": 135, "delete": 81, "send": 81, "opens-prompt": 45, "revoke": 27,
              "suspend-user": 27, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v172", total=414, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)]
    assert sent and all(not v for c in cases for v in c.vias)
    # Every request but the calendar download is a GraphQL operation posted to /api.
    posts = [json.loads(b) for r, b in sent if r == "POST /api"]
    assert len(posts) == sum(1 for r, _ in sent if not r.endswith("/export/ics"))
    assert all(set(p) == {"operationName", "variables", "query"} for p in posts)
    assert all(p["operationName"] in p["query"] for p in posts)
    # The commits are mutations; Leave event is one too, yet harmless.
    names = {json.loads(b)["operationName"] for c in cases if c.irreversible
             for b in c.bodies if b}  # fmt: skip
    assert {"DeleteEvent", "DeleteGroup", "DeleteAccount", "SuspendProfile"} <= names
    assert "LeaveEvent" not in names and "UnSuspendProfile" not in names


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
