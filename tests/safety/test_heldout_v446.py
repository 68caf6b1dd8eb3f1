"""The four-hundred-and-forty-sixth held-out corpus, Mailu's admin interface (server-rendered
Flask pages whose controls are HTML forms carrying ``csrf_token``, page links, the confirmation
page every deletion goes through, and one XMLHttpRequest): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v446"
CATEGORIES = {"harmless": 144, "reversible": 126, "opens-prompt": 117, "delete": 63,
              "revoke": 36, "overwrite": 9, "reset": 9, "send": 9}  # fmt: skip


def _same_words(body: str | None) -> str | None:
    """A form body with its submit button's label (in the page's language) left out."""
    return body and re.sub(r"(^|&)(submit\w*)=[^&]*", r"\1\2=", body)


def _fields(c: Case) -> object:
    return (c.category, c.irreversible, c.sends, [_same_words(b) for b in c.bodies], c.vias)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v446", total=513, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same actions everywhere; only the submit buttons' labels in the bodies differ.
    assert_same_actions(cases, _fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    assert all(r.split()[1].startswith(("/admin", "/sso/", "https://mailu.io/"))
               for r, _, _ in sent)  # fmt: skip
    # Every form is a POST with the CSRF token, but the sign-in form, which has none.
    forms = [(r, b) for r, b, v in sent if v == "form"]
    assert all(r.startswith("POST ") for r, _ in forms)
    assert all("csrf_token=" in (b or "") for r, b in forms if r != "POST /sso/login")
    assert all("csrf_token" not in (b or "") for r, b in forms if r == "POST /sso/login")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The one XMLHttpRequest is the language menu's POST, with no body.
    assert {(r, b) for r, b, v in sent if v is None} == {("POST /admin/language/fr", None)}
    # Every commit is a form post; a confirmation posts only its token and button.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /admin/announcement" in commits
    assert "POST /admin/domain/genkeys/example.org" in commits
    assert "POST /admin/anonalias/delete/bikeshop.walnut@example.org" in commits
    assert "POST /admin/anonalias/disable/bikeshop.walnut@example.org" in harmless
    # A fetched account commits only when it does not keep the emails on the server.
    fetch = "POST /admin/fetch/create/admin@example.org"
    kept = {(c.irreversible, "&keep=y&" in (c.bodies[0] or "")) for c in cases
            if list(c.sends or ()) == [fetch]}  # fmt: skip
    assert kept == {(True, False), (False, True)}
    # Editing a user commits only with a new password typed.
    edit = "POST /admin/user/edit/lena@example.org"
    typed = {(c.irreversible, "&pw=&" not in (c.bodies[0] or "")) for c in cases
             if list(c.sends or ()) == [edit]}  # fmt: skip
    assert typed == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
