"""The four-hundred-and-fifty-fourth held-out corpus, Cacti (server-drawn PHP pages loaded by
jQuery: list pages whose actions dropdown opens a confirmation page, forms posted by
XMLHttpRequest with csrf-magic's token before the body, jQuery UI dialogs, a few page loads
and whole-page forms): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v454"
TOKEN = "__csrf_magic=sid:"
CATEGORIES = {"harmless": 225, "reversible": 99, "delete": 90, "opens-prompt": 54,
              "send": 27, "reset": 9, "delete-user": 9, "overwrite": 9,
              "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v454", total=531, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/cacti/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every XMLHttpRequest POST starts with csrf-magic's raw token; the whole-page forms
    # carry it encoded, first; page loads are GETs.
    assert all((b or "").startswith(TOKEN) for r, b, v in sent if v is None and r[0] == "P")
    assert all(r.startswith("POST ") and (b or "").startswith("__csrf_magic=sid%3A")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A confirmation commits by its drp_action: the device's Delete and Clear Statistics
    # commit, its Disable does not; Go on a list only draws the confirmation.
    bodies = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /cacti/host.php"}  # fmt: skip
    assert {b.rsplit("&", 1)[1] for d, b in bodies if d} == {"drp_action=1", "drp_action=5"}
    assert all("chk_12=on" not in b for d, b in bodies if d)
    assert any("chk_12=on" in b for d, b in bodies if not d)
    assert {d for d, b in bodies if b.endswith("drp_action=3")} == {False}
    # Some commits are plain GETs: the log purge, Send Report, Logout Everywhere, the test
    # email and the plugin's uninstall; the log's Purge button and Logout are not.
    assert {"GET /cacti/clog.php?purge_continue=1&filename=cacti.log",
            "GET /cacti/reports_admin.php?action=send&id=3&tab=details",
            "GET /cacti/auth_profile.php?action=logout_everywhere",
            "GET /cacti/settings.php?action=send_test",
            "GET /cacti/plugins.php?mode=uninstall&id=thold"} <= commits  # fmt: skip
    assert {"GET /cacti/clog.php?purge=true&filename=cacti.log",
            "GET /cacti/logout.php"} <= harmless - commits  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
