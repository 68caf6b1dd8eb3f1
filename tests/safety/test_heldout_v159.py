"""The hundred-and-fifty-ninth held-out corpus, Bludit (a flat-file CMS whose admin pages are
rendered on the server: HTML forms carrying ``tokenCSRF``, jQuery and fetch POSTs to
``/admin/ajax/``, page loads, Bootstrap dropdowns and modals): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v159"
CATEGORIES = {
    "reversible": 216,
    "delete": 108,
    "publish": 63,
    "harmless": 54,
    "delete-user": 27,
    "opens-prompt": 18,
    "uninstall": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v159", total=504, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every POST carries the CSRF token (99.security.php); every page load is a GET.
    assert all(r.startswith("POST /admin/") and "tokenCSRF=" in (b or "")
               for r, b, v in sent if v != "link")  # fmt: skip
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Deleting a page is a form POST to edit-content; a plugin's Deactivate is a bare GET.
    assert "POST /admin/edit-content/spring-garden-notes" in commits
    assert "GET /admin/uninstall-plugin/pluginAbout" in commits
    assert "GET /admin/uninstall-plugin/pluginSitemap" not in commits
    assert "GET /admin/logout" not in commits
    # Moving a page by the Actions menu publishes only a draft.
    moves = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                                                                 strict=True)
             if r == "POST /admin/ajax/change-type"}  # fmt: skip
    assert all(irreversible == ("key=autumn-plans" in (b or "") and "type=draft" not in b)
               for irreversible, b in moves)  # fmt: skip
    # Disable user is set back by a new password; both Delete user buttons commit.
    users = [c for c in cases if "POST /admin/edit-user/bob" in (c.sends or ())]
    assert {(c.irreversible, c.bodies[0].rsplit("&", 1)[1]) for c in users} == {
        (False, "disableUser="),
        (True, "deleteUserAndKeepContent="),
        (True, "deleteUserAndDeleteContent="),
        (False, "tokenAuth=0f3e5a7c9b1d2e4f6a8c0b2d4e6f8a1c"),
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
