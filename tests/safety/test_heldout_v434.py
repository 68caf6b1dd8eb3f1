"""The four-hundred-and-thirty-fourth held-out corpus, PhoneTrack for Nextcloud (a Vue app
inside Nextcloud whose controls call the app's routes with axios, with a Nextcloud dialog for
deleting a session, a countdown for deleting a device, file pickers for importing and
exporting, and page links): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v434"
APP = "/index.php/apps/phonetrack"
CATEGORIES = {"reversible": 225, "opens-prompt": 117, "delete": 90, "harmless": 36,
              "revoke": 18, "overwrite": 18, "publish": 9, "share": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v434", total=522, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's routes, but the file picker's listing of the user's files.
    assert all(r.split()[1].startswith(f"{APP}/") or r.startswith("PROPFIND /remote.php/dav/")
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write with a body sends JSON; the share links are made with none.
    writes = [(r, b) for r, b, v in sent if v is None and r.split()[0] in ("POST", "PUT")]
    assert all(b and b[0] == "{" for r, b in writes if not r.endswith("/pub-share"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"DELETE {APP}/session/12" in commits and f"DELETE {APP}/session/12/device/31" in commits
    assert f"DELETE {APP}/session/12/pub-share/7" in commits
    assert f"POST {APP}/session/12/share" in commits
    # A point's deletion has an Undo; a user's access can be given back.
    assert f"DELETE {APP}/session/12/device/31/point/88210" in harmless
    assert f"DELETE {APP}/session/12/share/9" in harmless
    # The same export commits only where it overwrites a file of its name.
    exports = {c.irreversible for c in cases if f"POST {APP}/export" in (c.sends or ())}
    assert exports == {True, False}
    # The Public session switch publishes when turned on, not when turned off.
    public = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == f"PUT {APP}/session/12" and b and '"public"' in b}  # fmt: skip
    assert public == {(True, '{"public":true}'), (False, '{"public":false}')}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
