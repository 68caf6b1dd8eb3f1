"""The two-hundred-and-fifty-first held-out corpus, the Saleor Dashboard (a React single-page
back office whose every change is a GraphQL mutation that Apollo Client posts to the shop's
API, confirmed in the app's own dialogs): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v251"
API = "https://shop.example.com/graphql/"
CATEGORIES = {"delete": 225, "reversible": 126, "opens-prompt": 45, "send": 45,
              "harmless": 36, "delete-user": 36, "revoke": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v251", total=531, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is Apollo Client's post of one GraphQL operation to the shop's API.
    assert {(r, v) for r, _, v in sent} == {(f"POST {API}", None)}
    bodies = [json.loads(b) for _, b, _ in sent]
    assert all(list(body) == ["operationName", "variables", "query"] for body in bodies)
    assert all(f" {body['operationName']}(" in body["query"] for body in bodies)
    assert all("__typename" in body["query"] for body in bodies)

    def operations(irreversible: bool) -> set[str]:
        return {json.loads(b)["operationName"] for c in cases if c.irreversible == irreversible
                for b in c.bodies}  # fmt: skip

    commits, others = operations(True), operations(False)
    assert {"ProductDelete", "productBulkDelete", "RemoveCustomer", "StaffMemberDelete",
            "AppTokenDelete", "AppDelete", "GiftCardResend", "InvoiceEmailSend",
            "OrderDraftCancel"} <= commits  # fmt: skip
    assert {"loginWithoutDetails", "RequestPasswordReset", "StaffMemberUpdate", "AppDeactivate",
            "AppActivate", "AppTokenCreate", "ExportGiftCards"} <= others  # fmt: skip
    assert not commits & others
    # Deleting a product sends its id and nothing else.
    product = next(json.loads(b) for c in cases if c.irreversible for b in c.bodies
                   if json.loads(b)["operationName"] == "ProductDelete")  # fmt: skip
    assert product["variables"] == {"id": "UHJvZHVjdDo3Mg=="}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
