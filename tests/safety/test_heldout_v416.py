"""The four-hundred-and-sixteenth held-out corpus, openmediavault (an Angular admin interface of
a storage server whose every control posts a JSON-RPC request to its own origin, with the
app's confirmation dialogs, critical ones included): what it holds, that every action states
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

FOLDER = Path(__file__).parent / "heldout_v416"
CATEGORIES = {"opens-prompt": 135, "delete": 99, "reversible": 90, "shutdown": 36,
              "reboot": 27, "wipe": 27, "apply": 18, "discard": 18, "delete-user": 18,
              "resize": 18, "uninstall": 18, "upgrade": 18, "overwrite": 9, "send": 9,
              "harmless": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v416", total=549, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an XMLHttpRequest POST to the app's own JSON-RPC endpoint (or, for the
    # log download, to its download endpoint), and every body names a service and a method.
    assert {v for _, _, v in sent} == {None}
    assert {r for r, _, _ in sent} == {"POST /rpc.php", "POST /download.php"}
    assert all(b and list(json.loads(b))[:2] == ["service", "method"] for _, b, _ in sent)

    def calls(commit: bool) -> set[str]:
        return {f"{body['service']}.{body['method']}" for c in cases
                if c.irreversible == commit for body in map(json.loads, c.bodies)}  # fmt: skip

    commits, harmless = calls(True), calls(False)
    assert {"UserMgmt.deleteUser", "DiskMgmt.wipe", "System.shutdown", "Plugin.remove",
            "Apt.upgrade", "Config.revertChangesBg",
            "EmailNotification.sendTestEmail"} <= commits  # fmt: skip
    assert {"Session.login", "Session.logout", "FileSystemMgmt.umountByDir", "Plugin.install",
            "UserMgmt.setUser", "EmailNotification.set"} <= harmless  # fmt: skip
    assert not commits & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
