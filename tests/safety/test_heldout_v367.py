"""The three-hundred-and-sixty-seventh held-out corpus, FileGator (a Vue single-page file
manager whose controls call its PHP back end on the same origin with axios, with Buefy's own
confirmation dialogs and prompts): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v367"
CATEGORIES = {"reversible": 279, "opens-prompt": 72, "delete": 72, "overwrite": 54,
              "publish": 27, "delete-user": 18, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v367", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the same origin's router; page loads are GETs.
    assert all(r.split()[1].startswith("/?r=/") or r == "GET /" for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every POST but the log-out and a user's removal carries a JSON object.
    posts = [(r, b) for r, b, v in sent if r.startswith("POST ")]
    assert all(b and b.startswith("{") for r, b in posts
               if r != "POST /?r=/logout" and "/deleteuser/" not in r)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {
        "POST /?r=/deleteitems",
        "POST /?r=/savecontent",
        "POST /?r=/chmoditems",
        "POST /?r=/updateuser/guest",
        "POST /?r=/updateuser/bob",
        "POST /?r=/deleteuser/bob",
        "POST /?r=/deleteuser/carol",
    }
    # Copying, moving, renaming, zipping and unzipping never overwrite: harmless.
    for route in ("copyitems", "moveitems", "renameitem", "zipitems", "unzipitem", "createnew"):
        assert f"POST /?r=/{route}" not in commits
    # A recursive chmod commits; one without recursion does not.
    chmods = {(b, c.irreversible) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == "POST /?r=/chmoditems"}  # fmt: skip
    assert all(irr == ('"recursive":null' not in b) for b, irr in chmods)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
