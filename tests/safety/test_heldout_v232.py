"""The two-hundred-and-thirty-second held-out corpus, Syncthing's web GUI (an AngularJS page
that saves nearly every change by sending its whole configuration back with ``PUT
/rest/config``, and calls ``/rest/db``, ``/rest/system`` and ``/rest/noauth`` for the rest):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v232"
INVOICES, CAMERA, BACKUP, PHOTOS = "c4m2x-q7tjd", "fk29w-trn5c", "mbk7r-2vx4h", "x9pqa-hd3kv"
MIRA = "MX2RB7L-QH4TZ6N-K3WCVPE-7DJ2MXR-SL5QKYB-4NHT6ZC-VR3WJXE-GP7KQ2L"
CATEGORIES = {"reversible": 162, "opens-prompt": 81, "delete": 54, "revoke": 54, "share": 45,
              "upgrade": 27, "overwrite": 18, "reset": 18, "shutdown": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v232", total=468, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the GUI's own /rest API; page loads are GETs (a reload, a link).
    assert all(r.split()[1].startswith("/rest/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every configuration change sends the whole configuration, whatever it changes.
    configs = [json.loads(b) for r, b, _ in sent if r == "PUT /rest/config"]
    assert configs and all(list(c)[:3] == ["version", "folders", "devices"] for c in configs)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # The same request commits or not by its body: removing a folder, a device or sharing
    # are PUT /rest/config, as are pausing a folder and renaming one.
    assert "PUT /rest/config" in commits and "PUT /rest/config" in harmless
    # Override, the reverts (one deletes unexpected items), shutting down and upgrading
    # commit; a rescan and a restart do not.
    assert {f"POST /rest/db/override?folder={INVOICES}", f"POST /rest/db/revert?folder={CAMERA}",
            f"POST /rest/db/revert?folder={BACKUP}", "POST /rest/system/shutdown",
            "POST /rest/system/upgrade"} <= commits  # fmt: skip
    assert f"POST /rest/db/scan?folder={PHOTOS}" in harmless
    assert "POST /rest/system/restart" in harmless
    # Restoring old versions keeps the current files as versions: harmless.
    assert f"POST /rest/folder/versions?folder={PHOTOS}" in harmless
    # A removal sends the configuration without the folder.
    removals = [json.loads(b) for c in cases if c.category == "delete" and c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)
                if r == "PUT /rest/config"]  # fmt: skip
    assert removals and all(len(c["folders"]) == 3 for c in removals)
    # Sharing Photos with mira-laptop commits; offering the folder was mira-laptop's.
    shares = [json.loads(b) for c in cases if c.category == "share" and c.irreversible
              for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == "PUT /rest/config"]  # fmt: skip
    assert any({"deviceID": MIRA} in f["devices"] for c in shares for f in c["folders"]
               if f["id"] == PHOTOS)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
