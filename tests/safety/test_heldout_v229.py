"""The two-hundred-and-twenty-ninth held-out corpus, pretalx (server-rendered Django pages
whose controls are HTML forms carrying ``csrfmiddlewaretoken``, page links, confirmation
pages, a fetch of featured.js and ``<dialog>``s): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v229"
CATEGORIES = {
    "reversible": 198,
    "opens-prompt": 126,
    "delete": 90,
    "send": 72,
    "revoke": 27,
    "delete-user": 18,
    "publish": 9,
    "withdraw": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v229", total=549, irreversible=207)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/orga/", "/democon/")) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF token; every page load is a GET.
    assert all(r.startswith("POST ") and (b or "").startswith("csrfmiddlewaretoken=")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The one fetch is the featured box's toggle, which has no body.
    assert {(r, b) for r, b, v in sent if v is None} == {
        ("POST /orga/event/democon/submissions/QXRJ8F/toggle_featured", None)
    }
    # Every commit is a form post.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # The team composer's "Send to outbox" sends at once; the session composer's drafts.
    assert "POST /orga/event/democon/mails/compose/teams/" in commits
    assert "POST /orga/event/democon/mails/compose/sessions/" in harmless
    # Accepting a proposal only drafts its email; an API token is revoked with no confirmation.
    accept = "POST /orga/event/democon/submissions/QXRJ8F/accept?next=%2Forga%2Fevent%2Fdemocon"
    assert any(r.startswith(accept) for r in harmless) and "POST /orga/me" in commits
    # The account deletion only commits with its box ticked.
    deletions = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == "POST /democon/me/delete"}  # fmt: skip
    assert {d for d, _ in deletions} == {True, False}
    assert all(("really=on" in (b or "")) == d for d, b in deletions)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
