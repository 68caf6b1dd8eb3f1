"""The hundred-and-seventy-third held-out corpus, Nextcloud Deck (a Vue app whose controls send
axios requests with JSON bodies to ``/index.php/apps/deck`` and the OCS API, and open the app's
own confirmation dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v173"
CATEGORIES = {
    "reversible": 315,
    "opens-prompt": 81,
    "delete": 54,
    "revoke-access": 54,
    "send": 45,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v173", total=549, irreversible=90)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    assert sent and all(
        r.split()[1].startswith(("/index.php/apps/deck/", "/ocs/v2.php/")) for r in sent
    )
    # Every request is an XMLHttpRequest: no form posts, no page loads.
    assert all(v is None for c in cases for v in c.vias)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /index.php/apps/deck/boards/7" in commits
    assert "DELETE /index.php/apps/deck/boards/7/acl/12" in commits
    assert "POST /ocs/v2.php/apps/deck/api/v1.0/cards/314/comments" in commits
    # Cards and lists go to the board's trash: deleting them is no commit.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "DELETE /index.php/apps/deck/cards/314" in harmless
    assert "DELETE /ocs/v2.php/apps/deck/api/v1.0/stacks/21/7" in harmless
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
