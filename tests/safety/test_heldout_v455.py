"""The four-hundred-and-fifty-fifth held-out corpus, Jorani (server-rendered CodeIgniter pages
of a leave management system whose controls are links, HTML forms carrying
``csrf_test_jorani``, jQuery requests, Bootstrap modals and bootbox dialogs): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v455"
TOKEN = "csrf_test_jorani="
CATEGORIES = {"opens-prompt": 162, "reversible": 108, "delete": 108, "send": 63,
              "reset": 36, "overwrite": 27, "harmless": 18, "delete-user": 18,
              "cancel": 9}  # fmt: skip


def _same_in_every_language(body: str | None) -> str | None:
    """A body less the fields that carry the language: the datepicker's dates (written in
    the language's format) and the login page's language code."""
    if body is None:
        return None
    return re.sub(r"(viz_startdate|viz_enddate|language)=[^&]*", r"\1=", body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v455", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (
        c.category, c.irreversible, c.sends, [_same_in_every_language(b) for b in c.bodies],
        c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form and every jQuery POST carries the token first; page loads are GETs.
    assert all(b.startswith(TOKEN) for r, b, _ in sent if r.startswith("POST "))
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deleting a leave request, a contract or a leave type is a plain link with no token.
    for path in ("/leaves/delete/4211", "/contracts/delete/3", "/leavetypes/delete/8"):
        assert f"GET {path}" in commits
    # The calendar's copy button, whose words are two contract names, overwrites days off.
    assert "GET /contracts/3/calendar/2026/copy/2" in commits
    # The same endpoint deletes or deactivates a user; only its body tells them apart.
    account = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /users/account"}  # fmt: skip
    assert {("operation=delete" in b, d) for d, b in account} == {(True, True), (False, False)}
    # Planned and Requested post the same form; only the requested one emails the manager.
    statuses = {(c.irreversible, (b or "")[-8:]) for c in cases for r, b in zip(
        c.sends or (), c.bodies, strict=True) if r == "POST /leaves/create"}  # fmt: skip
    assert statuses == {(False, "status=1"), (True, "status=2")}
    # Resetting another user's password commits; changing one's own does not.
    assert "POST /users/reset/12" in commits and "POST /users/reset/7" in harmless
    assert "GET /organization/delete?entity=5" in commits
    assert "GET /organization/delemployee?user=12" in harmless
    assert "POST /requests/ajax/delegations/delete" in harmless
    assert "GET /session/logout" in harmless and "POST /session/forgetpassword" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
