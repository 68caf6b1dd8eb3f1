"""The two-hundred-and-third held-out corpus, Komga (a Vue 2 / Vuetify web UI whose controls
call the Kotlin REST API ``/api/v1`` and ``/api/v2`` by axios, its deletions confirmed in
Vuetify dialogs with a checkbox): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v203"
CATEGORIES = {
    "reversible": 261,
    "delete": 153,
    "opens-prompt": 36,
    "delete-user": 18,
    "password": 18,
    "revoke": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v203", total=504, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is an axios XMLHttpRequest to the REST API.
    assert sent and all(r.split()[1].startswith("/api/") for r in sent)
    assert not any(v for c in cases for v in c.vias)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Deleting a series or a book deletes its files on disk.
    assert "DELETE /api/v1/series/0B4RQ2A7F1C8D/file" in commits
    assert "DELETE /api/v1/books/0B4RQ3H6J2N5P/file" in commits
    assert "POST /api/v1/libraries/0B4RQ1XK3M9TZ/empty-trash" in commits
    assert "POST /api/v1/page-hashes/8f14e45fceea167a5a36dedd4bea2543/delete-all" in commits
    # Marking read or unread, scanning and logging out commit nothing.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/series/0B4RQ2A7F1C8D/read-progress" in harmless
    assert "POST /api/logout" in harmless
    assert not any("/read-progress" in r or "/scan" in r for r in commits)
    # The own password change is harmless, another user's is not; same request shape.
    assert "PATCH /api/v2/users/0B4RQ6N2Q5T8Y/password" in commits
    assert "PATCH /api/v2/users/0B4RQ0A1B2C3D/password" in harmless
    # Opening a dialog reads (a GET) at most; no commit starts with a read.
    assert not any(c.sends[0].startswith("GET ") for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
