"""The four-hundred-and-ninth held-out corpus, Wizarr (a Flask invitation and user manager for
media servers whose admin pages are swapped in by htmx, with the browser's confirm() before
most deletes and none before some): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v409"
CATEGORIES = {"reversible": 171, "opens-prompt": 108, "delete": 99, "delete-user": 72,
              "revoke": 54, "reset": 18, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v409", total=531, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every request goes to the app itself; page loads and forms are the browser's own.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "form"} == {"POST /login", "POST /invitation/process"}
    # FlaskForm posts carry their CSRF token; the multipart import carries it in a part.
    assert all("csrf_token=" in b for r, b, _ in sent if r == "POST /settings/general")
    assert all('name="csrf_token"' in b for r, b, _ in sent
               if r == "POST /settings/wizard/import")  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /users/bulk-delete" in commits and "POST /users/process-deletion" in commits
    assert "POST /invite/table?delete_id=7" in commits
    assert "POST /settings/wizard/reset/jellyfin" in commits
    assert "DELETE /settings/servers/?delete=1" in commits
    assert any(r.startswith("DELETE /settings/api-keys/3/delete?csrf_token=") for r in commits)
    assert "POST /users/unlink" not in commits and "POST /invite" not in commits
    assert "POST /users/12/generate-reset-link" not in commits
    # The same import request commits with Replace Existing ticked, and only then.
    imports = {(c.irreversible, "replace_existing" in c.bodies[0]) for c in cases
               if list(c.sends or ()) == ["POST /settings/wizard/import"]}  # fmt: skip
    assert imports == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
