"""The three-hundred-and-seventy-fourth held-out corpus, HortusFox (server-rendered PHP pages
whose controls are HTML forms carrying ``csrf_token``, page loads after a ``confirm()``, and
axios calls of a Vue instance with JSON bodies): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v374"
CATEGORIES = {"reversible": 126, "harmless": 108, "opens-prompt": 108, "delete": 81,
              "send": 36, "revoke": 18, "overwrite": 9, "publish": 9, "delete-user": 9,
              "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v374", total=513, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF token, but the reset password page's.
    forms = [(r, b or "") for r, b, v in sent if v == "form"]
    assert all(r.startswith("POST ") for r, _ in forms)
    assert {r for r, b in forms if not b.startswith("csrf_token=")} == {"POST /password/reset"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # An axios post sends JSON; an axios get sends no body.
    assert all(b and b[0] == "{" for r, b, v in sent if v is None and r.startswith("POST "))
    assert all(b is None for r, b, v in sent if r.startswith("GET "))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "GET /plants/remove?plant=42&location=3" in commits
    assert "GET /admin/user/remove?id=6" in commits
    assert "POST /share/photo/post" in commits and "POST /admin/cronjob/token" in commits
    # Moving a plant to the history, a bulk update and a backup export commit nothing.
    assert "GET /plants/history/add?plant=42" in harmless
    assert "POST /plants/update/bulk" in harmless and "POST /export/start" in harmless
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
