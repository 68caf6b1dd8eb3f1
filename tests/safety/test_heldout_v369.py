"""The three-hundred-and-sixty-ninth held-out corpus, Feishin (a React music player whose
controls call a Navidrome server with axios: its native API for playlists and shares, the
Subsonic API for favorites, and its own ConfirmModal before deletions): what it holds, that
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

FOLDER = Path(__file__).parent / "heldout_v369"
SERVER = "https://music.example.net"
API = f"{SERVER}/api"
CATEGORIES = {"reversible": 216, "opens-prompt": 126, "publish": 90, "delete": 81,
              "overwrite": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v369", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call to the music server; none is a page load or a form.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(f"{SERVER}/") for r, _, _ in sent)
    # Writes to the native API carry JSON, but the deletions; the Subsonic API is all GETs.
    writes = [(r, b) for r, b, _ in sent if not r.startswith(("GET ", "DELETE "))]
    assert all(b and b[0] == "{" for _, b in writes)
    assert all(r.startswith("GET ") for r, _, _ in sent if "/rest/" in r)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"POST {API}/share" in commits and f"POST {API}/playlist" in commits
    assert any(r.startswith(f"DELETE {API}/playlist/") for r in commits)
    # Removing songs from a playlist, favorites and logins are no commits.
    assert not any("/tracks" in r or "/rest/" in r or "/auth/" in r for r in commits)
    # The Cancel beside a deletion's Confirm sends nothing.
    cancels = [c for c in cases if not c.irreversible and c.category == "delete"]
    assert cancels and not any(c.sends for c in cancels)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
