"""The five-hundred-and-third held-out corpus, wg-easy (a Nuxt single-page app that runs a
WireGuard VPN server, whose controls call its own server with fetch, with downloads and
links that load pages, and the app's own dialogs before each deletion, range change and
restart): what it holds, that every action states its requests in nine languages, and that
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

FOLDER = Path(__file__).parent / "heldout_v503"
CATEGORIES = {"reversible": 171, "harmless": 135, "opens-prompt": 63, "delete": 54,
              "overwrite": 45, "disconnect": 9, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v503", total=486, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the app's own server; the page loads are GETs, and only the
    # release link leaves the app.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "link" and "://" in r} == {
        "GET https://github.com/wg-easy/wg-easy/releases/tag/15.2.1"
    }
    # Every body is JSON; a write without one is a deletion, a switch, the one-time link, a
    # restart or a logout.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    bare = {r for r, b, v in sent if v is None and not b and not r.startswith("GET ")}
    assert bare == {*(f"DELETE /api/client/{n}" for n in range(1, 7)),
                    "POST /api/client/1/disable", "POST /api/client/2/enable",
                    "POST /api/client/1/generateOneTimeLink",
                    "POST /api/admin/interface/restart", "DELETE /api/session"}  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {f"DELETE /api/client/{n}" for n in range(1, 7)} <= commits
    assert {"POST /api/admin/interface/cidr", "POST /api/admin/interface/restart",
            "POST /api/me/totp", "POST /api/setup/migrate"} <= commits  # fmt: skip
    assert not commits & {"POST /api/client/1", "POST /api/client/1/disable",
                          "POST /api/client/1/generateOneTimeLink", "DELETE /api/session",
                          "POST /api/auth/unlink", "POST /api/me/password",
                          "POST /api/admin/interface", "POST /api/admin/hooks"}  # fmt: skip
    # Only disabling two-factor authentication commits; setting it up does not.
    totp = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
            if r == "POST /api/me/totp" and c.irreversible}  # fmt: skip
    assert totp == {'{"type":"delete","currentPassword":"correct-horse-battery"}'}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
