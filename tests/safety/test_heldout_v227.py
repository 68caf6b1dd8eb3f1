"""The two-hundred-and-twenty-seventh held-out corpus, PhotoPrism (a Vue single-page app whose
controls send JSON XMLHttpRequests to its REST API ``/api/v1``, and links for downloads):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v227"
CATEGORIES = {"reversible": 261, "delete": 117, "opens-prompt": 54, "send": 36, "revoke": 18}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v227", total=486, irreversible=99)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/api/v1/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"link", None}
    # Only downloads go by link, and they are GETs.
    assert all(r.startswith("GET ") and "?t=" in r for r, _, v in sent if v == "link")
    # Every commit sends one write of the API, never a read or a link.
    assert all(len(c.sends or ()) == 1 and not c.sends[0].startswith("GET ") and
               c.vias == (None,) for c in cases if c.irreversible)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/v1/batch/photos/delete" in commits
    assert "POST /api/v1/oauth/revoke" in commits
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"POST /api/v1/batch/photos/archive", "DELETE /api/v1/session"} <= harmless
    # The sync dialog's Save is a commit only where it turns on uploads.
    assert commits & harmless == {"PUT /api/v1/services/1"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
