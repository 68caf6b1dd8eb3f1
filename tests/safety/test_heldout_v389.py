"""The three-hundred-and-eighty-ninth held-out corpus, OpenSign (a React document signing app over
a Parse server on the same origin, called with axios and through the Parse SDK, whose every
call is a POST naming its real method in the body): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v389"
APP = "/api/app"
CATEGORIES = {"opens-prompt": 171, "delete": 135, "reversible": 117, "revoke": 27, "send": 18,
              "delete-user": 18, "reset": 18, "decline": 18, "harmless": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v389", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an XHR (axios or the SDK) to the Parse server on the same origin.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    assert {r.split()[0] for r, _, _ in sent} == {"POST", "PUT"}
    # The SDK sends every method as a POST that names the real one in its body.
    sdk = [json.loads(b) for r, b, _ in sent if b and "_ApplicationId" in b]
    assert all(r.startswith("POST ") for r, b, _ in sent if b and "_ApplicationId" in b)
    assert {body.get("_method") for body in sdk} == {None, "GET", "PUT"}
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"PUT {APP}/classes/contracts_Template/Pm4Qx6TcVz" in commits
    assert f"POST {APP}/functions/declinedoc" in commits
    assert f"POST {APP}/functions/sendmailv3" in commits
    assert "POST /api/deleteuser/Rt5Ux8IaOp" in commits
    assert f"POST {APP}/functions/resetpassword" in commits
    # Asking for one's own account's deletion only mails a link; logging out is undone by
    # logging in; new contacts, templates and drafts can be deleted.
    for harmless in ("senddeleterequest", "savecontact", "saveastemplate", "recreatedoc"):
        assert f"POST {APP}/functions/{harmless}" not in commits
    assert f"POST {APP}/logout" not in commits
    assert f"POST {APP}/classes/contracts_Users/Ew6Yp1ZrGh" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
