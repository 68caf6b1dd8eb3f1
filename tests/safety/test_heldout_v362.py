"""The three-hundred-and-sixty-second held-out corpus, Runtipi (a React single-page home-server
manager whose controls call its own back end on the same origin, with dialogs that stop,
update, reset, uninstall, back up and restore apps, and settings that change the credentials):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v362"
JELLYFIN = "jellyfin%3Amigrated"
CATEGORIES = {"reversible": 225, "opens-prompt": 126, "delete": 90, "overwrite": 36,
              "reset": 36, "revoke": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v362", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's own API on the same origin; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A URN in a path is percent-encoded, and every body is JSON.
    assert not any(":" in r.split()[1] for r, _, v in sent if v is None)
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    requests = {r for r, _ in commits}
    assert f"POST /api/app-lifecycle/{JELLYFIN}/reset" in requests
    assert "PATCH /api/auth/password" in requests and "PATCH /api/auth/totp/disable" in requests
    assert f"DELETE /api/backups/{JELLYFIN}" in requests
    # Updating without a backup commits; with one, and Update all, do not.
    update = f"PATCH /api/app-lifecycle/{JELLYFIN}/update"
    assert (update, '{"performBackup":false}') in commits
    assert (update, '{"performBackup":true}') not in commits
    assert "PATCH /api/app-lifecycle/update-all" not in requests
    # Stopping, starting, backing up, enabling 2FA and logging out are not commits.
    assert f"POST /api/app-lifecycle/{JELLYFIN}/stop" not in requests
    assert f"POST /api/backups/{JELLYFIN}/backup" not in requests
    assert "PATCH /api/auth/totp/get-uri" not in requests
    assert "POST /api/auth/logout" not in requests
    assert "DELETE /api/auth/reset-password" not in requests


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
