"""The three-hundred-and-eighty-first held-out corpus, 2FAuth (a Vue single-page app for
two-factor codes whose controls call its own JSON API with axios, whose forms post JSON to
the site's routes and whose deletions, revocations and sharing changes ask with the browser's
``confirm()``): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v381"
CATEGORIES = {"opens-prompt": 135, "reversible": 126, "delete": 54, "revoke": 45, "share": 36,
              "delete-user": 36, "harmless": 18, "transfer": 18, "reset": 18,
              "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v381", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call to the same origin; none is a form, link or beacon.
    assert sent and {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    # Every body is JSON, and every write but the logout's GET and a few DELETEs has one.
    assert all(b is None or b[0] == "{" for _, b, _ in sent)
    assert all(b for r, b, _ in sent if r.split()[0] in ("POST", "PUT", "PATCH"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/twofaccounts?ids=12,15" in commits
    assert "DELETE /api/v1/users/7/pats" in commits and "DELETE /api/v1/users/7" in commits
    assert "POST /api/v1/twofaccounts/12/shares/all" in commits
    assert "PATCH /api/v1/twofaccounts/12/owner" in commits
    # Withdrawing a share, the logout and a promotion are labelled as harmless.
    assert "DELETE /api/v1/twofaccounts/12/shares/7" in harmless
    assert "GET /user/logout" in harmless and "PATCH /api/v1/users/7/promote" in harmless
    # The same PUT of an account is a commit only where it carries a new secret.
    saves = {(c.irreversible, "N5XW4ZLTMVRWK4TF" in (b or "")) for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r == "PUT /api/v1/twofaccounts/12"}  # fmt: skip
    assert saves == {(True, True), (False, False)}
    # A user's second Revoke button has no handler: it sends nothing and commits nothing.
    assert any(c.category == "harmless" and not c.sends for c in cases)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
