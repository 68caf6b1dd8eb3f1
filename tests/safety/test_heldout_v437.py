"""The four-hundred-and-thirty-seventh held-out corpus, Team folders (a Nextcloud app whose
React admin page and Vue Files sidebar call the server with axios and WebDAV, with
Nextcloud's own delete confirmation): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v437"
APP = "/index.php/apps/groupfolders"
CATEGORIES = {"reversible": 135, "harmless": 117, "opens-prompt": 108, "revoke": 63,
              "delete": 54, "encrypt": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v437", total=486, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call or a WebDAV request of the page itself.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith((APP, "/remote.php/dav/", "/ocs/v2.php/"))
               for r, _, _ in sent)  # fmt: skip
    # The app's writes carry JSON; the sidebar's carry the ACL list as WebDAV XML.
    assert all(b and b[0] == "{" for r, b, _ in sent if r.startswith("POST "))
    assert all(b and "<nc:acl-list>" in b for r, b, _ in sent if r.startswith("PROPPATCH "))
    assert all(b is None for r, b, _ in sent if r.startswith(("GET ", "DELETE ")))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {APP}/folders/12" in commits
    assert f"DELETE {APP}/folders/12/groups/marketing" in commits
    assert f"POST {APP}/folders/7/acl" in commits and f"POST {APP}/folders/9/acl" not in commits
    assert f"POST {APP}/folders" not in commits
    assert not any(r.startswith(f"POST {APP}/folders/7/quota") for r in commits)
    assert not any(r.startswith("GET ") for r in commits)
    # A quota chosen in the select is sent as the option's string, a typed one as a number.
    bodies = {b for r, b, _ in sent if r == f"POST {APP}/folders/7/quota"}
    assert bodies == {'{"quota":"10737418240"}', '{"quota":"-3"}', '{"quota":21474836480}'}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
