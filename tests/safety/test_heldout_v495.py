"""The four-hundred-and-ninety-fifth held-out corpus, Chevereto (an image hosting app whose
server-rendered pages call its ``/json`` endpoint with jQuery's urlencoded posts carrying the
``auth_token``, post native forms for settings, login, sign-up and sign-out, and ask through
their own confirmation modals): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v495"
TOKEN = "auth_token=9f3b6d1e8a2c4f7b0e5d9a1c3b7e2f8d4a6c0b9e"
CATEGORIES = {"opens-prompt": 207, "reversible": 108, "harmless": 99, "delete": 90,
              "publish": 18, "delete-user": 18, "revoke": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v495", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every XHR is a urlencoded POST to /json that starts with the auth token.
    assert all(r == "POST /json" and (b or "").startswith(f"{TOKEN}&action=")
               for r, b, v in sent if v is None)  # fmt: skip
    # Every form is a POST carrying the token; every page load is a GET.
    assert all(r.startswith("POST ") and TOKEN in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every commit is a call to /json; a share link is the only other origin.
    assert all(c.sends == ("POST /json",) for c in cases if c.irreversible)
    assert {r for r, _, _ in sent if "://" in r} == {
        "GET http://www.facebook.com/share.php?u=https://img.example.org/image/Lk9wQ2"
    }
    commits = {b for c in cases if c.irreversible for b in c.bodies}
    harmless = {b for c in cases if not c.irreversible for b in c.bodies}
    actions = {b.split("&")[1] for b in commits if b}
    assert actions == {"action=delete", "action=approve"}
    # Deleting the avatar is done at once; the two-factor and the API key are revoked.
    assert f"{TOKEN}&action=delete&delete=avatar&owner=Kd3a" in commits
    assert f"{TOKEN}&action=delete&delete=api_key&owner=Kd3a" in commits
    assert f"{TOKEN}&action=delete&delete=two_factor&owner=Kd3a" in commits
    # Banning, following, moving and creating can be undone.
    assert not any("action=user_ban" in (b or "") or "action=follow" in (b or "")
                   or "action=move" in (b or "") for b in commits)  # fmt: skip
    assert any("action=user_ban" in (b or "") for b in harmless)
    assert any("action=create-album" in (b or "") for b in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
