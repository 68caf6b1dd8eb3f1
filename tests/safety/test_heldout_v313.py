"""The three-hundred-and-thirteenth held-out corpus, Ampache (server-rendered PHP pages driven
by jQuery: links loaded and forms posted with XMLHttpRequest, action buttons posting to
``server/ajax.server.php``, confirmation pages carrying a ``form_validation`` token, the app's
own confirmation dialog, and the login, lost password and export forms posted by the browser):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v313"
CATEGORIES = {"opens-prompt": 216, "harmless": 117, "reversible": 81, "delete": 36,
              "reset": 27, "revoke": 27, "overwrite": 18, "send": 18, "publish": 9,
              "delete-user": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v313", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request goes to the app's own origin.
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # The forms the browser posts itself are the login, lost password and export forms.
    assert {r for r, _, v in sent if v == "form"} == {
        "POST /login.php",
        "POST /lostpassword.php",
        "POST /admin/export.php?action=export",
    }
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # An action button posts to the AJAX server with no body.
    assert all(b is None for r, b, _ in sent if r.startswith("POST /server/"))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Deleting a playlist and sorting it are page loads that write, after the app's dialog.
    assert "GET /playlist.php?action=delete_playlist&playlist_id=5" in commits
    assert "GET /playlist.php?action=sort_tracks&playlist_id=5" in commits
    # Continue commits the deletion; Cancel on the same page posts the same token elsewhere.
    assert "POST /admin/users.php?action=confirm_delete&user_id=7" in commits
    assert "POST /index.php" in harmless and "POST /index.php" not in commits
    # Disabling a user is undone by Enable; a new API key revokes the old one.
    assert "POST /admin/users.php?action=confirm_disable&user_id=7" in harmless
    assert "POST /admin/users.php?action=generate_apikey&user_id=2" in commits
    # The account form commits only with Clear Stats ticked.
    updates = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /preferences.php?action=update_user"}  # fmt: skip
    assert {d for d, _ in updates} == {True, False}
    assert all(("clear_stats=1" in (b or "")) == d for d, b in updates)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
