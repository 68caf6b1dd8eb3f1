"""The two-hundred-and-seventy-sixth held-out corpus, Cypht (a PHP webmail client whose links are
fetched page loads, whose actions are XMLHttpRequest posts carrying ``hm_page_key`` and a few
HTML forms, with the browser's ``confirm()`` before every delete): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v276"
KEY = "hm_page_key=5f0c2a9e7d1b48c3a6e4f2b9d08c7a1e5b3f9d62"
CATEGORIES = {"reversible": 153, "opens-prompt": 144, "harmless": 90, "delete": 63, "send": 54,
              "discard": 18, "revoke": 9, "reset": 9, "delete-user": 9}  # fmt: skip


def _fields(case: Case) -> object:
    """What a case does, whatever its words: a form's body carries its submit button's
    translated value (and the settings form the language's code), so bodies are compared by
    their field names; an XMLHttpRequest's body is compared whole."""
    names = [
        tuple(name for name, _ in parse_qsl(body, keep_blank_values=True)) if body else None
        for body in case.bodies
    ]
    xhr = [body for body, via in zip(case.bodies, case.vias, strict=True) if via is None]
    return case.category, case.irreversible, case.sends, case.vias, names, xhr


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v276", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _fields)
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every request goes to the app's own host; page loads are GETs, the rest POSTs.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") == (b is None) for r, b, _ in sent)
    # Every XMLHttpRequest names its hook and carries the page key.
    posts = [b or "" for r, b, v in sent if v is None and r.startswith("POST ")]
    assert posts and all(b.startswith("hm_ajax_hook=") or b.startswith(KEY) for b in posts)
    assert all(KEY in b for b in posts)
    assert all(KEY in (b or "") for _, b, v in sent if v == "form")
    commits = [(r, b or "") for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    harmless = [(r, b or "") for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    # A delete outside Trash moves to Trash; in Trash it expunges.
    trash = "5472617368"
    for hook in ("ajax_message_action&action_type=delete", "ajax_imap_delete_message"):
        deletes = [(b, True) for _, b in commits if hook in b]
        deletes += [(b, False) for _, b in harmless if hook in b]
        assert {d for _, d in deletes} == {True, False}
        assert all((trash in b) == d for b, d in deletes)
    # Rescheduling to "now" sends; to next week only holds the message.
    assert any("schedule_date=now" in b for _, b in commits)
    assert any("schedule_date=next_week" in b for _, b in harmless)
    # A compose form's submit sends; saving a draft or scheduling it does not.
    assert all(r == "POST /?page=compose" for r, b in commits if "compose_to=" in b)
    assert not any("ajax_smtp_save_draft" in b for _, b in commits)
    # Sharing a folder grants harmlessly and revokes as a commit.
    assert any("action=remove" in b for _, b in commits)
    assert any("action=add" in b for _, b in harmless)
    # Just Logout commits; Save and Logout and the login do not.
    assert any("&logout=" in b for _, b in commits)
    assert not any("save_and_logout=" in b or b.startswith("username=") for _, b in commits)
    # Every commit is a POST.
    assert all(r.startswith("POST ") for r, _ in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
