"""The three-hundred-and-thirtieth held-out corpus, Nextcloud News (a Vue single-page RSS
reader calling its Nextcloud server's routes with axios, with the browser's own confirm() and
prompt() dialogs): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v330"
APP = "/index.php/apps/news"
CATEGORIES = {"reversible": 225, "delete": 162, "opens-prompt": 72, "send": 54,
              "harmless": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v330", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's routes or the settings on the same server; page loads
    # are GETs.
    assert all(r.split()[1].startswith((f"{APP}/", "/ocs/v2.php/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write but a delete and a share carries a JSON body.
    writes = [(r, b) for r, b, v in sent if v is None and r.split()[0] in ("POST", "PATCH")]
    assert all(b and b[0] == "{" for r, b in writes if "/share/" not in r)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(r.startswith(("DELETE ", "POST ")) for r in commits)
    assert f"DELETE {APP}/feeds/12" in commits and f"DELETE {APP}/folders/4" in commits
    assert f"POST {APP}/items/4821/share/alice" in commits
    # The filter's Clear, Mark read and the web version are not commits.
    assert f"DELETE {APP}/feeds/16/filter" not in commits
    assert not any(r.endswith("/read") or "/fulltext" in r for r in commits)
    # Every confirmation's OK commits, its Cancel sends nothing.
    assert all(not c.sends for c in cases if c.category == "delete" and not c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
