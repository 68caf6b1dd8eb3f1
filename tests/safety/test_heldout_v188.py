"""The hundred-and-eighty-eighth held-out corpus, Monica (a Laravel app whose Vue pages, served
by Inertia, send axios XMLHttpRequests with JSON bodies and Inertia visits, ask with Jetstream
modals and the browser's ``confirm()``): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v188"
CATEGORIES = {"reversible": 207, "opens-prompt": 126, "delete": 144, "revoke-access": 18,
              "share": 9, "send": 9, "delete-user": 18}  # fmt: skip
VAULT = "/vaults/9c1e3f52-4b7a-4d2e-8f61-0a9b8c7d6e5f"
CONTACT = f"{VAULT}/contacts/9c1e4a07-2d5b-4c8e-a3f9-6b7e1d0c2f48"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v188", total=531, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an XMLHttpRequest (axios or an Inertia visit): no form, no plain link.
    assert sent and {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(("/vaults", "/settings", "/logout", "/login"))
               for r, _, _ in sent)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Deleting a contact (soft-deleted, never restorable in the app) and the vault commit;
    # archiving, the favourite star and Logout do not.
    assert f"DELETE {CONTACT}" in commits and f"DELETE {VAULT}" in commits
    assert f"PUT {CONTACT}/toggle" not in commits and "POST /logout" not in commits
    assert "POST /settings/users" in commits and f"DELETE {VAULT}/settings/users/3" in commits
    # The unarchive modal still says Archive; it sends the same toggle, and is harmless.
    unarchive = [c for c in cases if c.language == "en" and c.sends == (
        f"PUT {CONTACT}/toggle", f"GET {CONTACT}")]  # fmt: skip
    assert len(unarchive) == 2 and not any(c.irreversible for c in unarchive)
    # A relationship's Remove only unlinks two contacts.
    assert not any(c.irreversible for c in cases if any("/relationships/" in r
                                                        for r in c.sends or ()))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
