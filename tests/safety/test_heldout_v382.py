"""The three-hundred-and-eighty-second held-out corpus, Tianji (a React single-page app for
analytics, monitors, surveys and feeds whose controls call its own server with tRPC over fetch
and sign in and out with Auth.js, with its own and antd's confirmations): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v382"
CATEGORIES = {"delete": 216, "reversible": 171, "opens-prompt": 99, "revoke": 27,
              "send": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v382", total=531, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the app's own server: tRPC or Auth.js.
    assert all(r.split()[1].startswith(("/trpc/", "/api/auth/")) for r, _, v in sent if v is None)
    # A mutation is a batch of one JSON input; Auth.js posts are urlencoded with the token.
    for r, b, _ in sent:
        if r.startswith("POST /trpc/"):
            assert r.endswith("?batch=1") and b and b.startswith('{"0":'), r
        elif r.startswith("POST /api/auth/"):
            assert b and "csrfToken=" in b and b.endswith("&json=true"), r
        else:
            assert r.startswith("GET ") and b is None, r
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /trpc/workspace.delete?batch=1" in commits
    assert "POST /trpc/monitor.testNotifyScript?batch=1" in commits
    assert "POST /trpc/website.disableShare?batch=1" in commits
    assert "POST /trpc/user.deleteApiKey?batch=1" in commits
    assert "POST /trpc/website.createOrEnableShare?batch=1" not in commits
    assert "POST /trpc/user.changePassword?batch=1" not in commits
    assert "POST /api/auth/signout" not in commits
    # Every commit writes: its first request is a tRPC mutation.
    assert all((c.sends or ["GET"])[0].startswith("POST /trpc/") for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
