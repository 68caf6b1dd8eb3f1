"""The four-hundred-and-eightieth held-out corpus, iRedAdmin (a mail server's admin panel of
server-rendered pages whose controls are HTML forms carrying ``csrf_token`` and page links,
with bulk actions that delete at once, no confirmation): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v480"
CATEGORIES = {
    "harmless": 234,
    "reversible": 153,
    "delete-user": 63,
    "delete": 45,
    "reset": 27,
    "opens-prompt": 18,
}
# The fields whose values are the page's own words or language: the named submit buttons
# and the login form's language select.
LOCALISED = re.compile(r"&(form_login|submit_\w+|lang)=[^&]*")


def _bodies(case: object) -> tuple[str | None, ...]:
    return tuple(b and LOCALISED.sub(r"&\1=", b) for b in case.bodies)  # type: ignore[attr-defined]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v480", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, _bodies(c),
                                          c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/iredadmin/") for r, _, _ in sent)
    # Only forms and links: the panel's scripts send no request of their own.
    assert {v for _, _, v in sent} == {"form", "link"}
    # Every POST is a form carrying the CSRF token, but the login form, which has none.
    posts = [(r, b) for r, b, v in sent if r.startswith("POST ")]
    assert all(v == "form" for r, _, v in sent if r.startswith("POST "))
    assert all((b or "").startswith("csrf_token=") != (r == "POST /iredadmin/login")
               for r, b in posts)  # fmt: skip
    # Every commit is a form post; links and the log's GET filter never commit.
    assert all(c.sends and c.vias[-1] == "form" and c.sends[-1].startswith("POST ")
               for c in cases if c.irreversible)  # fmt: skip
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
               strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible for r, b in zip(c.sends or (),
                c.bodies, strict=True)}  # fmt: skip
    # A bulk action commits with action=delete, and only then: Disable, Enable and Mark as
    # global admin post to the same lists.
    lists = ("POST /iredadmin/domains", "POST /iredadmin/users/")
    assert all("&action=delete&" in (b or "") for r, b in commits if r.startswith(lists))
    assert all("&action=delete&" not in (b or "") for r, b in harmless if r.startswith(lists))
    # Deleting a domain or a user commits whatever days its mailbox is kept (0 is forever).
    days = {re.search(r"keep_mailbox_days=(\d+)", b or "").group(1)  # type: ignore[union-attr]
            for r, b in commits if r.startswith(lists)}  # fmt: skip
    assert days == {"0", "7", "30", "90", "730"}
    # The admin list's Delete commits for standalone admins, but only clears a mail user's
    # admin flags.
    anna = "mail=anna.berg%40lakeside.example&action=delete"
    assert any(r == "POST /iredadmin/admins" and (b or "").endswith(anna) for r, b in harmless)
    assert sum(r == "POST /iredadmin/admins" for r, _ in commits) == 3
    # Setting another account's password commits; the admin's own does not.
    assert {r for r, _ in commits if "/password/" in r} == {
        "POST /iredadmin/profile/user/password/anna.berg@lakeside.example",
        "POST /iredadmin/profile/user/password/mia.chen@lakeside.example",
        "POST /iredadmin/profile/admin/password/helpdesk@lakeside.example",
    }
    assert "POST /iredadmin/profile/admin/password/sysadmin@lakeside.example" in {
        r for r, _ in harmless
    }
    # The admin log's entries are deleted, some or all.
    logs = {b for r, b in commits if r == "POST /iredadmin/activities/admins"}
    assert {(b or "").rsplit("action=", 1)[1] for b in logs} == {"delete", "deleteAll"}
    # Logging out is a plain link.
    assert ("GET /iredadmin/logout", None) in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
