"""The three-hundred-and-sixteenth held-out corpus, Nextcloud Maps (a Vue app inside Nextcloud
whose navigation menus, map popups and sidebar call the app's own routes with axios, with the
app's own confirmation of a photo cluster's reset): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v316"
BASE = "/index.php/apps/maps"
CATEGORIES = {"reversible": 288, "delete": 135, "opens-prompt": 36, "overwrite": 36,
              "revoke": 18, "harmless": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v316", total=522, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    # The bodies are alike in every language but the new map's name, which is the
    # language's "New map".
    assert_same_actions(cases, lambda c: [b for r, b in zip(c.sends or (), c.bodies, strict=True)
                                          if r != f"POST {BASE}/maps"])  # fmt: skip
    names = {c.bodies[0] for c in cases if c.sends == (f"POST {BASE}/maps",)}
    assert len(names) > 5
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's routes on the same origin; page loads are GETs, and
    # every body is JSON.
    assert all(r.split()[1].startswith(f"{BASE}/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {BASE}/devices/3" in commits
    assert f"POST {BASE}/favorites-category/Restaurants/un-share" in commits
    assert f"DELETE {BASE}/favorites/12" in commits
    assert any(r.startswith(f"DELETE {BASE}/photos?paths[]=") for r in commits)
    assert any(r.startswith(f"DELETE {BASE}/contacts/1/") for r in commits)
    # Undoing a deletion, sharing a category, deleting a map (to Nextcloud's deleted
    # files) and the devices' Delete all (which does nothing) are no commits.
    assert f"POST {BASE}/favorite" not in commits
    assert f"POST {BASE}/favorites-category/Hiking/share" not in commits
    assert f"DELETE {BASE}/maps/2841" not in commits
    assert not any(c.irreversible for c in cases if c.category == "harmless")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
