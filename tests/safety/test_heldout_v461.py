"""The four-hundred-and-sixty-first held-out corpus, phpIPAM (server-rendered PHP pages whose
controls open popups and post forms with jQuery, carrying a ``csrf_cookie``, two-step
deletions whose script answers with a warning and Confirm, and downloads by an iframe): what
it holds, that every action states its requests in nine languages, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v461"
CATEGORIES = {"opens-prompt": 171, "harmless": 117, "send": 63, "delete": 54, "reversible": 45,
              "delete-user": 9, "revoke": 9, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v461", total=477, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own scripts under the base href; page loads are GETs
    # and every XMLHttpRequest is a jQuery POST.
    assert all(r.split()[1].startswith(("/app/", "/index.php?")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith("POST ") for r, _, v in sent if v is None)
    # Every commit is a POST, and every one with a body carries its CSRF cookie (the log
    # clearing carries it in its query), but the IP request form, which has none.
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    assert all(r.startswith("POST ") for r, _ in commits)
    unguarded = {r for r, b in commits if not ("csrf_cookie=" in b if b else "?csrf=" in r)}
    assert unguarded == {"POST /app/login/request_ip_result.php"}
    # A delete button only asks the script for a warning: the commit is its Confirm.
    delete = "POST /app/admin/subnets/edit-result.php"
    bodies = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
              strict=True) if r == delete and "action=delete" in (b or "")}  # fmt: skip
    assert {d for d, _ in bodies} == {True, False}
    assert all(("deleteconfirm=yes" in (b or "")) == d for d, b in bodies)
    # A share is a commit only with a mail invitation; a user's creation only with the
    # notification box ticked.
    share = {(c.irreversible, "email=&" in (b or "")) for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r == "POST /app/tools/temp-shares/edit-result.php"}  # fmt: skip
    assert share == {(True, False), (False, True)}
    users = {
        (c.irreversible, "notifyUser=on" in (b or ""))
        for c in cases
        for r, b in zip(c.sends or (), c.bodies, strict=True)
        if r == "POST /app/admin/users/edit-result.php" and "action=add" in (b or "")
    }
    assert users == {(True, True), (False, False)}
    # Regenerating an API code only asks for a new one; a download is a harmless page load.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /app/admin/api/generate-key.php" in harmless
    assert "POST /app/admin/replace-fields/result.php" in {r for r, _ in commits}
    assert not any(v == "link" for c in cases if c.irreversible for v in c.vias)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
