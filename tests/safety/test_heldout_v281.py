"""The two-hundred-and-eighty-first held-out corpus, Open Source Social Network (server-rendered
PHP pages whose controls are action links carrying ``ossn_ts`` and ``ossn_token``, multipart
HTML forms, jQuery posts and the browser's ``confirm()``): what it holds, that every action
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

FOLDER = Path(__file__).parent / "heldout_v281"
SITE = "https://social.example/"
TOKENS = "ossn_ts=1767225600&ossn_token=9c4e1f7a2b6d8e03c5a17f94d2b0e6a8"
CATEGORIES = {"reversible": 225, "delete": 135, "opens-prompt": 108, "send": 27,
              "delete-user": 27, "revoke": 18, "publish": 9, "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v281", total=558, irreversible=189)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert all(r.split()[1].startswith(SITE) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form and every jQuery post is a POST; every page load a GET.
    assert all(r.startswith("POST ") for r, _, v in sent if v != "link")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A form is multipart, the action tokens first; every action link carries them.
    assert all((b or "").startswith("------WebKitFormBoundary") and 'name="ossn_ts"' in b
               for _, b, v in sent if v == "form")  # fmt: skip
    assert all(TOKENS in r for r, _, v in sent if v == "link" and "/action/" in r)
    # Every commit writes through an action.
    assert all(any("/action/" in r for r in c.sends or ()) for c in cases if c.irreversible)
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    action = f"POST {SITE}action/"
    assert {f"{action}wall/post/delete", f"{action}delete/comment",
            f"{action}message/send", f"{action}wall/post/a"} <= commits  # fmt: skip
    assert f"{action}post/unlike" in harmless and f"{action}wall/post/edit" in harmless
    # Blocking commits only on a friend's profile (it unfriends); unblocking never.
    blocks = {(c.irreversible, s) for c in cases for s in c.sends or ()
              if s.startswith(f"GET {SITE}action/block/user")}  # fmt: skip
    assert {d for d, _ in blocks} == {True, False}
    assert f"GET {SITE}action/unblock/user" in harmless
    # The component's deletion: either answer to the preferences question deletes it.
    deletes = [c for c in cases if any("action/component/delete" in s for s in c.sends or ())]
    assert deletes and all(c.irreversible for c in deletes)
    assert {s.endswith("&keep_pref=1") for c in deletes for s in c.sends or ()} == {True, False}
    # The message delete box commits for oneself and for everyone.
    bodies = {b for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == f"POST {SITE}action/message/delete"}  # fmt: skip
    assert {b.split("&")[2] for b in bodies if b} == {"type=me", "type=all"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
