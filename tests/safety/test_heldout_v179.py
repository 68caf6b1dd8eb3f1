"""The hundred-and-seventy-ninth held-out corpus, Nextcloud Polls (a Vue front end whose
controls send axios XMLHttpRequests to the app's PHP controllers under ``/apps/polls/``, its
confirmations ``NcDialog``s): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v179"
CATEGORIES = {"reversible": 315, "opens-prompt": 90, "delete": 63, "send": 45, "transfer": 18,
              "anonymize": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v179", total=540, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    # Every request is an XMLHttpRequest of the app's axios instance.
    assert sent and all(r.split()[1].startswith("/apps/polls/") for r, _ in sent)
    assert {v for _, v in sent} == {None}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /apps/polls/poll/42" in commits
    assert "POST /apps/polls/share/Xk3pQ9sT2mWv/invite" in commits
    assert "PUT /apps/polls/poll/42/lockAnonymous" in commits
    # Options, comments and shares are only stamped deleted (each can be restored).
    assert "DELETE /apps/polls/share/Xk3pQ9sT2mWv" not in commits
    assert not any(r.startswith("DELETE /apps/polls/comment/") for r in commits)
    assert not any(r.startswith("DELETE /apps/polls/option/") for r in commits)
    # The navigation's Delete poll (active and archived poll) deletes at once; the poll
    # list's opens a dialog whose OK deletes (the owner's and an admin's).
    direct = [c for c in cases if c.language == "en" and c.sends
              and c.sends[0] == "DELETE /apps/polls/poll/42"]  # fmt: skip
    assert len(direct) == 4 and all(c.irreversible for c in direct)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
