"""The two-hundred-and-forty-first held-out corpus, LinkAce (a self-hosted bookmark manager in
Laravel whose pages are rendered on the server: HTML forms carrying ``_token``, deletes
written as a ``_method=DELETE`` post, three requests sent by its scripts with a JSON or
multipart body, and one ``confirm()``): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v241"
CATEGORIES = {"harmless": 189, "reversible": 189, "delete": 90, "revoke": 36,
              "opens-prompt": 9, "publish": 9}  # fmt: skip


def _same_everywhere(body: str | None) -> str | None:
    """A body with the user's language setting left out (``locale=de_DE`` on the German
    pages, ``en_US`` where LinkAce has no catalogue), the one field that differs."""
    return re.sub(r"(^|&)locale=\w+", r"\1locale=", body) if body else body


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v241", total=522, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_same_everywhere(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form post carries the CSRF token; every page load is a GET; the only other
    # origins are the Wayback Machine's and the share services' pages.
    assert all(r.startswith("POST ") and "_token=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith(("/", "https://web.archive.org/", "https://www.facebook",
                                        "https://www.linkedin")) for r, _, _ in sent)  # fmt: skip
    # The script requests: the two token generators (JSON) and the import (multipart).
    assert {r for r, _, v in sent if v is None} == {
        "POST /settings/generate-api-token",
        "POST /settings/generate-cron-token",
        "POST /import",
    }
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # A deleted link or note goes to the trash; a deleted list or tag loses its links for good,
    # as does every entry of the trash's Clear Trash; turning two factor authentication off
    # voids its secret and recovery codes.
    assert {r for r, b in harmless if "_method=DELETE" in (b or "")} == {
        "POST /links/42",
        "POST /notes/5",
    }
    assert {r for r, b in commits if "_method=DELETE" in (b or "")} == {
        "POST /lists/3",
        "POST /tags/8",
        "POST /user/two-factor-authentication",
    }
    assert {b.split("&model=")[1] for r, b in commits if r == "POST /trash/clear"} == {
        "links",
        "lists",
        "tags",
        "notes",
    }
    assert any(r == "POST /trash/restore" for r, _ in harmless)
    # Both token generators commit: a new token voids the old one.
    assert {"POST /settings/generate-api-token", "POST /settings/generate-cron-token"} <= {
        r for r, _ in commits
    }
    # Saving the system settings publishes only when it turns guest access on.
    system = {r: b for r, b in commits if r == "POST /settings/system"}
    assert len(system) == 1 and "system_guest_access=1" in system["POST /settings/system"]
    assert all("system_guest_access=0" in b for r, b in harmless if r == "POST /settings/system")
    # The cron token's button only opens confirm(); the request follows its OK.
    assert all(c.sends == () for c in cases if c.category == "opens-prompt")
    assert {c.sends for c in cases if c.confirmed} == {("POST /settings/generate-cron-token",)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
