"""The two-hundred-and-thirty-eighth held-out corpus, Calibre-Web (a Flask e-book library whose
pages are rendered on the server, with jQuery posting forms, urlencoded and JSON requests and
Bootstrap confirmation modals): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v238"
CATEGORIES = {
    "opens-prompt": 162,
    "reversible": 99,
    "delete": 63,
    "harmless": 36,
    "reset": 36,
    "overwrite": 27,
    "delete-user": 27,
    "merge": 18,
    "shutdown": 18,
    "revoke": 18,
    "grant": 18,
    "send": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v238", total=531, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying Flask-WTF's token; every page load is a GET.
    assert all(r.startswith("POST ") and "csrf_token=" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The requests of jQuery's $.ajax go to the app's own paths.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)


def test_what_the_app_sends_and_which_requests_commit() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # The server's restart and its reconnection are harmless; its shutdown is not.
    assert ("POST /shutdown", '{"parameter":1}') in commits
    assert {
        ("POST /shutdown", '{"parameter":0}'),
        ("POST /shutdown", '{"parameter":2}'),
    } <= harmless
    # Opening a confirmation asks the server for its texts, and commits nothing.
    opened = {r for r, _ in harmless if r.startswith("POST /ajax/loaddialogtexts/")}
    assert len(opened) == 7 and not any(r in opened for r, _ in commits)
    # A full Kobo sync's "Delete" is harmless; deleting the Kobo token revokes it.
    assert "POST /ajax/fullsync/4" in {r for r, _ in harmless}
    assert "POST /kobo_auth/deleteauthtoken/4" in {r for r, _ in commits}
    # The login form commits only as Forgot Password? (the password is reset and mailed).
    logins = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /login"}  # fmt: skip
    assert {d for d, _ in logins} == {True, False}
    assert all((b or "").endswith("&forgot=forgot") == d for d, b in logins)
    # The email settings commit only as Revoke Gmail Access; the test email is harmless.
    mail = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
            strict=True) if r == "POST /admin/mailsettings"}  # fmt: skip
    assert all(("&invalidate=submit&" in (b or "")) == d for d, b in mail)
    assert any((b or "").endswith("&test=test") for d, b in mail if not d)
    # The user form deletes the user only with delete=True appended.
    users = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == "POST /admin/user/4"}  # fmt: skip
    assert {d for d, _ in users} == {True, False}
    assert all((b or "").endswith("&delete=True") == d for d, b in users)
    # Archiving the selected books can be undone; merging and deleting them cannot.
    assert any(r == "POST /ajax/editbooks/is_archived" for r, _ in harmless)
    assert {"POST /ajax/mergebooks", "POST /ajax/deletebook"} <= {r for r, _ in commits}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
