"""The three-hundred-and-fifty-first held-out corpus, SOGo (an AngularJS groupware app whose
controls call its server with ``$http``, GETs for a folder's deletion, POSTs of compact JSON
for the rest, page loads for exports, links and logging in or out, and the app's own
confirmation dialogs): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v351"
BASE = "/SOGo/so/alice"
CATEGORIES = {"delete": 189, "reversible": 180, "opens-prompt": 99, "send": 45, "harmless": 36,
              "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v351", total=558, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.split()[1].startswith(("/SOGo/so/", "/SOGo/connect")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every body is compact JSON; the editor's alone differ by language (its locale).
    assert all(b is None or json.dumps(json.loads(b), separators=(",", ":"),
                                       ensure_ascii=False) == b for _, b, _ in sent)  # fmt: skip
    drafts = {b for r, b, _ in sent if r.endswith(("/send", "/save"))}
    assert len(drafts) == 9 and all('"locale":' in b for b in drafts if b)
    assert_same_actions(cases, lambda c: [b for r, b in zip(c.sends or (), c.bodies, strict=True)
                                          if not r.endswith(("/send", "/save"))])  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Emptying the Trash and compacting commit; deleting into the Trash does not.
    assert f"POST {BASE}/Mail/0/folderTrash/emptyTrash" in commits
    assert f"POST {BASE}/Mail/0/folderINBOX/folderProjects/expunge" in commits
    assert f"POST {BASE}/Mail/0/folderINBOX/folderProjects/delete" in commits & harmless
    batch = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == f"POST {BASE}/Mail/0/folderINBOX/batchDelete"]  # fmt: skip
    assert {d for d, _ in batch} == {True, False}
    assert all(('"withoutTrash":true' in (b or "")) == d for d, b in batch)
    # A folder's deletion is a GET; an unsubscription is not a commit.
    assert f"GET {BASE}/Contacts/suppliers/delete" in commits
    assert f"GET {BASE}/Calendar/team/delete" in commits
    assert f"GET {BASE}/Calendar/bob_personal/unsubscribe" in harmless
    # Mail leaving for others commits; a draft, a sign-in and a sign-out do not.
    assert any(r.endswith("/sendMDN") for r in commits)
    assert "POST /SOGo/so/changePassword" in commits
    assert {"POST /SOGo/connect", f"GET {BASE}/logoff"} <= harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
