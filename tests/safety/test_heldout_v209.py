"""The two-hundred-and-ninth held-out corpus, EspoCRM (a single-page client whose controls call
the PHP REST API under ``/api/v1/`` with JSON bodies, and confirm in the app's own dialogs):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v209"
CATEGORIES = {
    "reversible": 207,
    "opens-prompt": 117,
    "delete": 72,
    "send": 45,
    "delete-user": 18,
    "uninstall": 18,
    "merge": 9,
    "publish": 9,
    "revoke": 9,
    "send-test": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v209", total=513, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is an XMLHttpRequest to the REST API: no form post, no page load.
    assert sent and all(r.split()[1].startswith("/api/v1/") for r in sent)
    assert {v for c in cases for v in c.vias} == {None}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/Account/66a1c2e4f0b3d5a21" in commits
    assert "POST /api/v1/Meeting/action/sendInvitations" in commits
    # Following, trashing and logging out are never commits.
    assert not any(r.endswith(("/subscription", "/inTrash", "/destroyAuthToken")) for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
