"""The four-hundred-and-forty-fourth held-out corpus, Hestia Control Panel (a web hosting panel
whose pages are rendered on the server in PHP: HTML forms carrying ``token``, links carrying it
in their query, confirmation ``<dialog>``s whose OK loads the link, and the notifications'
scripted requests): what it holds, that every action states its requests in nine languages, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v444"
TOKEN = "5f3a9c27d81e4b60a2c7e19f04d6b83c"
CATEGORIES = {"delete": 153, "opens-prompt": 126, "reversible": 108, "overwrite": 63,
              "harmless": 27, "delete-user": 27, "revoke": 27, "reboot": 18,
              "send": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v444", total=558, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the token first; every link is a GET carrying it, but
    # the two Back links.
    assert all(r.startswith("POST ") and (b or "").startswith(f"token={TOKEN}")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "link" and f"token={TOKEN}" not in r} == {
        "GET /login/?logout=true",
        "GET /add/webapp/?domain=northwind-bakery.com",
    }
    # The scripted requests are the notifications panel's: listing and dismissing.
    assert {r.split("?")[0] for r, _, v in sent if v is None} == {
        "GET /list/notifications/",
        "GET /delete/notification/",
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A dialog's OK deletes, or reboots the server, with a GET.
    assert f"GET /delete/web/?domain=northwind-bakery.com&token={TOKEN}" in commits
    assert any(r.startswith("GET /restart/system/?hostname=") for r in commits)
    # Suspending a user is undone by Unsuspend; Restore All overwrites with no dialog.
    assert f"GET /suspend/user/?user=alice&token={TOKEN}" in harmless
    assert f"GET /schedule/restore/?token={TOKEN}&backup=alice.2026-08-20_05-10-03.tar" in commits
    # The bulk form's Apply to selected commits with Delete and not with Rebuild All.
    bulk = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
            strict=True) if r == "POST /bulk/user/"}  # fmt: skip
    assert {(d, "action=delete" in (b or "")) for d, b in bulk} == {(True, True), (False, False)}
    # The mail account's Save sends only with an address to email the credentials to.
    saves = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r.startswith("POST /edit/mail/")}  # fmt: skip
    assert {(d, "v_send_email=nadia%40example.org" in (b or "")) for d, b in saves} == {
        (True, True),
        (False, False),
    }
    # Creating a backup at the package's limit of one replaces the only earlier one.
    assert f"GET /schedule/backup/?token={TOKEN}" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
