"""The hundred-and-seventieth held-out corpus, Matomo (Vue admin pages whose controls call the
HTTP API through AjaxHelper's POSTs with ``token_auth`` in the body, HTML forms and links
carrying nonces, and Materialize confirmation modals): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v170"
CATEGORIES = {"opens-prompt": 171, "reversible": 117, "delete": 117, "send": 63,
              "revoke-access": 18, "delete-user": 18, "purge": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v170", total=522, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/index.php?") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every API call is an XMLHttpRequest POST carrying token_auth in its body, never its URL.
    api = [(r, b) for r, b, v in sent if v is None]
    assert all(r.startswith("POST ") and "module=API" in r + (b or "") for r, b in api)
    assert all((b or "").startswith("token_auth=") and "token_auth" not in r for r, b in api)
    # Page loads that write carry a nonce; forms carry a nonce or the token.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all("nonce=" in (b or "") or "token_auth=" in (b or "") for _, b, v in sent
               if v == "form")  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any("method=SitesManager.deleteSite" in r for r in commits)
    assert any("action=uninstall" in r for r in commits)
    assert not any("action=deactivate" in r or "method=Goals.updateGoal" in r for r in commits)
    # Deleting a user goes in a bulk request, its call inside urls[].
    deletes = [b for c in cases if c.category == "delete-user" and c.irreversible
               for b in c.bodies]  # fmt: skip
    assert deletes and all("method%3DUsersManager.deleteUser" in (b or "") for b in deletes)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
