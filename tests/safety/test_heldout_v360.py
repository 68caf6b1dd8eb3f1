"""The three-hundred-and-sixtieth held-out corpus, Elk (a Nuxt single-page Mastodon client whose
controls call the user's Mastodon server through masto.js, with the app's own
confirmation dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v360"
API = "https://mastodon.social"
CATEGORIES = {"reversible": 189, "opens-prompt": 126, "delete": 72, "block": 36,
              "publish": 36, "harmless": 27, "report": 18, "grant": 18, "vote": 9,
              "send": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v360", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every script request goes to the user's server; the one page load is the original post.
    assert all(r.split()[1].startswith(f"{API}/api/v") for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "link"} == {
        "GET https://fosstodon.org/@tomas/112503917630118204"
    }
    # Bodies are JSON objects; the profile's multipart form is the one write without one.
    assert all(json.loads(b) is not None for _, b, _ in sent if b)
    bare = {r for r, b, v in sent if v is None and not b and not r.startswith(("GET ", "POST "))}
    assert bare == {
        f"DELETE {API}/api/v1/statuses/112504102937715302",
        f"DELETE {API}/api/v1/scheduled_statuses/8841",
        f"DELETE {API}/api/v1/lists/54218",
        f"DELETE {API}/api/v1/push/subscription",
        f"PATCH {API}/api/v1/accounts/update_credentials",
    }
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"POST {API}/api/v1/statuses" in commits
    assert f"POST {API}/api/v1/reports" in commits
    assert f"POST {API}/api/v1/domain_blocks" in commits
    assert f"POST {API}/api/v1/polls/480213/votes" in commits
    # The same request is a commit or not by its body: a scheduled post is not yet sent.
    assert f"POST {API}/api/v1/statuses" in harmless
    scheduled = [b for c in cases if not c.irreversible for r, b in zip(
        c.sends or (), c.bodies, strict=True) if r == f"POST {API}/api/v1/statuses"]  # fmt: skip
    assert scheduled and all('"scheduled_at":' in b for b in scheduled)
    # Undoing a boost, muting and signing out commit nothing.
    assert f"POST {API}/api/v1/statuses/112503918846205517/unreblog" in harmless
    assert f"POST {API}/api/v1/accounts/109923846512307711/mute" in harmless
    assert f"DELETE {API}/api/v1/push/subscription" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
