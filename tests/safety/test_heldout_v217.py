"""The two-hundred-and-seventeenth held-out corpus, Taiga's web client (an AngularJS app whose
controls send XMLHttpRequests to the Taiga REST API, its commits behind confirmation
lightboxes): what it holds, that every action states its requests in nine languages, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v217"
CATEGORIES = {"reversible": 189, "opens-prompt": 135, "delete": 90, "send": 54, "revoke": 45,
              "delete-user": 18, "transfer": 9, "sign-out": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v217", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is an XMLHttpRequest to the REST API; no form posts or page loads.
    assert sent and all(r.split()[1].startswith("/api/v1/") for r in sent)
    assert {v for c in cases for v in c.vias} <= {None}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/v1/projects/1", "DELETE /api/v1/users/5", "POST /api/v1/projects/1/leave",
            "POST /api/v1/webhooks/2/test"} <= commits  # fmt: skip
    # A deleted comment can be restored; Logout only drops the token.
    assert not any(
        r.startswith("POST /api/v1/history/userstory/42/delete_comment") for r in commits
    )
    assert all(c.sends == () for c in cases if c.category == "sign-out")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
