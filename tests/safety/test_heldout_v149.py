"""The hundred-and-forty-ninth held-out corpus, Roundcube Webmail (server-rendered PHP pages
driven by app.js: jQuery XMLHttpRequests of ``rcmail.http_post``, HTML forms carrying
``_token``, page loads and the app's own jQuery UI confirmations): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v149"
CATEGORIES = {"reversible": 234, "delete": 108, "send": 72, "opens-prompt": 54}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v149", total=468, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries the request token; every page load is a GET; every
    # XMLHttpRequest is an http_post with its _unlock last.
    assert all((b or "").startswith("_token=") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST /?_task=") and "&_unlock=" in f"&{b}"
               for r, b, v in sent if v is None)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /?_task=mail&_action=delete" in commits
    assert "POST /?_task=mail&_action=move" not in commits  # Delete outside the Trash
    assert not any(r.startswith("GET ") for r in commits)
    # Empty of the Trash deletes; Empty of another folder moves its messages to the Trash.
    purges = {(c.irreversible, c.bodies[0]) for c in cases if c.sends and "purge" in c.sends[0]}
    assert {b.split("&")[0]: i for i, b in purges} == {
        "_mbox=Trash": True,
        "_mbox=INBOX": False,
        "_mbox=Work": False,
    }
    # Send and Save post the same compose form; only _draft tells them apart.
    compose = [
        c for c in cases if c.language == "en" and c.sends and "_draft=" in (c.bodies[0] or "")
    ]
    assert {("_draft=1&" in (c.bodies[0] or ""), c.irreversible) for c in compose} == {
        (True, False),
        (False, True),
    }
    # The import commits only with Replace the entire address book ticked.
    imports = {c.irreversible: c.bodies[0] for c in cases if c.language == "en"
               and c.sends and c.sends[0].endswith("_action=import")}  # fmt: skip
    assert "_replace=1" in imports[True] and "_replace" not in imports[False]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
