"""The two-hundred-and-sixty-fifth held-out corpus, Nginx UI (a Vue single-page app that manages
an Nginx server through its own API with axios, a few actions over a WebSocket, and Ant Design
Vue's confirmations): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v265"
CATEGORIES = {"opens-prompt": 153, "reversible": 135, "delete": 126, "revoke": 72,
              "restart": 18, "reset": 18, "upgrade": 18, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v265", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", None}
    # Every axios call goes to the app's own /api; the sockets to its host.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all("nginx.example.com/api/" in r for r, _, v in sent if v == "websocket")
    # Bodies are JSON where there is one, but the restore's multipart upload has none written.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/sites/old-shop.example.com" in commits
    assert "DELETE /api/notifications" in commits and "POST /api/restore" in commits
    # Writes sent as GET: resetting 2FA and generating new recovery codes.
    assert "GET /api/otp_reset" in commits and "GET /api/recovery_codes_generate" in commits
    assert "POST /api/nginx/reload" not in commits
    assert "POST /api/sites/batch/disable" not in commits
    assert "DELETE /api/settings/auth/banned_ip" not in commits
    assert "DELETE /api/logout" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
