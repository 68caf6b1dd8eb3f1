"""The five-hundred-and-twelfth held-out corpus, Nextcloud Notifications (the header's bell
menu of notifications, dismissed one by one or all at once with no confirmation, and the
personal and administration settings that post at once): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v512"
OCS = "/ocs/v2.php/apps/notifications/api/v2"
CATEGORIES = {"delete": 225, "reversible": 171, "harmless": 90, "opens-prompt": 27}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v512", total=513, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Page loads are GETs; every other request is the app's own, on its origin.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith((OCS, "/status.php")) for r, _, v in sent if v is None)
    # Only the settings post a body, a multipart FormData of the whole section.
    posts = [(r, b) for r, b, v in sent if b is not None]
    assert {r for r, _ in posts} == {f"POST {OCS}/settings", f"POST {OCS}/settings/admin"}
    assert all(b.startswith("--") and 'name="batchSetting"' in b for _, b in posts)
    # Every commit is a dismissal, and every dismissal a commit; the dummy's Delete
    # status.php deletes nothing.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(r.startswith(f"DELETE {OCS}/notifications") for r in commits)
    assert f"DELETE {OCS}/notifications" in commits
    dismissals = [c for c in cases if any(r.startswith(f"DELETE {OCS}/")
                                          for r in c.sends or ())]  # fmt: skip
    assert all(c.irreversible for c in dismissals)
    assert not any(c.irreversible for c in cases if "DELETE /status.php" in (c.sends or ()))
    assert not any(c.irreversible for c in cases if c.category != "delete")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
