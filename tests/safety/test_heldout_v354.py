"""The three-hundred-and-fifty-fourth held-out corpus, Stump (a React single-page app for a
self-hosted comics and e-book server, whose every control calls the server's REST API with
axios, with the app's own confirmation dialogs): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v354"
USER = "/api/v1/users/cm1kc6f1h000alb08t4y7p0uv"
CATEGORIES = {"delete": 162, "reversible": 135, "opens-prompt": 99, "delete-user": 36,
              "send": 36, "revoke": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v354", total=495, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is the SDK's axios call to the page's own server; bodies are JSON.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/v1/") for r, _, _ in sent)
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    assert (f"DELETE {USER}", '{"hard_delete":false}') in commits
    assert (f"DELETE {USER}", '{"hard_delete":true}') in commits
    assert (f"DELETE {USER}/sessions", None) in commits
    assert ("DELETE /api/v1/jobs", None) in commits
    assert any(r == "POST /api/v1/emailers/send-attachment" for r, _ in commits)
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"PUT {USER}" in harmless and "POST /api/v1/auth/logout" in harmless
    assert "DELETE /api/v1/libraries/cm1k9z3xq0001lb08h2v7d4rt/thumbnail" in harmless
    assert not harmless & {r for r, _ in commits}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
