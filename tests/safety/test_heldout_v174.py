"""The hundred-and-seventy-fourth held-out corpus, Wallos (PHP pages whose controls are plain
JavaScript ``fetch`` calls carrying an X-CSRF-Token header, with JSON, urlencoded or FormData
bodies, a few page loads, GET cron jobs and the browser's ``confirm()``): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v174"
CATEGORIES = {
    "reversible": 207,
    "delete": 99,
    "send": 99,
    "opens-prompt": 54,
    "navigate": 36,
    "delete-user": 27,
    "revoke": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v174", total=531, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and {v for _, _, v in sent} == {"link", None}
    # The endpoints are fetched; page loads are GETs of the pages.
    assert all(r.split()[1].startswith("/endpoints/") for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "link"} == {
        "GET /settings.php",
        "GET /logout.php",
        "GET /admin.php",
    }
    # Every JSON body is JSON.stringify's, without spaces.
    for _, body, _ in sent:
        if body and body.startswith("{"):
            assert json.dumps(json.loads(body), separators=(",", ":"), ensure_ascii=False) == body
    # A commit's first request is a POST, or a cron job run by a GET.
    firsts = {(c.sends or ("",))[0] for c in cases if c.irreversible}
    assert all(r.startswith("POST ") or "/cronjobs/send" in r for r in firsts)
    assert "GET /endpoints/cronjobs/sendnotifications.php" in firsts
    assert "POST /endpoints/user/regenerateapikey.php" in firsts
    # Renewing, cloning and saving a subscription are harmless; its delete is not.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /endpoints/subscription/renew.php" in harmless
    assert "POST /endpoints/subscription/delete.php" not in harmless
    assert "POST /endpoints/subscription/delete.php" in firsts
    # Account deletion is the second confirm()'s OK; the first only opens it.
    deletions = [c for c in cases if c.category == "delete-user" and c.language == "en"]
    assert [c.sends[0] for c in deletions if c.sends] == [
        "POST /endpoints/settings/deleteaccount.php",
        "POST /endpoints/admin/deleteuser.php",
    ]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
