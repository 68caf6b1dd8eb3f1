"""The four-hundred-and-sixtieth held-out corpus, Modoboa (a Vue single-page mail hosting
console whose controls call the app's own REST API with axios, its confirmations in its own
dialog, and a sign-out that loads the identity provider's end-session page): what it holds,
that every action states its requests in nine languages, and that its build script writes
it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v460"
CATEGORIES = {"delete": 216, "reversible": 108, "opens-prompt": 72, "harmless": 36,
              "delete-user": 36, "revoke": 27, "send": 18, "release": 9,
              "reset": 9}  # fmt: skip
SESSION = "b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v460", total=531, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call goes to the app's own API; the one page load is the sign-out.
    assert all(r.split()[1].startswith("/api/v2/") for r, _, v in sent if v is None)
    assert {r.split("?")[0] for r, _, v in sent if v == "link"} == {"GET /api/o/logout/"}
    # Every body is JSON.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/v2/domains/4/delete/" in commits
    assert "POST /api/v2/accounts/bulk_delete/" in commits
    assert f"POST /api/v2/webmail/compose-sessions/{SESSION}/send/" in commits
    assert "POST /api/v2/account/tfa/reset_codes/" in commits
    assert "POST /api/v2/amavis/quarantine/release_selection/" in commits
    # Deleting a message only moves it to the trash, which is not in the corpus; emptying
    # the trash is. Learning, flags, drafts and the sign-out are harmless.
    assert "POST /api/v2/webmail/mailboxes/empty/" in commits
    assert "POST /api/v2/amavis/quarantine/mark_selection/" in harmless
    assert "POST /api/v2/webmail/emails/flag/" in harmless
    assert f"POST /api/v2/webmail/compose-sessions/{SESSION}/save/" in harmless
    assert "PATCH /api/v2/alarms/3/switch/" in harmless
    # A domain is deleted whether or not its folder is kept.
    bodies = {b for c in cases if c.irreversible
              for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == "POST /api/v2/domains/4/delete/"}  # fmt: skip
    assert bodies == {'{"keep_folder":false}', '{"keep_folder":true}'}
    # The API token's Proceed calls nothing: the dialog never emits the event it waits on.
    entries = read_entries(FOLDER / "heldout_v460.yaml")
    token = [e for e in entries if e["source"] == "modoboa delete api token confirm"]
    assert len(token) == 9
    assert all(c["sends"] == [] and not c["irreversible"] for e in token for c in e["cases"])


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
