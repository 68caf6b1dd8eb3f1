"""The three-hundred-and-fifth held-out corpus, Nextcloud Bookmarks (a Vue app inside Nextcloud
whose controls call the app's own routes with axios, with its trash bin, folder sharing and
public links, and the browser's confirmations): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v305"
API = "/index.php/apps/bookmarks"
CATEGORIES = {"reversible": 153, "opens-prompt": 90, "delete": 90, "harmless": 81,
              "revoke": 54, "share": 27, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v305", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's routes on the same server; page loads are GETs.
    assert all(r.split()[1].startswith(f"{API}/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every body is JSON.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {API}/folder/deleted" in commits
    assert f"DELETE {API}/folder/21?hardDelete=true" in commits
    assert f"DELETE {API}/folder/-1/bookmarks/103?hardDelete=true" in commits
    assert f"DELETE {API}/tag/reading" in commits and f"DELETE {API}/share/4" in commits
    assert f"POST {API}/folder/12/publictoken" in commits
    assert f"POST {API}/folder/12/shares" in commits
    # Moving to the trash bin, and a move's removal from the old folder, commit nothing.
    assert f"DELETE {API}/folder/-1/bookmarks/102" not in commits
    assert f"DELETE {API}/folder/-1/bookmarks/102?hardDelete=true" not in commits
    assert f"DELETE {API}/folder/12" not in commits
    assert f"PUT {API}/share/4" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
