"""The four-hundred-and-seventy-ninth held-out corpus, Helpy (a Rails help desk whose pages
are rendered on the server: jquery_ujs ``remote`` links and forms sent by XHR, forms posted
with their ``authenticity_token``, ``data-method`` links turned into forms, and the
Bootstrap modal that stands in for ``confirm()``): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are
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

FOLDER = Path(__file__).parent / "heldout_v479"
CATEGORIES = {"reversible": 207, "opens-prompt": 126, "delete": 63, "harmless": 36,
              "publish": 18, "send": 18, "delete-user": 18, "merge": 9, "anonymize": 9,
              "revoke": 9, "overwrite": 9, "report": 9}  # fmt: skip
LOCALES = "en|zh-cn|ja|ko|de|fr|es|pt-br|ru"


def _same(text: str | None) -> str | None:
    """A request or body with what rightly differs between languages made alike: the
    submit button's words (``commit=``) and the locale of the help centre's paths."""
    if text is None:
        return None
    text = re.sub(r"commit=[^&]*", "commit=*", text)
    text = re.sub(r'(name="commit"\r\n\r\n)[^\r]*', r"\1*", text)
    return re.sub(rf"(^| )/({LOCALES})/", r"\1/LOCALE/", text)


def _fields(c: Case) -> object:
    return (c.category, c.irreversible, [_same(r) for r in c.sends or ()],
            [_same(b) for b in c.bodies], c.vias)  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v479", total=531, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every path is the app's own: the admin's, or the help centre's under its locale.
    assert all(re.match(rf"[A-Z]+ /(admin/|({LOCALES})/)", r) for r, _, _ in sent)
    # A form carries the token (jquery_ujs's data-method forms put _method first); a page
    # load is a GET.
    assert all(r.startswith("POST ") and "authenticity_token" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A ticket's state changes are GETs by XHR and stay harmless; emptying the trash is a
    # GET by XHR that deletes.
    assert "GET /admin/empty_trash" in commits
    assert any(r.startswith("GET /admin/topics/update_topic?change_status=trash")
               for r in harmless)  # fmt: skip
    # The merge's OK sends the ticked ids twice (the link's handler runs on both clicks).
    merge = "POST /admin/topics/merge_tickets?merge=" + "&topic_ids[]=4821&topic_ids[]=4822" * 2
    assert merge in commits
    # A reply to the customer is sent; the same form as an internal note is not.
    posts = "POST /admin/topics/4821-printer-offline-after-update/posts"
    kinds = {(c.irreversible, "post%5Bkind%5D=note" in (b or "")) for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True) if r == posts}  # fmt: skip
    assert kinds == {(True, False), (False, True)}
    # Moving a private ticket into a public community publishes it; an API key's expiry
    # revokes it; the import overwrites.
    assert any("toggle_privacy" in r and "private=false" in r for r in commits)
    assert "DELETE /admin/settings/api_keys/3" in commits
    assert "POST /admin/imports/restore" in commits
    # Logging in and out, and asking for a reset link, are harmless.
    assert {"GET /en/users/sign_out", "POST /en/users/sign_in", "POST /en/users/password"} <= (
        harmless
    )


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
