"""The two-hundred-and-fifty-seventh held-out corpus, File Browser (a Vue single-page file
manager whose controls call its Go server with fetch, an upload through tus and a command
shell through a WebSocket, with the app's own delete, conflict and password prompts): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v257"
CATEGORIES = {"reversible": 198, "opens-prompt": 126, "overwrite": 72, "delete": 63,
              "revoke": 27, "delete-user": 27, "discard": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v257", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # Every fetch goes to the instance itself; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Writes to users and logins carry JSON; a new folder's POST carries nothing.
    json_writes = ("PUT /api/users/", "POST /api/login", "POST /api/signup")
    assert all(b and b[0] == "{" for r, b, _ in sent if r.startswith(json_writes))
    assert all(b is None for r, b, _ in sent if r.startswith("POST /api/resources/"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/users/3" in commits and "DELETE /api/share/Xk3pQ9aZ" in commits
    assert "POST /api/tus/Projects/notes.md?override=true" in commits
    # A move that replaces nothing is no commit.
    budget = "PATCH /api/resources/Projects/budget-2026.xlsx"
    assert not any("override=false" in r for r in commits if r.startswith(budget))
    assert "POST /api/share/Projects/budget-2026.xlsx" not in commits
    assert "PUT /api/resources/Projects/notes.md" not in commits
    assert not any(r.startswith("PUT /api/users/") for r in commits)
    # The shell's two commands: rm is a commit, du is not.
    shell = [(c.irreversible, c.bodies) for c in cases if c.language == "en" and
             c.vias == ("websocket",)]  # fmt: skip
    assert shell == [(True, ("rm -rf Reports",)), (False, ("du -sh Reports",))]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
