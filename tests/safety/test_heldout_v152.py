"""The hundred-and-fifty-second held-out corpus, Omeka S (server-rendered Laminas pages whose
deletions are confirmed in sidebars loaded by jQuery and posted as CSRF-guarded forms): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

import pytest

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v152"
CATEGORIES = {"reversible": 162, "opens-prompt": 144, "delete": 144, "delete-user": 27,
              "send": 9, "revoke": 9}  # fmt: skip


def _names(body: str | None) -> list[str] | None:
    return None if body is None else [name for name, _ in parse_qsl(body)]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v152", total=495, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # A submit input's value is its translated label: the bodies' fields are the same in
    # every language, their values not always.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_names(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST but the browse page's own batch form (a plain <form>, which only
    # opens the batch edit page) carries a CSRF field; every page load and sidebar load is a
    # GET; the one XHR POST is the asset upload (multipart, its body unwritten).
    unguarded = {
        r
        for r, b, v in sent
        if v == "form" and not any(n.endswith("csrf") for n in _names(b) or [])
    }
    assert unguarded == {"POST /admin/item/batch-edit"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v is None and not r.startswith("GET ")} == {
        "POST /admin/asset/add"
    }
    # The commits are form POSTs; a sidebar's content is only read.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /admin/item/12/delete" in commits and "POST /admin/user/add" in commits
    assert not any(r.endswith("delete-confirm") for r in commits)
    # The same edit URL saves harmlessly, or deletes the media left out of the body.
    edits = {(c.irreversible, "o%3Amedia%5B0%5D%5Bo%3Aid%5D=31" in (c.bodies[0] or ""))
             for c in cases if c.sends == ("POST /admin/item/12/edit",)}  # fmt: skip
    assert edits == {(False, True), (True, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_module_lays_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("omeka",), screens=46)
