"""The four-hundred-and-sixty-third held-out corpus, Fat Free CRM (server-rendered Rails pages
driven by jquery_ujs: remote links and forms sent by ``$.ajax``, ``data-method`` links posted
as forms, ``data-confirm`` confirm()s and in-place confirmations): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v463"
TOKEN_FIELD = "authenticity_token="
CATEGORIES = {
    "delete": 261,
    "opens-prompt": 126,
    "reversible": 90,
    "harmless": 45,
    "send": 18,
    "delete-user": 18,
}


def _same_everywhere(case: Case) -> object:
    """What a case does, less the pressed button's words (``commit=``), which a Rails form
    sends in the page's language."""
    bodies = tuple(re.sub(r"commit=[^&]*", "commit=", b) if b else b for b in case.bodies)
    return case.category, case.irreversible, case.sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v463", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same_everywhere)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form the browser posts carries the token; a remote request never does.
    assert all(r.startswith("POST ") and TOKEN_FIELD in (b or "") for r, b, v in sent
               if v == "form")  # fmt: skip
    assert not any(TOKEN_FIELD in (b or "") for _, b, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A deletion after a confirm() is a remote DELETE; in place, a posted _method=delete.
    assert {"DELETE /accounts/5", "POST /accounts/5", "DELETE /admin/users/7"} <= commits
    assert "POST /campaigns/2" in commits
    # A task is deleted with no question asked.
    assert "DELETE /tasks/12?bucket=due_asap&view=pending" in commits
    # A comment is emailed to the subscribed users.
    assert "POST /comments" in commits
    # Rejecting a lead, discarding a contact, suspending a user and logging out are not.
    assert {"PUT /leads/3/reject", "POST /leads/3/reject", "PUT /admin/users/7/suspend",
            "POST /accounts/5/discard?attachment=Contact&attachment_id=9",
            "POST /users/sign_out"} <= harmless  # fmt: skip
    assert not commits & harmless
    # Logout, and every in-place Yes, is a form that jquery_ujs builds: _method first.
    methods = {b for r, b, v in sent if v == "form" and (b or "").startswith("_method=")}
    assert {b.split("&")[0] for b in methods} == {"_method=delete", "_method=put"}
    # Korean has no catalogue in the app: its words are English's, Chrome's buttons aside.
    taps: dict[str, list[str]] = {}
    for entry in read_entries(FOLDER / "heldout_v463.yaml"):
        if "dialog" not in entry["screen"]:
            taps.setdefault(entry["language"], []).extend(str(c["tap"]) for c in entry["cases"])
    assert taps["ko"] == taps["en"] != taps["de"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
