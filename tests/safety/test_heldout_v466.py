"""The four-hundred-and-sixty-sixth held-out corpus, Request Tracker (server-rendered Mason pages
whose links and forms htmx turns into XMLHttpRequests, with two forms and a link left outside
it, a Links box posted in place and a shredder driven by a GET form): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v466"
CATEGORIES = {"opens-prompt": 171, "reversible": 108, "send": 72, "harmless": 72, "delete": 27,
              "revoke": 18, "merge": 9, "reset": 9, "delete-user": 9}  # fmt: skip


def _fields(body: str | None) -> list[str]:
    """A body's field names, whatever the words of the button it carries."""
    if not body:
        return []
    if body.startswith("--"):
        return re.findall(r'name="([^"]+)"', body)
    return [pair.split("=")[0] for pair in body.split("&")]


def _request(request: str) -> str:
    """A request with the shredder's button value (its words) left out of the query."""
    return re.sub(r"(&(?:Search|Wipeout)=)[^&]*$", r"\1", request)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v466", total=495, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # A submit button's value is sent in the language shown, so the requests agree but for it
    # and the bodies field by field.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.vias,
                                          [_request(r) for r in c.sends or ()],
                                          [_fields(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Only the login and About me forms go as plain form posts, and the one page load that
    # writes is About me's Delete Image.
    assert {r for r, _, v in sent if v == "form"} == {
        "POST /NoAuth/Login.html",
        "POST /Prefs/AboutMe.html",
    }
    assert {r for r, _, v in sent if v == "link"} == {"GET /Prefs/AboutMe.html?DeleteImage=1"}
    # No body carries an anti-forgery token (RT checks the Referer); multipart bodies end
    # with their boundary.
    assert not any("csrf" in (b or "").lower() for _, b, _ in sent)
    assert all(b.endswith("--\r\n") for _, b, _ in sent if b and b.startswith("--"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # The Links box's Save merges only with Merge into filled in; the bulk update sends only
    # with a reply.
    assert "POST /Helpers/TicketUpdate" in commits and "POST /Helpers/TicketUpdate" in harmless
    assert "POST /Search/Bulk.html" in commits and "POST /Search/Bulk.html" in harmless
    merges = {(c.irreversible, "-MergeInto\"\r\n\r\n41" in (b or "")) for c in cases
              for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == "POST /Helpers/TicketUpdate"}  # fmt: skip
    assert merges == {(True, True), (False, False)}
    # The Actions menu's Delete sets a status with a GET and is undone by Undelete; the
    # shredder's Wipeout is a GET that removes the ticket.
    assert any("Status=deleted&SubmitTicket=1" in r for r in harmless)
    assert any(r.startswith("GET /Admin/Tools/Shredder/") and "Wipeout=" in r for r in commits)
    assert "POST /Admin/Users/Modify.html" in commits | harmless
    assert "POST /Prefs/AuthTokens.html" in commits and "POST /Prefs/AuthTokens.html" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
