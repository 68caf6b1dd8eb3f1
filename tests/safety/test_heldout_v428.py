"""The four-hundred-and-twenty-eighth held-out corpus, ownCloud Web (a Vue single-page front end
of ownCloud Infinite Scale whose controls call the server's Graph API with axios and its
WebDAV with fetch, with the app's own confirmation modals): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v428"
STORAGE = "1284d238-aa92-42ce-bdc4-0b0000009157"
PERSONAL = f"{STORAGE}%244c510ada-c86b-4815-8820-42cdf82c3d51"
FIELD = f"{STORAGE}%24f3a8c6e2-94b1-4d7a-8e5c-61b2d0c9a7f3"
ARCHIVE = f"{STORAGE}%247c1e5b90-2d4f-4a63-b8e1-93f0a6d2c845"
CATEGORIES = {"reversible": 180, "opens-prompt": 126, "delete": 117, "revoke": 54,
              "delete-user": 36, "share": 27, "reset": 9}  # fmt: skip


def bodies(case: Case) -> list[object]:
    """The bodies, but the display name a new link is given in the page's language."""
    out: list[object] = []
    for request, body in zip(case.sends or (), case.bodies, strict=True):
        if body and request.endswith("/createLink"):
            body = {k: v for k, v in json.loads(body).items() if k != "displayName"}
        out.append(body)
    return out


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v428", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, bodies(c), c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the server the page came from; the page loads are GETs, one of
    # them the OpenID provider's end-session URL.
    assert all(r.split()[1].startswith("/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert any(r.startswith("GET https://sso.example.com/") for r, _, v in sent if v == "link")
    # Every body is JSON.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    trash = f"DELETE /dav/spaces/trash-bin/{PERSONAL}"
    assert trash in commits and f"DELETE /dav/spaces/{PERSONAL}/Documents/report.pdf" in harmless
    assert "DELETE /branding/logo" in commits
    assert "DELETE /ocs/v2.php/apps/notifications/api/v1/notifications" in commits
    assert "POST /graph/v1.0/users" in harmless and "POST /graph/v1.0/groups" in harmless
    # Disabling a space and deleting a disabled one send the same request but for the Purge
    # header: the one is harmless, the other a commit.
    assert f"DELETE /graph/v1beta1/drives/{FIELD}" in harmless
    assert f"DELETE /graph/v1beta1/drives/{ARCHIVE}" in commits
    # A link's display name is sent in the page's language.
    names = {json.loads(b)["displayName"] for r, b, _ in sent if r.endswith("/createLink")}
    assert "Unnamed link" in names and len(names) > 3


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
