"""The three-hundred-and-forty-ninth held-out corpus, Dashy (a Vue dashboard whose config is
edited in the browser and written to the server's conf.yml by one POST, with an encrypted
cloud backup, widgets that call other services, and much kept only in the browser): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import yaml

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v349"
SYNC = "https://sync-service.dashy.to"
ADDY = "https://app.addy.io/api/v1/active-aliases"
CATEGORIES = {"reversible": 162, "harmless": 90, "overwrite": 90, "opens-prompt": 81,
              "delete": 27, "reset": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v349", total=468, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every save to disk is one POST of the whole config as YAML, with the file's name on a
    # sub-page; the YAML is the config with its sections.
    saves = [json.loads(b) for r, b, _ in sent if r == "POST /config-manager/save"]
    assert len(saves) == 8 * 9
    assert {s["filename"] for s in saves} == {"", "/media.yml"}
    assert all(yaml.safe_load(s["config"])["sections"] for s in saves)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits == {"POST /config-manager/save", f"PUT {SYNC}", "DELETE /cors-proxy",
                       "GET /cors-proxy", "GET /media.yml",
                       f"GET {SYNC}/?backupId=6b1e2f0a9c3d4e58a7f1&subHash="
                       "731d99c8e9712b"}  # fmt: skip
    # Switching an alias off is a DELETE that the switch undoes; no commit.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert any(r.startswith(f"DELETE {ADDY}/") for r in harmless)
    assert f"POST {ADDY}" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
