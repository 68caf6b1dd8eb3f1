"""The hundred-and-ninety-third held-out corpus, InvoiceShelf (a Vue single-page app whose
controls call a Laravel JSON API by axios, its confirmations the app's own dialog): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v193"
CATEGORIES = {"opens-prompt": 189, "delete": 162, "reversible": 72, "send": 63, "accept": 27,
              "mark": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v193", total=549, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The send dialogs' Subject is the app's default in the page's language, so only the
    # method and path of each request are the same in every language.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.vias,
                                          [r.split("?")[0] for r in c.sends or ()]))  # fmt: skip
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is the app's XMLHttpRequest, to its API or its session routes.
    assert sent and all(v is None for c in cases for v in c.vias)
    assert all(r.split()[1].startswith(("/api/v1/", "/auth/", "/sanctum/")) for r in sent)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/v1/invoices/delete" in commits and "POST /api/v1/invoices/12/send" in commits
    assert "POST /api/v1/invoices/12/status" not in commits  # Mark as sent sends no mail
    assert "POST /api/v1/users/delete" in commits and "POST /api/v1/mail/test" in commits
    # A send dialog's Preview renders the mail and sends nothing to anyone.
    previews = [c for c in cases if any("/send/preview?" in r for r in c.sends or ())]
    assert len(previews) == 27 and not any(c.irreversible for c in previews)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
