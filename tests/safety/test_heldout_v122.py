"""The hundred-and-twenty-second held-out corpus, BookStack (server-rendered Laravel pages whose
writes are mostly HTML form POSTs carrying ``_method``, plus ``window.$http`` fetches): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v122"
CATEGORIES = {
    "reversible": 216, "delete": 99, "trash": 54, "opens-prompt": 54, "opens-page": 36,
    "comment": 27, "mail": 27, "remove-member": 9, "revoke": 9, "delete-account": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v122", total=540, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    # A form goes by POST with the session's CSRF field; PUT and DELETE ride in _method.
    forms = [(r, b) for r, b, v in sent if v == "form"]
    assert forms and all(r.startswith("POST ") and b and "_token=" in b for r, b in forms)
    assert {v for _, _, v in sent} == {"form", None}
    # Moving a book, shelf, chapter or page to the recycle bin is undone by Restore;
    # emptying the bin or destroying an item is not.
    trash = [c for c in cases if c.category == "trash"]
    assert trash and not any(c.irreversible for c in trash)
    assert all("_method=DELETE" in (c.bodies[0] or "") for c in trash if c.sends)
    bin_writes = [c for c in cases if any("/settings/recycle-bin/" in r for r in c.sends or ())]
    assert {(c.irreversible, r) for c in bin_writes for r in c.sends or ()} == {
        (True, "POST /settings/recycle-bin/empty"),
        (True, "POST /settings/recycle-bin/9"),
        (False, "POST /settings/recycle-bin/9/restore"),
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
