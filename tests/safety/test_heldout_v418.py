"""The four-hundred-and-eighteenth held-out corpus, the Vendure Dashboard (a React single-page
admin UI whose every control POSTs a GraphQL operation to the shop's Admin API, with its bulk
actions' confirmations, order, payment and refund controls, notes, and the job queue): what it
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

FOLDER = Path(__file__).parent / "heldout_v418"
API = "https://shop.example.com/admin-api?languageCode=en"
CATEGORIES = {"opens-prompt": 108, "reversible": 90, "harmless": 45, "delete": 180,
              "delete-user": 36, "cancel": 27, "revoke": 18, "refund": 18, "pay": 9}  # fmt: skip


def operation(body: str | None) -> str:
    """The name of the GraphQL operation a body carries: the word after its keyword."""
    assert body
    return json.loads(body)["query"].split("(")[0].split("{")[0].split()[1]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v418", total=531, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call is a POST of a GraphQL body to the Admin API; the one link is a page load.
    assert all(r == f"POST {API}" for r, _, v in sent if v is None)
    assert all(
        json.loads(b or "").keys() <= {"query", "variables"} for _, b, v in sent if v is None
    )
    assert {r for r, _, v in sent if v == "link"} == {"GET https://vendure.io/pricing"}
    commits = {operation(b) for c in cases if c.irreversible for b in c.bodies}
    assert {"DeleteProducts", "DeleteCustomers", "DeleteRoles", "SettlePayment",
            "RefundOrder", "CancelOrder", "CancelJob", "DeleteOrderNote",
            "DeleteDraftOrder"} <= commits  # fmt: skip
    harmless = {operation(b) for c in cases if not c.irreversible for b in c.bodies if b}
    assert {"Login", "LogOut", "AssignProductsToChannel", "AddOrderNote", "AddCustomerNote",
            "RunScheduledTask", "UpdateScheduledTask", "Reindex"} <= harmless  # fmt: skip
    assert not commits & harmless - {"TransitionOrderToState"}
    # An order moved to Cancelled is a commit; one moved to Modifying or on to payment is not.
    moves = {(json.loads(b or "")["variables"]["state"], c.irreversible)
             for c in cases for b in c.bodies
             if b and operation(b) == "TransitionOrderToState"}  # fmt: skip
    assert moves == {("Cancelled", True), ("Modifying", False), ("ArrangingPayment", False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
