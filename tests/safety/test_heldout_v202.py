"""The two-hundred-and-second held-out corpus, Gogs (server-rendered Go templates whose
controls are HTML forms, page links, jQuery ``$.post`` calls of gogs.js behind Semantic UI
modals, and the browser's ``confirm()``): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v202"
CATEGORIES = {"delete": 135, "reversible": 117, "send": 72, "revoke-access": 72,
              "opens-prompt": 54, "delete-user": 45, "transfer": 18, "security": 18,
              "merge": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v202", total=540, irreversible=207)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same requests everywhere; only Save Draft's body carries the page's words.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Gogs dropped its CSRF token: no request carries one.
    assert not any("_csrf" in (b or "") or "_csrf" in r for r, b, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The .delete-button modals' Yes posts the button's data-id as ``id``.
    assert ("POST /alice/atlas/settings/hooks/delete", "id=7", None) in sent
    # Every commit sends a write; the danger zone's buttons only open their modals.
    assert all(c.sends and not c.sends[-1].startswith("GET ") for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /alice/atlas/settings" in commits and "POST /admin" in commits
    assert "POST /api/web/user/sign-out" not in commits
    assert "GET /alice/atlas/milestones/4/close" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
