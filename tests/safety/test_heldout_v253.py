"""The two-hundred-and-fifty-third held-out corpus, Blinko (a React single-page notes app whose
controls call its own server through batched tRPC requests, with the app's own
confirmation dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v253"
TRPC = "POST /api/trpc/"
CATEGORIES = {"reversible": 207, "delete": 153, "opens-prompt": 81, "harmless": 45,
              "publish": 27, "delete-user": 18, "send": 9, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v253", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the page's own origin; downloads are GETs of /api/file.
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    assert all(r.startswith("GET /api/file/") for r, _, v in sent if v == "link")
    # Every tRPC mutation is a batch whose body numbers its inputs, each as superjson writes it.
    trpc = [(r, b) for r, b, v in sent if r.startswith(TRPC)]
    assert all(r.endswith("?batch=1") and b and b.startswith('{"0":{"json":') for r, b in trpc)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"{TRPC}notes.clearRecycleBin?batch=1" in commits
    assert f"{TRPC}notes.deleteMany,ai.embeddingDelete?batch=1" in commits
    assert f"{TRPC}users.deleteUser?batch=1" in commits
    assert f"{TRPC}users.regenToken?batch=1" in commits
    assert f"{TRPC}notes.shareNote?batch=1" in commits
    assert f"{TRPC}notes.trashMany?batch=1" not in commits
    assert f"{TRPC}notes.updateMany?batch=1" not in commits
    assert "POST /api/auth/logout" not in commits
    # Cancel share is the same call as Create share, with isCancel: only the latter commits.
    shares = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == f"{TRPC}notes.shareNote?batch=1"}  # fmt: skip
    assert {commit for commit, b in shares if '"isCancel":true' in (b or "")} == {False}
    assert {commit for commit, b in shares if '"isCancel":false' in (b or "")} == {True}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
