"""The four-hundred-and-eighty-eighth held-out corpus, XBackBone (a PHP file sharing server whose
pages are rendered on the server, with HTML forms that carry no anti-forgery token, page links
that write, and jQuery posts from the dashboard's buttons): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v488"
CATEGORIES = {
    "reversible": 171,
    "harmless": 108,
    "delete": 99,
    "opens-prompt": 54,
    "delete-user": 18,
    "send": 18,
    "revoke": 18,
    "overwrite": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v488", total=495, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request goes to the app's own origin, written as its path.
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Forms are posts with no anti-forgery field; page loads are GETs.
    assert all(r.startswith("POST ") for r, _, v in sent if v == "form")
    assert not any("csrf" in (b or "").lower() for _, b, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The dashboard's jQuery posts carry no body, but for the tags' urlencoded data.
    assert {b for r, b, v in sent if v is None and r.startswith("POST ")} == {
        None,
        "tagId=3&mediaId=12",
        "tag=receipts&mediaId=12",
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A row's Delete deletes at once; Publish and Hide undo each other.
    assert "POST /upload/12/delete" in commits and "POST /upload/12/unpublish" in harmless
    assert "POST /upload/14/publish" in harmless
    # Links that write: the delete dialogs' Delete, Clear Account, the orphans' cleanup.
    assert {"GET /user/5/delete", "GET /upload/17/delete", "GET /user/5/clear",
            "GET /system/deleteOrphanFiles"} <= commits  # fmt: skip
    assert "GET /system/recalculateUserQuota" in harmless and "GET /logout" in harmless
    # A new token revokes the old one; the upgrade replaces the installed code.
    assert {"POST /user/5/refreshToken", "POST /user/1/refreshToken"} <= commits
    assert "POST /system/upgrade" in commits
    # A new user commits only when the notification e-mail is sent.
    creations = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == "POST /user/create"}  # fmt: skip
    assert {d for d, _ in creations} == {True, False}
    assert all(("send_notification=on" in (b or "")) == d for d, b in creations)
    # Bulk deletion posts once for each selected upload.
    bulk = [c.sends for c in cases if c.sends and len(c.sends) == 2]
    assert bulk and all(c.irreversible for c in cases if c.sends and len(c.sends) == 2)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
