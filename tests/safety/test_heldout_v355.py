"""The three-hundred-and-fifty-fifth held-out corpus, Organizr (a PHP and jQuery dashboard whose
pages call the app's own API with XMLHttpRequests: urlencoded POSTs and JSON PUTs carrying a
formKey, DELETEs without a body, and SweetAlert confirmations before every deletion): what it
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

FOLDER = Path(__file__).parent / "heldout_v355"
CATEGORIES = {"reversible": 207, "delete": 117, "opens-prompt": 45, "delete-user": 36,
              "update": 36, "reset": 18, "overwrite": 18, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v355", total=486, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an XMLHttpRequest; all but the update check go to the app's own API.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(("/api/v2/", "https://raw.githubusercontent.com/"))
               for r, _, _ in sent)  # fmt: skip
    # A POST's body is urlencoded and a PUT's is JSON, each with the page's formKey.
    assert all("formKey=%242y%2410%24" in b for r, b, _ in sent if r.startswith("POST") and b)
    assert all(b.startswith("{") and '"formKey":"$2y$10$' in b
               for r, b, _ in sent if r.startswith("PUT"))  # fmt: skip
    assert not any(b for r, b, _ in sent if r.startswith(("GET", "DELETE")))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v2/users/4" in commits and "DELETE /api/v2/2fa" in commits
    assert "POST /api/v2/users/recover" in commits and "DELETE /api/v2/log/1" in commits
    # The update runs on a GET, and a user's password is replaced on a PUT.
    assert "GET /api/v2/update/linux" in commits and "PUT /api/v2/users/4" in commits
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"GET /api/v2/logout", "POST /api/v2/users/lock", "PUT /api/v2/config"} <= harmless
    # The same PUT locks a user (harmless) and replaces the user's password (a commit).
    assert "PUT /api/v2/users/4" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
