"""The three-hundred-and-seventy-eighth held-out corpus, Hemmelig (a React single-page app for
sharing self-destructing secrets, whose controls call the instance's own API with fetch, with
the browser's confirm() before its deletions): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v378"
API = "https://hemmelig.app/api"
CATEGORIES = {"reversible": 261, "opens-prompt": 72, "delete": 99, "delete-user": 54,
              "publish": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v378", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is a fetch to the instance's own API; every write but the burns and the
    # sign-out carries a JSON body.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(f"{API}/") for r, _, _ in sent)
    writes = [(r, b) for r, b, _ in sent if not r.startswith("GET ")]
    assert all(b and b[0] == "{" for r, b in writes
               if not r.endswith(("/burn", "/authentication/signout")))  # fmt: skip
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    committed = {r for r, _ in commits}
    assert f"POST {API}/account/delete" in committed
    assert f"DELETE {API}/admin/users" in committed
    assert f"POST {API}/download/" in committed
    # Only a public secret's creation commits; a private one, settings and edits do not.
    creates = [b for r, b in commits if r == f"POST {API}/secret"]
    assert creates and all(b and '"isPublic":true' in b for b in creates)
    assert f"PUT {API}/admin/settings" not in committed
    assert f"PUT {API}/account/update" not in committed
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"POST {API}/authentication/signout" in harmless
    # Reading a secret commits only where it is its last view.
    reads = {(r, c.irreversible) for c in cases for r in c.sends or ()
             if r.startswith(f"POST {API}/secret/") and r.count("/") == 5}  # fmt: skip
    assert {irreversible for _, irreversible in reads} == {True, False}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
