"""The hundred-and-seventy-eighth held-out corpus, Lychee (a Vue single-page app over a Laravel
JSON API: every control's request is an axios call to ``/api/v2/``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v178"
CATEGORIES = {"reversible": 306, "opens-prompt": 18, "delete": 72, "publish": 9,
              "revoke": 81, "send": 9, "delete-user": 36, "purge": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v178", total=540, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [r for c in cases for r in c.sends or ()]
    assert sent and all(r.split()[1].startswith("/api/v2/") for r in sent)
    # Every request is an axios call: no form posts, no page loads.
    assert all(v is None for c in cases for v in c.vias)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/v2/Album", "DELETE /api/v2/UserManagement",
            "POST /api/v2/Profile::unsetToken"} <= commits  # fmt: skip
    # Merge Albums sends Album::move in this front end, and is labelled as a move.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/v2/Album::move" in harmless and "POST /api/v2/Album::merge" not in sent
    # Korean has no catalogue in Lychee: its labels are English's.
    labels = {lang: [c.action for c in cases if c.language == lang] for lang in ("en", "ko")}
    assert labels["ko"] == labels["en"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
