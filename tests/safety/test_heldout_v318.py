"""The three-hundred-and-eighteenth held-out corpus, Jellyfin Vue (a Vue single-page client of a
Jellyfin media server whose controls call the server's REST API through the Jellyfin SDK, with
the app's own confirmation dialogs): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v318"
SERVER = "https://jellyfin.example.org"
CATEGORIES = {"reversible": 135, "opens-prompt": 108, "harmless": 90, "revoke": 72,
              "delete": 54, "overwrite": 54, "delete-user": 18, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v318", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the server (the discovery tries its ports); links are GETs.
    assert all(r.split()[1].startswith(SERVER) for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write with a body sends JSON.
    assert all(b[0] in "[{" for r, b, v in sent if v is None and b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {SERVER}/UserImage" in commits
    assert any(r.startswith(f"DELETE {SERVER}/Items/") for r in commits)
    assert any(r.startswith(f"DELETE {SERVER}/Users/") for r in commits)
    assert any(r.startswith(f"DELETE {SERVER}/Auth/Keys/") for r in commits)
    assert any(r.startswith(f"DELETE {SERVER}/Devices?id=") for r in commits)
    assert any("replaceAllMetadata=true" in r for r in commits)
    assert not any("metadataRefreshMode=Default" in r for r in commits)
    assert f"POST {SERVER}/Sessions/Logout" not in commits
    assert f"POST {SERVER}/Auth/Keys?app=Home+Assistant" not in commits
    assert f"POST {SERVER}/Startup/Complete" not in commits
    # A commit's reads only follow its write, as the page reloads its list.
    for case in (c for c in cases if c.irreversible):
        assert not (case.sends or ["GET"])[0].startswith("GET "), case.id


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
