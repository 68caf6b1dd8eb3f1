"""The five-hundred-and-fourth held-out corpus, Saltcorn (a no-code app builder whose admin
pages are rendered on the server: HTML forms carrying ``_csrf``, menu entries that submit a
hidden form after the browser's ``confirm()``, page links, and a few jQuery requests): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v504"
CATEGORIES = {"reversible": 234, "opens-prompt": 108, "delete": 90, "revoke": 45,
              "overwrite": 27, "send": 18, "delete-user": 18, "harmless": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v504", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF token first; every page load is a GET.
    assert all(r.startswith("POST ") and (b or "").startswith("_csrf=")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The jQuery requests: the restart (no body) and the two modals.
    assert {(r, b) for r, b, v in sent if v is None} == {
        ("POST /admin/restart", None),
        ("GET /admin/snapshot-restore/view/orders_list", None),
        ("GET /admin/snapshot-restore-full", None),
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A test run is a link that runs the trigger (it sends an email); forgetting a table keeps
    # its data; disabling a user is undone by Enable, a forced logout is not.
    assert "GET /actions/testrun/7" in commits
    assert "POST /table/forget-table/5" in harmless
    assert "POST /useradmin/disable/12" in harmless
    assert "POST /useradmin/force-logout/12" in commits
    # Clear all sends every category ticked.
    clear = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r == "POST /admin/clear-all"}  # fmt: skip
    assert len(clear) == 1 and (clear.pop() or "").endswith("&config=on&plugins=on")
    # Every commit is a form post but the test run.
    assert all(c.vias[-1] == "form" for c in cases if c.irreversible and
               c.sends != ("GET /actions/testrun/7",))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
