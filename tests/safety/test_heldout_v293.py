"""The two-hundred-and-ninety-third held-out corpus, mailcow (PHP pages rendered from Twig
templates whose jQuery scripts post to the app's own ``/api/v1/`` with a CSRF token, with HTML
form posts, page ``confirm()`` calls and the app's own delete confirmation modal): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v293"
CATEGORIES = {"opens-prompt": 144, "reversible": 126, "delete": 117, "revoke": 45,
              "harmless": 36, "send": 36, "delete-user": 18, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v293", total=531, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form post carries the CSRF token last; every page load is a GET.
    assert all(r.startswith("POST ") and "&csrf_token=" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every XMLHttpRequest POST goes to the API, its urlencoded body ending with the token.
    posts = [(r, b) for r, b, v in sent if v is None and r.startswith("POST ")]
    assert posts and all(r.startswith("POST /api/v1/") and (b or "").split("&")[-1]
                         .startswith("csrf_token=") for r, b in posts)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    for kind in ("domain", "mailbox", "qitem", "dkim", "admin", "app-passwd"):
        assert f"POST /api/v1/delete/{kind}" in commits
    # The queue's Delete all commits; Flush queue, Deliver and Hold do not, on the same URL.
    queue = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == "POST /api/v1/edit/mailq"]  # fmt: skip
    assert {d for d, b in queue if "super_delete" in (b or "")} == {True}
    assert {d for d, b in queue if "super_delete" not in (b or "")} == {False}
    # Releasing a quarantined message commits by the API and by the release page's form.
    assert "POST /api/v1/edit/qitem" in commits
    assert any(r.startswith("POST /qhandler/release/") for r in commits)
    # Clearing the login history is a GET that writes; the quick release link only opens
    # the page that asks to confirm.
    assert "GET /api/v1/get/reset-last-login/jane%40example.org" in commits
    assert "GET /inc/ajax/qitem_details.php?id=42&quick_release" in harmless
    assert "POST /api/v1/edit/self" in harmless and "POST /api/v1/add/domain" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
