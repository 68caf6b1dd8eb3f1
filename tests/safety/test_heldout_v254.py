"""The two-hundred-and-fifty-fourth held-out corpus, Element Web (a React single-page Matrix
client whose controls call a Matrix homeserver through matrix-js-sdk, with the app's own
confirmation dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v254"
API = "https://matrix.example.org/_matrix/client/v3"
GARDEN = "!OxKbKwQWjXRgTHmdPe%3Aexample.org"  # the public room
BOARD = "!kQhNrXcdPqEbTnlWYa%3Aexample.org"  # the invite-only room
CATEGORIES = {"opens-prompt": 135, "reversible": 117, "delete": 81, "reject": 54, "leave": 45,
              "send": 27, "remove-user": 18, "ban": 18, "encrypt": 18, "upgrade": 18,
              "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v254", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is matrix-js-sdk's call to the homeserver, another origin than the app.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(f"{API}/") for r, _, _ in sent)
    # Every body is JSON, but sign-out's and a tag's removal, which have none.
    bare = {r for r, b, _ in sent if b is None}
    assert all(b and b[0] == "{" for r, b, _ in sent if r not in bare)
    tags = f"{API}/user/%40alice%3Aexample.org/rooms/{GARDEN}/tags"
    assert bare == {f"POST {API}/logout", f"DELETE {tags}/m.lowpriority"}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Leaving the invite-only room commits; leaving the public one does not.
    assert f"POST {API}/rooms/{BOARD}/leave" in commits
    assert f"POST {API}/rooms/{GARDEN}/leave" in harmless
    assert f"POST {API}/rooms/{GARDEN}/leave" not in commits
    assert f"POST {API}/rooms/{GARDEN}/kick" in commits
    assert f"POST {API}/rooms/{GARDEN}/ban" in commits
    assert f"PUT {API}/rooms/{BOARD}/state/m.room.encryption/" in commits
    assert f"POST {API}/rooms/{BOARD}/forget" in commits
    # The deactivation commits on Continue, not on the erase checkbox's unauthenticated try.
    deactivate = (f"POST {API}/account/deactivate",)
    deactivations = [(c.irreversible, c.bodies[0]) for c in cases
                     if c.language == "en" and c.sends == deactivate]  # fmt: skip
    assert deactivations[0] == (False, '{"erase":true}')
    assert deactivations[1][0] and '"type":"m.login.password"' in str(deactivations[1][1])
    # The bulk removal redacts three messages; the bulk rejection leaves three rooms.
    bulk = [c for c in cases if c.language == "en" and c.irreversible and len(c.sends or ()) == 3]
    assert len(bulk) == 3
    assert f"POST {API}/account/3pid/delete" in harmless - commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
