"""The two-hundred-and-eighty-seventh held-out corpus, Hi.Events (a React event management and
ticketing app whose organiser screens and public checkout call the app's API with axios, and
whose payments go through Stripe): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v287"
API = "https://tickets.harbourlights.example/api"
CATEGORIES = {"reversible": 198, "opens-prompt": 90, "delete": 99, "send": 63, "publish": 18,
              "revoke": 9, "cancel": 9, "refund": 9, "pay": 9}  # fmt: skip


def _same_body(body: str | None) -> str | None:
    """A body with the browser's locale taken out (the profile and a new attendee carry the
    language's locale)."""
    return None if body is None else re.sub(r'"locale":"[a-z-]+"', '"locale":""', body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v287", total=504, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_same_body(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's API but Stripe's confirmation of the payment.
    assert all(r.split()[1].startswith((f"{API}/", "https://api.stripe.com/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A body is JSON wherever there is one.
    assert all(b[0] in "[{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {API}/events/14/tickets/31" in commits
    assert f"DELETE {API}/users/27/invitation" in commits
    assert f"POST {API}/events/14/orders/208/cancel" in commits
    assert f"POST {API}/events/14/orders/208/refund" in commits
    assert f"PUT {API}/events/14/status" in commits
    assert f"PATCH {API}/events/14/attendees/512" not in commits
    assert f"POST {API}/auth/logout" not in commits
    # The same request commits or not by its body: a message sent or a test, an attendee
    # added with the ticket e-mail or without.
    for request in (f"POST {API}/events/14/messages", f"POST {API}/events/14/attendees"):
        labels = {c.irreversible for c in cases if request in (c.sends or ())}
        assert labels == {True, False}, request


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
