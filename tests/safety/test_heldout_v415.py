"""The four-hundred-and-fifteenth held-out corpus, umbrelOS (a React home-server interface
whose controls call the device's daemon through tRPC, as messages on a WebSocket when logged in
and as HTTP posts for logging in and out, with the app's own confirmation dialogs): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v415"
HOST = "http://umbrel.local"
CATEGORIES = {"reversible": 225, "delete": 108, "opens-prompt": 81, "update": 36, "erase": 36,
              "overwrite": 27, "shutdown": 18, "reset": 9}  # fmt: skip


def paths(body: str | None) -> list[str]:
    """The tRPC procedures a socket message carries (one message or an array of them)."""
    data = json.loads(body or "null")
    return [m["params"]["path"] for m in (data if isinstance(data, list) else [data])]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v415", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    # Socket messages are tRPC operations; the HTTP posts are the HTTP-only procedures.
    assert all(r.startswith("WEBSOCKET ") and "/trpc?token=" in r and b and b[0] in "[{"
               for r, b, v in sent if v == "websocket")  # fmt: skip
    assert {r for r, _, v in sent if v is None} == {
        f"POST {HOST}/trpc/user.login", f"POST {HOST}/trpc/user.logout"}  # fmt: skip
    assert {r for r, _, v in sent if v == "link"} == {f"GET {HOST}/", f"GET {HOST}/login"}
    # Every commit goes over the socket (a restore checks the password over HTTP first).
    assert all(c.vias[-1] == "websocket" for c in cases if c.irreversible)
    commits = Counter(p for c in cases if c.irreversible
                      for b, v in zip(c.bodies, c.vias, strict=True) if v == "websocket"
                      for p in paths(b))  # fmt: skip
    harmless = {p for c in cases if not c.irreversible
                for b, v in zip(c.bodies, c.vias, strict=True) if v == "websocket"
                for p in paths(b)}  # fmt: skip
    assert {
        "apps.uninstall",
        "files.delete",
        "files.emptyTrash",
        "system.factoryReset",
        "system.shutdown",
        "backups.restoreBackup",
        "migration.migrate",
        "files.formatExternalDevice",
        "apps.update",
        "system.update",
    } == set(commits)
    # Deleting two trashed files sends one array of two messages.
    assert commits["files.delete"] == 9 * 4
    # Moving to the trash, restoring, restarting and forgetting a backup location are not.
    assert {
        "files.trash",
        "files.restore",
        "system.restart",
        "backups.forgetRepository",
        "user.changePassword",
        "appStore.removeRepository",
    } <= harmless
    assert not harmless & set(commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
