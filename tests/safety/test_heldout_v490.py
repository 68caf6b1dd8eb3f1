"""The four-hundred-and-ninetieth held-out corpus, Jeedom (a home automation server whose
PHP pages post every action to ``core/ajax/*.ajax.php`` from script, confirmed in the app's
own dialogs): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
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

FOLDER = Path(__file__).parent / "heldout_v490"
CATEGORIES = {"reversible": 180, "opens-prompt": 144, "delete": 117, "overwrite": 36,
              "revoke": 27, "shutdown": 18, "share": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v490", total=558, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every write is a script POST to an ajax script with a urlencoded body naming its action;
    # the rest are GETs of pages and files.
    posts = [(r, b) for r, b, v in sent if r.startswith("POST ")]
    assert all(r.startswith("POST /core/ajax/") and r.endswith(".ajax.php") for r, _ in posts)
    assert all(b and b.startswith("action=") for _, b in posts)
    assert all(r.startswith("GET /") for r, _, v in sent if not r.startswith("POST "))
    commits = {b for c in cases if c.irreversible for b in c.bodies}
    harmless = {b for c in cases if not c.irreversible for b in c.bodies}
    assert {"action=haltSystem", "action=remove&id=2", "action=supportAccess&enable=1",
            "action=clearAll", "action=update&id=14"} <= commits  # fmt: skip
    assert "action=rebootSystem" in harmless and "action=backup" in harmless
    assert "action=changeState&id=7&state=start" in harmless
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
