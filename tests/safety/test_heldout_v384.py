"""The three-hundred-and-eighty-fourth held-out corpus, PrivateBin (a pastebin whose page
encrypts each document and comment in the browser and posts it as JSON to its own URL, with
deletion links, burn-after-reading reads and a URL shortener on another origin): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v384"
SHORTENER = "https://shortener.example.com/api?link="
CATEGORIES = {"reversible": 189, "delete": 135, "opens-prompt": 72, "harmless": 72,
              "share": 36, "publish": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v384", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # The page talks to its own URL, but for the shortener on another origin; page loads
    # are GETs without a body.
    assert all(r.split()[1].startswith(("/", SHORTENER)) for r, _, _ in sent)
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    # Every POST is a document or a comment, encrypted: version 2 with a cipher text.
    posts = [json.loads(b) for r, b, _ in sent if r == "POST /"]
    assert posts and all(p["v"] == 2 and p["ct"] for p in posts)
    assert all(p["adata"][0][5:] == ["aes", "gcm", "zlib"] for p in posts if "meta" in p)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any("deletetoken=" in r for r in commits)
    assert all("deletetoken=" in r for c in cases for r, v in zip(c.sends or (), c.vias,
               strict=True) if v == "link" and c.irreversible)  # fmt: skip
    assert all(any(r.startswith(f"GET {SHORTENER}") for r in c.sends or ())
               for c in cases if c.category == "share" and c.irreversible)  # fmt: skip
    # A comment is published; a document is created harmlessly unless the instance hands its
    # link to the shortener at once.
    assert all(c.irreversible for c in cases if "POST /" in (c.sends or ()) and
               any("parentid" in (b or "") for b in c.bodies))  # fmt: skip
    created = [c for c in cases if c.sends and c.sends[0] == "POST /" and
               '"meta"' in (c.bodies[0] or "")]  # fmt: skip
    assert {c.irreversible for c in created if len(c.sends) == 1} == {False}
    assert {c.irreversible for c in created if len(c.sends) == 2} == {True}
    # Reading a burn-after-reading document deletes it; its Close sends nothing.
    assert "GET /?pasteid=e18a337ead1eb960" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
