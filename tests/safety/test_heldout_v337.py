"""The three-hundred-and-thirty-seventh held-out corpus, Memories (a Vue photo app inside a
Nextcloud page that writes the user's files and albums over WebDAV and calls its own API, with
Nextcloud's confirmation dialogs, a form post on the admin page and downloads by link): what
it holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v337"
API = "/apps/memories/api"
DAV = "/remote.php/dav"
CATEGORIES = {"reversible": 207, "opens-prompt": 117, "harmless": 54, "revoke": 27,
              "share": 27, "merge": 27, "overwrite": 18, "delete": 18, "leave": 18,
              "reset": 18}  # fmt: skip
PUBLIC_LINK = re.compile(r'"label":"[^"]*","type":3')


def same_words(case: Case) -> object:
    """What a case does, the public link's label (written in the language) left out."""
    bodies = [PUBLIC_LINK.sub('"type":3', b) if b else b for b in case.bodies]
    return (case.category, case.irreversible, case.sends, bodies, case.vias)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v337", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, same_words)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # Every script request goes to the app's API or Nextcloud's WebDAV server, same origin.
    assert all(r.split()[1].startswith((f"{API}/", DAV)) for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The only form is the admin page's, with its CSRF field.
    forms = [(r, b) for r, b, v in sent if v == "form"]
    assert {r for r, _ in forms} == {f"POST {API}/occ/places-setup"}
    assert all(b and b.startswith("requesttoken=") for _, b in forms)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {DAV}/photos/alice/albums/Iceland" in commits
    assert f"DELETE {DAV}/photos/alice/sharedalbums/Roadtrip%20(bob)" in commits
    assert f"POST {API}/share/delete" in commits
    assert f"PATCH {API}/image/set-exif/4183" in commits
    # Moving files to the trash, archiving and favouriting commit nothing.
    assert f"DELETE {DAV}/files/alice/Photos/Iceland/IMG_2041.jpg" not in commits
    assert f"PATCH {API}/archive/4182" not in commits
    assert f"PROPPATCH {DAV}/files/alice/Photos/Iceland/IMG_2041.jpg" not in commits
    # An album's collaborators: adding people commits, emptying the list does not.
    shared = [b for c in cases if c.irreversible
              for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r.startswith("PROPPATCH") and b and '"id":"bob"' in b]  # fmt: skip
    assert shared
    emptied = [c for c in cases if c.bodies and any(
        b and "<nc:collaborators>[]</nc:collaborators>\n" in b for b in c.bodies)]  # fmt: skip
    assert emptied and not any(c.irreversible for c in emptied)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
