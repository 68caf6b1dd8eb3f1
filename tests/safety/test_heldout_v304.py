"""The three-hundred-and-fourth held-out corpus, CommaFeed (a React single-page feed reader
whose controls call its own REST API with axios, with Mantine's confirmation modals, page
loads for links and the log-out): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v304"
CATEGORIES = {"reversible": 261, "send": 63, "delete": 54, "opens-prompt": 45,
              "delete-user": 45, "revoke": 27, "overwrite": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v304", total=513, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every XHR goes to the app's own REST API or its form login; page loads are GETs.
    assert all(r.split()[1].startswith(("/rest/", "/j_security_check"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every commit is a POST to the API, sent by the tap itself.
    assert all(c.sends and c.vias[0] is None and c.sends[0].startswith("POST /rest/")
               for c in cases if c.irreversible)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    for path in ("feed/unsubscribe", "category/delete", "user/profile/deleteAccount",
                 "admin/user/delete", "user/pushNotificationTest", "user/passwordReset",
                 "user/passwordResetCallback"):  # fmt: skip
        assert f"POST /rest/{path}" in commits and f"POST /rest/{path}" not in harmless
    # Marking everything read, subscribing and importing are harmless.
    for path in ("category/mark", "feed/subscribe", "feed/import", "category/add"):
        assert f"POST /rest/{path}" in harmless and f"POST /rest/{path}" not in commits
    # The profile's Save and the admin's user Save commit only where they replace a password
    # or the API key (a new user's first password replaces nothing).
    for path in ("user/profile", "admin/user/save"):
        saves = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == f"POST /rest/{path}"}  # fmt: skip
        assert {d for d, _ in saves} == {True, False}
        for irreversible, body in saves:
            data = json.loads(body or "{}")
            replaced = data.get("password") and "id" in data
            assert irreversible == bool(data.get("newApiKey") or data.get("newPassword")
                                        or replaced), body  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
