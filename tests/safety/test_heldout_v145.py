"""The hundred-and-forty-fifth held-out corpus, Leantime (Blade pages and nyroModal modals whose
writes are native form submits, jQuery XHRs and htmx requests; Owncast, first chosen, was too
large to fetch): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v145"
CATEGORIES = {
    "delete": 387, "opens-prompt": 63, "reversible": 45, "send": 18, "delete-user": 18,
    "revoke": 18,
}  # fmt: skip


def masked(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies with a submit button's label (``del``, ``submitAction``) left out: the
    form sends the label in the user's language."""
    return tuple(b and re.sub(r"(^|&)(del|submitAction)=(?!closeModal)[^&]*", r"\1\2=", b)
                 for b in bodies)  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v145", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.irreversible, c.sends, masked(c.bodies), c.vias))
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    assert {v for _, v in sent} == {"form", "link", None}
    # No request of this app goes over a WebSocket; every page load is a GET.
    assert all(r.startswith("GET ") for r, v in sent if v == "link")
    # Opening a delete modal or page is a GET and no commit; one GET deletes: a comment's
    # (the calendar's deletes reload the calendar after their POST).
    gets = {c.sends[0] for c in cases if c.irreversible and c.sends[0].startswith("GET ")}
    assert gets == {"GET /tickets/showTicket/12?delComment=44"}
    # Every native form submit is a commit: the delete forms' del field.
    forms = [c for c in cases if "form" in c.vias]
    assert forms and all(c.irreversible for c in forms)
    assert all(b and re.search(r"(^|&)del=", b) for c in forms for b in c.bodies)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
