"""The three-hundred-and-twenty-fourth held-out corpus, Woodpecker CI (a Vue single-page
continuous integration front end whose controls call the server's own JSON API with fetch,
with the browser's confirm() before most deletions and page loads for signing in and out):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v324"
CATEGORIES = {"reversible": 234, "opens-prompt": 99, "delete": 144, "delete-user": 18,
              "overwrite": 18, "revoke": 9, "deploy": 9, "approve": 9,
              "decline": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v324", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the server's own API; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Bodies are JSON objects; every other write goes without a body.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/repos/7?remove=true" in commits
    assert "DELETE /api/repos/7?remove=false" not in commits
    assert "DELETE /api/user/token" in commits and "DELETE /api/repos/7/cron/5" in commits
    assert "POST /api/repos/7/pipelines/42/approve" in commits
    assert "POST /api/repos/7/pipelines/42/cancel" not in commits
    assert "POST /api/repos/7/pipelines" not in commits
    assert "PATCH /api/repos/7/secrets/deploy_key" in commits
    assert "POST /api/repos/7/secrets" not in commits
    # A deletion the browser asks about sends nothing until its OK.
    assert all(not c.sends for c in cases if c.category == "opens-prompt")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
