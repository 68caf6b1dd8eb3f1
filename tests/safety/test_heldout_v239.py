"""The two-hundred-and-thirty-ninth held-out corpus, BookWyrm (server-rendered Django pages
of a federated reading log whose controls are HTML forms carrying ``csrfmiddlewaretoken``,
page links, Bulma modals and dropdown menus, and the script requests of
``BookWyrm.ajaxPost`` that send a form as ``FormData``): what it holds, that every action
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

FOLDER = Path(__file__).parent / "heldout_v239"
BOUNDARY = "------WebKitFormBoundaryQm7Xc2LpV9tR4wZa\r\n"
CSRF_PART = f'{BOUNDARY}Content-Disposition: form-data; name="csrfmiddlewaretoken"\r\n'
CATEGORIES = {
    "reversible": 189,
    "opens-prompt": 108,
    "harmless": 81,
    "delete": 54,
    "send": 27,
    "revoke": 27,
    "publish": 18,
    "block": 9,
    "delete-user": 9,
    "overwrite": 9,
    "move": 9,
    "reset": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v239", total=549, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form posted carries the CSRF token, urlencoded or (the import) as multipart.
    posts = [b or "" for r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert all(b.startswith(("csrfmiddlewaretoken=", CSRF_PART)) for b in posts)
    assert sum(b.startswith(CSRF_PART) for b in posts) == 9
    # The one form sent by GET is the forced password reset's choice of group.
    assert {r for r, _, v in sent if v == "form" and r.startswith("GET ")} == {
        "GET /settings/force-password-reset?group=all"
    }
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every script request is BookWyrm.ajaxPost: a POST of the form's FormData, token first.
    assert all(r.startswith("POST ") and (b or "").startswith(CSRF_PART)
               for r, b, v in sent if v is None)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A page load that writes: new 2FA backup codes replace the old ones.
    assert "GET /preferences/2fa-backup-codes" in commits
    # Blocking a user is kept; blocking an instance is undone by its Un-block.
    assert "POST /block/23" in commits and "POST /settings/federation/6/block" in harmless
    # Deleting the account commits, deactivating it does not.
    assert "POST /preferences/delete" in commits and "POST /preferences/deactivate" in harmless
    # Finishing a book commits only where it posts to the feed.
    finish = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /reading-status/finish/318"]  # fmt: skip
    assert {d for d, _ in finish} == {True, False}
    assert all(('name="post-status"' in (b or "")) == d for d, b in finish)
    # A suggestion discarded from a curated list is gone; an approved one can be removed.
    curate = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /list/51/curate"}  # fmt: skip
    assert {(d, (b or "").endswith("approved=false")) for d, b in curate} == {
        (True, True),
        (False, False),
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
