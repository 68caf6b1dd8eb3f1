"""The two-hundred-and-twenty-first held-out corpus, Crater (a Vue single-page invoicing app whose
controls send axios XMLHttpRequests to its Laravel JSON API, with confirmations of
dialogStore.openDialog): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v221"
CATEGORIES = {"opens-prompt": 225, "reversible": 144, "delete": 90, "send": 63,
              "delete-user": 9, "update": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v221", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is an XMLHttpRequest to the JSON API, but the web route of Logout.
    assert all(v is None for c in cases for v in c.vias)
    assert {r for r in sent if not r.split()[1].startswith("/api/v1/")} == {"POST /auth/logout"}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/v1/invoices/delete" in commits and "POST /api/v1/invoices/12/send" in commits
    assert "POST /api/v1/mail/test" in commits and "POST /api/v1/update/finish" in commits
    # Marks, clones, conversions and the send modal's preview are no commits.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/v1/invoices/12/status" in harmless
    assert "POST /api/v1/estimates/7/convert-to-invoice" in harmless
    assert not commits & harmless
    assert any(r.startswith("GET /api/v1/invoices/12/send/preview?") for r in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
