"""The hundred-and-fifty-eighth held-out corpus, Dolibarr ERP/CRM (server-rendered PHP pages
whose buttons are page loads carrying ``token``, whose confirmations are Form::formconfirm's
dialogs, a Yes being a page load of ``action=confirm_..&confirm=yes``, and whose email form is
a POST): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v158"
CATEGORIES = {"opens-prompt": 198, "reversible": 108, "delete": 72, "send": 45,
              "validate": 18, "delete-user": 18, "revoke": 18, "merge": 9}  # fmt: skip


def _same(case: Case) -> object:
    # The email form's pressed submit button sends its own words (sendmail=, cancel=).
    bodies = tuple(re.sub(r"(sendmail|cancel)=[^&]*", r"\1=", b or "") for b in case.bodies)
    return case.category, case.irreversible, case.sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v158", total=486, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and {v for _, _, v in sent} == {"form", "link"}
    # Every page load is a GET, every form a POST carrying the token.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") and "token=" in (b or "") for r, b, v in sent if v == "form")
    # A dialog's Yes is a GET of confirm=yes with the token; every commit is one, or a Send.
    for c in cases:
        if c.irreversible:
            (request,) = c.sends or ()
            assert ("&confirm=yes&token=" in request) or (
                request.startswith("POST ") and "sendmail=" in c.bodies[0]
            ), request
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "GET /compta/facture/card.php?facid=7&action=confirm_delete&confirm=yes" in {
        r.split("&token=")[0] for r in commits
    }
    # Setting paid, abandoning and reopening an invoice are not commits; Re-Open needs no dialog.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert any("action=confirm_paid&confirm=yes" in r for r in harmless)
    assert any("action=reopen&token=" in r for r in harmless)
    assert not any("confirm_paid" in r or "reopen" in r for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
