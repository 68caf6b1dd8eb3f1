"""The five-hundred-and-fourteenth held-out corpus, Statping-ng (a Vue status-page dashboard whose
controls call the server's own API with axios, with the app's own confirmation modals, an
import of exported settings and notifier tests): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v514"
CATEGORIES = {"harmless": 135, "reversible": 135, "opens-prompt": 72, "delete": 126,
              "publish": 27, "send": 18, "delete-user": 18, "revoke": 18,
              "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v514", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's own API, but the settings page's look-up of the latest
    # release; page loads are GETs.
    assert all(r.split()[1].startswith(("/api", "https://api.github.com/"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write with a body sends JSON, but the login form and the configuration's YAML.
    writes = [(r, b) for r, b, v in sent if v is None and b is not None]
    assert all(b[0] in "[{" for r, b in writes
               if r not in ("POST /api/login", "POST /api/settings/configs"))  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/services/4", "DELETE /api/users/3", "GET /api/renew",
            "POST /api/messages", "POST /api/notifier/slack/test",
            "DELETE /api/checkins/Xk2m9QpL7v"} <= commits  # fmt: skip
    assert "POST /api/groups" not in commits and "POST /api/notifier/slack" not in commits
    # The import overwrites only when the file's core settings go with it.
    imports = {(c.irreversible, '"core":null' in c.bodies[0]) for c in cases
               if (c.sends or [""])[0] == "POST /api/settings/import"}  # fmt: skip
    assert imports == {(True, False), (False, True)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
