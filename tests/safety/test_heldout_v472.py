"""The four-hundred-and-seventy-second held-out corpus, OTOBO (a help desk whose server-rendered
pages post forms carrying a ChallengeToken, open popup windows by links and call the server
with jQuery posts): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never
pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v472"
CATEGORIES = {"harmless": 126, "opens-prompt": 108, "reversible": 99, "send": 63,
              "delete": 27, "revoke": 18, "overwrite": 18, "merge": 9}  # fmt: skip


def _same_language(body: str | None) -> str | None:
    """A body with the login forms' ``Lang`` field, the page's language, left out."""
    return None if body is None else re.sub(r"&Lang=[A-Za-z_]+", "", body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v472", total=468, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends,
                                          [_same_language(b) for b in c.bodies],
                                          c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/otobo/index.pl", "/otobo/customer.pl"))
                        for r, _, _ in sent)  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form and XMLHttpRequest is a POST; every page load a GET.
    assert all(r.startswith("POST ") for r, _, v in sent if v != "link")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A logged-in page's form carries the ChallengeToken first; the login forms have none.
    forms = [b or "" for _, b, v in sent if v == "form"]
    logins = [b for b in forms if b.startswith(("Action=Login&", "Action=LostPassword&"))]
    assert logins and not any("ChallengeToken" in b for b in logins)
    first = ("ChallengeToken=", '------WebKitFormBoundaryR8kXq2LmZ5tVb9Nc\r\nContent-Disposition: '
             'form-data; name="ChallengeToken"')  # fmt: skip
    assert all(b.startswith(first) for b in forms if b not in logins)
    # Every commit is a form post, an XMLHttpRequest or a link carrying the ChallengeToken.
    for c in cases:
        if c.irreversible:
            assert any(v != "link" or "ChallengeToken=" in r
                       for r, v in zip(c.sends or (), c.vias, strict=True))  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {b for c in cases if not c.irreversible for b in c.bodies if b}
    # Killing sessions is a plain link with the token, and it commits.
    assert any(r.startswith("GET /otobo/index.pl?Action=AdminSession;Subaction=KillAll;")
               for r in commits)  # fmt: skip
    # Deleting an article can be undone (Restore); deleting a dynamic field cannot.
    assert any("Subaction=ArticleDelete" in b for b in harmless)
    assert "POST /otobo/index.pl?" in commits
    # The notification import commits only with Overwrite ticked.
    imports = {(c.irreversible, "OverwriteExistingNotifications" in (b or "")) for c in cases
               for b in c.bodies if "NotificationImport" in (b or "")}  # fmt: skip
    assert imports == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
