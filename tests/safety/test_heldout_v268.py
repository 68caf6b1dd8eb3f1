"""The two-hundred-and-sixty-eighth held-out corpus, Papra (a Solid single-page document archive
whose controls call its own server's JSON API with fetch, behind the app's own confirmation
dialogs): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v268"
ORG = "/api/organizations/org_t8k2m5x9q3w7v1n4b6c0p2zr"
CATEGORIES = {"reversible": 216, "delete": 99, "opens-prompt": 72, "revoke": 72, "send": 27,
              "harmless": 18, "remove-member": 18, "delete-user": 18, "reject": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v268", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is a fetch to the app's own origin.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    # A body is JSON wherever one is sent.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"DELETE {ORG}/documents/trash" in commits
    assert f"DELETE {ORG}/documents/trash/doc_r7m1x5q9k3w8v2n6t0c4b1hs" in commits
    assert f"POST {ORG}/members/invitations" in commits
    # Moving to the trash, deleting the organization (30 days to restore) and logging out
    # are not commits.
    assert f"DELETE {ORG}/documents/doc_h4n8q2v6x0m3k7t1w5c9b2pd" in harmless
    assert f"POST {ORG}/documents/batch/trash" in harmless
    assert f"DELETE {ORG}" in harmless and "POST /api/auth/sign-out" in harmless
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
