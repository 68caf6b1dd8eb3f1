"""The four-hundred-and-eighty-first held-out corpus, TeamPass (a PHP password manager whose
server-rendered pages call scripts under ``/sources/`` with jQuery's ``$.post``, each body
carrying the session key as its anti-forgery token, with its own confirmation modals and one
browser ``confirm()``): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v481"
KEY = "key=5c0e9a27d41b86f3e2a7c915b08d4f6a"
CATEGORIES = {
    "delete": 126,
    "reversible": 108,
    "opens-prompt": 99,
    "harmless": 45,
    "send": 36,
    "revoke": 27,
    "delete-user": 27,
    "overwrite": 18,
    "reset": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v481", total=504, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call is a $.post to a script under /sources/, its body urlencoded from its type.
    posts = [(r, b) for r, b, v in sent if v is None]
    assert all(r.startswith("POST /sources/") and (b or "").startswith("type=")
               for r, b in posts)  # fmt: skip
    # Every call carries the session key, but the login's and the CSV export's.
    keyless = {r for r, b in posts if not (b or "").endswith(KEY)}
    assert keyless == {"POST /sources/identify.php", "POST /sources/export.queries.php"}
    # The page loads are the logout and an attachment's download, both carrying the key.
    assert {r.split("?")[0] for r, _, v in sent if v == "link"} == {
        "GET /includes/core/logout.php",
        "GET /sources/downloadFile.php",
    }
    commits = {(b or "").split("&")[0] for c in cases if c.irreversible
               for b in c.bodies}  # fmt: skip
    harmless = {(b or "").split("&")[0] for c in cases if not c.irreversible
                for b in c.bodies}  # fmt: skip
    assert {"type=delete_item", "type=items_delete", "type=send_email",
            "type=purge_user", "type=user_new_keys_generation",
            "type=server_auto_update_password"} <= commits  # fmt: skip
    # A user's deletion can be undone from Deleted users; a purge cannot.
    assert {"type=delete_user", "type=restore_user", "type=copy_item"} <= harmless
    assert not commits & harmless - {"type=generate_password"}
    # The new API token is generated, then saved over the old one, in one tap.
    assert any(c.irreversible and len(c.sends or ()) == 2 for c in cases)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
