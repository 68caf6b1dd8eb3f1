"""The two-hundred-and-seventieth held-out corpus, Koillection (server-rendered Symfony pages
whose controls are HTML forms carrying their form's ``_token``, Materialize delete modals
posting a token-only form, page links that sometimes write, multipart uploads and one script
call of inventory_controller.js): what it holds, that every action states its requests in
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

FOLDER = Path(__file__).parent / "heldout_v270"
CATEGORIES = {
    "delete": 189,
    "reversible": 135,
    "opens-prompt": 126,
    "harmless": 72,
    "delete-user": 18,
    "overwrite": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v270", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request goes to the app's own origin.
    assert sent and all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every form is a POST; all but the login carry their form's token.
    forms = [(r, b or "") for r, b, v in sent if v == "form"]
    assert all(r.startswith("POST ") for r, _ in forms)
    assert {r for r, b in forms if "%5B_token%5D=" not in b and "[_token]" not in b} == {"POST /"}
    # The one script call is an inventory tick, a multipart FormData body.
    scripted = {(r, b) for r, b, v in sent if v is None}
    assert len(scripted) == 1
    ((request, body),) = scripted
    assert request.endswith("/check") and 'name="checked"' in (body or "")
    # Every commit is a form post; each delete modal's OK posts only the token.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    deletes = [b for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r.endswith(("/delete", "/delete-unused-tags"))]  # fmt: skip
    assert deletes and all((b or "").startswith("form%5B_token%5D=") for b in deletes)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # A loan's Returned is a link that writes, and stays harmless; moving a wish commits.
    assert any(r.endswith("/returned") for r in harmless)
    assert any(r.endswith("/transfer") and r.startswith("POST ") for r in commits)
    assert any(r.endswith("/transfer") and r.startswith("GET ") for r in harmless)
    # The admin's password change on another user commits; one's own does not.
    assert any(r.startswith("POST /admin/users/") and r.endswith("/edit") for r in commits)
    assert "POST /profile" in harmless and "POST /settings" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
