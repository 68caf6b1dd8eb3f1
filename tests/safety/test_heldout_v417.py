"""The four-hundred-and-seventeenth held-out corpus, CasaOS (a Vue dashboard of a home server
whose controls call the device's own API with axios, posting many of them to its message bus
as well, and whose confirmations are Buefy dialogs): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v417"
CATEGORIES = {"reversible": 216, "opens-prompt": 72, "format": 54, "overwrite": 45,
              "delete": 36, "harmless": 27, "uninstall": 27, "update": 18, "restart": 9,
              "shutdown": 9}  # fmt: skip
SYSTEM = "POST /v1/users/current/custom/system"


def _bodies(case: Case) -> tuple[str | None, ...]:
    """A case's bodies, the ``system`` settings' language (the locale shown) left out."""
    return tuple(re.sub(r'"lang":"\w+"', '"lang":""', b) if b else b for b in case.bodies)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v417", total=513, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, _bodies(c),
                                          c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the device's own origin; page loads are GETs of absolute URLs.
    assert all(r.split()[1].startswith(("/v1/", "/v2/")) for r, _, v in sent if v is None)
    assert all(r.startswith("GET http://casaos.local") for r, _, v in sent if v == "link")
    # The settings save the whole object, in the language shown.
    langs = {(c.language, b) for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True) if r == SYSTEM}  # fmt: skip
    assert all(f'"lang":"{lang}_' in body for lang, body in langs)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /v1/batch", "PUT /v1/storage", "PUT /v1/sys/state/off",
            "POST /v1/sys/update", "PUT /v1/file"} <= commits  # fmt: skip
    assert "DELETE /v2/app_management/compose/jellyfin?delete_config_folder=false" in commits
    assert "DELETE /v1/disks" not in commits and "DELETE /v1/samba/shares/4" not in commits
    assert "PUT /v1/users/current/password" not in commits
    pasted = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == "POST /v1/batch/task" and c.irreversible}  # fmt: skip
    assert pasted and all('"style":"overwrite"' in b for b in pasted)
    created = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == "POST /v1/storage" and not c.irreversible}  # fmt: skip
    assert created == {'{"path":"/dev/sdc","name":"Backup","format":false}'}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
