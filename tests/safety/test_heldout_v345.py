"""The three-hundred-and-forty-fifth held-out corpus, Teedy (an AngularJS document manager whose
controls call its own ``/api`` with XMLHttpRequests through Restangular, with the app's own
confirmation dialogs): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v345"
DOC = "5a3f2c7e-81d4-4b6a-9e0f-2c7d1b8a4e63"
CATEGORIES = {"reversible": 180, "delete": 126, "opens-prompt": 99, "revoke": 45, "send": 36,
              "harmless": 27, "delete-user": 18, "approve": 9, "reject": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v345", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every XMLHttpRequest goes to the app's own /api, but the feedback to api.teedy.io.
    assert all(r.split()[1].startswith(("/api/", "https://api.teedy.io/api/"))
               for r, _, v in sent)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Bodies are urlencoded (never JSON); a PUT carries its fields in the query instead.
    assert all(b is None or (b[0] not in "[{" and "=" in b) for _, b, _ in sent)
    assert all(b is None for r, b, _ in sent if r.startswith("PUT "))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE /api/document/{DOC}" in commits and "DELETE /api/user/bob" in commits
    assert "DELETE /api/user/session" in commits and "POST /api/route/validate" in commits
    assert "https://api.teedy.io/api/feedback" in {r.split()[1] for r in commits}
    assert "POST /api/user/password_lost" in commits  # to another user, by an administrator
    assert "DELETE /api/group/accounting/bob" not in commits  # a member taken out of a group
    assert not any(r.startswith("PUT ") for r in commits)
    assert "POST /api/user/logout" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
