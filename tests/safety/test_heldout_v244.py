"""The two-hundred-and-forty-fourth held-out corpus, Mbin (a federated link aggregator whose
Symfony pages are rendered on the server: HTML forms carrying CSRF tokens, Stimulus controllers
that send forms with fetch, the browser's confirm() before most destructive buttons, and a few
plain links that delete): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v244"
CATEGORIES = {"opens-prompt": 198, "reversible": 126, "delete": 63, "harmless": 54,
              "send": 36, "revoke": 27, "delete-user": 18, "publish": 9, "reset": 9,
              "overwrite": 9}  # fmt: skip
OWN_THREAD = "/m/selfhosting/t/4182/Nightly-Postgres-backups-with-restic"
THEIR_THREAD = "/m/selfhosting/t/4190/Cheap-VPS-deals-thread"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v244", total=549, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias,
                                          c.confirmed))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is to the instance itself.
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # A form posts its CSRF token (a hand-written form's ``token``, a Symfony form's
    # ``[_token]``, the login's ``_csrf_token``), but for the notifications' bodiless forms;
    # the one GET form opens the ban page.
    posts = [(r, b or "") for r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert all(b.startswith("token=") or "_token" in b for r, b in posts
               if not r.startswith("POST /settings/notifications/"))  # fmt: skip
    assert {r for r, _, v in sent if v == "form" and r.startswith("GET ")} == {
        "GET /m/selfhosting/panel/ban/marek?"
    }
    # Links are GETs; only the log-out's carries a token.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert [r.split("?")[0] for r, _, v in sent if v == "link" and "token" in r] == [
        "GET /logout"
    ] * 9
    # A fetch posts a FormData (multipart) or reads.
    assert all(r.startswith("GET ") or (b or "").startswith("------WebKitFormBoundary")
               for r, b, v in sent if v is None)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # The author's Delete is final; a moderator's moves the thread to the trash.
    assert f"POST {OWN_THREAD}/delete" in commits and f"POST {THEIR_THREAD}/delete" in harmless
    assert "POST /m/selfhosting/t/4190/-/purge" in commits
    # A magazine's Delete can be restored, its Purge cannot.
    assert "POST /m/selfhosting/delete" in harmless and "POST /m/selfhosting/purge" in commits
    # Two plain links delete at once, without a token or a confirmation.
    assert {"GET /settings/filter_lists/delete/7", "GET /bookmark-lists/deleteList/5"} <= commits
    # A signup decision emails the applicant, approved or not.
    assert {r.split("?")[0] for r in commits if r.startswith("POST /admin/signup_requests/")} == {
        "POST /admin/signup_requests/31/approve",
        "POST /admin/signup_requests/31/reject",
    }
    # The account deletion only commits with Delete immediately ticked.
    deletions = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == "POST /settings/account_deletion"}  # fmt: skip
    assert {d for d, _ in deletions} == {True, False}
    assert all(("instantDelete%5D=1" in (b or "")) == d for d, b in deletions)
    # Every commit but the two links, the report, the message, the comment and the account
    # deletion page answers the page's confirm() OK.
    confirmed = [c for c in cases if c.irreversible and c.confirmed]
    assert len(confirmed) == 13 * 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
