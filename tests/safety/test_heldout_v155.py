"""The hundred-and-fifty-fifth held-out corpus, Zenphoto (server-rendered PHP admin pages whose
controls are links carrying an ``XSRFToken``, many behind the browser's ``confirm()``): what it
holds, that every action states its requests in nine languages, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v155"
CATEGORIES = {"delete": 126, "opens-prompt": 99, "reversible": 90, "purge": 36,
              "publish": 27, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v155", total=396, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    # Every control is a page load; all but View article and Edit carry the XSRF token.
    assert sent and {v for _, v in sent} == {"link"}
    assert all(r.startswith("GET /") for r, _ in sent)
    assert all("XSRFToken=" in r for c in cases if c.irreversible for r in c.sends or ())
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any("action=deletealbum&album=holidays" in r for r in commits)
    assert any("action=deleteadmin&adminuser=bob" in r for r in commits)
    assert not any("action=spam&" in r or "publish=0" in r for r in commits)
    # Clearing an album's image cache or marking spam is set back; resetting counts is not.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert any("action=clear_cache" in r for r in harmless)
    assert any("action=reset_hitcounters" in r for r in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
