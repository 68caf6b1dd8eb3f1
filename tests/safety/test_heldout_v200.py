"""The two-hundredth held-out corpus, authentik (a Lit admin interface whose controls call the
Django REST API ``/api/v3/`` through its generated client, and whose destructive actions are
confirmed in PatternFly modals): what it holds, that every action states its requests in
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

FOLDER = Path(__file__).parent / "heldout_v200"
CATEGORIES = {
    "delete": 162,
    "opens-prompt": 126,
    "revoke": 126,
    "reversible": 90,
    "delete-user": 18,
    "password": 18,
    "send": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v200", total=558, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is a fetch of the API client.
    assert sent and all(r.split()[1].startswith("/api/v3/") for r in sent)
    assert not any(v for c in cases for v in c.vias)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v3/core/users/7/" in commits
    assert "POST /api/v3/core/users/7/recovery_email/" in commits
    assert "PATCH /api/v3/core/users/7/" in commits  # deactivating deletes the user's sessions
    # Impersonating and creating a recovery link change nothing that cannot be set back.
    assert "POST /api/v3/core/users/7/impersonate/" not in commits
    assert "POST /api/v3/core/users/7/recovery/" not in commits
    # Reading before a modal opens is no commit.
    assert not any(r.startswith("GET ") for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
