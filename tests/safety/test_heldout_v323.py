"""The three-hundred-and-twenty-third held-out corpus, Flood (a React web front end for
torrent clients whose controls call its own server's JSON API with axios, with unnamed icon
buttons that remove at once and a remove modal whose checkbox decides whether files go): what
it holds, that every action states its requests in nine languages, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v323"
CATEGORIES = {"reversible": 216, "delete": 126, "opens-prompt": 81, "remove": 45,
              "overwrite": 27, "harmless": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v323", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to Flood's own API on the page's origin; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write with a body sends JSON.
    assert all(b[0] in "[{" for r, b, v in sent if b)
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    requests = {r for r, _ in commits}
    assert "DELETE /api/notifications" in requests
    assert "DELETE /api/auth/users/maria" in requests
    assert any(r.startswith("DELETE /api/feed-monitor/") for r in requests)
    deletes = [b for r, b in commits if r == "POST /api/torrents/delete"]
    assert any('"deleteData":true' in b for b in deletes)
    assert any('"deleteData":false' in b for b in deletes)
    # Starting, stopping, moving, tagging and adding never commit; Cancel and No never do.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert not harmless & requests - {"PATCH /api/settings", "PATCH /api/torrents/trackers",
                                      "GET /api/feed-monitor", "GET /api/auth/users"}  # fmt: skip
    for request in ("POST /api/torrents/start", "POST /api/torrents/move",
                    "PATCH /api/torrents/tags", "POST /api/torrents/add-urls"):  # fmt: skip
        assert request not in requests and request in harmless
    # Beside a commit, the other controls of its screen send nothing or only read.
    beside = [r for c in cases if not c.irreversible and c.category in ("delete", "remove",
              "overwrite", "delete-user") for r in c.sends or ()]  # fmt: skip
    assert beside and all(r.startswith("GET ") for r in beside)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
