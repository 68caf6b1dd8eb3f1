"""The two-hundred-and-thirty-third held-out corpus, AdGuard Home (a React single-page admin
interface whose controls call the server's ``/control/`` API, with the browser's own
``confirm()`` before every destructive action): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS, load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v233"
CATEGORIES = {"delete": 198, "reversible": 162, "opens-prompt": 54, "harmless": 36,
              "reset": 36, "update": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v233", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request goes to the server's API on the page's own origin, but the page load
    # after signing in; the only page loads are GETs.
    assert all(r.split()[1].startswith("/control/") for r, _, _ in sent if r != "GET /")
    assert {v for _, _, v in sent} == {"link", None}
    assert {r for r, _, v in sent if v == "link"} == {"GET /control/logout", "GET /"}
    # Every body is JSON, written compactly.
    assert all(b[0] == "{" and ": " not in b and ", " not in b for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    for path in ("querylog_clear", "stats_reset", "clients/delete", "dhcp/reset",
                 "dhcp/reset_leases", "dhcp/remove_static_lease", "filtering/remove_url",
                 "rewrite/delete", "tls/configure", "update"):  # fmt: skip
        assert f"POST /control/{path}" in commits, path
    # Shortening a retention deletes data; the same settings saved otherwise do not.
    assert "PUT /control/querylog/config/update" in commits & harmless
    # Clearing the DNS cache, disallowing a client and blocking a domain are not commits.
    assert {"POST /control/cache_clear", "POST /control/access/set",
            "POST /control/filtering/set_rules"} <= harmless - commits  # fmt: skip
    # Every commit but Update now is the OK of a window.confirm(), in the case's language.
    for entry in read_entries(FOLDER / "heldout_v233.yaml"):
        if entry["category"] != "update":
            taps = {c["tap"] for c in entry["cases"] if c["irreversible"]}
            assert taps <= {CONFIRM_BUTTONS[entry["language"]][0]}, entry["source"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
