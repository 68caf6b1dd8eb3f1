"""The four-hundred-and-fifth held-out corpus, LinkStack (server-rendered Laravel pages whose
controls are HTML forms carrying ``_token``, page links that write, the browser's
``confirm()`` before a few of them, and XMLHttpRequests from the users table): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v405"
CATEGORIES = {
    "reversible": 171,
    "harmless": 144,
    "opens-prompt": 90,
    "delete": 81,
    "delete-user": 27,
    "overwrite": 18,
    "send": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v405", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    # The bodies are the same in every language but the report's, whose type is the
    # option's words as the page shows them.
    assert_same_actions(cases, lambda c: c.bodies if c.sends != ("POST /report",) else None)
    reports = {b for c in cases if c.sends == ("POST /report",) for b in c.bodies}
    assert len(reports) == 4  # English (also ja, ko, fr, es, pt), zh, de, ru
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every path is the app's own, but the updater's manual page.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent
               if r != "GET https://linkstack.org/update")  # fmt: skip
    # Every form is a POST carrying the token; every page load is a GET.
    assert all(r.startswith("POST ") and "pX7kQ2vL9mTz4RbW8cYn3HdJ6sFa1GeU5tKo0iNq" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    # The XMLHttpRequests are the users table's badges and its delete confirmation's OK.
    assert {(r, b) for r, b, v in sent if v is None} == {
        ("GET /admin/users/block/no/7", None),
        ("GET /admin/users/verify-mail/false/7", None),
        ("POST /admin/delete-table-user/7", '{"id":"7"}'),
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deleting links and users goes by GET links (one after a confirm(), the rest without).
    assert {"GET /deleteLink/42", "GET /admin/deleteLink/88", "GET /admin/delete-user/7",
            "GET /studio/delete-user/1"} <= commits  # fmt: skip
    # The import replaces every link; exporting is a download.
    assert "POST /import-data" in commits and "GET /export-all" in harmless
    # Blocking a user, a config switch, a backup and the password forms can be undone.
    assert {"GET /admin/users/block/no/7", "POST /admin/config", "GET /backup/?backup",
            "POST /reset-password", "POST /studio/profile"} <= harmless  # fmt: skip
    assert not commits & harmless
    # Every commit but the users table's OK goes by a form or a page load.
    assert all(c.vias[-1] in ("form", "link") for c in cases
               if c.irreversible and c.sends != ("POST /admin/delete-table-user/7",))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
