"""The three-hundred-and-twenty-ninth held-out corpus, LibreBooking (a PHP booking app whose
server-rendered pages post their dialogs' forms with jQuery, carrying a CSRF token, with a
few HTML form posts and page loads): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v329"
CSRF = "CSRF_TOKEN=9c41e07b5fd2a86e3b1c74d0a95f6e28"
CATEGORIES = {"opens-prompt": 162, "harmless": 135, "delete": 90, "reversible": 81,
              "send": 36, "delete-user": 27, "reset": 18, "refund": 9}  # fmt: skip


def _fields(case: Case) -> object:
    """What a case does, but for the two fields whose value is the page's language: the
    login's language box and the change password button's words."""
    bodies = tuple(re.sub(r"(language|change_password)=[^&]*", r"\1=", b) if b else b
                   for b in case.bodies)  # fmt: skip
    return case.category, case.irreversible, case.sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v329", total=558, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/Web/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Page loads are GETs; the three HTML forms post to their own pages.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "form"} == {
        "POST /Web/index.php",
        "POST /Web/forgot.php",
        "POST /Web/password.php",
    }
    # Every jQuery post carries the token last, but on Data Cleanup, a page without one.
    posts = [(r, b) for r, b, v in sent if v is None and r.startswith("POST ")]
    assert all((b or "").endswith(CSRF) != ("data_cleanup.php" in r) for r, b in posts)
    # jQuery's ajaxGet adds its cache-busting timestamp; $.get does not.
    gets = {r for r, _, v in sent if v is None and r.startswith("GET ")}
    assert all(("&_=" in r) != ("dr=permissions" in r) for r in gets)
    # Every commit is a jQuery post, but the forgot password page's form.
    assert all(c.vias == (None,) or c.sends == ("POST /Web/forgot.php",)
               for c in cases if c.irreversible)  # fmt: skip
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                      strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # The same blackout form commits only when it deletes the conflicting reservations.
    blackout = "POST /Web/admin/manage_blackouts.php?action=add"

    def conflicts(pairs: set[tuple[str, str | None]]) -> set[str]:
        return set(re.findall(r"conflictAction=(\w+)", " ".join(
            b or "" for r, b in pairs if r == blackout)))  # fmt: skip

    assert conflicts(commits) == {"delete"} and conflicts(harmless) == {"bookAround"}
    # An announcement is emailed only with its box ticked.
    add = "POST /Web/admin/manage_announcements.php?aid=&action=addAnnouncement"
    assert all("SEND_AS_EMAIL=on" in (b or "") for r, b in commits if r == add)
    assert not any("SEND_AS_EMAIL" in (b or "") for r, b in harmless if r == add)
    # Deactivating a user and making a schedule the default are undone by the same links.
    assert ("POST /Web/admin/manage_users.php?uid=42&action=deactivate", CSRF) in harmless
    assert any(r == "POST /Web/admin/manage_payments.php?action=issueRefund" for r, _ in commits)
    # Reloading a template's original only loads it; Update is an edit.
    assert not any("manage_email_templates.php" in r for r, _ in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
