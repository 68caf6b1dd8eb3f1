"""The four-hundred-and-eleventh held-out corpus, alf.io (an Angular ticketing front end whose
controls call the server's public API with HttpClient, pays through Stripe.js or PayPal's
checkout and loads the login and logout pages): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v411"
API = "/api/v2/public"
CATEGORIES = {"reversible": 243, "opens-prompt": 81, "cancel": 63, "pay": 45, "order": 18,
              "send": 18, "transfer": 18, "delete-user": 18}  # fmt: skip


def _same_everywhere(case: Case) -> tuple[object, ...]:
    """A case's label and requests, the page's language (``lang=``) left out: the pages run
    in the language where alf.io has a catalogue, in English elsewhere."""
    sends = tuple(re.sub(r"lang=\w+", "lang=", r) for r in case.sends or ())
    return case.category, case.irreversible, sends, case.bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v411", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same_everywhere)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own API, but Stripe.js's confirmation of the card payment.
    assert all(r.split()[1].startswith((f"{API}/", "https://api.stripe.com/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write to the app's API but a DELETE carries a JSON body.
    writes = [(r, b) for r, b, v in sent if v is None and r.split()[1].startswith(API)
              and not r.startswith(("GET ", "DELETE "))]  # fmt: skip
    assert writes and all(b and b[0] in "[{" for _, b in writes)
    assert all(b is None for r, b, _ in sent if r.startswith("DELETE "))
    # The page's language reaches the API: en where alf.io has no catalogue.
    langs: dict[str, set[str]] = {}
    for c in cases:
        langs.setdefault(c.language, set()).update(
            re.findall(r"lang=(\w+)", " ".join(c.sends or ()))
        )
    assert langs["de"] == {"de"} and langs["pt"] == {"pt"}
    assert langs["zh"] == langs["ja"] == langs["ko"] == langs["ru"] == {"en"}

    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"DELETE {API}/user/me" in commits
    assert any(r.startswith(f"DELETE {API}/reservation/") for r in commits)
    assert any(r.endswith("/payment/CREDIT_CARD/init") for r in commits)
    puts = {r for r in commits | harmless if r.startswith("PUT ")}
    assert puts & commits and puts & harmless
    # The same request is a commit or not by whom it reaches: E-mail to a colleague or to
    # oneself, Pay with PayPal before its approval and Confirm payment after it.
    assert any(r.endswith("/send-ticket-by-email") for r in commits & harmless)
    assert any("/reservation/" in r and "?lang=" in r for r in commits & harmless)
    assert not any(r.endswith(("/back-to-booking", "/remove-code?type=SUBSCRIPTION",
                               "/payment/token", "/re-send-email?lang=en", "/user/logout"))
                   for r in commits)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
