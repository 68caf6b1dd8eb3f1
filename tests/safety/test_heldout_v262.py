"""The two-hundred-and-sixty-second held-out corpus, Pingvin Share (a Next.js file sharing app
whose controls call its own API with axios, with Mantine's modals and confirmations and a
browser confirm before leaving an upload): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v262"
CATEGORIES = {"reversible": 279, "delete": 81, "delete-user": 54, "opens-prompt": 45,
              "send": 27, "overwrite": 27, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v262", total=522, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own API; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Bodies are JSON, but for a file's chunk (its bytes).
    assert all(b[0] in "[{" for r, b, _ in sent if b and "/files?" not in r)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/users/me" in commits and "PATCH /api/auth/password" in commits
    assert "POST /api/auth/totp/disable" in commits and "POST /api/auth/resetPassword" in commits
    assert "POST /api/auth/signOut" not in commits
    assert "POST /api/auth/totp/verify" not in commits
    assert "PATCH /api/users/me" not in commits and "POST /api/reverseShares" not in commits
    # A share is a commit only where it mails recipients or goes to a reverse share's owner.
    shares = {c.id: (c.irreversible, " ".join(b or "" for b in c.bodies))
              for c in cases if "POST /api/shares" in (c.sends or ())}  # fmt: skip
    assert {irreversible for irreversible, body in shares.values()
            if '"recipients":[]' in body and '"1-days"' in body} == {False}  # fmt: skip
    assert sum(irreversible for irreversible, _ in shares.values()) == 18


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
