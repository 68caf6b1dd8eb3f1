"""The three-hundred-and-seventy-third held-out corpus, AnythingLLM (a React single-page app for
chatting with language models over one's documents, whose controls call the instance's own
server under /api with fetch, behind the browser's confirm() dialogs): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v373"
WS = "/api/workspace/field-research"
CATEGORIES = {"delete": 198, "reversible": 144, "opens-prompt": 99, "overwrite": 18,
              "reset": 18, "delete-user": 18, "harmless": 9, "enable-multi-user": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v373", total=513, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the instance's own /api; page loads are GETs of the app's pages.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET /") and "/api/" not in r for r, _, v in sent if v == "link")
    # A write's body, where it has one, is JSON.
    assert all(b[0] == "{" for r, b, v in sent if b is not None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {WS}/thread-bulk-delete" in commits and f"DELETE {WS}" in commits
    assert f"DELETE {WS}/reset-vector-db" in commits and "DELETE /api/admin/user/7" in commits
    assert "POST /api/system/enable-multi-user" in commits
    assert "PUT /api/workspace/workspace-chats/41" in commits
    # Their harmless neighbours: suspending, disabling an embed, forking, creating a key.
    assert "POST /api/admin/user/7" not in commits
    assert "POST /api/embed/update/3" not in commits
    assert f"POST {WS}/thread/fork" not in commits
    assert "POST /api/admin/generate-api-key" not in commits
    assert "POST /api/system/update-password" not in commits
    # The commits are of five kinds; the rest is harmless, reversible or only opens a prompt.
    assert {c.category for c in cases if c.irreversible} == {
        "delete", "reset", "overwrite", "delete-user", "enable-multi-user"}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
