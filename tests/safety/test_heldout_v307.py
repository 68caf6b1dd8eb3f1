"""The three-hundred-and-seventh held-out corpus, Nextcloud Collectives (a Vue single-page app
for a team's shared wikis whose controls call the server's OCS API, the Teams API and WebDAV
with axios, with trashes for collectives and pages and share links): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v307"
ORIGIN = "https://cloud.example.org"
OCS = f"{ORIGIN}/ocs/v2.php/apps/collectives/api/v1.0"
CIRCLES = f"{ORIGIN}/ocs/v2.php/apps/circles/circles"
PAGES = f"{OCS}/collectives/5/pages"
CATEGORIES = {"reversible": 288, "delete": 90, "opens-prompt": 63, "revoke": 27,
              "harmless": 18, "leave": 18, "remove-member": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v307", total=522, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    # The bodies are the same in every language but a new page's title, the app's own
    # t('collectives', 'New page').
    new_page = f"POST {PAGES}/201"

    def bodies(case: Case) -> list[str | None]:
        pairs = zip(case.sends or (), case.bodies, strict=True)
        return [body for request, body in pairs if request != new_page]

    assert_same_actions(cases, bodies)
    titles = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == new_page}  # fmt: skip
    assert len(titles) > 5
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the one server; page loads and downloads are GETs.
    assert all(r.split()[1].startswith((ORIGIN, "/index.php/")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"DELETE {OCS}/collectives/trash/9?circle=1" in commits
    assert f"DELETE {OCS}/collectives/trash/9" in commits
    assert f"DELETE {PAGES}/trash/233" in commits
    assert f"DELETE {PAGES}/templates/240" in commits
    assert f"DELETE {OCS}/collectives/5/shares/Xk7pQ2mRtY9wLs4" in commits
    assert f"PUT {CIRCLES}/7kQm2xVb9TzR4nLp8WcY3dHs6FjA1eG/leave" in commits
    # Moving to a trash, restoring and removing a tag from a page are not commits.
    assert f"DELETE {OCS}/collectives/5" in harmless
    assert f"DELETE {PAGES}/214" in harmless
    assert f"DELETE {PAGES}/214/attachments/512" in harmless
    assert f"DELETE {PAGES}/214/tags/4" in harmless
    assert f"PATCH {PAGES}/trash/233" in harmless
    assert not any(r.startswith("PATCH ") or r.startswith("MOVE ") for r in commits)
    # Only the versions' listing, read again after a change, is sent by both.
    assert commits & harmless == {f"PROPFIND {ORIGIN}/remote.php/dav/versions/alice/versions/214"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
