"""The hundred-and-sixty-ninth held-out corpus, Akkoma-FE (Pleroma-FE as Akkoma ships it: a Vue
client whose controls call the Mastodon and Pleroma APIs by ``fetch``, with ConfirmModals and
the browser's ``confirm()``): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v169"
CATEGORIES = {
    "reversible": 315,
    "opens-prompt": 126,
    "send": 72,
    "delete": 72,
    "block": 63,
    "revoke": 18,
    "move-account": 9,
    "delete-user": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v169", total=684, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    # Every request is a fetch to the API; nothing is a form post or a page load.
    assert all(v is None for c in cases for v in c.vias)
    assert all(r.split()[1].startswith("/api/") for r in sent)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/lists/7" in commits and "POST /api/pleroma/delete_account" in commits
    assert "DELETE /api/oauth_tokens/42" in commits
    # Favourites and mutes are undone from the same place: never commits.
    assert not any(r.endswith(("/favourite", "/mute")) for r in commits)
    # Only the screens of commits hold commits.
    assert not any(c.irreversible for c in cases if c.category in ("reversible", "opens-prompt"))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
