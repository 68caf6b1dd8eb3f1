"""The three-hundred-and-sixty-eighth held-out corpus, Pocket ID (a SvelteKit single-page
OpenID Connect provider whose controls call its own API with axios, with the app's own
confirmation dialogs and row menus): what it holds, that every action states its requests in
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

FOLDER = Path(__file__).parent / "heldout_v368"
CATEGORIES = {"reversible": 144, "opens-prompt": 108, "delete": 90, "revoke": 90,
              "reset": 18, "delete-user": 18, "send": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v368", total=486, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every axios call goes to the app's own API; the one page load is a GET.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write with a body sends JSON.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    assert any(r.startswith("DELETE /api/users/") and r.count("/") == 3 for r in commits)
    assert any(r.endswith("/one-time-access-email") and "/users/" in r for r in commits)
    assert "DELETE /api/users/me/profile-picture" in commits
    assert not any(r.startswith("DELETE ") for r in harmless)
    assert not any(r.startswith("PUT /api/users/") for r in commits)
    assert not any(r.endswith("/renew") for r in commits)
    assert "POST /api/one-time-access-email" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
