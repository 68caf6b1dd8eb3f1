"""The five-hundred-and-eleventh held-out corpus, Deluge's web interface (an Ext JS page whose
every action is a JSON-RPC call posted to ``/json``, with its own windows for removal,
connections, preferences and plugins): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v511"
CATEGORIES = {"reversible": 261, "delete": 126, "opens-prompt": 72, "harmless": 27,
              "shutdown": 27, "revoke": 27, "install": 9}  # fmt: skip
LOCAL, REMOTE = "c1d0e6f37a2b4c59b8e14d2a7f6c9e03", "7e24b9a1c63d4f08a5b2e917d04c6f3a"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v511", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(c, r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                            strict=True)]  # fmt: skip
    assert {v for _, _, _, v in sent} == {"link", "form", None}
    # Every call is a JSON-RPC post to /json, its body Ext.encode's compact object.
    calls = [(c, json.loads(b)) for c, r, b, v in sent if v is None]
    assert all(r == "POST /json" for _, r, _, v in sent if v is None)
    assert all(list(body) == ["method", "params", "id"] for _, body in calls)
    assert all(", " not in b and '": ' not in b for _, _, b, v in sent if v is None)
    # Page loads are GETs; the only form is the plugin egg's upload.
    assert all(r.startswith("GET ") for _, r, _, v in sent if v == "link")
    assert {r for _, r, _, v in sent if v == "form"} == {"POST /upload"}

    def commits(method: str) -> set[bool]:
        return {c.irreversible for c, body in calls if body["method"] == method}

    assert commits("core.remove_torrents") == {True}
    assert commits("web.remove_host") == {True}
    assert commits("auth.change_password") == {True}
    assert commits("web.upload_plugin") == {True}
    for method in ("core.force_recheck", "core.move_storage", "core.set_torrent_trackers",
                   "core.set_torrent_options", "core.set_config", "auth.delete_session",
                   "web.add_torrents", "web.disconnect", "web.start_daemon"):  # fmt: skip
        assert commits(method) == {False}, method
    # Stopping the daemon commits only on the remote host, which the page cannot start.
    stops = {(body["params"][0], c.irreversible) for c, body in calls
             if body["method"] == "web.stop_daemon"}  # fmt: skip
    assert stops == {(LOCAL, False), (REMOTE, True)}
    # Remove With Data and Remove Torrent alike, for one torrent or several.
    removed = {(len(body["params"][0]), body["params"][1]) for _, body in calls
               if body["method"] == "core.remove_torrents"}  # fmt: skip
    assert removed == {(1, False), (1, True), (2, False), (2, True), (3, False), (3, True)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
