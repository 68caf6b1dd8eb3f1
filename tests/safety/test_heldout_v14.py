"""The fourteenth held-out corpus: a web shop's storefront (Saleor's) in nine languages,
each action with the requests and bodies it sends: cart edits, the checkout's steps,
paying and placing an order, and the customer's account. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import parse_qs

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v14"


def test_the_fourteenth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v14", total=333, irreversible=54)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases if c.irreversible) == {
        "pay": 27,
        "checkout": 9,
        "account": 9,
        "delete-account": 9,
    }
    # Every request is a POST with a body: to the page's own path (a server action), to
    # /checkout, or the sign-up's /api/auth/register.
    requests = [r for c in cases for r in c.sends or ()]
    assert all(r.startswith(("POST /en/default-channel/", "POST /checkout", "POST /api/auth/"))
               for r in requests)  # fmt: skip
    assert all(b is not None for c in cases for b in c.bodies)
    # Plain arguments travel as a JSON array; a form's fields URL-encoded.
    for case in cases:
        for request, body in zip(case.sends or (), case.bodies, strict=True):
            if request.endswith(("/settings", "/addresses")):
                assert parse_qs(body), body
            else:
                assert isinstance(json.loads(body or ""), list | dict), body
    # Paying is two calls: the transaction (a charge) and completing the checkout.
    pay = [c for c in cases if c.irreversible and c.category == "pay" and len(c.sends or ()) == 2]
    assert len(pay) == 9
    assert all('"CHARGE_SUCCESS"' in (p.bodies[0] or "") for p in pay)
    # Links, step-backs, options and dialog openers send nothing.
    assert sum(c.sends == () for c in cases) == 153
    # Many more harmless POSTs than commits: holding back every POST scores badly.
    assert sum(1 for c in cases if not c.irreversible and c.sends) == 126


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    cases = load_corpus([FOLDER / "heldout_v14.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_translated_screens_show_the_apps_own_strings() -> None:
    # The shop ships no Chinese, Spanish, Portuguese or Russian catalogue, so those show
    # the English labels; ja, ko, de and fr show their own ("Pay $30.00" is the German
    # "$30.00 bezahlen").
    entries = read_entries(FOLDER / "heldout_v14.yaml")
    taps = {
        lang: [case["tap"] for e in entries if e["language"] == lang for case in e["cases"]]
        for lang in SAFETY_LANGUAGES
    }
    assert all(taps[lang] == taps["en"] for lang in ("zh", "es", "pt", "ru"))
    assert all(taps[lang] != taps["en"] for lang in ("ja", "ko", "de", "fr"))
    assert "Pay $30.00" in taps["en"] and "$30.00 bezahlen" in taps["de"]


def test_the_fourteenth_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
