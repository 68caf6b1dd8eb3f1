"""The four-hundred-and-eighty-ninth held-out corpus, October CMS (a back end rendered on the
server whose controls send AJAX framework requests to the page's own URL, with the enclosing
form's fields, and Sweet Alert confirmations): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v489"
CATEGORIES = {
    "reversible": 171,
    "delete": 144,
    "opens-prompt": 81,
    "harmless": 63,
    "reset": 54,
    "send": 9,
}
USER = "POST /backend/backend/users/update/7"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v489", total=522, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/backend/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # The sign-in pages are plain forms carrying the CSRF token; page loads are GETs; every
    # AJAX request is a POST to the page's own URL.
    assert all(r.startswith("POST /backend/backend/auth/") and (b or "").startswith("_token=")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") for r, _, v in sent if v is None)
    # Every commit is an AJAX request.
    assert all(c.sends and c.vias == (None,) * len(c.sends) for c in cases if c.irreversible)
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                        strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # An administrator's delete is a soft delete: the same request as Impersonate's, never a
    # commit; a role's is one.
    assert not any(r == USER for r, _ in commits) and any(r == USER for r, _ in harmless)
    assert any(r == "POST /backend/backend/userroles/update/3" for r, _ in commits)
    # Creating an administrator commits only with the invitation ticked.
    creates = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /backend/backend/users/create"}  # fmt: skip
    assert {d for d, _ in creates} == {True, False}
    assert all(("User%5Bsend_invite%5D=1" in (b or "")) == d for d, b in creates)
    # Delete selected sends the ticked ids; emptying a log sends nothing but commits.
    assert ("POST /backend/system/eventlogs", "checked%5B%5D=41&checked%5B%5D=42") in commits
    assert ("POST /backend/system/eventlogs", None) in commits
    # Plugins: disabling can be undone, removing and resetting cannot.
    manage = "POST /backend/system/updates/manage"
    assert (manage, "action=disable&checked%5B%5D=12&checked%5B%5D=15") in harmless
    assert {b for r, b in commits if r == manage} == {
        "action=remove&checked%5B%5D=12&checked%5B%5D=15",
        "action=refresh&checked%5B%5D=12&checked%5B%5D=15",
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
