"""The two-hundred-and-eighty-third held-out corpus, Nextcloud Tasks (a Vue single-page task
manager whose lists are CalDAV calendars written with XMLHttpRequest at the server's own
/remote.php/dav/, with a trash bin, sharing with people and groups, and a small JSON settings
API): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v283"
DAV = "/remote.php/dav/calendars/alice"
CATEGORIES = {"reversible": 189, "delete": 99, "harmless": 81, "revoke": 63,
              "opens-prompt": 36, "send": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v283", total=504, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the page's own origin: the DAV tree or the app's API.
    assert all(r.split()[1].startswith((f"{DAV}/", "/index.php/apps/tasks/api/v1/"))
               for r, _, _ in sent)  # fmt: skip
    assert all(r.startswith("GET ") and r.endswith("?export") for r, _, v in sent if v)
    # Sharing and unsharing post the library's XML; a task is written as iCalendar text.
    assert all(b and b.startswith("<x4:share ") for r, b, _ in sent
               if r.startswith("POST ") and "/api/" not in r)  # fmt: skip
    assert all(b and b.startswith("BEGIN:VCALENDAR\r\n") for r, b, _ in sent
               if r.startswith("PUT "))  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {DAV}/trashbin/objects/48.ics" in commits
    assert f"DELETE {DAV}/club-chores_shared_by_dana/" in commits
    assert f"POST {DAV}/groceries/" in commits
    assert not any(r.startswith(("PUT ", "MOVE ", "PROPPATCH ", "GET ")) for r in commits)
    # A deletion is a commit only where the server keeps no trash bin.
    deletes = [c for c in cases if c.sends and c.sends[0] == f"DELETE {DAV}/garden/"
               "6F0C2B9E-4D1A-4E7B-9C35-2A8D7E1F5B60.ics"]  # fmt: skip
    assert {c.irreversible for c in deletes} == {True, False}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
