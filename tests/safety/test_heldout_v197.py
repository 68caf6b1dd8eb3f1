"""The hundred-and-ninety-seventh held-out corpus, Fider (a React front end whose controls
call a Go API by ``fetch`` with JSON bodies, a few page loads, no ``confirm()``): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v197"
CATEGORIES = {
    "reversible": 279,
    "send": 117,
    "delete": 72,
    "opens-prompt": 36,
    "delete-user": 18,
    "revoke": 9,
    "send-to-self": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v197", total=540, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and {v for _, _, v in sent} == {"link", None}
    # Every page load is a GET; every fetch goes to the API.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith(("/api/v1/", "/_api/")) for r, _, v in sent if v is None)
    # The commits are API calls; signing out and the downloads are not.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /_api/user" in commits and "POST /api/v1/invitations/send" in commits
    assert "GET /_api/admin/webhook/test/3" in commits
    assert not commits & {"GET /signout", "PUT /_api/admin/users/31/block",
                          "POST /api/v1/invitations/sample"}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
