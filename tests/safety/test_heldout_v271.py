"""The two-hundred-and-seventy-first held-out corpus, Part-DB (server-rendered Symfony pages
whose controls are HTML forms confirmed by SweetAlert dialogs or the browser's confirm(),
carrying ``_method=DELETE`` and a CSRF token, under each language's locale path): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v271"
CATEGORIES = {
    "opens-prompt": 162,
    "delete": 117,
    "reversible": 117,
    "revoke": 72,
    "harmless": 18,
    "delete-user": 18,
    "overwrite": 18,
    "reset": 9,
    "send": 9,
}
LOCALE = re.compile(r"(/|%2F)(en|zh|ja|ko|de|fr|es|pt_BR|ru)(/|%2F)")


def _unlocalised(case: Case) -> tuple[object, ...]:
    """A case's label and requests with the locale of its paths left out."""

    def strip(text: str | None) -> str | None:
        return None if text is None else LOCALE.sub(r"\1{locale}\3", text)

    sends = tuple(strip(r) for r in case.sends or ())
    bodies = tuple(strip(b) for b in case.bodies)
    return case.category, case.irreversible, sends, bodies, case.vias


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v271", total=540, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _unlocalised)
    sent = [(c.language, r, b, v) for c in cases
            for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)]  # fmt: skip
    # Every request is under its language's locale path, and is a form post or a page load.
    prefix = {"pt": "/pt_BR/"}
    assert sent and all(r.split()[1].startswith(prefix.get(lang, f"/{lang}/"))
                        for lang, r, _, _ in sent)  # fmt: skip
    assert {v for _, _, _, v in sent} == {"form", "link"}
    assert all(r.startswith("POST ") and b for _, r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") and b is None for _, r, b, v in sent if v == "link")
    english = [c for c in cases if c.language == "en"]
    # Every commit is a form post; the deletions of the delete forms say so.
    assert all(c.sends and c.vias[-1] == "form" for c in english if c.irreversible)
    commits = {(r, b) for c in english if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in english if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    assert ("POST /en/part/42/delete", "_method=DELETE&_token=d3b07384.kQ7vN2pXr4TbW9sLm1ZcH8y"
            "D6aFgJ0eU.Rt5Ys2Lx9Wq4Pb7Nm3Kc8Hv1Zd6Ga0Fe&log_comment=") in commits  # fmt: skip
    # The parts list's bar posts to one URL: only its delete action commits.
    table = [(c.irreversible, b or "") for c in english for r, b in zip(
        c.sends or (), c.bodies, strict=True) if r == "POST /en/table/action"]  # fmt: skip
    assert {d for d, _ in table} == {True, False}
    assert all(("action=delete" in b) == d for d, b in table)
    # A withdrawal commits only when it empties and deletes the lot.
    stock = [(c.irreversible, b or "") for c in english for r, b in zip(
        c.sends or (), c.bodies, strict=True) if r == "POST /en/part/42/add_withdraw"]  # fmt: skip
    assert sorted(d for d, _ in stock) == [False, True]
    assert all(("delete_lot_if_empty=true" in b) == d for d, b in stock)
    # Undo and revert go to one URL and are harmless; deleting the log entry commits.
    assert {b for r, b in harmless if r == "POST /en/log/undo"} == {
        "redirect_back=%2Fen%2Flog%2F913%2Fdetails&undo=913",
        "redirect_back=%2Fen%2Flog%2F913%2Fdetails&revert=913",
    }
    assert any(r == "POST /en/log/913/delete" for r, _ in commits)
    # Restoring a backup overwrites the database; creating one does not.
    assert any(r == "POST /en/system/update-manager/restore" for r, _ in commits)
    assert any(r == "POST /en/system/update-manager/backup" for r, _ in harmless)
    # The password reset request sends an email; the login and password change do not.
    assert any(r == "POST /en/pw_reset/request" for r, _ in commits)
    assert {"POST /en/login", "POST /en/user/settings"} <= {r for r, _ in harmless}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
