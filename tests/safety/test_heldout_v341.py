"""The three-hundred-and-forty-first held-out corpus, qBittorrent's WebUI (a MochaUI page whose
controls call the client's Web API from script with URL-encoded bodies, whose dialogs are
windows loaded in frames or modals requested with a POST, and which asks with the browser's
``confirm()`` before quitting, stopping everything and banning a peer): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v341"
CATEGORIES = {
    "delete": 162,
    "reversible": 117,
    "opens-prompt": 108,
    "harmless": 63,
    "revoke": 36,
    "shutdown": 18,
    "overwrite": 18,
    "reset": 18,
}
API_KEY_DIALOG = "POST /views/confirmAPIKey.html?v=k3x9q2f"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v341", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    # The bodies are the same in every language but the API key dialog's, whose modal
    # posts its translated message.
    assert_same_actions(cases, lambda c: [b for r, b in zip(c.sends or (), c.bodies,
                        strict=True) if r != API_KEY_DIALOG])  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every scripted request is a POST to the Web API or a modal's view; frames, reloads GETs.
    assert all(r.startswith(("POST /api/v2/", "POST /views/")) for r, _, v in sent if v is None)
    assert all(r.startswith("GET /") for r, _, v in sent if v == "link")
    # Bodies are URL-encoded, never JSON at the top level.
    assert all(b is None or b[0] not in "[{" for _, b, _ in sent)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert all(r.startswith("POST /api/v2/") for r in commits)
    assert {"POST /api/v2/app/shutdown", "POST /api/v2/app/deleteAPIKey"} <= commits
    # The same request rotates a key (a commit) and generates the first one (harmless).
    assert "POST /api/v2/app/rotateAPIKey" in commits & harmless
    # Saving the cookies commits only where a cookie was taken out.
    assert "POST /api/v2/app/setCookies" in commits & harmless
    # Unused categories and tags go harmlessly, a category or tag in use is a commit.
    assert "POST /api/v2/torrents/removeCategories" in commits & harmless
    assert "POST /api/v2/torrents/deleteTags" in commits & harmless
    # A "permanent" ban is undone in the options; a recheck loses nothing.
    assert "POST /api/v2/transfer/banPeers" in harmless - commits
    assert "POST /api/v2/torrents/recheck" in harmless - commits
    # A torrent's removal commits whether or not its files go with it.
    deletions = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == "POST /api/v2/torrents/delete"}  # fmt: skip
    assert {d for d, _ in deletions} == {True}
    assert {b.rsplit("=", 1)[1] for _, b in deletions if b} == {"true", "false"}
    # Opening a removal or recheck modal posts its view, and commits nothing.
    opens = {r for c in cases if c.category == "opens-prompt" for r in c.sends or ()}
    assert opens and not opens & commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
