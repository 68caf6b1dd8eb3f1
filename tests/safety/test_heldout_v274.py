"""The two-hundred-and-seventy-fourth held-out corpus, Nextcloud Contacts (a Vue single-page
address book app writing its address books over CardDAV, with the server's own confirmation
dialogs and axios calls for its settings): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v274"
DAV = "/remote.php/dav/addressbooks/users/alice/"
CATEGORIES = {"reversible": 189, "delete": 108, "opens-prompt": 90, "harmless": 54,
              "revoke": 54, "share": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v274", total=513, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the page's own server: its DAV tree or the app's routes.
    assert all(r.split()[1].startswith((DAV, "/index.php/apps/contacts/")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The DAV client's bodies are XML, the app's own calls JSON; a card is a vCard.
    assert all(b.startswith("<x") for r, b, _ in sent if r.startswith(("PROP", "MKCOL", "POST")))
    assert all(b.startswith("BEGIN:VCARD\r\n") for r, b, _ in sent if r.startswith("PUT " + DAV))
    assert all(b == "{}" for r, b, _ in sent if r.startswith("PATCH "))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {DAV}family/" in commits and f"DELETE {DAV}clients/" in commits
    assert f"DELETE {DAV}team-directory_shared_by_carol/" in commits
    assert f"POST {DAV}family/" in commits  # share and unshare
    assert not any(r.split()[0] in ("MOVE", "COPY", "PUT", "MKCOL", "PROPPATCH") for r in commits)
    # A share's read-write permission is no commit; setting a sharee is.
    bodies = {b for c in cases for b in c.bodies if b}
    shares = {b for c in cases if c.irreversible for b in c.bodies if b and "<x5:set>" in b}
    assert shares and not any("read-write" in b for b in shares)
    assert any("read-write" in b for b in bodies)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
