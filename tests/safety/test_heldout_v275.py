"""The two-hundred-and-seventy-fifth held-out corpus, Cachet (a Laravel status page whose
dashboard posts HTML forms carrying ``_token``, whose Delete links post a hidden
``_method=DELETE`` form after a SweetAlert2 confirmation, with one jQuery XHR and page loads):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v275"
CATEGORIES = {
    "reversible": 261,
    "opens-prompt": 81,
    "delete": 63,
    "send": 45,
    "revoke": 18,
    "harmless": 18,
    "publish": 9,
    "delete-user": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v275", total=504, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/dashboard", "/auth/", "/subscribe"))
                        for r, _, _ in sent)  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF token (after _method for a data-method link).
    assert all(r.startswith("POST ") and (b or "").startswith(("_token=", "_method="))
               and "_token=" in (b or "") for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The one XHR is the dashboard's inline component status.
    assert {(r, b) for r, b, v in sent if v is None} == {
        ("POST /dashboard/api/components/3", "status=4&component_id=3")
    }
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # Every delete confirmation's Yes posts _method=DELETE; the mail test's Yes is harmless.
    deletes = {r for r, b in commits if (b or "").startswith("_method=DELETE")}
    assert len(deletes) == 8 and "POST /dashboard/team/5" in deletes
    assert any(r == "POST /dashboard/settings/mail/test" for r, _ in harmless)
    # Reporting an incident commits unless it is for logged-in users only and nobody is told.
    reports = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /dashboard/incidents/create"}  # fmt: skip
    assert {d for d, _ in reports} == {True, False}
    assert all(d == ("notify=1" in b or "visible=1" in b) for d, b in reports)
    # Regenerating an API key is a page load with no confirmation, and revokes the old key.
    assert {c.category for c in cases
            if any(r.endswith("/api/regen") for r in c.sends or ())} == {"revoke"}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
