"""The three-hundred-and-ninety-fifth held-out corpus, Casdoor (a React single-page identity and
access management console whose controls call its own server's ``/api`` with fetch, many
behind antd's Popconfirm, some with a ``FormData`` body): what it holds, that every action
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

FOLDER = Path(__file__).parent / "heldout_v395"
CATEGORIES = {"opens-prompt": 126, "delete": 126, "reversible": 117, "revoke": 54,
              "overwrite": 18, "cancel": 18, "pay": 18, "reset": 18, "send": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v395", total=504, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the app's own server; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A write's body is JSON or a browser's multipart FormData, where it has one.
    writes = [b for r, b, v in sent if v is None and r.startswith("POST ") and b]
    assert all(b[0] in "[{" or b.startswith("------WebKitFormBoundary") for b in writes)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/send-invitation?id=acme/invitation_spring" in commits
    assert "GET /api/run-syncer?id=admin/syncer_hr" in commits
    assert "POST /api/delete-session?sessionId=9a4d2e7b1c0f4a56d832" in commits
    assert "POST /api/cancel-order?id=acme/order_2026011603" in commits
    # Cancel on a role just added deletes it; removing a user from a group is undone by
    # adding her back; PayPal's button only opens PayPal's checkout.
    assert "POST /api/delete-role" in commits and "POST /api/delete-role" in harmless
    assert "POST /api/remove-user-from-group" in harmless - commits
    paypal = "POST /api/pay-order?id=acme/order_2026011603&providerName=provider_paypal"
    assert any(r.startswith(paypal) for r in harmless - commits)
    # A password set without the old one (an administrator's) is a commit; one's own
    # change, with the old password, is not.
    passwords = {(c.irreversible, 'name="oldPassword"\r\n\r\n\r\n' in (c.bodies[0] or ""))
                 for c in cases if c.sends and c.sends[0] == "POST /api/set-password"}  # fmt: skip
    assert passwords == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
