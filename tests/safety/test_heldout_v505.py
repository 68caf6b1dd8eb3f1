"""The five-hundred-and-fifth held-out corpus, Statamic (a Laravel CMS whose Vue and Inertia
control panel runs content actions, deletions, two-factor and passkey changes through axios
calls to its own ``/cp`` routes, behind its own confirmation modals and one browser
``confirm()``): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v505"
CATEGORIES = {"reversible": 135, "opens-prompt": 162, "delete": 90, "publish": 36,
              "send": 27, "delete-user": 18, "reset": 36, "overwrite": 18,
              "revoke": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v505", total=558, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the control panel on the site's own origin; page loads are GETs.
    assert all(r.split()[1].startswith("/cp/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # An action's POST names the action, its context, the selections and the values.
    actions = [json.loads(b) for r, b, _ in sent if r.endswith("/actions") and b]
    assert actions and all(list(a) == ["action", "context", "selections", "values"]
                           for a in actions)  # fmt: skip
    assert all(a["context"]["view"] == "list" for a in actions)
    commits = [json.loads(b)["action"] for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r.endswith("/actions") and b]  # fmt: skip
    assert set(commits) == {"delete", "publish", "send_password_reset",
                            "disable_two_factor_authentication"}  # fmt: skip
    harmless = [json.loads(b)["action"] for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)
                if r.endswith("/actions") and b]  # fmt: skip
    assert set(harmless) == {"unpublish", "rename_asset", "download_asset"}
    committed = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {
        "DELETE /cp/forms/enquiries",
        "DELETE /cp/two-factor",
        "POST /cp/two-factor/recovery-codes",
        "POST /cp/utilities/email",
    } <= committed
    assert "POST /cp/utilities/cache/clear-all" not in committed
    assert "POST /cp/auth/login" not in committed


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
