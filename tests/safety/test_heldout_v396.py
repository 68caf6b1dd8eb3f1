"""The three-hundred-and-ninety-sixth held-out corpus, Astuto (a Rails feedback tool whose
React components call its JSON endpoints from the page's script, beside Devise's
server-rendered forms carrying ``authenticity_token``, page links and the pages' ``confirm()``
dialogs): what it holds, that every action states its requests in nine languages, and that its
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

FOLDER = Path(__file__).parent / "heldout_v396"
CATEGORIES = {
    "reversible": 144,
    "opens-prompt": 135,
    "delete": 108,
    "harmless": 54,
    "send": 45,
    "publish": 18,
    "revoke": 18,
    "delete-user": 18,
}


def _same(case: Case) -> object:
    """What every language shares: a form's ``commit`` is its button's words, so it is left
    out of the bodies compared."""
    bodies = tuple(b and re.sub(r"&commit=[^&]*$", "", b) for b in case.bodies)
    return (case.category, case.irreversible, case.sends, bodies, case.vias)


def _bodies(cases: list[Case], request: str) -> set[tuple[bool, str]]:
    """Whether each action sending ``request`` commits, and the body it sends with it."""
    return {(c.irreversible, b or "") for c in cases
            for r, b in zip(c.sends or (), c.bodies, strict=True) if r == request}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v396", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every script request is to the app's own origin; every form is a POST carrying the token.
    assert all(r.split()[1].startswith("/") for r, _, v in sent if v is None)
    assert all(r.startswith("POST ") and "authenticity_token=" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every script request with a body sends JSON.
    assert all(b[0] == "{" for r, b, v in sent if v is None and b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"DELETE /posts/42", "DELETE /boards/3", "POST /api_keys"} <= commits
    assert {"POST /invitations", "PUT /webhooks/7/test"} <= commits
    assert "POST /invitations/test" in harmless and "PATCH /users/17" in harmless
    # The account's cancellation is a form faking a DELETE; Update profile posts to the same
    # URL faking a PUT and is harmless.
    account = {(d, b.split("&")[0]) for d, b in _bodies(cases, "POST /users")}
    assert (True, "_method=delete") in account and (False, "_method=put") in account
    assert all(not d for d, m in account if m != "_method=delete")
    # A post's Save commits only where it changes the status (followers are e-mailed).
    saves = _bodies(cases, "PATCH /posts/42")
    assert {d for d, _ in saves} == {True, False}
    assert all(('"post_status_id":6' in b) == d for d, b in saves)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
