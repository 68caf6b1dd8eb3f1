"""The two-hundred-and-sixty-ninth held-out corpus, ProjectSend (a Laravel file sharing app
whose React pages, served by Inertia, write by XMLHttpRequest with JSON bodies, confirm
through their own dialogs and download by plain links): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v269"
CATEGORIES = {"opens-prompt": 144, "harmless": 171, "reversible": 72, "delete": 54,
              "delete-user": 27, "send": 27, "reset": 27, "revoke": 18, "share": 9,
              "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v269", total=558, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"link", None}
    # Plain links are the two downloads; every other read is an Inertia visit with no body.
    assert {r for r, _, v in sent if v == "link"} == {
        "GET /files/57/download",
        "GET /activity/export",
    }
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    # Every write is a script's request whose body is JSON (an empty object at least).
    writes = [(r, b) for r, b, v in sent if not r.startswith("GET ")]
    assert writes and all(v is None for r, _, v in sent if not r.startswith("GET "))
    assert all(isinstance(json.loads(b or ""), dict) for _, b in writes)
    # Every commit is one write, after a confirmation or straight from its page.
    assert all(len(c.sends or ()) == 1 and not c.sends[0].startswith("GET ")
               for c in cases if c.irreversible)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Assigning a file notifies its client; removing an assignment tells no one.
    assert "POST /files/57/assignments" in commits
    assert "DELETE /files/57/assignments" in harmless
    # A public link's creation can be revoked; its revocation is final.
    assert "POST /files/57/share-links" in harmless and "DELETE /share-links/21" in commits
    # Importing orphan files is harmless, deleting them is not, though both are POSTs.
    assert "POST /files/orphans/import" in harmless and "POST /files/orphans/delete" in commits
    # A failed job's retry sends its email; a group member's addition is no commit.
    jobs = "/system/settings/scheduler/failed-jobs"
    assert f"POST {jobs}/9b2f6c1e-4d7a-4e43-8f0b-2c5d8a7e1f30/retry" in commits
    assert "POST /groups/4/members" in harmless and "POST /logout" in harmless
    # The client with files is deleted with them.
    bodies = {b for c in cases if c.irreversible for b in c.bodies}
    assert '{"content_action":"cascade_delete"}' in bodies


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
