"""The four-hundred-and-ninety-fourth held-out corpus, AgenDAV (a CalDAV web client whose
calendar page calls the app's JSON endpoints with jQuery's $.ajax from jQuery UI dialogs, with
server-rendered login and preferences forms): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v494"
CATEGORIES = {"reversible": 207, "opens-prompt": 126, "delete": 126, "share": 27,
              "revoke": 27, "overwrite": 27}  # fmt: skip


def _words_out(body: str | None) -> str | None:
    """A body less what only the language changes: the login button's words, the
    preferences' language."""
    return body and re.sub(r"(^|&)(login|language)=[^&]*", r"\1\2=", body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v494", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_words_out(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Forms are the login and the preferences; every other write is a POST by $.ajax.
    assert {r for r, _, v in sent if v == "form"} == {"POST /login", "POST /preferences"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    writes = [(r, b) for r, b, v in sent if not r.startswith("GET ")]
    assert all(r.startswith("POST /") for r, _ in writes)
    # Every write carries the session's anti-forgery token in its body.
    assert all(b and re.search(r"(^|&)_token=\w+", b) for _, b in writes)
    commits = {r for c in cases if c.irreversible for r in c.sends or () if r[:4] != "GET "}
    assert commits == {"POST /calendars/delete", "POST /calendars/save", "POST /events/delete",
                       "POST /events/save"}  # fmt: skip
    # Unsubscribing from a feed removes only the app's record of it.
    unsubscribe = [c for c in cases if list(c.sends or ()) == ["POST /calendars/delete"]
                   and "is_subscribed=true" in (c.bodies[0] or "")]  # fmt: skip
    assert len(unsubscribe) == 9 and not any(c.irreversible for c in unsubscribe)
    # Two deletes name one repetition; sharing posts a new principal, revoking posts none.
    bodies = [(c.category, c.bodies[0] or "") for c in cases if c.irreversible]
    assert sum("recurrence_id=2026" in b for k, b in bodies if k == "delete") == 18
    assert all("new_rw=" in b for k, b in bodies if k == "share")
    assert not any("shares" in b for k, b in bodies if k == "revoke")
    assert not any(c.irreversible for c in cases
                   if c.sends and c.sends[0] in ("POST /calendars", "POST /login"))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
