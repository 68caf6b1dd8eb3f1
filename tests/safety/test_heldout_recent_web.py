"""The held-out web corpora from v28 on, one app each, every action with the request and
body its client sends: Zulip (v28, ``/json``), PeerTube (v29, ``/api/v1``, JSON or
multipart), Vikunja (v30, ``/api/v1``, which creates with PUT), Kanboard (v31, routed by
its query, whose confirmations are links: GETs carrying a token), Immich (v32, ``/api``),
Jellyfin (v33), MantisBT (v34, server-rendered PHP, whose links carry each form's own
token), Paperless-ngx (v35, ``/api``) and wallabag (v36, server-rendered, every write a
form POST). Their figures are
reported by bench/safety.py, never pinned here: these tests pin what each corpus is."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
)

TESTS = Path(__file__).parent
CORPORA = {
    "heldout_v28": (459, 171, "/json/", {
        "reversible": 171, "delete": 117, "opens-prompt": 72, "send": 72, "leave": 18,
        "account": 9,
    }),
    "heldout_v29": (459, 162, "/api/v1/", {
        "reversible": 225, "delete": 99, "send": 45, "opens-prompt": 36, "publish": 18,
        "delete-account": 18, "report": 9, "ban": 9,
    }),
    "heldout_v30": (450, 153, "/api/v1/", {
        "reversible": 225, "delete": 117, "opens-prompt": 54, "mention": 18, "comment": 9,
        "remove-member": 9, "leave": 9, "delete-account": 9,
    }),
    "heldout_v31": (414, 135, "/?controller=", {
        "opens-prompt": 117, "delete": 117, "reversible": 108, "mail": 45, "send": 27,
    }),
    "heldout_v32": (441, 144, "/api/", {
        "reversible": 207, "opens-prompt": 72, "delete": 72, "merge": 27, "invite": 18,
        "send": 18, "leave": 9, "share": 9, "delete-account": 9,
    }),
    "heldout_v33": (423, 135, "/", {
        "reversible": 180, "opens-prompt": 81, "delete": 72, "account": 63, "server": 18,
        "overwrite": 9,
    }),
    "heldout_v34": (423, 135, "/", {
        "opens-page": 135, "reversible": 108, "delete": 72, "navigation": 45, "comment": 18,
        "upgrade": 9, "mail": 9, "reset-password": 9, "delete-account": 9, "revoke": 9,
    }),
    "heldout_v35": (432, 144, "/api/", {
        "delete": 180, "reversible": 162, "opens-prompt": 81, "send": 9,
    }),
    "heldout_v36": (432, 135, "/", {
        "reversible": 189, "delete": 108, "opens-prompt": 81, "feed-token": 27,
        "delete-account": 18, "revoke": 9,
    }),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(CORPORA))
def test_a_recent_web_corpus_states_every_request_in_nine_languages(name: str) -> None:
    total, irreversible, root, categories = CORPORA[name]
    folder = TESTS / name
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert_counts(cases, name, total=total, irreversible=irreversible)
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    # Every commit sends, but Zulip's Delete draft: drafts live in the browser alone.
    silent = [c for c in cases if c.irreversible and not c.sends]
    assert len(silent) == (18 if name == "heldout_v28" else 0)
    assert Counter(c.category for c in cases) == categories
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith(root) for r in requests)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends))
    if name == "heldout_v31":  # every deletion is a GET whose query carries the token
        gets = [r for c in cases if c.irreversible for r in c.sends or () if r[:4] == "GET "]
        assert len(gets) == 90 and all("csrf_token=" in r for r in gets)
    if name == "heldout_v34":  # seven links per language carry a form's token
        gets = [r for c in cases for r in c.sends or () if r[:4] == "GET "]
        assert len(gets) == 63 and all("_token=" in r for r in gets)
    assert_built(folder)
