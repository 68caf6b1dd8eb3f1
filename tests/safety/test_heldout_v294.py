"""The two-hundred-and-ninety-fourth held-out corpus, ezBookkeeping (a Vue single-page
bookkeeping app whose controls call its own server's JSON API with axios, most destructive ones
behind the app's own confirmation dialogs or a password): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v294"
API = "/api/v1"
CATEGORIES = {"delete": 162, "opens-prompt": 135, "reversible": 117, "revoke": 63,
              "merge": 18, "overwrite": 18, "reset": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v294", total=531, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call to the app's own server under /api; nothing else.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    # Every write is a POST; its body, where it has one, is JSON.
    writes = [(r, b) for r, b, _ in sent if not r.startswith("GET ")]
    assert all(r.startswith("POST ") for r, _ in writes)
    assert all(b is None or b[0] == "{" for _, b in writes)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {API}/data/clear/all.json" in commits
    assert f"POST {API}/transactions/move/all.json" in commits
    assert f"POST {API}/tokens/revoke_all.json" in commits
    assert f"POST {API}/users/profile/update.json" in commits
    # Hiding, logging out, generating a token, unlinking a login, disabling the settings
    # sync and the export are no commits.
    assert f"POST {API}/accounts/hide.json" not in commits
    assert "GET /api/logout.json" not in commits
    assert f"POST {API}/tokens/generate/api.json" not in commits
    assert f"POST {API}/users/external_auth/unlink.json" not in commits
    assert f"POST {API}/users/settings/cloud/disable.json" not in commits
    # Every commit's first request is the POST that does it; a GET follows only as a reload.
    assert all(c.sends[0].startswith("POST ") for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
