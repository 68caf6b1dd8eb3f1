"""The two-hundred-and-eightieth held-out corpus, FOSSBilling (a PHP billing app whose Twig pages
call the app's JSON API with fetch: forms posted as JSON with a CSRF token, links that call the
API straight away or after the app's own confirm and prompt modals, a few page loads): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v280"
CATEGORIES = {"opens-prompt": 198, "harmless": 117, "send": 54, "reversible": 54,
              "delete": 45, "delete-user": 27, "reset": 27, "pay": 9, "refund": 9,
              "cancel": 9, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v280", total=558, irreversible=189)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch calls the app's own API; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A fetch's GET has no body; every POST is JSON carrying the CSRF token last.
    assert all(b is None for r, b, v in sent if v is None and r.startswith("GET "))
    posts = [json.loads(b) for r, b, v in sent if r.startswith("POST ")]
    assert posts and all(b is not None and list(b)[-1] == "CSRFToken" for b in posts)
    # Every commit calls the API; no page load commits.
    assert all(c.sends and all(v is None for v in c.vias) for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deletes on a link's confirmation are GETs; the order's delete is a form post.
    assert {
        "GET /api/admin/invoice/delete?id=42",
        "GET /api/admin/client/delete?id=17",
        "POST /api/admin/order/delete",
        "POST /api/admin/invoice/batch_delete",
    } <= commits
    # Sending: the reminder, the mass mail and Issue Invoice (which approves and emails it).
    assert {
        "GET /api/admin/invoice/send_reminder?id=42",
        "POST /api/admin/massmailer/send",
        "GET /api/admin/invoice/renewal_invoice?id=31",
    } <= commits
    # Suspending, renewing and closing a ticket can be undone; their notices are status mail.
    assert {
        "GET /api/admin/order/suspend?id=31&reason=Overdue+payment",
        "GET /api/admin/order/renew?id=31",
        "GET /api/admin/support/ticket_close?id=9",
        "GET /api/admin/profile/logout",
        "POST /api/guest/staff/login",
    } <= harmless
    # A new API key revokes the old one, in the admin and the client area.
    assert {
        "POST /api/admin/profile/generate_api_key",
        "POST /api/client/profile/api_key_reset",
    } <= commits
    # The export is a page load whose URL carries the session's token.
    assert any(r.startswith("GET /api/admin/invoice/export_csv?CSRFToken=") for r in harmless)
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
