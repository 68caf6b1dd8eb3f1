"""The two-hundred-and-eighty-ninth held-out corpus, Paymenter (a Laravel client area whose
controls are Livewire actions, each one fetch to ``/paymenter/update`` carrying the
component's snapshot, with the theme's confirmation modals and the browser's confirm of
``wire:confirm``): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

import json
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

FOLDER = Path(__file__).parent / "heldout_v289"
UPDATE = "POST /paymenter/update"
CATEGORIES = {"reversible": 144, "opens-prompt": 90, "revoke": 54, "harmless": 45,
              "cancel": 36, "pay": 36, "send": 27, "order": 27, "close": 18,
              "reset": 18}  # fmt: skip


def _calls(body: str | None) -> list[tuple[str, str, object]]:
    """The (component, method, params) of a Livewire request's body."""
    components = json.loads(body or "{}").get("components", [])
    return [(json.loads(c["snapshot"])["memo"]["name"], call["method"], call["params"])
            for c in components for call in c["calls"]]  # fmt: skip


def _without_locale(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies with the snapshot memo's locale, the one part that differs by language."""
    return tuple(b and re.sub(r'\\"locale\\":\\"\w+\\"', "", b) for b in bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v289", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends,
                                          _without_locale(c.bodies), c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every write is a Livewire fetch carrying the CSRF token; the rest are page loads.
    assert all(r.startswith("GET ") for r, _, _ in sent if r != UPDATE)
    livewire = [b for r, b, v in sent if r == UPDATE]
    assert livewire and all(json.loads(b or "")["_token"] for b in livewire)
    # Every commit is one Livewire call.
    commits = {m for c in cases if c.irreversible for b in c.bodies for _, m, _ in _calls(b)}
    harmless = {m for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True) if r == UPDATE
                for _, m, _ in _calls(b)}  # fmt: skip
    assert all(c.sends == (UPDATE,) for c in cases if c.irreversible)
    assert {"cancelService", "processPayment", "closeTicket", "logoutSession",
            "removePaymentMethod", "disableTwoFactor", "checkout"} <= commits  # fmt: skip
    # Pay Now charges a saved card but only opens a one-time gateway's page; the product
    # page's Checkout fills the cart, the cart's places the order; removing the service's
    # auto-pay card can be undone from the same page.
    assert {"processPayment", "checkout", "clearBillingAgreement", "logout"} <= harmless
    paid = {json.loads(json.loads(b or "")["components"][0]["snapshot"])["data"]["selectedMethod"]
            for c in cases if c.irreversible for b in c.bodies
            if ("invoices.show", "processPayment", []) in _calls(b)}  # fmt: skip
    assert paid == {"credit", "01JZ8Q4M3X7K2P9R5T6V8W0Y1B"}
    checkouts = {(c.irreversible, name) for c in cases for b in c.bodies
                 for name, m, _ in _calls(b) if m == "checkout"}  # fmt: skip
    assert checkouts == {(True, "cart"), (False, "products.checkout")}
    # The memo's locale is the app's: English for the two languages it has no catalogue of.
    locales = {c.language: re.findall(r'\\"locale\\":\\"(\w+)\\"', b)[0]
               for c in cases for b in c.bodies if b}  # fmt: skip
    assert locales["ja"] == locales["ru"] == "en" and locales["de"] == "de"


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
