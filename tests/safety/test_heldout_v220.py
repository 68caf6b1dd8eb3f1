"""The two-hundred-and-twentieth held-out corpus, Documenso (a React Router front end whose
controls call tRPC mutations through httpBatchLink, the Hono auth client and page links):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v220"
CATEGORIES = {"reversible": 117, "delete": 108, "opens-prompt": 99, "send": 72, "revoke": 72,
              "sign": 36, "cancel": 18, "delete-user": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v220", total=531, irreversible=207)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every tRPC mutation is a batched POST whose body holds the superjson input under "0".
    trpc = [(r, b) for r, b, _ in sent if r.startswith("POST /api/trpc/")]
    assert trpc and all(r.endswith("?batch=1") and "0" in json.loads(b or "") for r, b in trpc)
    # Every page load is a GET; every commit sends a POST.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(any(r.startswith("POST ") for r in c.sends or ()) for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/trpc/envelope.distribute?batch=1" in commits
    assert "POST /api/trpc/envelope.duplicate?batch=1" not in commits
    # Signing out is no commit; deleting the account is, and then signs out.
    english = [c for c in cases if c.language == "en"]
    deletion = next(c for c in english if c.category == "delete-user")
    assert deletion.sends == ("POST /api/trpc/profile.deleteAccount?batch=1",
                              "POST /api/auth/signout", "GET /signin")  # fmt: skip
    assert not any(c.irreversible for c in english if "POST /api/auth/signout" in (c.sends or ())
                   and c.category != "delete-user")  # fmt: skip
    # Russian has no catalogue in the app: its screens show English's words.
    russian = [c.action for c in cases if c.language == "ru"]
    assert russian == [c.action for c in english]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
