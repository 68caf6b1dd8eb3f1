"""The two-hundred-and-twenty-fourth held-out corpus, Formbricks (a Next.js app whose controls
call server actions posted to the page's own path, the v3 survey API and Better Auth, behind
the app's DeleteDialog): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v224"
CATEGORIES = {"reversible": 198, "delete": 135, "opens-prompt": 63, "revoke": 45, "send": 45,
              "publish": 18, "leave": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v224", total=540, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A server action's body is a JSON array of its arguments.
    actions = [b for r, b, v in sent if r.startswith("POST /") and not r.startswith("POST /api/")]
    assert actions and all(isinstance(json.loads(b or "null"), list) for b in actions)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v3/surveys/cly2n4p6r8t0v2x4z6b8d0f2h" in commits
    assert "POST /api/auth/delete-user" in commits and "POST /api/auth/sign-out" in commits
    # Status changes, restoring and signing out are never commits.
    assert not any(
        c.irreversible
        for c in cases
        if any(r.startswith("PATCH ") or r.endswith("/restore") for r in c.sends or ())
    )
    assert not any(c.irreversible for c in cases if c.sends and
                   c.sends[-2:] == ("POST /api/auth/sign-out", "GET /auth/login")
                   and "POST /api/auth/delete-user" not in c.sends)  # fmt: skip
    # Korean has no catalogue in the app and shows English's words.
    taps = {lang: [str(c.action) for c in cases if c.language == lang] for lang in ("en", "ko")}
    assert taps["ko"] == taps["en"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
