"""The two-hundred-and-fifty-eighth held-out corpus, VueTorrent (a Vue single-page web UI for
qBittorrent whose controls call qBittorrent's Web API with axios and urlencoded bodies, with
the app's own confirmation dialogs and two settings actions that reload the page): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v258"
API = "/api/v2"
CATEGORIES = {"reversible": 216, "delete": 144, "opens-prompt": 72, "revoke": 27,
              "shutdown": 18, "overwrite": 18, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v258", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to qBittorrent's API on the page's own origin, but the version
    # check; the only page loads are the reloads of "/".
    assert all(r.split()[1].startswith(f"{API}/") or "api.github.com" in r
               for r, _, v in sent if v is None)  # fmt: skip
    assert {r for r, _, v in sent if v == "link"} == {"GET /"}
    # Every write is a POST; a body is urlencoded, never JSON at its top level.
    assert all(r.startswith(("GET ", "POST ")) for r, _, _ in sent)
    assert all(b is None or (b[0] not in "[{" and "=" in b) for _, b, _ in sent)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {API}/torrents/delete" in commits and f"POST {API}/app/shutdown" in commits
    assert f"POST {API}/app/rotateAPIKey" in commits and "GET /" in commits
    assert f"POST {API}/torrents/stop" not in commits
    assert f"POST {API}/transfer/banPeers" not in commits
    assert f"POST {API}/auth/logout" not in commits
    # Deleting a tag in use is a commit; deleting the unused ones is not.
    deletions = {(b, c.irreversible) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == f"POST {API}/torrents/deleteTags"}  # fmt: skip
    assert deletions == {("tags=linux", True), ("tags=archive%2Cold", False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
