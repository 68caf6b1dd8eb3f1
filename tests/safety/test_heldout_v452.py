"""The four-hundred-and-fifty-second held-out corpus, Postfix Admin (server-rendered PHP pages
whose controls are HTML forms carrying ``CSRF_Token``, page links, links whose URL carries the
token, and ``confirm()`` dialogs before deletions): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v452"
TOKEN = "5c1e8f0a9b3d47e2a6f4c8d0b2e9a713"
CATEGORIES = {"reversible": 162, "harmless": 144, "opens-prompt": 99, "delete": 54,
              "reset": 27, "send": 27, "revoke": 18, "overwrite": 9}  # fmt: skip
CODES = {"en": "en", "zh": "cn", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
         "pt": "pt-br", "ru": "ru"}  # fmt: skip


def _unworded(body: str | None) -> str | None:
    """A body with the words a language puts in it left out: a submit button's value (its
    label) and the login page's language."""
    if body is None:
        return None
    return re.sub(r"(^|&)(submit|lang)=[^&]*", r"\1\2=", body)


def _fields(c: Case) -> object:
    return (c.category, c.irreversible, c.sends, [_unworded(b) for b in c.bodies], c.vias)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v452", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, _fields)
    sent = [(c.language, r, b, v) for c in cases
            for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)]  # fmt: skip
    assert {v for _, _, _, v in sent} == {"form", "link"}
    # Every form post carries the CSRF token but the lost password page's, which has none.
    posts = [(r, b) for _, r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert all(f"CSRF_Token={TOKEN}" in (b or "") for r, b in posts
               if r != "POST /users/password-recover.php")  # fmt: skip
    assert all("CSRF_Token" not in (b or "") for r, b in posts
               if r == "POST /users/password-recover.php")  # fmt: skip
    # Links are GETs; the only ones that write carry the token in their URL (editactive.php).
    assert all(r.startswith("GET ") for _, r, _, v in sent if v == "link")
    writes = {r.split("?")[0] for _, r, _, v in sent if v == "link" and f"token={TOKEN}" in r}
    assert writes == {"GET /editactive.php"}
    # A submit button's value is its label, in the page's language.
    logins = {(lang, b) for lang, r, b, _ in sent if r == "POST /login.php"}
    assert all(f"&lang={CODES[lang]}&submit=" in (b or "") for lang, b in logins)
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # Every deletion is a POST to delete.php (or the bulk delete-inactive.php) after its
    # confirm(); the tap on the bin icon sends nothing.
    deletes = {r for c in cases if c.category == "delete" for r in c.sends or ()}
    assert deletes == {"POST /delete.php", "POST /delete-inactive.php"}
    assert all(not c.sends for c in cases if c.category == "opens-prompt")
    # The saved default "To" address's deletion is a commit of nothing that matters.
    assert any(r == "POST /delete-preference.php" for r, _ in harmless)
    assert not any(r == "POST /delete-preference.php" for r, _ in commits)
    # The TOTP form: a first code enables it, a new code overwrites it, no code removes it.
    totp = {(b or "").split("fTOTP_code=")[1].split("&")[0]: (r, b) in commits
            for r, b in commits | harmless if r == "POST /totp.php"}  # fmt: skip
    assert totp == {"492817": False, "730162": True, "": True}
    # Reset TOTP is the edit form posted with reset_totp=1; its Save is not a commit.
    assert all("reset_totp=1" in (b or "") for r, b in commits if r.startswith("POST /edit.php"))
    assert not any("reset_totp" in (b or "") for _, b in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
