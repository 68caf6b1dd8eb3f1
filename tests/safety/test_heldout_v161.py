"""The hundred-and-sixty-first held-out corpus, Elgg (server-rendered PHP pages whose controls
are forms carrying ``__elgg_token``, action links carrying it in their query behind a
``data-confirm`` ``confirm()``, and elgg/Ajax requests): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v161"
CATEGORIES = {"opens-prompt": 207, "reversible": 216, "send": 36, "delete": 36,
              "grant-access": 9, "delete-user": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v161", total=513, irreversible=81)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every action request carries the tokens, in its query or its body.
    for request, body, _ in sent:
        if " /action/" in request:
            assert "__elgg_token=" in request + (body or ""), request
    # A form's tokens lead its body, as input/form writes them (Activate All's form is
    # built by admin/plugins.mjs with the tokens in its URL).
    assert all(b.startswith("__elgg_token=") or "__elgg_token=" in r
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    assert "GET /action/entity/delete" in commits
    assert "POST /action/admin/user/delete" in commits
    # Trashing is restorable, and so are ban and admin rights: none is a commit.
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"GET /action/entity/trash", "GET /action/admin/user/ban",
            "POST /action/admin/user/removeadmin"} <= harmless - commits  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
