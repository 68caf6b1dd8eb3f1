"""The three-hundred-and-ninety-first held-out corpus, DocuSeal (a Rails document signing app
whose controls are HTML forms carrying ``authenticity_token`` submitted by Turbo, with Chrome's
``confirm()`` before deletions, links into a modal frame, and a Vue signing form that posts
multipart steps with fetch): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v391"
SLUG = "Qx7Rt2Vb9Nm4Lp"
CATEGORIES = {
    "reversible": 207,
    "opens-prompt": 117,
    "send": 63,
    "delete": 63,
    "revoke": 45,
    "reset": 18,
    "decline": 9,
    "delegate": 9,
    "sign": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v391", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF token (after _method where there is one).
    assert all(r.startswith("POST ") and "authenticity_token=" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The fetches are frame loads, downloads and the signing form's multipart steps.
    fetches = {r for r, _, v in sent if v is None}
    assert {r.split()[0] for r in fetches} == {"GET", "POST"}
    assert all(r.startswith("GET ") or r.startswith(("POST /s/", "POST /send_submission"))
               for r in fetches)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Archiving is harmless; the same route with ``permanently`` deletes.
    assert "POST /submissions/198" in harmless
    assert "POST /submissions/198?permanently=true" in commits
    bodies = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /templates/14"}  # fmt: skip
    assert {d for d, _ in bodies} == {True, False}
    assert all(("permanently=true" in (b or "")) == d for d, b in bodies)
    # Add Recipients commits only with Send Email ticked.
    adds = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
            strict=True) if r == "POST /templates/14/submissions"}  # fmt: skip
    assert {d for d, _ in adds} == {True, False}
    assert all(("send_email=1" in (b or "")) == d for d, b in adds)
    # A user's removal archives them; rotating the API token revokes it.
    assert "POST /users/7" in harmless and "POST /settings/api" in commits
    # Completing the signing form commits; the step before only saves a value.
    steps = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == f"POST /s/{SLUG}"}  # fmt: skip
    assert {d for d, _ in steps} == {True, False}
    assert all(('name="completed"' in (b or "")) == d for d, b in steps)
    assert {f"POST /s/{SLUG}/decline", f"POST /s/{SLUG}/delegate"} <= commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
