"""The three-hundred-and-thirty-first held-out corpus, openHAB's Main UI (a Vue and Framework7
single-page app whose controls call its own server's REST API under /rest, with the app's
confirmation dialogs, swiped rows and page loads): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v331"
THING = "hue%3A0210%3Abridge1%3Akitchen_lamp"
CATEGORIES = {"reversible": 207, "opens-prompt": 81, "delete": 216, "revoke": 18,
              "overwrite": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v331", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every XHR and fetch goes to the page's own server's REST API; page loads are GETs.
    assert all(r.split()[1].startswith("/rest/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE /rest/things/{THING}?force=false" in commits
    assert f"PUT /rest/things/{THING}/firmware/1.108.7" in commits
    assert "DELETE /rest/auth/apitokens/homeassistant" in commits
    assert "POST /rest/auth/logout" in commits  # a session of another browser ended
    # Signing out of one's own session, disabling rules, uninstalling an add-on and
    # dropping a discovery result are not commits.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /rest/auth/logout" in harmless
    assert "POST /rest/addons/binding-mqtt/uninstall" not in commits
    assert "DELETE /rest/inbox/hue:0210:bridge1:hall_lamp" not in commits
    assert not any(r.endswith("/enable") for r in commits)
    # The bodies are as the app sends them: urlencoded for the auth servlet, text for the
    # enable switch, JSON elsewhere.
    bodies = {(r, b) for r, b, _ in sent if b is not None}
    assert ("POST /rest/rules/night_mode/enable", "false") in bodies
    assert ("POST /rest/auth/logout", "id=a3f9c2e1-6b7d-4e58-9c0a-2d4f8b1e7a63") in bodies
    assert ("POST /rest/file-format/things", '["hue:0210:bridge1:kitchen_lamp"]') in bodies


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
