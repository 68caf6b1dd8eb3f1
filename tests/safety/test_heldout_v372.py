"""The three-hundred-and-seventy-second held-out corpus, Nextcloud Photos (a Vue single-page
gallery whose albums, collaborative albums, people, tags and photos are WebDAV resources of the
server, and whose deletions of albums ask with ``showConfirmation``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v372"
DAV = "/remote.php/dav"
CATEGORIES = {"reversible": 261, "opens-prompt": 99, "share": 45, "delete": 45, "leave": 36,
              "revoke": 27, "overwrite": 18, "publish": 9, "merge": 9}  # fmt: skip


def _same_words(case: Case) -> tuple[object, ...]:
    """A case's labels and requests, the public link's translated label left out of its body
    (the one body that is written in the page's language)."""
    bodies = tuple(re.sub(r'"label":"[^"]*","type":3', '"label":"","type":3', b or "")
                   for b in case.bodies)  # fmt: skip
    return case.category, case.irreversible, case.sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v372", total=549, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _same_words)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # WebDAV and the app's config API on the page's origin; the only page loads are the
    # download and the Files app's page of a photo.
    assert all(r.split()[1].startswith((f"{DAV}/", "/index.php/")) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every PROPPATCH and PROPFIND carries the app's XML; MOVE, COPY and DELETE carry none.
    assert all((b or "").startswith('<?xml version="1.0"?>')
               for r, b, _ in sent if r.split()[0] in ("PROPPATCH", "PROPFIND"))  # fmt: skip
    assert all(b is None for r, b, _ in sent if r.split()[0] in ("MOVE", "COPY", "DELETE"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deleting an album and leaving a collaborative one commit; removing photos from an
    # album, or moving one to the trash, does not.
    assert f"DELETE {DAV}/photos/alice/albums/Lisbon" in commits
    assert f"DELETE {DAV}/photos/alice/sharedalbums/Iceland%20(bob)" in commits
    assert f"DELETE {DAV}/photos/alice/albums/Lisbon/IMG_2041.jpg" in harmless
    assert f"DELETE {DAV}/files/alice/Photos/IMG_2041.jpg" in harmless
    assert f"DELETE {DAV}/recognize/alice/faces/Anna" in commits
    # The same PROPPATCH of a photo's metadata commits only where it removes the location.
    saves = {(c.irreversible, "<d:remove>" in (b or "")) for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r == f"PROPPATCH {DAV}/files/alice/Photos/IMG_2041.jpg"
             and "metadata-photos" in (b or "")}  # fmt: skip
    assert saves == {(True, True), (False, False)}
    # Copying photos into an own album is harmless, into a collaborative one a share.
    copies = {(c.irreversible, c.category) for c in cases
              if c.sends and all(r.startswith("COPY ") for r in c.sends)}  # fmt: skip
    assert copies == {(False, "reversible"), (True, "share")}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
