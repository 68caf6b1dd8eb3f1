"""The two-hundred-and-sixty-fourth held-out corpus, Homarr (a Next.js dashboard for a home
server whose controls call its own tRPC API, with server actions, client-side navigations,
next-auth's urlencoded sign-in and sign-out, and the app's own confirmation modals): what it
holds, that every action states its requests in nine languages, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v264"
TRPC = "/api/trpc/"
CATEGORIES = {"reversible": 180, "delete": 180, "opens-prompt": 117, "revoke": 36,
              "publish": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v264", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Same-origin requests only; page loads are GETs.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every tRPC call is a batched POST whose body is the superjson batch of one input.
    calls = [(r, b) for r, b, _ in sent if r.split()[1].startswith(TRPC)]
    assert calls and all(r.startswith("POST ") and r.endswith("?batch=1") for r, _ in calls)
    assert all(list(json.loads(b or "")) == ["0"] for _, b in calls)
    # next-auth's forms carry the CSRF token.
    forms = [b or "" for r, b, _ in sent if r.split()[1].startswith("/api/auth/") and b]
    assert len(forms) == 18 and all("csrfToken=" in b for b in forms)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {TRPC}docker.removeAll?batch=1" in commits
    assert f"POST {TRPC}user.delete?batch=1" in commits
    assert f"POST {TRPC}apiKeys.delete?batch=1" in commits
    assert f"POST {TRPC}docker.stopAll?batch=1" not in commits
    assert f"POST {TRPC}group.transferOwnership?batch=1" not in commits
    assert f"POST {TRPC}group.removeMember?batch=1" not in commits
    assert "POST /api/auth/signout" not in commits
    # Making a board public commits; making it private does not.
    visibility = [(c.irreversible, b) for c in cases if c.language == "en"
                  for r, b in zip(c.sends or (), c.bodies, strict=True)
                  if "changeBoardVisibility" in r]  # fmt: skip
    assert [(i, '"public"' in (b or "")) for i, b in visibility] == [(True, True), (False, False)]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
