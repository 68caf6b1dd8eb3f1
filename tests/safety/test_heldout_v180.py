"""The hundred-and-eightieth held-out corpus, Pixelfed (a Laravel server whose signed-in pages
are Vue components sending axios requests, with Blade settings forms carrying ``_token``, the
browser's ``confirm()`` and sweetalert's modals): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v180"
CATEGORIES = {"reversible": 261, "send": 108, "opens-prompt": 90, "delete": 54, "block": 9,
              "revoke": 9, "delete-user": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v180", total=540, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every Blade form POST carries Laravel's CSRF field; every page load is a GET.
    assert all("_token=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"POST /i/delete", "POST /i/share", "POST /i/block", "POST /api/direct/create",
            "POST /api/compose/v0/publish", "POST /settings/remove/request/permanent",
            } <= commits  # fmt: skip
    # Undoing is never a commit: unlike, unblock, archive, logout. (/i/share is one toggle
    # whose Unshare is harmless; follow-requests' accept and reject differ by their body.)
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /logout" in harmless and "POST /i/unblock" in harmless
    assert not {r for r in harmless if "unfavourite" in r or "archive" in r} & commits
    assert "POST /logout" not in commits and "POST /i/unblock" not in commits
    assert "POST /i/share" in harmless
    # Comments and direct messages publish to other people.
    sends = [c for c in cases if c.category == "send" and c.irreversible]
    assert len(sends) == 9 * 6


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
